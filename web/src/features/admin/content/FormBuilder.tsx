// The custom form builder (spec 000 section 3 "Custom forms"): the form's name, recipients and switch; its heading,
// button, captcha and what follows a submission (a thank-you text or a redirect); its fields in order.
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkedCustomFormInput,
  savedAnswer,
  type AdminForm,
  type CustomFormInput,
  type customFormInput,
} from '@parts/common/content-admin';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys } from './content-queries';
import { FieldEditor } from './FieldEditor';
import { LayoutSettingsFields } from './LayoutSettingsFields';

type FormValues = z.input<typeof customFormInput>;

const NEW_FORM: FormValues = {
  name: '',
  recipients: '',
  status: true,
  form_data: { heading_text: '', submit_btn_text: 'Submit', require_captcha: false, after_submit_message: '' },
  layout_settings: {},
  fields: [{ id: 'name', type: 'text', label_text: 'Name', required: 1, options: [] }],
};

export function FormBuilder({ form: existing, onDone }: { form?: AdminForm; onDone: (id: number) => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<FormValues, unknown, CustomFormInput>({
    resolver: zodResolver(checkedCustomFormInput),
    defaultValues: existing ?? NEW_FORM,
  });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'fields' });
  const types = form.watch('fields');
  const redirect = form.watch('form_data.redirect_on_submit');
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: CustomFormInput) => api('/admin/api/content/form/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.all });
      onDone(a.id);
    },
    onError: (err) => showServerErrors(form.setError, err, ['name', 'recipients', 'fields']),
  });
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={existing ? `Edit ${existing.name}` : 'New form'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{existing ? existing.name : 'New form'}</h2>
      {existing && (
        <p>
          To show this form on an information page, put this line in the page's text:{' '}
          <code className="snippet">{`<div class="custom-form" data-id="${existing.form_id}"></div>`}</code>
        </p>
      )}
      <div className="admin-form__row">
        <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Send submissions to"
          hint="Email addresses, separated by commas."
          error={errors.recipients?.message}
          {...form.register('recipients')}
        />
      </div>
      <div className="admin-form__row">
        <TextField label="Heading" {...form.register('form_data.heading_text')} />
        <TextField label="Button text" {...form.register('form_data.submit_btn_text')} />
      </div>
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Shown on the storefront
        </label>
        <label>
          <input type="checkbox" {...form.register('form_data.require_captcha')} /> Ask for the picture code (captcha)
        </label>
        <label>
          <input type="checkbox" {...form.register('form_data.redirect_on_submit')} /> Go to another page after a
          submission
        </label>
      </div>
      {redirect ? (
        <TextField
          label="Page to go to"
          hint="A site path such as /information/information?slug=thanks."
          error={errors.form_data?.redirect_url?.message}
          {...form.register('form_data.redirect_url')}
        />
      ) : (
        <TextField
          label="Thank-you text"
          hint="Shown after a submission; empty for “Thank you for your Submission”."
          {...form.register('form_data.after_submit_message')}
        />
      )}
      <LayoutSettingsFields register={form.register} errors={errors.layout_settings} />
      <h3>Fields</h3>
      {fields.map((f, i) => (
        <FieldEditor
          key={f.id}
          index={i}
          count={fields.length}
          type={types[i]?.type ?? 'text'}
          control={form.control}
          register={form.register}
          errors={errors.fields}
          onMove={(to) => move(i, to)}
          onRemove={() => remove(i)}
        />
      ))}
      {errors.fields?.message && (
        <p role="alert" className="field__error">
          {errors.fields.message}
        </p>
      )}
      {errors.fields?.root?.message && (
        <p role="alert" className="field__error">
          {errors.fields.root.message}
        </p>
      )}
      <p>
        <Button
          variant="secondary"
          onClick={() =>
            append({ id: `field${fields.length + 1}`, type: 'text', label_text: '', required: 0, options: [] })
          }
        >
          Add field
        </Button>
      </p>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save form
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone(existing?.form_id ?? 0)}>
          Close
        </Button>
      </div>
    </form>
  );
}
