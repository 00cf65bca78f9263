import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CUSTOM_FIELD_TYPES,
  customFieldListSchema,
  customFieldSavedSchema,
  type CustomField,
} from '@parts/common/customer-fields';
import { useFlags } from '../../../app/flags-context';
import { api, ApiError, errorMessage } from '../../../ui/api';
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
  sort_order: 0,
  values: '',
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
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const admin = flags.staff?.role === 'admin';

  const edit = (f: CustomField) =>
    setForm({
      custom_field_id: f.custom_field_id,
      name: f.name,
      type: f.type,
      location: f.location,
      required: f.required,
      sort_order: f.sort_order,
      values: f.custom_field_value.map((v) => v.name).join('\n'),
    });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const body = {
        ...form,
        custom_field_id: form.custom_field_id || undefined,
        values: CHOICE.has(form.type)
          ? form.values
              .split('\n')
              .map((v) => v.trim())
              .filter(Boolean)
          : [],
      };
      const res = await api('/api/custom_field/save', { json: body, schema: customFieldSavedSchema });
      toast.success(res.success);
      setForm(blank);
      await refresh();
    } catch (err) {
      setErrors(
        err instanceof ApiError && Object.keys(err.fieldErrors).length
          ? { ...err.fieldErrors }
          : { form: errorMessage(err) },
      );
    } finally {
      setBusy(false);
    }
  };
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
          <div role="alert" className="form-alert" hidden={!errors.form}>
            {errors.form}
          </div>
          <TextField
            label="Name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={errors.name}
            required
          />
          <div className="form-row">
            <div className="field">
              <label htmlFor="cf-type" className="field__label">
                Type
              </label>
              <select
                id="cf-type"
                className="field__input"
                value={form.type}
                onChange={(e) => setForm({ ...form, type: e.target.value as CustomField['type'] })}
              >
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
              <select
                id="cf-location"
                className="field__input"
                value={form.location}
                onChange={(e) => setForm({ ...form, location: e.target.value as CustomField['location'] })}
              >
                <option value="account">Account</option>
                <option value="address">Address</option>
              </select>
            </div>
            <TextField
              label="Sort order"
              inputMode="numeric"
              value={String(form.sort_order)}
              onChange={(e) => setForm({ ...form, sort_order: Number(e.target.value.replace(/\D/g, '')) || 0 })}
            />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={form.required}
              onChange={(e) => setForm({ ...form, required: e.target.checked })}
            />{' '}
            Required
          </label>
          {CHOICE.has(form.type) && (
            <div className={['field', errors.values && 'field--invalid'].filter(Boolean).join(' ')}>
              <label htmlFor="cf-values" className="field__label">
                Values (one a line)
              </label>
              <textarea
                id="cf-values"
                className="field__input"
                rows={4}
                value={form.values}
                onChange={(e) => setForm({ ...form, values: e.target.value })}
              />
              {errors.values && <p className="field__error">{errors.values}</p>}
            </div>
          )}
          <div className="form-actions">
            {form.custom_field_id > 0 && (
              <Button variant="secondary" onClick={() => setForm(blank)}>
                Cancel
              </Button>
            )}
            <Button type="submit" busy={busy}>
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
