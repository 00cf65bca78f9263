// POS customers and the admin customer editor (issue 15, spec 001 sections 3, 5 and 7). The customer form's rules live
// here once: the editor builds its form from customerFormSchema and POST /save parses the body with the same call.
import { z } from 'zod';
import { flag, id, INT4_MAX, intRange, money, optionalText as optionalInput, wholeNumber } from './input';
import { ADDRESS_LENGTHS } from './account';
import { MSG } from './messages';
import { email as emailRule, phone as phoneRule, requiredText } from './validation';

export { maskPhone } from './account';

// Texts the spec gives (section 8) and the ones it leaves to us (decision 0021).
export const CUSTOMER_MSG = {
  saved: 'Customer successfully saved!',
  somethingWentWrong: MSG.somethingWentWrong,
  noResults: 'No results!',
  noHistory: 'No Order History Results',
  noTags: 'No customer tags have been created yet.',
  geoFailed: 'Failed to get location details.',
  noTextConsent: "Customer doesn't constent to text messages",
  textConsentLabel: 'The customer does NOT consent to receiving text messages. Send anyway?',
  notFound: 'That customer does not exist.',
  emailTaken: 'That email address is already used by another customer.',
  unknownGroup: 'Choose a customer group from the list.',
  unknownLocation: 'Choose a store from the list.',
  unknownCountry: 'Choose a country from the list.',
  unknownZone: 'Choose a region / state of that country.',
  customFieldChoice: 'Choose one of the listed values.',
  customFieldDate: 'Enter a date as YYYY-MM-DD.',
  customFieldTime: 'Enter a time as HH:MM.',
  customFieldDatetime: 'Enter a date and time as YYYY-MM-DD HH:MM.',
  imageType: 'The image must be a .jpg or .png picture.',
  imageSize: 'The image may be at most 2 MB.',
  historyAdded: 'The history entry has been added.',
  historyEmpty: 'Write a comment or attach an image.',
  creditAdded: 'The credit entry has been added.',
  creditZero: 'Amount must not be zero.',
  ipBanned: 'That IP address is now banned.',
  ipUnbanned: 'That IP address is no longer banned.',
  ipRefused: 'Access from your network address has been blocked. Please contact the store.',
  tagsSaved: 'The customer tags have been saved.',
  tagCreated: 'The tag has been created.',
  tagExists: 'A tag with that title already exists.',
  unknownTag: 'Choose tags from the list.',
  contactSaved: 'The contact details have been updated.',
  orderDeleted: 'The order has been deleted.',
  vehicleSaved: 'The vehicle has been saved.',
  vehicleNeedsYmm: 'Choose the year, make and model, or enter a VIN.',
} as const;

export const CUSTOM_FIELD_TYPES = ['select', 'radio', 'checkbox', 'text', 'textarea', 'date', 'time', 'datetime'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const customFieldSchema = z.object({
  custom_field_id: z.number().int(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  location: z.enum(['account', 'address']),
  required: z.boolean(),
  sort_order: z.number().int(),
  custom_field_value: z.array(z.object({ custom_field_value_id: z.number().int(), name: z.string() })),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** Values by custom_field_id: a string, or a list of value ids for a checkbox field. */
export type CustomFieldValues = Record<string, string | string[]>;
const customFieldValues = z.record(z.string().max(12), z.union([z.string().max(1000, MSG.maxChars(1000)), z.array(z.string().max(12)).max(50)])).default({});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validDate = (v: string) => DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Checks custom field values against their definitions; adds issues at `path` + field id. */
export function checkCustomFields(defs: CustomField[], values: CustomFieldValues, ctx: z.RefinementCtx, path: (string | number)[]): void {
  for (const def of defs) {
    const key = String(def.custom_field_id);
    const raw = values[key];
    const list = Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw];
    const at = [...path, key];
    if (list.length === 0) {
      if (def.required) ctx.addIssue({ code: 'custom', path: at, message: MSG.required });
      continue;
    }
    const choiceIds = new Set(def.custom_field_value.map((v) => String(v.custom_field_value_id)));
    if (def.type === 'select' || def.type === 'radio' || def.type === 'checkbox') {
      if ((def.type !== 'checkbox' && list.length > 1) || list.some((v) => !choiceIds.has(v))) ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldChoice });
      continue;
    }
    const v = list.join('');
    if (def.type === 'date' && !validDate(v)) ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldDate });
    if (def.type === 'time' && !TIME.test(v)) ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldTime });
    if (def.type === 'datetime') {
      const [d = '', t = '', ...rest] = v.replace('T', ' ').split(' ');
      if (rest.length || !validDate(d) || !TIME.test(t)) ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldDatetime });
    }
    if (def.type === 'text' && v.length > 255) ctx.addIssue({ code: 'custom', path: at, message: MSG.maxChars(255) });
  }
}

