import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { localizationSchema } from '@parts/common/account';
import { maskPhone } from '@parts/common/customers';
import {
  customerFormSchema,
  saveAnswerSchema,
  type EditorAddress,
  type EditorCustomer,
} from '@parts/common/customer-form';
import type { CustomField } from '@parts/common/customer-fields';
import { fieldErrors } from '@parts/common/input';
import { api, ApiError, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { apiQuery } from '../../../ui/query/api-query';
import { customerKeys } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';

type Values = Record<string, string | string[]>;
interface FormState {
  customer_group_id: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  password: string;
  newsletter: boolean;
  texting_alerts: boolean;
  tax_exempt: boolean;
  tax_exempt_number: string;
  default_location_id: string;
  status: boolean;
  safe: boolean;
  custom_field: Values;
  addresses: AddressState[];
}
interface AddressState {
  key: string;
  address_id: number;
  firstname: string;
  lastname: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  postcode: string;
  country_id: string;
  zone_id: string;
  default: boolean;
  custom_field: Values;
}

let keySeq = 0;
const toAddressState = (a: EditorAddress): AddressState => ({
  ...a,
  key: `a${++keySeq}`,
  country_id: a.country_id ? String(a.country_id) : '840',
  zone_id: a.zone_id ? String(a.zone_id) : '',
});
const toState = (c: EditorCustomer): FormState => ({
  customer_group_id: String(c.customer_group_id),
  firstname: c.firstname,
  lastname: c.lastname,
  email: c.email,
  telephone: maskPhone(c.telephone),
  password: '',
  newsletter: c.newsletter,
  texting_alerts: c.texting_alerts,
  tax_exempt: c.tax_exempt,
  tax_exempt_number: c.tax_exempt_number,
  default_location_id: c.default_location_id ? String(c.default_location_id) : '',
  status: c.status,
  safe: c.safe,
  custom_field: c.account_custom_field,
  addresses: c.addresses.map(toAddressState),
});

/** The General tab: the customer's fields (spec 001 s3, s5) with a left navigation of General and one entry per address. */
export function GeneralTab({ initial, onSaved }: { initial: EditorCustomer; onSaved: (c: EditorCustomer) => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const places = useQuery(apiQuery(customerKeys.places(), '/api/localization/', localizationSchema));
  const client = useQueryClient();
  const [customer, setCustomer] = useState(initial);
  const [form, setForm] = useState(() => toState(initial));
  const [section, setSection] = useState('general');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = customer.customer_id !== null;
  const schema = useMemo(
    () =>
      customerFormSchema({
        requireEmail: customer.require_email,
        requireTelephone: customer.require_telephone,
        requireAddress: customer.require_address,
        edit,
        customFields: customer.custom_fields,
      }),
    [customer, edit],
  );
  const accountFields = customer.custom_fields.filter((f) => f.location === 'account');
  const addressFields = customer.custom_fields.filter((f) => f.location === 'address');

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    setFormError(null);
    setForm((f) => ({ ...f, [k]: v }));
  };
  const setAddress = (i: number, patch: Partial<AddressState>) => {
    setFormError(null);
    setForm((f) => ({ ...f, addresses: f.addresses.map((a, j) => (j === i ? { ...a, ...patch } : a)) }));
  };
  const addAddress = () => {
    const a = toAddressState({
      ...customer.empty_address,
      firstname: form.firstname,
      lastname: form.lastname,
      default: form.addresses.length === 0,
    });
    setForm((f) => ({ ...f, addresses: [...f.addresses, a] }));
    setSection(a.key);
  };
  const removeAddress = (i: number) => {
    setForm((f) => ({ ...f, addresses: f.addresses.filter((_, j) => j !== i) }));
    setSection('general');
  };

  const body = () => ({
    ...form,
    default_location_id: form.default_location_id || null,
    addresses: form.addresses.map(({ key: _key, ...a }) => a),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = schema.safeParse(body());
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error);
      setErrors(errs);
      setFormError('Please check the highlighted fields.');
      const firstAddress = Object.keys(errs).find((k) => k.startsWith('addresses.'));
      if (firstAddress && !Object.keys(errs).some((k) => !k.startsWith('addresses.')))
        setSection(form.addresses[Number(firstAddress.split('.')[1])]?.key ?? 'general');
      else setSection('general');
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await api(edit ? `/pos/customer/save?customerId=${customer.customer_id}` : '/pos/customer/save', {
        json: body(),
        schema: saveAnswerSchema,
      });
      toast.success(res.success);
      if (res.result === 'added' && res.redirect) {
        void navigate(res.redirect);
        return;
      }
      // The answer is the customer as stored: the editor's query takes it; the list shows the new name next time.
      client.setQueryData(customerKeys.customer(res.customer.customer_id), res.customer);
      void client.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] });
      setCustomer(res.customer);
      setForm(toState(res.customer));
      setSection('general');
      onSaved(res.customer);
    } catch (err) {
      setFormError(errorMessage(err));
      if (err instanceof ApiError) setErrors({ ...err.fieldErrors });
    } finally {
      setBusy(false);
    }
  };

  const countries = places.data?.countries ?? [];
  const current = form.addresses.findIndex((a) => a.key === section);
  const addressLabel = (a: AddressState, i: number) => (a.address_1 ? a.address_1 : `Address ${i + 1}`);
  const addressHasError = (i: number) => Object.keys(errors).some((k) => k.startsWith(`addresses.${i}.`));

  return (
    <form
      className="customer-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={edit ? 'Edit customer' : 'Add customer'}
    >
      <div role="alert" className="form-alert" hidden={!formError}>
        {formError}
      </div>
      <div className="customer-form__layout">
        <nav className="customer-form__nav" aria-label="Customer sections">
          <ul>
            <li>
              <button
                type="button"
                className="customer-form__navbtn"
                aria-current={section === 'general' ? 'true' : undefined}
                onClick={() => setSection('general')}
              >
                General
              </button>
            </li>
            {form.addresses.map((a, i) => (
              <li key={a.key} className="customer-form__navrow">
                <button
                  type="button"
                  className="customer-form__navbtn"
                  aria-current={section === a.key ? 'true' : undefined}
                  onClick={() => setSection(a.key)}
                >
                  {addressLabel(a, i)}
                  {a.default && <span className="customer-form__badge"> (default)</span>}
                  {addressHasError(i) && <span className="customer-form__errdot"> — check fields</span>}
                </button>
                <button
                  type="button"
                  className="customer-form__remove"
                  aria-label={`Remove ${addressLabel(a, i)}`}
                  onClick={() => removeAddress(i)}
                >
                  ×
                </button>
              </li>
            ))}
            <li>
              <Button size="sm" variant="secondary" onClick={addAddress}>
                Add Address
              </Button>
            </li>
          </ul>
        </nav>

        <div className="customer-form__main">
          {section === 'general' || current < 0 ? (
            <fieldset className="customer-form__section">
              <legend>General</legend>
              <div className="form-row">
                <SelectField
                  label="Customer Group"
                  value={form.customer_group_id}
                  onChange={(v) => set('customer_group_id', v)}
                  error={errors.customer_group_id}
                  options={customer.customer_groups.map((g) => ({ value: String(g.customer_group_id), label: g.name }))}
                  required
                />
                {customer.show_default_location && (
                  <SelectField
                    label="Default Location"
                    value={form.default_location_id}
                    onChange={(v) => set('default_location_id', v)}
                    error={errors.default_location_id}
                    options={[
                      { value: '', label: ' --- None --- ' },
                      ...customer.locations.map((l) => ({ value: String(l.location_id), label: l.name })),
                    ]}
                  />
                )}
              </div>
              <div className="form-row">
                <TextField
                  label="First Name"
                  autoComplete="off"
                  value={form.firstname}
                  onChange={(e) => set('firstname', e.target.value)}
                  error={errors.firstname}
                  required
                />
                <TextField
                  label="Last Name"
                  autoComplete="off"
                  value={form.lastname}
                  onChange={(e) => set('lastname', e.target.value)}
                  error={errors.lastname}
                  required
                />
              </div>
              <div className="form-row">
                <TextField
                  label="E-Mail"
                  type="email"
                  autoComplete="off"
                  value={form.email}
                  onChange={(e) => set('email', e.target.value)}
                  error={errors.email}
                  required={customer.require_email}
                />
                <TextField
                  label="Telephone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="(###) ###-####"
                  value={form.telephone}
                  onChange={(e) => set('telephone', maskPhone(e.target.value))}
                  error={errors.telephone}
                  required={customer.require_telephone}
                />
              </div>
              {edit && (
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  hint="4 to 20 characters; leave empty to keep the current password."
                  value={form.password}
                  onChange={(e) => set('password', e.target.value)}
                  error={errors.password}
                />
              )}
              <div className="customer-form__toggles">
                <Toggle label="Newsletter" checked={form.newsletter} onChange={(v) => set('newsletter', v)} />
                <Toggle
                  label="Texting alerts (the customer consents to text messages)"
                  checked={form.texting_alerts}
                  onChange={(v) => set('texting_alerts', v)}
                />
                <Toggle label="Tax exempt" checked={form.tax_exempt} onChange={(v) => set('tax_exempt', v)} />
                <Toggle label="Status (enabled)" checked={form.status} onChange={(v) => set('status', v)} />
              </div>
              {form.tax_exempt && (
                <TextField
                  label="Tax Exempt Number"
                  autoComplete="off"
                  value={form.tax_exempt_number}
                  onChange={(e) => set('tax_exempt_number', e.target.value)}
                  error={errors.tax_exempt_number}
                />
              )}
              {accountFields.length > 0 && (
                <CustomFields
                  fields={accountFields}
                  values={form.custom_field}
                  onChange={(v) => set('custom_field', v)}
                  errors={errors}
                  prefix="custom_field"
                />
              )}
            </fieldset>
          ) : (
            <AddressSection
              key={form.addresses[current]!.key}
              index={current}
              address={form.addresses[current]!}
              countries={countries}
              required={customer.require_address}
              fields={addressFields}
              errors={errors}
              onChange={(patch) => setAddress(current, patch)}
              onDefault={() =>
                setForm((f) => ({ ...f, addresses: f.addresses.map((a, j) => ({ ...a, default: j === current })) }))
              }
            />
          )}
          <div className="form-actions">
            <Button type="submit" busy={busy}>
              Save
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

function AddressSection(props: {
  index: number;
  address: AddressState;
  countries: { country_id: number; name: string; zones: { zone_id: number; name: string }[] }[];
  required: boolean;
  fields: CustomField[];
  errors: Record<string, string>;
  onChange: (patch: Partial<AddressState>) => void;
  onDefault: () => void;
}) {
  const { address: a, errors, required: r, onChange } = props;
  const at = (k: string) => errors[`addresses.${props.index}.${k}`];
  const zones = props.countries.find((c) => String(c.country_id) === a.country_id)?.zones ?? [];
  return (
    <fieldset className="customer-form__section">
      <legend>Address {props.index + 1}</legend>
      <div className="form-row">
        <TextField
          label="First Name"
          autoComplete="off"
          value={a.firstname}
          onChange={(e) => onChange({ firstname: e.target.value })}
          error={at('firstname')}
          required={r}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          value={a.lastname}
          onChange={(e) => onChange({ lastname: e.target.value })}
          error={at('lastname')}
          required={r}
        />
      </div>
      <TextField
        label="Company"
        autoComplete="off"
        value={a.company}
        onChange={(e) => onChange({ company: e.target.value })}
        error={at('company')}
      />
      <TextField
        label="Address 1"
        autoComplete="off"
        value={a.address_1}
        onChange={(e) => onChange({ address_1: e.target.value })}
        error={at('address_1')}
        required={r}
      />
      <TextField
        label="Address 2"
        autoComplete="off"
        value={a.address_2}
        onChange={(e) => onChange({ address_2: e.target.value })}
        error={at('address_2')}
      />
      <div className="form-row">
        <TextField
          label="City"
          autoComplete="off"
          value={a.city}
          onChange={(e) => onChange({ city: e.target.value })}
          error={at('city')}
          required={r}
        />
        <TextField
          label="Post Code"
          autoComplete="off"
          value={a.postcode}
          onChange={(e) => onChange({ postcode: e.target.value })}
          error={at('postcode')}
          required={r}
        />
      </div>
      <div className="form-row">
        <SelectField
          label="Country"
          value={a.country_id}
          onChange={(v) => onChange({ country_id: v, zone_id: '' })}
          error={at('country_id')}
          options={[
            { value: '', label: ' --- Please Select --- ' },
            ...props.countries.map((c) => ({ value: String(c.country_id), label: c.name })),
          ]}
          required={r}
        />
        <SelectField
          label="Region / State"
          value={a.zone_id}
          onChange={(v) => onChange({ zone_id: v })}
          error={at('zone_id')}
          options={[
            { value: '', label: ' --- Please Select --- ' },
            ...zones.map((z) => ({ value: String(z.zone_id), label: z.name })),
          ]}
          required={r}
        />
      </div>
      {props.fields.length > 0 && (
        <CustomFields
          fields={props.fields}
          values={a.custom_field}
          onChange={(v) => onChange({ custom_field: v })}
          errors={errors}
          prefix={`addresses.${props.index}.custom_field`}
        />
      )}
      <label className="check">
        <input type="radio" name="default-address" checked={a.default} onChange={props.onDefault} /> Default address
      </label>
    </fieldset>
  );
}

/** Custom fields of every type (spec 001 s3): select, radio, checkbox, text, textarea, date, time, datetime. */
function CustomFields({
  fields,
  values,
  onChange,
  errors,
  prefix,
}: {
  fields: CustomField[];
  values: Values;
  onChange: (v: Values) => void;
  errors: Record<string, string>;
  prefix: string;
}) {
  const put = (id: number, v: string | string[]) => onChange({ ...values, [String(id)]: v });
  return (
    <div className="customer-form__custom">
      {fields.map((f) => {
        const key = String(f.custom_field_id);
        const value = values[key];
        const text = typeof value === 'string' ? value : '';
        const list = Array.isArray(value) ? value : [];
        const error = errors[`${prefix}.${key}`];
        const id = `${prefix}-${key}`.replace(/\./g, '-');
        if (f.type === 'radio' || f.type === 'checkbox') {
          return (
            <fieldset
              key={key}
              className={['field', 'customer-form__choices', error && 'field--invalid'].filter(Boolean).join(' ')}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <legend className="field__label">
                {f.name}
                {f.required && (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </legend>
              {f.custom_field_value.map((v) => {
                const vid = String(v.custom_field_value_id);
                return (
                  <label key={vid} className="check">
                    {f.type === 'radio' ? (
                      <input
                        type="radio"
                        name={id}
                        checked={text === vid}
                        onChange={() => put(f.custom_field_id, vid)}
                      />
                    ) : (
                      <input
                        type="checkbox"
                        checked={list.includes(vid)}
                        onChange={(e) =>
                          put(f.custom_field_id, e.target.checked ? [...list, vid] : list.filter((x) => x !== vid))
                        }
                      />
                    )}{' '}
                    {v.name}
                  </label>
                );
              })}
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </fieldset>
          );
        }
        if (f.type === 'select') {
          return (
            <SelectField
              key={key}
              label={f.name}
              value={text}
              onChange={(v) => put(f.custom_field_id, v)}
              error={error}
              required={f.required}
              options={[
                { value: '', label: ' --- Please Select --- ' },
                ...f.custom_field_value.map((v) => ({ value: String(v.custom_field_value_id), label: v.name })),
              ]}
            />
          );
        }
        if (f.type === 'textarea') {
          return (
            <div key={key} className={['field', error && 'field--invalid'].filter(Boolean).join(' ')}>
              <label htmlFor={id} className="field__label">
                {f.name}
                {f.required && (
                  <span className="field__required" aria-hidden="true">
                    {' '}
                    *
                  </span>
                )}
              </label>
              <textarea
                id={id}
                className="field__input"
                rows={3}
                value={text}
                onChange={(e) => put(f.custom_field_id, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </div>
          );
        }
        const type = f.type === 'datetime' ? 'datetime-local' : f.type;
        return (
          <TextField
            key={key}
            label={f.name}
            type={type}
            value={f.type === 'datetime' ? text.replace(' ', 'T') : text}
            onChange={(e) =>
              put(f.custom_field_id, f.type === 'datetime' ? e.target.value.replace('T', ' ') : e.target.value)
            }
            error={error}
            required={f.required}
          />
        );
      })}
    </div>
  );
}

function SelectField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className={['field', props.error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {props.label}
        {props.required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={id}
        className="field__input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        aria-required={props.required || undefined}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}
