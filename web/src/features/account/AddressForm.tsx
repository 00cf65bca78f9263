import { useState, type FormEvent } from 'react';
import { addressInputSchema, type Address, type Country } from '@parts/common/account';
import { ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

type Errors = Partial<Record<string, string>>;

/** Add or edit one address; country and region selects come from GET /api/localization/. */
export function AddressForm({
  address,
  countries,
  onSubmit,
  onCancel,
}: {
  address: Address | null;
  countries: Country[];
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}) {
  const [countryId, setCountryId] = useState(String(address?.country_id ?? countries[0]?.country_id ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const zones = countries.find((c) => String(c.country_id) === countryId)?.zones ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, unknown> = Object.fromEntries(form.entries());
    body.default = form.get('default') === '1';
    const parsed = addressInputSchema.safeParse(body);
    if (!parsed.success) {
      const errs: Errors = {};
      for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
      setErrors(errs);
      setFormError(null);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(address ? { ...body, address_id: address.address_id } : body);
    } catch (err) {
      setFormError(errorMessage(err));
      if (err instanceof ApiError) setErrors({ ...err.fieldErrors });
      setBusy(false);
    }
  };

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={address ? 'Edit address' : 'Add address'}
    >
      <div role="alert" className="form-alert" hidden={!formError}>
        {formError}
      </div>
      <div className="form-row">
        <TextField
          label="First Name"
          name="firstname"
          autoComplete="given-name"
          defaultValue={address?.firstname}
          error={errors.firstname}
          required
        />
        <TextField
          label="Last Name"
          name="lastname"
          autoComplete="family-name"
          defaultValue={address?.lastname}
          error={errors.lastname}
          required
        />
      </div>
      <TextField
        label="Company"
        name="company"
        autoComplete="organization"
        defaultValue={address?.company}
        error={errors.company}
      />
      <TextField
        label="Address 1"
        name="address_1"
        autoComplete="address-line1"
        defaultValue={address?.address_1}
        error={errors.address_1}
        required
      />
      <TextField
        label="Address 2"
        name="address_2"
        autoComplete="address-line2"
        defaultValue={address?.address_2}
        error={errors.address_2}
      />
      <div className="form-row">
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          defaultValue={address?.city}
          error={errors.city}
          required
        />
        <TextField
          label="Post Code"
          name="postcode"
          autoComplete="postal-code"
          defaultValue={address?.postcode}
          error={errors.postcode}
          required
        />
      </div>
      <div className="form-row">
        <SelectField
          label="Country"
          name="country_id"
          value={countryId}
          onChange={setCountryId}
          error={errors.country_id}
          options={countries.map((c) => ({ value: String(c.country_id), label: c.name }))}
        />
        <SelectField
          key={countryId}
          label="Region / State"
          name="zone_id"
          defaultValue={address && String(address.country_id) === countryId ? String(address.zone_id) : ''}
          error={errors.zone_id}
          options={[
            { value: '', label: ' --- Please Select --- ' },
            ...zones.map((z) => ({ value: String(z.zone_id), label: z.name })),
          ]}
        />
      </div>
      {!address?.default && (
        <label className="check">
          <input type="checkbox" name="default" value="1" /> Make this my default address
        </label>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Save Address
        </Button>
      </div>
    </form>
  );
}

function SelectField(props: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  error?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (v: string) => void;
}) {
  const id = `${props.name}-select`;
  return (
    <div className={['field', props.error && 'field--invalid'].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {props.label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        name={props.name}
        className="field__input"
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        {...(props.onChange
          ? { value: props.value, onChange: (e) => props.onChange!(e.target.value) }
          : { defaultValue: props.defaultValue })}
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