/** Unknown field ids are dropped, so a stale form cannot store values for a deleted definition. */
export function keepKnownFields(defs: CustomField[], values: CustomFieldValues): CustomFieldValues {
  const out: CustomFieldValues = {};
  for (const def of defs) {
    const v = values[String(def.custom_field_id)];
    if (v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)) out[String(def.custom_field_id)] = v;
  }
  return out;
}

/** Text that may be empty; anything typed must be min to max characters (spec 001 s5 address fields). */
const lengthIfGiven = (min: number, max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, MSG.maxChars(max)).refine((v) => v === '' || v.length >= min, MSG.minChars(min)));

/** Text required when `required`, else like lengthIfGiven. */
const maybeRequired = (required: boolean, min: number, max: number) => (required ? requiredText(min, max) : lengthIfGiven(min, max));

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
      address_id: z.union([z.string(), z.number()]).optional().transform((v) => (v === undefined || v === '' ? 0 : Number(v) || 0)),
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
            .refine((v) => v === '' || v.length >= 4, MSG.minChars(4))
            .refine((v) => v.length <= 20, MSG.maxChars(20))
        : z.unknown().optional().transform(() => ''),
      newsletter: flag,
      texting_alerts: flag,
      tax_exempt: flag,
      tax_exempt_number: optionalInput(32),
      default_location_id: z.union([z.string(), z.number(), z.null()]).optional().transform((v) => (v === null || v === undefined || v === '' || v === '0' || v === 0 ? null : Number(v) || null)),
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

export const editorAddressSchema = z.object({
  address_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  postcode: z.string(),
  country_id: z.number().int(),
  zone_id: z.number().int(),
  default: z.boolean(),
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

/** POS list page size and page buttons (spec 001 s9). */
export const POS_PAGE_SIZE = 10;
export const POS_PAGE_BUTTONS = 10;

export const listQuerySchema = z.object({
  search: optionalInput(96),
  /** Customers who used this IP (the IP Addresses tab's filter link). */
  filter_ip: optionalInput(45),
  sort: z.enum(['custname', 'email', 'date_added', 'total_orders']).default('custname'),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('asc').transform((v) => v.toLowerCase() as 'asc' | 'desc'),
  page: intRange('page', 1, 100_000).default(1),
  limit: intRange('limit', 1, 100).default(POS_PAGE_SIZE),
});

export const customerRowSchema = z.object({
  customer_id: z.number().int(),
  date_added: z.string(),
  custname: z.string(),
  email: z.string(),
  telephone: z.string(),
  total_orders: z.number().int(),
  outstanding_balance: z.string(),
  outstanding_balance_text: z.string(),
  edit: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** The admin call family's paging (spec 001 s7): total_items, total_pages, page, limit. */
export const customerListSchema = z.object({
  customers: z.array(customerRowSchema),
  total_items: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

/** The paging every editor tab takes: customerId, page, limit (admin default 20, newest first). */
export const tabQuerySchema = z.object({
  customerId: id('customerId'),
  page: intRange('page', 1, 100_000).default(1),
  limit: intRange('limit', 1, 100).default(20),
  sort: z.enum(['date_added', 'amount', 'description']).default('date_added'),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('desc').transform((v) => v.toLowerCase() as 'asc' | 'desc'),
});

export const paging = { total_items: z.number().int(), total_pages: z.number().int(), page: z.number().int(), limit: z.number().int() };
export type Paging = { total_items: number; total_pages: number; page: number; limit: number };

export const customerOrderRowSchema = z.object({
  order_id: z.number().int(),
  status: z.string(),
  total_text: z.string(),
  balance: z.string(),
  balance_text: z.string(),
  date_added: z.string(),
  date_modified: z.string(),
  viewUrl: z.string(),
  editUrl: z.string(),
  deleteUrl: z.string(),
  paceapi: z.string(),
  order_status_id: z.number().int(),
});
export const customerOrdersSchema = z.object({
  orders: z.array(customerOrderRowSchema),
  ...paging,
  total_spent_text: z.string(),
  total_orders: z.number().int(),
  total_returns: z.number().int(),
  outstanding_balance_text: z.string(),
});
export type CustomerOrders = z.infer<typeof customerOrdersSchema>;

export const returnRowSchema = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  product: z.string(),
  model: z.string(),
  return_status: z.string(),
  date_added: z.string(),
  date_modified: z.string(),
  editUrl: z.string(),
});
export const customerReturnsSchema = z.object({ returns: z.array(returnRowSchema), ...paging });
export type CustomerReturns = z.infer<typeof customerReturnsSchema>;

export const historyRowSchema = z.object({ customer_history_id: z.number().int(), date_added: z.string(), comment: z.string(), image: z.string() });
export const customerHistoryListSchema = z.object({ histories: z.array(historyRowSchema), ...paging });
export type CustomerHistoryList = z.infer<typeof customerHistoryListSchema>;

/** Notification options (spec 001 s5): email when by email, phone when by text, the consent override. */
export const notificationSchema = z
  .object({
    notifyCustomer: flag,
    notifyByEmail: flag,
    notifyByText: flag,
    overrideTextPermission: flag,
    textingAlerts: flag,
    email: optionalInput(96),
    phone: optionalInput(32),
  })
  .superRefine((n, ctx) => {
    if (!n.notifyCustomer) return;
    if (n.notifyByEmail) {
      const r = emailRule.safeParse(n.email);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0]!.message });
    }
    if (n.notifyByText) {
      const r = phoneRule.safeParse(n.phone);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: r.error.issues[0]!.message });
      if (!n.textingAlerts && !n.overrideTextPermission) ctx.addIssue({ code: 'custom', path: ['overrideTextPermission'], message: CUSTOMER_MSG.noTextConsent });
    }
  });
