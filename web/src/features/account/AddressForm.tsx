import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addressInputSchema, type Address, type Country } from '@parts/common/account';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { SERVER_ERROR } from '../../ui/form/server-errors';
import { hasFieldErrors } from '../../ui/query/errors';

type AddressValues = z.input<typeof addressInputSchema>;
// The raw values are sent: the route parses them with the same schema.
const checkAddress = zodResolver(addressInputSchema, undefined, { raw: true }) as unknown as Resolver<AddressValues>;

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
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<AddressValues>({
    resolver: checkAddress,
    defaultValues: {
      firstname: address?.firstname ?? '',
      lastname: address?.lastname ?? '',
      company: address?.company ?? '',
      address_1: address?.address_1 ?? '',
      address_2: address?.address_2 ?? '',
      city: address?.city ?? '',
      postcode: address?.postcode ?? '',
      country_id: String(address?.country_id ?? countries[0]?.country_id ?? ''),
      zone_id: address ? String(address.zone_id) : '',
      default: false,
    },
  });
  const errors = formState.errors;
  const countryId = String(useWatch({ control, name: 'country_id' }));
  const zones = countries.find((c) => String(c.country_id) === countryId)?.zones ?? [];
  // A new country starts with no region, unless it is the address's own (once its regions are listed).
  useEffect(() => {
    setValue('zone_id', address && String(address.country_id) === countryId ? String(address.zone_id) : '');
  }, [countryId, address, setValue]);

  const submit = handleSubmit(async (values) => {
    const body: Record<string, unknown> = { ...values };
    try {
      await onSubmit(address ? { ...body, address_id: address.address_id } : body);
    } catch (err) {
      // As before: the server's message above the form and its field errors on the fields.
      if (hasFieldErrors(err))
        for (const [name, message] of Object.entries(err.fieldErrors))
          setError(name as Path<AddressValues>, { type: 'server', message });
      setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) });
    }
  });
  const formError = errors.root?.server?.message;

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
          autoComplete="given-name"
          {...register('firstname')}
          error={errors.firstname?.message}
          required
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          {...register('lastname')}
          error={errors.lastname?.message}
          required
        />
      </div>
      <TextField label="Company" autoComplete="organization" {...register('company')} error={errors.company?.message} />
      <TextField
        label="Address 1"
        autoComplete="address-line1"
        {...register('address_1')}
        error={errors.address_1?.message}
        required
      />
      <TextField
        label="Address 2"
        autoComplete="address-line2"
        {...register('address_2')}
        error={errors.address_2?.message}
      />
      <div className="form-row">
        <TextField
          label="City"
          autoComplete="address-level2"
          {...register('city')}
          error={errors.city?.message}
          required
        />
        <TextField
          label="Post Code"
          autoComplete="postal-code"
          {...register('postcode')}
          error={errors.postcode?.message}
          required
        />
      </div>
      <div className="form-row">
        <SelectField
          label="Country"
          {...register('country_id')}
          error={errors.country_id?.message}
          required
          options={countries.map((c) => ({ value: String(c.country_id), label: c.name }))}
        />
        <SelectField
          label="Region / State"
          {...register('zone_id')}
          error={errors.zone_id?.message}
          required
          placeholder=" --- Please Select --- "
          options={zones.map((z) => ({ value: String(z.zone_id), label: z.name }))}
        />
      </div>
      {!address?.default && (
        <label className="check">
          <input type="checkbox" {...register('default')} /> Make this my default address
        </label>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          Save Address
        </Button>
      </div>
    </form>
  );
}
