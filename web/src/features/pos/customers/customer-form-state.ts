// The customer editor's form state (General tab): the editor's fields and addresses as the controls hold them, and the
// body the save route's schema checks (customerFormSchema, common/customer-form).
import { get, type FieldErrors } from 'react-hook-form';
import { maskPhone } from '@parts/common/customers';
import type { EditorAddress, EditorCustomer } from '@parts/common/customer-form';

export type Values = Record<string, string | string[]>;
export interface FormState {
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
export interface AddressState {
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
export const toAddressState = (a: EditorAddress): AddressState => ({
  ...a,
  key: `a${++keySeq}`,
  country_id: a.country_id ? String(a.country_id) : '840',
  zone_id: a.zone_id ? String(a.zone_id) : '',
});
export const toState = (c: EditorCustomer): FormState => ({
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

export const toBody = (form: FormState) => ({
  ...form,
  default_location_id: form.default_location_id || null,
  addresses: form.addresses.map(({ key: _key, ...a }) => a),
});
export type Body = ReturnType<typeof toBody>;
export const errorText = (errors: FieldErrors<FormState>, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message;