export const historyAddSchema = z.intersection(notificationSchema, z.object({ comment: optionalInput(2000) }));

export const HISTORY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const creditRowSchema = z.object({ customer_transaction_id: z.number().int(), date_added: z.string(), description: z.string(), amount: z.string(), amount_text: z.string() });
export const creditListSchema = z.object({
  results: z.array(creditRowSchema),
  totalPages: z.number().int(),
  position: z.number().int(),
  data: z.object({ balance: z.string(), balance_text: z.string() }),
});
export type CreditList = z.infer<typeof creditListSchema>;
/** POST /api/customer_credit/add: a credit (positive) or a debit (type debit); amount in dollars. */
export const creditAddSchema = z.object({
  description: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(255, MSG.maxChars(255)),
  amount: money('Amount', 'Amount must be more than $0.00').refine((c) => c > 0, 'Amount must be more than $0.00'),
  type: z.enum(['credit', 'debit']).default('credit'),
});

export const ipRowSchema = z.object({ customer_ip_id: z.number().int(), ip: z.string(), total_accounts: z.number().int(), filter_ip_url: z.string(), date_added: z.string(), is_banned: z.boolean() });
export const customerIpListSchema = z.object({ ips: z.array(ipRowSchema), ...paging });
export type CustomerIpList = z.infer<typeof customerIpListSchema>;
export const ipBodySchema = z.object({ ip: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(45, MSG.maxChars(45)) });
export const geoSchema = z.object({ ip: z.string(), city: z.string(), region: z.string(), country: z.string() });

export const tagSchema = z.object({ tag_id: z.number().int(), title: z.string() });
export const customerTagsSchema = z.object({ customerTags: z.array(tagSchema), assignedTags: z.array(z.number().int()), createTagUrl: z.string() });
export type CustomerTags = z.infer<typeof customerTagsSchema>;
export const tagSaveSchema = z.object({ tags: z.array(id('tags')).max(100).default([]) });
export const tagCreateSchema = z.object({ title: requiredText(2, 32) });

/** A checkbox that may be left out: absent stays undefined (the stored value is kept). */
const optionalFlag = z.union([z.string(), z.number(), z.boolean()]).optional().transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === '1' || v === 'true' || v === 'on'));

export const contactInfoSchema = z.intersection(
  z.object({ email: optionalInput(96), phone: optionalInput(32) }).superRefine((c, ctx) => {
    if (c.email !== '' && !z.email().safeParse(c.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.invalidEmail });
    if (c.phone !== '' && !phoneRule.safeParse(c.phone).success) ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.invalidPhone });
  }),
  z.object({ textingAlerts: optionalFlag, newsletter: optionalFlag }),
);

export const vehicleYear = wholeNumber({ min: 1896, max: 2100, notNumber: 'Choose a year.', belowMin: 'Choose a year.', aboveMax: 'Choose a year.' });
