// The customer editor's General tab (issue 15, spec 001 s3 and s5): the customer and address forms, the editor's
// view of a customer and the save answer. The form's rules live here once: the editor builds its form from
// customerFormSchema and POST /save parses the body with the same call.
import { z } from 'zod';
import { flag, id, INT4_MAX, optionalText as optionalInput } from './input';
import { ADDRESS_LENGTHS, addressSchema, NEW_PASSWORD } from './account';
import { MSG } from './messages';
import { email as emailRule, phone as phoneRule, requiredText } from './validation';
import { checkCustomFields, customFieldSchema, customFieldValues, type CustomField } from './customer-fields';

/** Text that may be empty; anything typed must be min to max characters (spec 001 s5 address fields). */
const lengthIfGiven = (min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(
      z
        .string()
        .max(max, MSG.maxChars(max))
        .refine((v) => v === '' || v.length >= min, MSG.minChars(min)),
    );

/** Text required when `required`, else like lengthIfGiven. */
const maybeRequired = (required: boolean, min: number, max: number) =>
  required ? requiredText(min, max) : lengthIfGiven(min, max);

/** A positive id from a select (country_id, zone_id); empty or 0 means none chosen, refused only when required. */
const selectId = (required: boolean) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      const t = v === undefined ? '' : String(v).trim();
      if (t === '' || t === '0') {
        if (required) ctx.addIssue({ code: 'custom', message: MSG.required });
        return 0;
      }
      if (!/^\d{1,10}$/.test(t) || Number(t) > INT4_MAX) {
        ctx.addIssue({ code: 'custom', message: 'Must be a positive number' });
        return 0;
      }
      return Number(t);
    });

export interface CustomerFormOptions {
  requireEmail: boolean;
  requireTelephone: boolean;
  requireAddress: boolean;
  /** Editing an existing customer: the password field is offered (empty keeps the current one). */
  edit: boolean;
  customFields: CustomField[];
}

export function addressFormSchema(o: Pick<CustomerFormOptions, 'requireAddress' | 'customFields'>) {
  const r = o.requireAddress;
  const defs = o.customFields.filter((f) => f.location === 'address');
  return z
    .object({
      address_id: z
        .union([z.string(), z.number()])
        .optional()
        .transform((v) => (v === undefined || v === '' ? 0 : Number(v) || 0)),
      firstname: maybeRequired(r, ...ADDRESS_LENGTHS.firstname),
      lastname: maybeRequired(r, ...ADDRESS_LENGTHS.lastname),
      company: lengthIfGiven(...ADDRESS_LENGTHS.company),
      address_1: maybeRequired(r, ...ADDRESS_LENGTHS.address_1),
      address_2: lengthIfGiven(...ADDRESS_LENGTHS.address_2),
      city: maybeRequired(r, ...ADDRESS_LENGTHS.city),
      postcode: maybeRequired(r, ...ADDRESS_LENGTHS.postcode),
      country_id: selectId(r),
      zone_id: selectId(r),
      default: flag,
      custom_field: customFieldValues,
    })
    .superRefine((a, ctx) => checkCustomFields(defs, a.custom_field, ctx, ['custom_field']));
}

/** The customer form (spec 001 s3 fields, s5 rules). */
export function customerFormSchema(o: CustomerFormOptions) {
  const defs = o.customFields.filter((f) => f.location === 'account');
  const optionalEmail = z
    .string()
    .trim()
    .max(96, MSG.maxChars(96))
    .refine((v) => v === '' || z.email().safeParse(v).success, MSG.invalidEmail)
    .default('');
  const optionalPhone = z
    .string()
    .trim()
    .refine((v) => v === '' || phoneRule.safeParse(v).success, MSG.invalidPhone)
    .default('');
  return z
    .object({
      customer_group_id: id('customer_group_id'),
      firstname: requiredText(2, 32),
      lastname: requiredText(2, 32),
      email: o.requireEmail ? emailRule : optionalEmail,
      telephone: o.requireTelephone ? phoneRule : optionalPhone,
      password: o.edit
        ? z
            .string()
            .default('')
            // The storefront's rule for a password (decision 0015): staff cannot set one the customer could not choose.
            .refine((v) => v === '' || v.length >= NEW_PASSWORD.min, MSG.minChars(NEW_PASSWORD.min))
            .refine((v) => v.length <= NEW_PASSWORD.max, MSG.maxChars(NEW_PASSWORD.max))
        : z
            .unknown()
            .optional()
            .transform(() => ''),
      newsletter: flag,
      texting_alerts: flag,
      tax_exempt: flag,
      tax_exempt_number: optionalInput(32),
      default_location_id: z
        .union([z.string(), z.number(), z.null()])
        .optional()
        .transform((v) =>
          v === null || v === undefined || v === '' || v === '0' || v === 0 ? null : Number(v) || null,
        ),
      status: flag,
      safe: flag,
      custom_field: customFieldValues,
      addresses: z.array(addressFormSchema(o)).max(20, 'At most 20 addresses.').default([]),
    })
    .superRefine((c, ctx) => checkCustomFields(defs, c.custom_field, ctx, ['custom_field']))
    .transform((c) => ({ ...c, tax_exempt_number: c.tax_exempt ? c.tax_exempt_number : '' }));
}
export type CustomerForm = z.output<ReturnType<typeof customerFormSchema>>;
export type CustomerFormInput = z.input<ReturnType<typeof customerFormSchema>>;
export type AddressForm = CustomerForm['addresses'][number];

/** The address book's wire address without the codes and names the editor does not show, plus its custom field values. */
export const editorAddressSchema = addressSchema
  .omit({ iso_code_2: true, zone_code: true, country: true, zone: true })
  .extend({
    custom_field: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  });
export type EditorAddress = z.infer<typeof editorAddressSchema>;

/** GET /get?customerId: the customer (spec 001 s3), with what the editor needs to draw the form. */
export const editorCustomerSchema = z.object({
  customer_id: z.number().int().nullable(),
  customer_group_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  newsletter: z.boolean(),
  texting_alerts: z.boolean(),
  tax_exempt: z.boolean(),
  tax_exempt_number: z.string(),
  default_location_id: z.number().int().nullable(),
  status: z.boolean(),
  safe: z.boolean(),
  addresses: z.array(editorAddressSchema),
  address_id: z.number().int().nullable(),
  account_custom_field: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  custom_fields: z.array(customFieldSchema),
  require_email: z.boolean(),
  require_telephone: z.boolean(),
  require_address: z.boolean(),
  empty_address: editorAddressSchema,
  customer_groups: z.array(z.object({ customer_group_id: z.number().int(), name: z.string() })),
  locations: z.array(z.object({ location_id: z.number().int(), name: z.string() })),
  show_default_location: z.boolean(),
  vehicles_tab: z.boolean(),
});
export type EditorCustomer = z.infer<typeof editorCustomerSchema>;

export const saveAnswerSchema = z.object({
  success: z.string(),
  error: z.string(),
  customer: editorCustomerSchema,
  result: z.enum(['added', 'edited']),
  redirect: z.string(),
});
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;
