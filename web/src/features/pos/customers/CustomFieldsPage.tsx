import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CUSTOM_FIELD_TYPES,
  customFieldListSchema,
  customFieldSavedSchema,
  customFieldSaveSchema,
  type CustomField,
} from '@parts/common/customer-fields';
import { useFlags } from '../../../app/flags-context';
import { api, errorMessage } from '../../../ui/api';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import './customers.css';

const CHOICE = new Set(['select', 'radio', 'checkbox']);
const blank = {
  custom_field_id: 0,
  name: '',
  type: 'text' as CustomField['type'],
  location: 'account' as CustomField['location'],
  required: false,
  sort_order: '0',
  values: '',
};
type FieldForm = typeof blank;
const toBody = (form: FieldForm) => ({
  ...form,
  custom_field_id: form.custom_field_id || undefined,
  values: CHOICE.has(form.type)
    ? form.values
        .split('\n')
        .map((v) => v.trim())
        .filter(Boolean)
    : [],
});
const FIELDS = ['name', 'type', 'location', 'sort_order', 'values'] as const;
// The route's own schema checks the body as sent (the values one a line become a list first).
const checkBody = zodResolver(customFieldSaveSchema, undefined, { raw: true }) as unknown as Resolver<
  ReturnType<typeof toBody>
>;
const checkField: Resolver<FieldForm> = async (values, context, options) => {
  const res = await checkBody(toBody(values), context, options as never);
  if (Object.keys(res.errors).length === 0) return { values, errors: {} };
  // A refused value line (values.2) is said under the one Values box.
  const { values: valueErrors, ...errors } = res.errors as Record<string, unknown>;
  const first: unknown = Array.isArray(valueErrors) ? (valueErrors as unknown[]).find(Boolean) : valueErrors;
  return {
    values: {},
    errors: { ...errors, ...(first !== undefined && first !== null ? { values: first } : {}) } as never,
  };
};

/** /pos/customer/fields: the custom field definitions of the account and address forms (admins change them). */
export default function CustomFieldsPage() {
  const { flags } = useFlags();
  const toast = useToast();
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.customFields(),
    '/api/custom_field',
    customFieldListSchema,
  );
  const { register, handleSubmit, reset, setError, setValue, control, formState } = useForm<FieldForm>({
    resolver: checkField,
    defaultValues: blank,
  });
  const errors = formState.errors;
  const form = useWatch({ control });
  const admin = flags.staff?.role === 'admin';

  const edit = (f: CustomField) =>
    reset({
      custom_field_id: f.custom_field_id,
      name: f.name,
      type: f.type,
      location: f.location,
      required: f.required,
      sort_order: String(f.sort_order),
      values: f.custom_field_value.map((v) => v.name).join('\n'),
    });
  const save = useMutation({
    mutationFn: (values: FieldForm) =>
      api('/api/custom_field/save', { json: toBody(values), schema: customFieldSavedSchema }),
    onSuccess: async (res) => {
      toast.success(res.success);
      reset(blank);
      await refresh();
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  const submit = handleSubmit((values) => save.mutateAsync(values).catch(() => undefined));
  const remove = async (f: CustomField) => {
    if (!window.confirm(`Remove the field ${f.name}? Values already stored are kept.`)) return;
    try {
      const res = await api('/api/custom_field/delete', {
        schema: customFieldSavedSchema,
        json: { custom_field_id: f.custom_field_id },
      });
      toast.success(res.success);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err), { staff: true });
    }
  };

  return (
    <div className="pos-customers">
      <PageHeading title="Customer Custom Fields" description="Extra fields on the customer form and on each address.">
        <Link to="/pos/customer" className="btn btn--ghost btn--sm">
          Back to Customers
        </Link>
      </PageHeading>
      {error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : !data ? (
        <PageLoading label="Loading custom fields" />
      ) : (
        <div className="customers-table-wrap">
          <table className="customers-table">
            <caption className="visually-hidden">Custom fields</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Location</th>
                <th scope="col">Required</th>
                <th scope="col">Values</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.custom_fields.map((f) => (
                <tr key={f.custom_field_id}>
                  <td data-label="Name">{f.name}</td>
                  <td data-label="Type">{f.type}</td>
                  <td data-label="Location">{f.location}</td>
                  <td data-label="Required">{f.required ? 'Yes' : 'No'}</td>
                  <td data-label="Values">{f.custom_field_value.map((v) => v.name).join(', ')}</td>
                  <td className="customers-table__actions">
                    {admin && (
                      <>
                        <Button size="sm" variant="secondary" onClick={() => edit(f)} aria-label={`Edit ${f.name}`}>
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => void remove(f)}
                          aria-label={`Remove ${f.name}`}
                        >
                          Remove
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {admin ? (
        <form className="customer-subform" noValidate onSubmit={(e) => void submit(e)} aria-label="Custom field">
          <h2 className="customer-subform__title">{form.custom_field_id ? 'Edit Custom Field' : 'Add Custom Field'}</h2>
          <div role="alert" className="form-alert" hidden={!errors.root?.server}>
            {errors.root?.server?.message}
          </div>
          <TextField label="Name" {...register('name')} error={errors.name?.message} required />
          <div className="form-row">
            <div className="field">
              <label htmlFor="cf-type" className="field__label">
                Type
              </label>
              <select id="cf-type" className="field__input" {...register('type')}>
                {CUSTOM_FIELD_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="cf-location" className="field__label">
                Location
              </label>
              <select id="cf-location" className="field__input" {...register('location')}>
                <option value="account">Account</option>
                <option value="address">Address</option>
              </select>
            </div>
            <TextField
              label="Sort order"
              inputMode="numeric"
              {...register('sort_order', {
                onChange: (e: { target: { value: string } }) =>
                  setValue('sort_order', String(Number(e.target.value.replace(/\D/g, '')) || 0)),
              })}
            />
          </div>
          <label className="check">
            <input type="checkbox" {...register('required')} /> Required
          </label>
          {CHOICE.has(form.type ?? '') && (
            <div className={['field', errors.values?.message && 'field--invalid'].filter(Boolean).join(' ')}>
              <label htmlFor="cf-values" className="field__label">
                Values (one a line)
              </label>
              <textarea id="cf-values" className="field__input" rows={4} {...register('values')} />
              {errors.values?.message && <p className="field__error">{errors.values.message}</p>}
            </div>
          )}
          <div className="form-actions">
            {(form.custom_field_id ?? 0) > 0 && (
              <Button variant="secondary" onClick={() => reset(blank)}>
                Cancel
              </Button>
            )}
            <Button type="submit" busy={save.isPending || formState.isSubmitting}>
              Save Field
            </Button>
          </div>
        </form>
      ) : (
        <p className="customers-empty">Only an admin can change the custom fields.</p>
      )}
    </div>
  );
}
