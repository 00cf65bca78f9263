// Request bodies of the /checkout/cart/ calls (contract 1, spec 001 s7): one schema per call, used by the route (and
// shown at /docs) and by the screens that send it. Form-encoded (qs nested keys: option[12]=34) or JSON alike.
import { z } from 'zod';
import { CART_MSG } from './cart';
import { flag, id, quantity, wholeNumber, INT4_MAX } from './input';
import { MSG } from './messages';

/** A cart line's key as the cart answer gives it (its row id). An unknown key is the route's "not in your cart". */
export const cartKey = z
  .union([z.string(), z.number()], { error: CART_MSG.itemNotFound })
  .transform(String)
  .pipe(z.string().trim().max(20, CART_MSG.itemNotFound));

/** option[<product_option_id>] = value id or text; option[<id>][] = value ids for a checkbox. */
const optionValue = z.union([
  z.string().max(1000, MSG.maxChars(1000)),
  z.number().transform(String),
  z.array(z.union([z.string().max(32), z.number().transform(String)])).max(50),
]);
export const cartOptionsInput = z.record(z.string().max(20), optionValue, {
  error: 'option must be a list of option values.',
});

export const cartAddInput = z.object({
  product_id: id('product_id'),
  /** Absent: the product's minimum. The product's own minimum is checked with the product. */
  quantity: quantity.optional(),
  option: cartOptionsInput.optional(),
  apply_labor: flag,
});
export type CartAddInput = z.input<typeof cartAddInput>;

export const storeLocatorAddInput = z.object({ product_id: id('product_id'), quantity: quantity.optional() });

export const cartEditInput = z.object({ key: cartKey, quantity });
export const cartRemoveInput = z.object({ key: cartKey });

export const applyCodeInput = z.object({
  code: z.string({ error: CART_MSG.codeRequired }).trim().min(1, CART_MSG.codeRequired).max(64, CART_MSG.codeRequired),
});
export const removeCodeInput = z.object({
  type: z.enum(['coupon', 'voucher'], { error: CART_MSG.codeNotApplied }),
  code: z.string({ error: CART_MSG.codeNotApplied }).trim().max(64, CART_MSG.codeNotApplied).default(''),
});

// ---- Staff-only calls ----

export const setCustomerInput = z.object({
  customer_id: wholeNumber({
    min: 1,
    max: INT4_MAX,
    notNumber: CART_MSG.customerNotFound,
    belowMin: CART_MSG.customerNotFound,
    aboveMax: CART_MSG.customerNotFound,
  }),
});

const searchText = z.string().max(100, MSG.maxChars(100));
export const getCustomerInput = z.object({
  customerData: z.union([searchText, z.object({ search: searchText.optional(), email: searchText.optional() })], {
    error: MSG.minChars(2),
  }),
});

// One schema for the POS forms and these routes (decision 0019).
export { customProductInput, updatePriceInput, type CustomProductInput } from './pos-cart';

export { applyLaborToggleInput, laborEntryInput, updateLaborInput } from './pos-cart';

export const setPaymentDataInput = z.object({
  itemId: z
    .union([z.string(), z.number()], { error: CART_MSG.noPayment })
    .transform(String)
    .pipe(z.string().trim().min(1, CART_MSG.noPayment).max(64, CART_MSG.noPayment)),
});
