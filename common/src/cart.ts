// The cart and checkout wire (issue 5): texts the spec leaves to us, constants, and the answers' shapes.
import { z } from 'zod';

export const CART_MSG = {
  added: (name: string) => `Success: you have added ${name} to your shopping cart!`,
  updated: 'Success: you have modified your shopping cart!',
  removed: 'Success: the item has been removed from your shopping cart!',
  notFound: 'That product is not available.',
  itemNotFound: 'That item is not in your cart.',
  optionRequired: (name: string) => `${name} required!`,
  optionInvalid: (name: string) => `${name} is not a valid choice.`,
  optionDate: (name: string, format: string) => `${name} must be a date in the form ${format}.`,
  outOfStock: 'Out of Stock',
  stockWarning: 'Products marked with *** are not available in the desired quantity or not in stock!',
  couponApplied: 'Success: your coupon discount has been applied!',
  couponInvalid: 'Warning: coupon is either invalid, expired or reached its usage limit!',
  couponMinimum: (amount: string) => `Warning: this coupon needs a sub-total of at least ${amount}.`,
  voucherApplied: 'Success: your gift voucher has been applied!',
  voucherInvalid: 'Warning: gift voucher is either invalid or the balance has been used up!',
  codeRequired: 'Warning: please enter a coupon or gift voucher code!',
  codeRemoved: 'Success: the code has been removed from your cart.',
  codeNotApplied: 'That code is not applied to your cart.',
  priceUpdated: 'The unit price has been updated.',
  priceNotUpdated: "The unit price couldn't be updated.",
  laborUpdated: 'The labor has been updated.',
  laborNotUpdated: "The labor couldn't be updated.",
  laborApplied: 'Labor has been added to the item.',
  noLabor: 'This part has no labor time.',
  customAdded: (name: string) => `Success: you have added ${name} to the cart!`,
  customName: 'Name is a required field.',
  customPrice: 'Price must be a positive number.',
  customQuantity: 'Quantity must be a positive number.',
  customerSet: 'Customer assigned to cart!',
  customerRemoved: 'Customer removed from cart.',
  customerNotFound: 'That customer does not exist.',
  creditRemoved: 'Success: store credit has been removed from the cart.',
  orderSaved: (id: number) => `Order #${id} has been saved.`,
  orderAbandoned: 'The cart has been cleared; saved orders are kept.',
  orderCanceled: (id: number) => `Order #${id} has been canceled.`,
  noSavedOrder: 'This cart has no saved order.',
  emptyCart: 'Your shopping cart is empty.',
  checkoutSaved: 'Success: your checkout details have been saved.',
  guestCheckoutOff: 'Please log in or create an account to check out.',
  noShipping: 'Please choose store pickup or delivery.',
  noPayment: 'Please choose a payment method.',
  badPickup: 'Please choose a store for pickup.',
  badCountry: 'Please choose a country.',
  badZone: 'Please choose a region / state.',
  notInStock: (name: string) => `Sorry, ${name} is not in stock in the quantity in your cart.`,
  voucherSpent: 'A gift voucher in your cart no longer has that balance; please review your cart.',
  cardDeclined: 'Your card was declined. Please use another card or pay at pickup.',
  cardRequired: 'Please enter the card number, expiry and CVC.',
  keyReused: 'This checkout was started for a different cart or amount. Please review your order and confirm again.',
  paymentVoided: 'That card authorization was canceled. Please confirm your order again.',
  cartChanged: 'Your cart changed while the order was being placed. Please review it and confirm again.',
  cartAlreadyOrdered:
    'This cart has just been placed as an order (in another window?). Check your email or order history.',
  orderNotFound: 'That order was not found.',
  sessionLoggedOut: 'You have been logged out.',
} as const;

/** Delivery at a flat rate, labor per hour, and the months the buy-now-pay-later line divides by (decision 0012). */
export const FLAT_RATE_CENTS = 999;
export const LABOR_RATE_CENTS = 12000;
export const BNPL_MONTHS = 12;
export const BNPL_MIN_CENTS = 5000;

/** "as low as $N/month": whole dollars rounded up, or null below the financing minimum. */
export function bnplMonthly(totalCents: number): number | null {
  if (totalCents < BNPL_MIN_CENTS) return null;
  return Math.ceil(totalCents / BNPL_MONTHS / 100);
}

export const trackingItemSchema = z.object({
  item_id: z.string(),
  item_name: z.string(),
  item_brand: z.string(),
  price: z.number(),
  quantity: z.number(),
});
/** marketing_tracking on cart answers: one event and its items, for the web tracking dispatcher. */
export const marketingTrackingSchema = z.object({
  event: z.string(),
  currency: z.string(),
  value: z.number(),
  items: z.array(trackingItemSchema),
  transaction_id: z.string().optional(),
});
export type MarketingTracking = z.infer<typeof marketingTrackingSchema>;

export const cartOptionSchema = z.object({
  product_option_id: z.number(),
  name: z.string(),
  value: z.string(),
  price_text: z.string(),
});

