// Customer accounts: registration, login, details, addresses; the compare and wishlist answers; countries and zones.
// The rules are spec 001 section 5 (customer form) with spec 000's messages; the forms and the server share them.
import { z } from 'zod';
import { productCardSchema } from './catalog';
import { pageFlagsSchema } from './flags';
import { flag, INT4_MAX, wholeNumber } from './input';
import { ACCOUNT_MSG, MSG } from './messages';
import { email, PHONE_PATTERN, requiredText } from './validation';

/** Optional text: empty is fine, anything typed must fit the limits. */
const optionalText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxChars(max))
    .refine((v) => v === '' || v.length >= min, MSG.minChars(min))
    .default('');

export const telephone = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(PHONE_PATTERN, MSG.invalidPhone);
/** Spec 001 s5: 4 to 20 characters; kept for the customer records staff enter at the counter. */
export const password = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(4, MSG.minChars(4))
  .max(20, MSG.maxChars(20));
/** A password a customer chooses for their own account (registration, change): at least 8 characters (decision 0015). */
export const NEW_PASSWORD = { min: 8, max: 20, hint: '8 to 20 characters' } as const;
export const newPassword = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(NEW_PASSWORD.min, MSG.minChars(NEW_PASSWORD.min))
  .max(NEW_PASSWORD.max, MSG.maxChars(NEW_PASSWORD.max));

/** Ten digits as the spec's mask (###) ###-####; a leading +1 country code is dropped. Partial input is masked as far as it goes. */
export function maskPhone(raw: string): string {
  let d = raw.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('1')) d = d.slice(1);
  d = d.slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export const detailsSchema = z.object({
  firstname: requiredText(2, 32),
  lastname: requiredText(2, 32),
  email,
  telephone,
  newsletter: flag,
});
export type Details = z.infer<typeof detailsSchema>;

/** POST /checkout/cart/processPost: the storefront registration. */
export const registerSchema = detailsSchema
  .extend({ password: newPassword, confirm: z.string({ error: MSG.required }).min(1, MSG.required) })
  .refine((b) => b.password === b.confirm, { path: ['confirm'], message: ACCOUNT_MSG.passwordMismatch });
export type Register = z.infer<typeof registerSchema>;

export const customerLoginSchema = z.object({
  email: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(96, MSG.maxChars(96)),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.maxChars(128)),
});

export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.maxChars(128)),
    password: newPassword,
    confirm: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine((b) => b.password === b.confirm, { path: ['confirm'], message: ACCOUNT_MSG.passwordMismatch });

const positiveId = wholeNumber({
  min: 1,
  max: INT4_MAX,
  notNumber: MSG.required,
  belowMin: MSG.required,
  aboveMax: MSG.required,
});

/** Address field lengths (spec 001 s5), the one copy: the storefront address book and the staff customer editor. */
export const ADDRESS_LENGTHS = {
  firstname: [2, 32],
  lastname: [2, 32],
  company: [2, 40],
  address_1: [2, 128],
  address_2: [2, 128],
  city: [2, 128],
  postcode: [2, 10],
} as const satisfies Record<string, readonly [number, number]>;
const L = ADDRESS_LENGTHS;

/** An address in the customer's book. The storefront requires the delivery fields (require_address on). */
export const addressInputSchema = z.object({
  firstname: requiredText(...L.firstname),
  lastname: requiredText(...L.lastname),
  company: optionalText(...L.company),
  address_1: requiredText(...L.address_1),
  address_2: optionalText(...L.address_2),
  city: requiredText(...L.city),
  postcode: requiredText(...L.postcode),
  country_id: positiveId,
  zone_id: positiveId,
  default: flag,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
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
  /** Stored as the ISO code and the zone code (contract 6); the ids are for the selects. */
  iso_code_2: z.string(),
  zone_code: z.string(),
  country: z.string(),
  zone: z.string(),
  default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const customerDetailsSchema = z.object({
  customer_id: z.number().int(),
  customer_group_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  newsletter: z.boolean(),
  address_id: z.number().int().nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** GET /api/account: everything the account page shows, in one answer. */
export const accountSchema = z.object({
  customer: customerDetailsSchema,
  addresses: z.array(addressSchema),
  wishlist_total: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

export const zoneSchema = z.object({ zone_id: z.number().int(), name: z.string(), code: z.string() });
export const countrySchema = z.object({
  country_id: z.number().int(),
  name: z.string(),
  iso_code_2: z.string(),
  zones: z.array(zoneSchema),
});
export const localizationSchema = z.object({ countries: z.array(countrySchema) });
export type Country = z.infer<typeof countrySchema>;
export type Localization = z.infer<typeof localizationSchema>;

/** Compare and wishlist add/remove (contract 2). */
export const listChangeSchema = z.object({ success: z.string(), total: z.number().int() });

export const wishlistSchema = z.object({ products: z.array(productCardSchema), total: z.number().int() });
export type Wishlist = z.infer<typeof wishlistSchema>;

/** The compare table's rows, in order; each product carries the values under the same keys. */
export const COMPARE_ATTRIBUTES = [
  { key: 'brand', label: 'Brand' },
  { key: 'part_number', label: 'Part Number' },
  { key: 'price', label: 'Price' },
  { key: 'availability', label: 'Availability' },
  { key: 'rating', label: 'Rating' },
  { key: 'category', label: 'Category' },
  { key: 'fitment', label: 'Fitment' },
  { key: 'weight', label: 'Weight' },
  { key: 'description', label: 'Description' },
] as const;
export type CompareKey = (typeof COMPARE_ATTRIBUTES)[number]['key'];

export const compareProductSchema = productCardSchema.extend({
  attributes: z.object({
    brand: z.string(),
    part_number: z.string(),
    price: z.string(),
    availability: z.string(),
    rating: z.number().int(),
    category: z.string(),
    fitment: z.string(),
    weight: z.string(),
    description: z.string(),
  }),
});
export type CompareProduct = z.infer<typeof compareProductSchema>;
export const compareSchema = z.object({
  products: z.array(compareProductSchema),
  attributes: z.array(z.object({ key: z.string(), label: z.string() })),
  total: z.number().int(),
  limit: z.number().int(),
});
export type Compare = z.infer<typeof compareSchema>;

/** Decision 0011: up to 4 parts side by side (a table wider than that does not fit a laptop screen). */
export const COMPARE_LIMIT = 4;
export const WISHLIST_GUEST_LIMIT = 100;

// The answers of the account's changes (each route declares its 200 with these; the web checks with the same).
const successSchema = z.object({ success: z.string() });
/** POST /checkout/cart/processPost: the new account, logged in (its page flags). */
export const registerAnswerSchema = successSchema.extend({ customer_id: z.number().int(), flags: pageFlagsSchema });
/** POST /api/account/login and GET /account/logout/clearSession (JSON callers): the session's new page flags. */
export const sessionAnswerSchema = successSchema.extend({ flags: pageFlagsSchema });
/** POST /api/account/edit: the account as saved, and the flags (the header shows the name). */
export const detailsAnswerSchema = successSchema.extend({ account: accountSchema, flags: pageFlagsSchema });
/** POST /api/account/password. */
export const passwordAnswerSchema = successSchema;
/** POST /api/account/address/{edit,delete,default}: the account as it now is. */
export const addressAnswerSchema = successSchema.extend({ account: accountSchema });
/** POST /api/account/address/add: also the new address's id. */
export const addressAddAnswerSchema = addressAnswerSchema.extend({ address_id: z.number().int() });
