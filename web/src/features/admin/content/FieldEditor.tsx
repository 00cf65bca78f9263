// One field of the form builder: its type (the spec's thirteen), id, label, placeholder, required flag, and what its
// type needs (choices for a dropdown or radio, text for a legend or description, a picture's address).
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { customFormInput } from '@parts/common/content-admin';
import { FIELD_TYPES, type FieldType } from '@parts/common/custom-form';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

type FormValues = z.input<typeof customFormInput>;

const TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  email: 'Email',
  textarea: 'Long text',
  dropdown: 'Dropdown',
  radio: 'Radio buttons',
  checkbox: 'Checkbox',
  date: 'Date',
  time: 'Time',
  datetime: 'Date and time',
  legend: 'Heading (legend)',
  description: 'Description text',
  image: 'Picture',
  store_select: 'Store choice',
};
const TYPE_OPTIONS = FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

export function FieldEditor({
  index,
  count,
  type,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  type: FieldType;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>['fields'];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const e = Array.isArray(errors) ? errors[index] : undefined;
  const n = index + 1;
  return (
    <fieldset className="builder-field">
      <legend>Field {n}</legend>
      <div className="admin-form__row">
        <SelectField label="Type" options={TYPE_OPTIONS} {...register(`fields.${index}.type`)} />
        <TextField
          label="Field id"
          hint="Names the answer; letters, digits, _ or -."
          error={e?.id?.message}
          {...register(`fields.${index}.id`)}
        />
        {type === 'legend' ? (
          <TextField label="Heading text" {...register(`fields.${index}.legend_text`)} />
        ) : type === 'description' ? (
          <TextField label="Description text" {...register(`fields.${index}.description_text`)} />
        ) : type === 'image' ? (
          <TextField label="Picture address" error={e?.img_src?.message} {...register(`fields.${index}.img_src`)} />
        ) : (
          <>
            <TextField label="Label" {...register(`fields.${index}.label_text`)} />
            <TextField label="Placeholder" {...register(`fields.${index}.placeholder_text`)} />
          </>
        )}
      </div>
      {(type === 'dropdown' || type === 'radio') && (
        <Controller
          control={control}
          name={`fields.${index}.options`}
          render={({ field }) => (
            <div className="field">
              <label className="field__label" htmlFor={`field-${index}-options`}>
                Choices (one per line)
              </label>
              <textarea
                id={`field-${index}-options`}
                className="field__input"
                rows={3}
                value={(field.value ?? []).map((o) => o.value).join('\n')}
                onChange={(ev) =>
                  field.onChange(
                    ev.target.value
                      .split('\n')
                      .map((v) => v.trim())
                      .filter(Boolean)
                      .map((value) => ({ value })),
                  )
                }
                onBlur={field.onBlur}
              />
            </div>
          )}
        />
      )}
      <div className="admin-form__checks">
        {!['legend', 'description', 'image'].includes(type) && (
          <Controller
            control={control}
            name={`fields.${index}.required`}
            render={({ field }) => (
              <label>
                <input
                  type="checkbox"
                  checked={field.value === 1}
                  onChange={(ev) => field.onChange(ev.target.checked ? 1 : 0)}
                />{' '}
                Required
              </label>
            )}
          />
        )}
        <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)}>
          Move up <span className="visually-hidden">field {n}</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          Move down <span className="visually-hidden">field {n}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove}>
          Remove <span className="visually-hidden">field {n}</span>
        </Button>
      </div>
    </fieldset>
  );
}
