// The checkout form (setCheckoutData) and the confirm (createOrder) bodies: one schema each, used by the route and by
// the checkout page for its field errors. Field errors are keyed as the page shows them ("address.city").
import { z } from 'zod';
import { CART_MSG, cartSchema, marketingTrackingSchema, orderInfoSchema, orderSummarySchema } from './cart';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG, INT4_MAX, wholeNumber } from './input';
import { MSG } from './messages';
import { email, phone, requiredText } from './validation';

const optional = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, MSG.maxChars(max)));

export const deliveryAddressInput = z.object({
  address_1: requiredText(1, 128),
  address_2: optional(128),
  city: requiredText(1, 128),
  postcode: requiredText(1, 10),
  /** ISO 3166 alpha-2 and the zone code; the server checks them against the localization list. */
  country: z.string({ error: CART_MSG.badCountry }).trim().toUpperCase().max(2, CART_MSG.badCountry),
  zone_code: z.string({ error: CART_MSG.badZone }).trim().toUpperCase().max(8, CART_MSG.badZone).default(''),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;

export const pickupLocationInput = wholeNumber({
  min: 1,
  max: INT4_MAX,
  notNumber: CART_MSG.badPickup,
  belowMin: CART_MSG.badPickup,
  aboveMax: CART_MSG.badPickup,
});

const ADDRESS_KEYS = ['address_1', 'address_2', 'city', 'postcode', 'country', 'zone_code'] as const;

const checkoutObject = z.object({
  firstname: requiredText(1, 32),
  lastname: requiredText(1, 32),
  email,
  telephone: phone.pipe(z.string().max(32, MSG.maxChars(32))),
  shipping_method: z.enum(['pickup', 'flat'], { error: CART_MSG.noShipping }),
  pickup_location: pickupLocationInput.optional(),
  address: deliveryAddressInput.optional(),
  payment_method: z.enum(['cod', 'card'], { error: CART_MSG.noPayment }),
  /** Longer notes are cut, not refused: the field is a courtesy. */
  comment: optional(100_000).transform((v) => v.slice(0, 1000)),
});

/**
 * POST /checkout/cart/setCheckoutData. The delivery address may come nested (address[city]) or flat (city), as older
 * forms send it; pickup needs a store, delivery an address.
 */
export function nestAddress(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const b = raw as Record<string, unknown>;
  if (b.shipping_method !== 'flat' || (typeof b.address === 'object' && b.address !== null)) return b;
  return { ...b, address: Object.fromEntries(ADDRESS_KEYS.filter((k) => b[k] !== undefined).map((k) => [k, b[k]])) };
}
export const checkoutInput = z.preprocess(
  nestAddress,
  checkoutObject.superRefine((b, ctx) => {
    if (b.shipping_method === 'pickup' && b.pickup_location === undefined)
      ctx.addIssue({ code: 'custom', path: ['pickup_location'], message: CART_MSG.badPickup });
    if (b.shipping_method === 'flat' && !b.address)
      ctx.addIssue({ code: 'custom', path: ['address', 'address_1'], message: MSG.required });
  }),
);
export type CheckoutInput = z.input<typeof checkoutObject>;

// One per checkout page view, so a repeated confirm makes one order (the rule itself is input.ts's).
export { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG } from './input';

const cardText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, CART_MSG.cardRequired));

/** POST /checkout/confirm/createOrder. The card fields are needed only when paying by card (the route decides). */
export const createOrderInput = z.object({
  idempotency_key: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: IDEMPOTENCY_KEY_MSG }).trim().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG).optional(),
  ),
  card_number: cardText(32),
  card_expiry: cardText(8),
  card_cvc: cardText(4),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

export const CARD_MSG = {
  number: 'Enter a valid card number: check it for typing mistakes.',
  expiry: 'Enter the expiry as MM/YY.',
  expired: 'This card has expired: check the expiry date or use another card.',
  cvc: 'Enter the 3 or 4 digit CVC from the back of the card.',
} as const;

/** The Luhn check digit every card number carries (ISO/IEC 7812). */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** MM/YY (or MM/YYYY, MMYY) as month and four-digit year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^(0?[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!m) return null;
  const year = Number(m[2]);
  return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
}

/** A card is good through the last day of its expiry month. */
export const cardExpired = (e: { month: number; year: number }, now = new Date()) =>
  e.year * 12 + e.month < now.getFullYear() * 12 + now.getMonth() + 1;

/**
 * The card fields, checked by the checkout page and again by the server before the payment provider is called: a
 * Luhn-valid number of 12 to 19 digits, an expiry not in the past, a 3 or 4 digit CVC, each with its field's message.
 */
export const cardFieldsInput = z.object({
  card_number: z
    .string()
    .trim()
    .min(1, CART_MSG.cardRequired)
    .refine(
      (v) => /^[\d\s-]+$/.test(v) && /^\d{12,19}$/.test(v.replace(/[\s-]/g, '')) && luhnOk(v.replace(/[\s-]/g, '')),
      CARD_MSG.number,
    ),
  card_expiry: z
    .string()
    .trim()
    .min(1, CART_MSG.cardRequired)
    .refine((v) => parseExpiry(v) !== null, CARD_MSG.expiry)
    .refine((v) => {
      const e = parseExpiry(v);
      return e === null || !cardExpired(e);
    }, CARD_MSG.expired),
  card_cvc: z
    .string()
    .trim()
    .min(1, CART_MSG.cardRequired)
    .regex(/^\d{3,4}$/, CARD_MSG.cvc),
});

// ---- The checkout's answers (decision 0048: the route serializes through them, the pages check with them) ----

/** GET /api/checkout/options: the pickup stores, the delivery rate and whether a guest may check out. */
export const checkoutOptionsAnswer = z.object({
  guest_checkout: z.boolean(),
  logged_in: z.boolean(),
  stores: z.array(
    z.object({ location_id: z.number(), location_name: z.string(), address: z.string(), telephone: z.string() }),
  ),
  flat_rate: z.string(),
  flat_rate_text: z.string(),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsAnswer>;

/** POST /checkout/cart/setCheckoutData: the choices saved, the cart priced with them (the money the page shows). */
export const checkoutDataAnswer = z.object({
  success: z.string(),
  cart: cartSchema,
  marketing_tracking: marketingTrackingSchema,
});

/** POST /checkout/confirm/createOrder: the order placed and the success page to go to. */
export const createOrderAnswer = z.object({
  order_id: z.number(),
  success: z.string(),
  redirect: z.string(),
  marketing_tracking: marketingTrackingSchema.nullable(),
});

/** GET /api/account/orders (contract 5). */
export const accountOrdersAnswer = z.object({ orders: z.array(orderSummarySchema) });

/** GET /api/staff/orders/:id: the order as the shopper sees it, plus its customer, source and amounts in cents. */
export const staffOrderAnswer = orderInfoSchema.extend({
  customer_id: z.number().nullable(),
  source: z.string(),
  subtotal_cents: z.number(),
  discount_cents: z.number(),
  tax_cents: z.number(),
  shipping_cents: z.number(),
  labor_cents: z.number(),
  voucher_cents: z.number(),
  total_cents: z.number(),
  coupon_code: z.string().nullable(),
});

/** POST /checkout/payment_link/pay: the message, the order and the amount paid (dollars). */
export const payLinkPaidAnswer = z.object({ success: z.string(), order_id: z.number(), amount: z.string() });