export const cartProductSchema = z.object({
  key: z.string(),
  product_id: z.number().nullable(),
  name: z.string(),
  aaia: z.string(),
  mpn: z.string(),
  quantity: z.number(),
  minimum: z.number(),
  unit_price: z.string(),
  unit_price_text: z.string(),
  unit_price_before_discounts: z.string(),
  original_unit_price: z.string(),
  original_unit_price_text: z.string(),
  total: z.string(),
  total_text: z.string(),
  tax: z.string(),
  selected_options: z.array(cartOptionSchema),
  enough_inventory: z.boolean(),
  show_stock_warning: z.boolean(),
  oos_text: z.string(),
  labor: z
    .object({
      apply_labor: z.boolean(),
      time: z.number(),
      rate: z.string().optional(),
      price: z.string(),
      price_text: z.string(),
      productLaborKey: z.string(),
    })
    .nullable(),
  /** POS (decision 0019): a labor line's rate, minutes and quantity; the PO number; the price before a staff edit. */
  labor_product: z
    .object({
      labor_id: z.number(),
      title: z.string(),
      time: z.number(),
      time_text: z.string(),
      quantity: z.number(),
      rate: z.string(),
      rate_text: z.string(),
      price: z.string(),
      price_text: z.string(),
    })
    .nullable()
    .optional(),
  po_number: z.string().optional(),
  price_edited: z
    .object({ original: z.string(), original_text: z.string(), changed_by: z.number().nullable() })
    .nullable()
    .optional(),
  custom_product: z.boolean(),
  special_text: z.string().nullable(),
  instant_rebate_name: z.string().nullable(),
  /** The core charge line beside a part that has one (issue 28): per unit and for the line's quantity. */
  core_charge: z.object({ unit_text: z.string(), total_text: z.string() }).nullable().optional(),
  links: z.object({ view: z.string() }),
  thumbnails: z.array(z.string()),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartTotalSchema = z.object({ code: z.string(), title: z.string(), value: z.string(), text: z.string() });
export const cartVoucherSchema = z.object({
  key: z.string(),
  code: z.string(),
  description: z.string(),
  amount_text: z.string(),
});

export const cartSchema = z.object({
  products: z.array(cartProductSchema),
  vouchers: z.array(cartVoucherSchema),
  coupon: z.string().nullable(),
  totals: z.array(cartTotalSchema),
  total_items: z.number(),
  total: z.string(),
  total_text: z.string(),
  total_cents: z.number(),
  customer: z
    .object({ customer_id: z.number(), name: z.string(), email: z.string(), tax_exempt: z.boolean() })
    .nullable(),
  order_id: z.number().nullable(),
  stock_warning: z.string().nullable(),
  pos_stock_warning: z.string().nullable().optional(),
  vehicle_id: z.number().nullable().optional(),
  checkout: z.record(z.string(), z.unknown()),
});
export type CartData = z.infer<typeof cartSchema>;

export const addressSchema = z.object({
  address_1: z.string(),
  address_2: z.string().optional(),
  city: z.string(),
  postcode: z.string(),
  zone_code: z.string(),
  country: z.string(),
});

export const orderSummarySchema = z.object({
  order_id: z.number(),
  status: z.string(),
  date_added: z.string(),
  total: z.string(),
  total_text: z.string(),
  products: z.number(),
});
export const orderInfoSchema = z.object({
  order_id: z.number(),
  status: z.string(),
  date_added: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  shipping_method: z.string().nullable(),
  pickup_location: z.object({ location_id: z.number(), name: z.string(), address: z.string() }).nullable(),
  shipping_address: z.record(z.string(), z.string()).nullable(),
  payment_method: z.string().nullable(),
  products: z.array(
    z.object({
      name: z.string(),
      mpn: z.string(),
      aaia: z.string(),
      quantity: z.number(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      price_text: z.string(),
      total_text: z.string(),
    }),
  ),
  totals: z.array(z.object({ code: z.string(), title: z.string(), text: z.string(), value_cents: z.number() })),
  history: z.array(z.object({ status: z.string(), comment: z.string(), date_added: z.string() })),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The answer of a change that only says it was done (decision 0048: routes and screens share their answers' schemas). */
export const successAnswer = z.object({ success: z.string() });

// ---- The cart's answers (decision 0048) ----

/** A change of the cart (a code applied or removed, a counter edit): its message and the cart as it is now. */
export const cartChangeAnswer = z.object({ success: z.string(), cart: cartSchema });
/** POST /checkout/cart/add (contract 1): the message, the item count and the add_to_cart event. */
export const cartAddAnswer = z.object({
  success: z.string(),
  total_items: z.number(),
  marketing_tracking: marketingTrackingSchema,
});
/** PUT /checkout/cart/edit: a line's quantity changed. */
export const cartEditAnswer = cartChangeAnswer.extend({ total_items: z.number() });
/** POST /checkout/cart/remove: a line removed, with the remove_from_cart event. */
export const cartRemoveAnswer = cartEditAnswer.extend({ marketing_tracking: marketingTrackingSchema });
/** A call that logs out or ends somewhere else answers a redirect with no body. */
export const redirectAnswer = z.null().describe('A redirect (the Location header); no body.');
