// The customer editor's General tab (spec 001 s3, s5): react-hook-form on customerFormSchema, the save route's schema;
// its addresses (CustomerAddressSection) and custom fields (CustomFieldInputs) have their own files.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  get,
  useForm,
  useWatch,
  type FieldErrors,
  type Path,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import { localizationSchema } from '@parts/common/account';
import { maskPhone } from '@parts/common/customers';
import { customerFormSchema, saveAnswerSchema, type EditorCustomer } from '@parts/common/customer-form';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { SERVER_ERROR } from '../../../ui/form/server-errors';
import { hasFieldErrors } from '../../../ui/query/errors';
import { apiQuery } from '../../../ui/query/api-query';
import { customerKeys } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { AddressSection } from './CustomerAddressSection';
import { CustomFields } from './CustomFieldInputs';
import { toAddressState, toBody, toState, type AddressState, type Body, type FormState } from './customer-form-state';

/** The General tab: the customer's fields (spec 001 s3, s5) with a left navigation of General and one entry per address. */
export function GeneralTab({ initial, onSaved }: { initial: EditorCustomer; onSaved: (c: EditorCustomer) => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const places = useQuery(apiQuery(customerKeys.places(), '/api/localization/', localizationSchema));
  const client = useQueryClient();
  const [customer, setCustomer] = useState(initial);
  const [section, setSection] = useState('general');
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
  // The route's own schema checks the body as sent (the address keys are the editor's, not the wire's).
  const resolver = useMemo<Resolver<FormState>>(() => {
    const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Body>;
    return async (values, context, options) => {
      const res = await check(toBody(values), context, options as never);
      return Object.keys(res.errors).length > 0
        ? { values: {}, errors: res.errors as FieldErrors<FormState> }
        : { values, errors: {} };
    };
  }, [schema]);
  const { register, handleSubmit, reset, setError, clearErrors, setValue, getValues, control, formState, subscribe } =
    useForm<FormState>({ resolver, defaultValues: toState(initial) });
  const errors = formState.errors;
  const form = useWatch({ control }) as FormState;
  const addresses = form.addresses;
  const accountFields = customer.custom_fields.filter((f) => f.location === 'account');
  const addressFields = customer.custom_fields.filter((f) => f.location === 'address');

  // Any edit takes the form-level message away, as before; field errors stay until checked again.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => clearErrors(SERVER_ERROR) }),
    [subscribe, clearErrors],
  );

  const addAddress = () => {
    const current = getValues();
    const a = toAddressState({
      ...customer.empty_address,
      firstname: current.firstname,
      lastname: current.lastname,
      default: current.addresses.length === 0,
    });
    setValue('addresses', [...current.addresses, a]);
    setSection(a.key);
  };
  const removeAddress = (i: number) => {
    setValue(
      'addresses',
      getValues('addresses').filter((_, j) => j !== i),
    );
    clearErrors('addresses');
    setSection('general');
  };

  const save = useMutation({
    mutationFn: (values: FormState) =>
      api(edit ? `/pos/customer/save?customerId=${customer.customer_id}` : '/pos/customer/save', {
        json: toBody(values),
        schema: saveAnswerSchema,
      }),
    onSuccess: (res) => {
      toast.success(res.success);
      if (res.result === 'added' && res.redirect) {
        void navigate(res.redirect);
        return;
      }
      // The answer is the customer as stored: the editor's query takes it; the list shows the new name next time.
      client.setQueryData(customerKeys.customer(res.customer.customer_id), res.customer);
      void client.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] });
      setCustomer(res.customer);
      reset(toState(res.customer));
      setSection('general');
      onSaved(res.customer);
    },
    onError: (err) => {
      // Both, as the screen always did: the server's message above the form and its field errors on the fields.
      if (hasFieldErrors(err))
        for (const [name, message] of Object.entries(err.fieldErrors))
          setError(name as Path<FormState>, { type: 'server', message });
      setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) });
    },
  });

  const submit = handleSubmit(
    (values) => save.mutateAsync(values).catch(() => undefined),
    (errs) => {
      setError(SERVER_ERROR, { type: 'client', message: 'Please check the highlighted fields.' });
      const { addresses: addressErrors, root: _root, ...others } = errs;
      const first = Array.isArray(addressErrors) ? addressErrors.findIndex(Boolean) : -1;
      if (first >= 0 && Object.keys(others).length === 0) setSection(getValues('addresses')[first]?.key ?? 'general');
      else setSection('general');
    },
  );

  const countries = places.data?.countries ?? [];
  const current = addresses.findIndex((a) => a.key === section);
  const addressLabel = (a: AddressState, i: number) => (a.address_1 ? a.address_1 : `Address ${i + 1}`);
  const addressHasError = (i: number) => Boolean(get(errors, `addresses.${i}`));
  const formError = errors.root?.server?.message;
  const groups = customer.customer_groups.map((g) => ({ value: String(g.customer_group_id), label: g.name }));
  const locations = [
    { value: '', label: ' --- None --- ' },
    ...customer.locations.map((l) => ({ value: String(l.location_id), label: l.name })),
  ];

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
            {addresses.map((a, i) => (
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
                  {...register('customer_group_id')}
                  error={errors.customer_group_id?.message}
                  options={groups}
                  required
                />
                {customer.show_default_location && (
                  <SelectField
                    label="Default Location"
                    {...register('default_location_id')}
                    error={errors.default_location_id?.message}
                    options={locations}
                  />
                )}
              </div>
              <div className="form-row">
                <TextField
                  label="First Name"
                  autoComplete="off"
                  {...register('firstname')}
                  error={errors.firstname?.message}
                  required
                />
                <TextField
                  label="Last Name"
                  autoComplete="off"
                  {...register('lastname')}
                  error={errors.lastname?.message}
                  required
                />
              </div>
              <div className="form-row">
                <TextField
                  label="E-Mail"
                  type="email"
                  autoComplete="off"
                  {...register('email')}
                  error={errors.email?.message}
                  required={customer.require_email}
                />
                <TextField
                  label="Telephone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="(###) ###-####"
                  {...register('telephone', {
                    onChange: (e: { target: { value: string } }) => setValue('telephone', maskPhone(e.target.value)),
                  })}
                  error={errors.telephone?.message}
                  required={customer.require_telephone}
                />
              </div>
              {edit && (
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="new-password"
                  hint="4 to 20 characters; leave empty to keep the current password."
                  {...register('password')}
                  error={errors.password?.message}
                />
              )}
              <div className="customer-form__toggles">
                <Toggle label="Newsletter" name="newsletter" register={register} />
                <Toggle
                  label="Texting alerts (the customer consents to text messages)"
                  name="texting_alerts"
                  register={register}
                />
                <Toggle label="Tax exempt" name="tax_exempt" register={register} />
                <Toggle label="Status (enabled)" name="status" register={register} />
              </div>
              {form.tax_exempt && (
                <TextField
                  label="Tax Exempt Number"
                  autoComplete="off"
                  {...register('tax_exempt_number')}
                  error={errors.tax_exempt_number?.message}
                />
              )}
              {accountFields.length > 0 && (
                <CustomFields
                  fields={accountFields}
                  values={form.custom_field}
                  onChange={(v) => setValue('custom_field', v, { shouldValidate: formState.isSubmitted })}
                  errors={errors}
                  prefix="custom_field"
                />
              )}
            </fieldset>
          ) : (
            <AddressSection
              key={addresses[current]!.key}
              index={current}
              address={addresses[current]!}
              countries={countries}
              required={customer.require_address}
              fields={addressFields}
              errors={errors}
              register={register}
              onCountry={() => setValue(`addresses.${current}.zone_id`, '')}
              onCustomFields={(v) =>
                setValue(`addresses.${current}.custom_field`, v, { shouldValidate: formState.isSubmitted })
              }
              onDefault={() =>
                getValues('addresses').forEach((_, j) => setValue(`addresses.${j}.default`, j === current))
              }
            />
          )}
          <div className="form-actions">
            <Button type="submit" busy={save.isPending || formState.isSubmitting}>
              Save
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

type Flag = 'newsletter' | 'texting_alerts' | 'tax_exempt' | 'status';
function Toggle({ label, name, register }: { label: string; name: Flag; register: UseFormRegister<FormState> }) {
  return (
    <label className="check">
      <input type="checkbox" role="switch" {...register(name)} /> {label}
    </label>
  );
}
