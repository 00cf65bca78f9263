// One address of the customer on the General tab (spec 001 s3, s5): its fields, country and state, custom fields and
// the default-address choice.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CustomField } from '@parts/common/customer-fields';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { CustomFields } from './CustomFieldInputs';
import { errorText, type AddressState, type FormState, type Values } from './customer-form-state';

export function AddressSection(props: {
  index: number;
  address: AddressState;
  countries: { country_id: number; name: string; zones: { zone_id: number; name: string }[] }[];
  required: boolean;
  fields: CustomField[];
  errors: FieldErrors<FormState>;
  register: UseFormRegister<FormState>;
  onCountry: () => void;
  onCustomFields: (v: Values) => void;
  onDefault: () => void;
}) {
  const { address: a, errors, required: r, register } = props;
  const base = `addresses.${props.index}` as const;
  const at = (k: string) => errorText(errors, `${base}.${k}`);
  const zones = props.countries.find((c) => String(c.country_id) === a.country_id)?.zones ?? [];
  return (
    <fieldset className="customer-form__section">
      <legend>Address {props.index + 1}</legend>
      <div className="form-row">
        <TextField
          label="First Name"
          autoComplete="off"
          {...register(`${base}.firstname`)}
          error={at('firstname')}
          required={r}
        />
        <TextField
          label="Last Name"
          autoComplete="off"
          {...register(`${base}.lastname`)}
          error={at('lastname')}
          required={r}
        />
      </div>
      <TextField label="Company" autoComplete="off" {...register(`${base}.company`)} error={at('company')} />
      <TextField
        label="Address 1"
        autoComplete="off"
        {...register(`${base}.address_1`)}
        error={at('address_1')}
        required={r}
      />
      <TextField label="Address 2" autoComplete="off" {...register(`${base}.address_2`)} error={at('address_2')} />
      <div className="form-row">
        <TextField label="City" autoComplete="off" {...register(`${base}.city`)} error={at('city')} required={r} />
        <TextField
          label="Post Code"
          autoComplete="off"
          {...register(`${base}.postcode`)}
          error={at('postcode')}
          required={r}
        />
      </div>
      <div className="form-row">
        <SelectField
          label="Country"
          {...register(`${base}.country_id`, { onChange: props.onCountry })}
          error={at('country_id')}
          placeholder=" --- Please Select --- "
          options={props.countries.map((c) => ({ value: String(c.country_id), label: c.name }))}
          required={r}
        />
        <SelectField
          label="Region / State"
          {...register(`${base}.zone_id`)}
          error={at('zone_id')}
          placeholder=" --- Please Select --- "
          options={zones.map((z) => ({ value: String(z.zone_id), label: z.name }))}
          required={r}
        />
      </div>
      {props.fields.length > 0 && (
        <CustomFields
          fields={props.fields}
          values={a.custom_field}
          onChange={props.onCustomFields}
          errors={errors}
          prefix={`${base}.custom_field`}
        />
      )}
      <label className="check">
        <input type="radio" name="default-address" checked={a.default} onChange={props.onDefault} /> Default address
      </label>
    </fieldset>
  );
}
