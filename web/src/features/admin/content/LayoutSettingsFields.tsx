// The custom form's layout settings (common/src/custom-form.ts layoutSettingsSchema): colours, spacing and a
// background, folded away in a disclosure since most forms keep the storefront's look. Empty means "the theme's".
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { customFormInput } from '@parts/common/content-admin';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

type FormValues = z.input<typeof customFormInput>;
const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v === '' ? 'Theme default' : v }));

export function LayoutSettingsFields({
  register,
  errors,
}: {
  register: UseFormRegister<FormValues>;
  errors?: FieldErrors<FormValues>['layout_settings'];
}) {
  return (
    <details className="admin-panel">
      <summary>Layout settings (colours, spacing, background)</summary>
      <div className="admin-form__row">
        <TextField
          label="Text colour"
          hint="Such as #1f2933."
          error={errors?.text_color?.message}
          {...register('layout_settings.text_color')}
        />
        <TextField
          label="Heading colour"
          hint="Such as #0b5cad."
          error={errors?.heading_color?.message}
          {...register('layout_settings.heading_color')}
        />
        <TextField
          label="Background colour"
          hint="Such as #ffffff."
          error={errors?.background_color?.message}
          {...register('layout_settings.background_color')}
        />
      </div>
      <div className="admin-form__row">
        <TextField
          label="Padding"
          hint="Such as 16px or 1rem 2rem."
          error={errors?.padding?.message}
          {...register('layout_settings.padding')}
        />
        <TextField
          label="Margin"
          hint="Such as 0 auto."
          error={errors?.margin?.message}
          {...register('layout_settings.margin')}
        />
      </div>
      <TextField
        label="Background image"
        hint="A site path or an https address."
        error={errors?.background_image?.message}
        {...register('layout_settings.background_image')}
      />
      <div className="admin-form__row">
        <SelectField
          label="Background position"
          options={choices([
            '',
            'center',
            'top',
            'bottom',
            'left',
            'right',
            'left top',
            'right top',
            'left bottom',
            'right bottom',
          ])}
          {...register('layout_settings.background_position')}
        />
        <SelectField
          label="Background repeat"
          options={choices(['', 'repeat', 'no-repeat', 'repeat-x', 'repeat-y'])}
          {...register('layout_settings.background_repeat')}
        />
        <SelectField
          label="Background size"
          options={choices(['', 'auto', 'cover', 'contain'])}
          {...register('layout_settings.background_size')}
        />
        <SelectField
          label="Background attachment"
          options={choices(['', 'scroll', 'fixed', 'local'])}
          {...register('layout_settings.background_attachment')}
        />
      </div>
    </details>
  );
}
