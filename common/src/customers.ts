// POS customers (issue 15, spec 001 sections 3, 5 and 7): the texts of the customer screens and the POS customer
// list. The editor's forms are in customer-form.ts, its tabs in customer-tabs.ts, custom fields in customer-fields.ts.
import { z } from 'zod';
import { intRange, optionalText as optionalInput } from './input';
import { MSG } from './messages';

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

/** POS list page size and page buttons (spec 001 s9). */
export const POS_PAGE_SIZE = 10;
export const POS_PAGE_BUTTONS = 10;

export const listQuerySchema = z.object({
  search: optionalInput(96),
  /** Customers who used this IP (the IP Addresses tab's filter link). */
  filter_ip: optionalInput(45),
  sort: z.enum(['custname', 'email', 'date_added', 'total_orders']).default('custname'),
  order: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .default('asc')
    .transform((v) => v.toLowerCase() as 'asc' | 'desc'),
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

/** /pos/customer/search (the pickers): up to ten customers. */
export const customerSearchResultSchema = z.object({
  customers: z.array(
    z.object({
      customer_id: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      telephone: z.string(),
      name: z.string(),
    }),
  ),
});
/** POST /api/customer/updateContactInfo: the contact details as stored now. */
export const contactInfoAnswerSchema = z.object({
  success: z.string(),
  email: z.string(),
  phone: z.string(),
  textingAlerts: z.boolean(),
  newsletter: z.boolean(),
});
