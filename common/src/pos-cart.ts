// The POS cart (spec 001 sections 2, 3, 5, 8, 9; decision 0019): exact texts, constants, and the rules the counter
// screen and the server share — one schema per form and route, money in integer cents.
import { z } from 'zod';
import { cartChangeAnswer } from './cart';
import { QUANTITY_MAX } from './constants';
import { sessionVehicleSchema } from './fitment';
import { flag, id, INT4_MAX, money, MONEY_MAX_CENTS, optionalText, wholeNumber } from './input';
import { MSG } from './messages';
import { roundCents, toCents } from './money';
import { pinSchema } from './staff';

export const POS_CART_MSG = {
  customerAssigned: 'Customer assigned to cart!',
  customerRemoved: 'Customer removed from cart.',
  customerRequired: 'A customer must be selected!',
  priceUpdated: 'The unit price has been updated.',
  priceNotUpdated: "The unit price couldn't be updated.",
  /** A cashier's price below the part's cost (decision 0047); the screen asks for a manager's PIN on this answer. */
  belowCostNeedsPin: "Below cost: a manager's PIN is needed.",
  pinNotManager: "That PIN is not a manager's.",
  systemError: 'A system error occurred. Contact your administrator.',
  laborUpdated: 'The labor has been updated.',
  laborNotUpdated: "The labor couldn't be updated.",
  laborTime: 'Time must be a positive number.',
  laborQuantity: 'Quantity must be a positive number.',
  laborRateUnknown: 'Choose a labor rate.',
  customName: 'Name is a required field.',
  customPrice: 'Price must be a positive number.',
  customQuantity: 'Quantity must be a positive number.',
  customTaxHint: 'Leave blank to exclude tax.',
  stockWarning: "I'm sorry, this product is either not available in the desired quantity or not in stock.",
  outOfStock: 'Out of Stock',
  poAdded: 'PO Number added successfully.',
  poFailed: 'Error adding PO Number.',
  poRequired: 'Please add a PO Number to each product before completing check out.',
  orderSaved: 'Order Saved',
  priceBelowZero: 'The new price cannot be below $0.00.',
  adjustmentBelowOriginal: 'The adjustment cannot take more than the original price.',
  percentBelow: 'The percentage cannot be below -100.',
  scanNotFound: (code: string) => `No part matches ${code}.`,
  scanAmbiguous: (code: string) => `More than one part matches ${code}. Choose one.`,
  vehicleAdded: 'Vehicle added to the cart.',
  vehicleRemoved: 'Vehicle removed from the cart.',
  vehicleNotFound: 'That vehicle was not found.',
  orderNotEditable: 'That order can no longer be changed from the cart.',
} as const;

/** Debounces and timers of spec 001 section 9. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
export const QUANTITY_DEBOUNCE_MS = 500;
export const APPLY_TO_ALL_RESET_MS = 250;
export const QUANTITY_SELECT_MAX = 9;
export const THUMBNAIL_MAX_PX = 100;
/** A keyboard-wedge scanner types a code faster than this per key and ends it with Enter. */
export const SCAN_KEY_GAP_MS = 50;

/** A customer as the picker shows and the search answers it. */
export const pickedCustomerSchema = z.object({
  customer_id: z.number(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  name: z.string().optional(),
  email: z.string(),
  telephone: z.string().optional(),
});
export type PickedCustomer = z.infer<typeof pickedCustomerSchema>;
export const customerSearchAnswer = z.object({
  success: z.string().optional(),
  customers: z.array(pickedCustomerSchema),
});
/** POST /checkout/cart/getCustomer: the counter's Find Customer, up to 20 with their group and tax exemption. */
export const counterCustomersAnswer = z.object({
  success: z.string(),
  customers: z.array(
    pickedCustomerSchema.extend({
      firstname: z.string(),
      lastname: z.string(),
      telephone: z.string(),
      customer_group_id: z.number(),
      tax_exempt: z.boolean(),
    }),
  ),
});

export function customerLabel(c: PickedCustomer): string {
  return (c.name ?? `${c.firstname ?? ''} ${c.lastname ?? ''}`).trim() || c.email;
}

// ---- Labor (spec 001 s5 "Labor", s9) ----

/** The longest labor time one entry takes: 100 hours. */
export const LABOR_MINUTES_MAX = 6000;

/**
 * The one labor price rule: rate per hour x minutes / 60 x quantity, computed exactly and rounded once, half away from
 * zero, to a whole cent (never per unit, so 3 x 7 minutes costs what 21 minutes cost).
 */
export function laborCents(rateCents: number, minutes: number, quantity = 1): number {
  return roundCents((rateCents * minutes * quantity) / 60);
}

/** Labor time as the spec shows it: "1 hrs 30 min", "45 min", "2 hrs". */
export function laborTimeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hrs` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** "" and absent read as absent, so an empty form field takes the default. */
function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  );
}

const positive = (message: string, max: number) =>
  wholeNumber({ min: 1, max, notNumber: message, belowMin: message, aboveMax: message });

/** The Add Labor form and POST /checkout/cart/applyLabor with fields (one schema, both sides). */
export const laborEntryInput = z.object({
  laborId: wholeNumber({
    min: 1,
    max: INT4_MAX,
    notNumber: POS_CART_MSG.laborRateUnknown,
    belowMin: POS_CART_MSG.laborRateUnknown,
    aboveMax: POS_CART_MSG.laborRateUnknown,
  }),
  laborTime: positive(POS_CART_MSG.laborTime, LABOR_MINUTES_MAX),
  name: optionalText(255),
  quantity: positive(POS_CART_MSG.laborQuantity, QUANTITY_MAX),
});
export type LaborEntryInput = z.input<typeof laborEntryInput>;

const lineKey = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform(String)
    .pipe(z.string().trim().min(1, message).max(20, message));

/** POST /checkout/cart/applyLabor without fields: turns a part's own labor on or off (productLaborKey, applyLabor). */
export const applyLaborToggleInput = z.object({
  productLaborKey: lineKey(POS_CART_MSG.laborNotUpdated),
  applyLabor: flag,
});

/**
 * POST /checkout/cart/updateLabor: the line (key or productLaborKey) and its new labor. A labor line takes the Add Labor
 * fields (rate, minutes, name, quantity; absent ones are kept); a part's labor takes minutes and optionally a rate per hour.
 */
export const updateLaborInput = z
  .object({
    key: lineKey(POS_CART_MSG.laborNotUpdated).optional(),
    productLaborKey: lineKey(POS_CART_MSG.laborNotUpdated).optional(),
    laborId: blankAsAbsent(
      wholeNumber({
        min: 1,
        max: INT4_MAX,
        notNumber: POS_CART_MSG.laborRateUnknown,
        belowMin: POS_CART_MSG.laborRateUnknown,
        aboveMax: POS_CART_MSG.laborRateUnknown,
      }),
    ),
    laborTime: positive(POS_CART_MSG.laborTime, LABOR_MINUTES_MAX),
    name: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined ? undefined : String(v).trim()))
      .pipe(z.string().max(255, MSG.maxChars(255)).optional()),
    quantity: blankAsAbsent(positive(POS_CART_MSG.laborQuantity, QUANTITY_MAX)),
    /** Dollars per hour for a part's labor; absent keeps the line's rate. */
    amount: blankAsAbsent(money('amount', POS_CART_MSG.laborNotUpdated)),
  })
  .refine((b) => b.key !== undefined || b.productLaborKey !== undefined, {
    path: ['key'],
    message: POS_CART_MSG.laborNotUpdated,
  });

export const laborRateSchema = z.object({
  labor_id: z.number(),
  title: z.string(),
  amount: z.string(),
  amount_text: z.string(),
  amount_cents: z.number(),
});
export type LaborRate = z.infer<typeof laborRateSchema>;

// ---- Custom product (spec 001 s5 "Custom product") ----

export const CUSTOM_PRODUCT_DEFAULTS = { name: '', price: '0', quantity: '1', tax_class_id: '' } as const;

/** The Add a Custom Product form and POST /checkout/cart/addCustomProduct. */
export const customProductInput = z.object({
  name: z.string({ error: POS_CART_MSG.customName }).trim().min(1, POS_CART_MSG.customName).max(255, MSG.maxChars(255)),
  price: money('price', POS_CART_MSG.customPrice).refine((c) => c > 0, POS_CART_MSG.customPrice),
  // Spec: minimum 1, falling back to 1 when left blank.
  quantity: blankAsAbsent(
    wholeNumber({
      min: 1,
      max: QUANTITY_MAX,
      notNumber: POS_CART_MSG.customQuantity,
      belowMin: POS_CART_MSG.customQuantity,
      aboveMax: MSG.maximumQuantity(QUANTITY_MAX),
    }),
  ).transform((q) => q ?? 1),
  tax_class_id: blankAsAbsent(id('tax_class_id')),
});
export type CustomProductInput = z.input<typeof customProductInput>;

// ---- Price edit (spec 001 s5 "Cart line") ----

export interface PriceEdit {
  newCents: number;
  adjustmentCents: number;
  /** Percent of the original, 2 decimals. */
  percent: number;
}

/** The three fields kept in sync from whichever one was typed; `original` is the price before any staff edit. */
export function priceEditFrom(
  originalCents: number,
  field: 'new' | 'adjustment' | 'percent',
  value: number,
): PriceEdit {
  const newCents =
    field === 'new'
      ? value
      : field === 'adjustment'
        ? originalCents + value
        : roundCents(originalCents * (1 + value / 100));
  const adjustmentCents = newCents - originalCents;
  const percent =
    field === 'percent' ? value : originalCents === 0 ? 0 : Math.round((adjustmentCents / originalCents) * 10000) / 100;
  return { newCents, adjustmentCents, percent };
}

/** The field problems of a price edit: new price not below 0, adjustment not below minus the original, percent not below -100. */
export function priceEditProblems(
  originalCents: number,
  e: PriceEdit,
): Partial<Record<'new' | 'adjustment' | 'percent', string>> {
  const out: Partial<Record<'new' | 'adjustment' | 'percent', string>> = {};
  if (e.newCents < 0) out.new = POS_CART_MSG.priceBelowZero;
  if (e.adjustmentCents < -originalCents) out.adjustment = POS_CART_MSG.adjustmentBelowOriginal;
  if (e.percent < -100) out.percent = POS_CART_MSG.percentBelow;
  return out;
}

/** POST /checkout/cart/updatePrice: key and newPrice in dollars (not below 0). */
export const updatePriceInput = z.object({
  key: z
    .union([z.string(), z.number()], { error: POS_CART_MSG.priceNotUpdated })
    .transform(String)
    .pipe(z.string().trim().min(1).max(20, POS_CART_MSG.priceNotUpdated)),
  newPrice: z.union([z.string(), z.number()], { error: POS_CART_MSG.priceNotUpdated }).transform((v, ctx) => {
    const cents = typeof v === 'number' && !Number.isFinite(v) ? null : toCents(v);
    if (cents === null || cents > MONEY_MAX_CENTS)
      ctx.addIssue({ code: 'custom', message: POS_CART_MSG.priceNotUpdated });
    else if (cents < 0) ctx.addIssue({ code: 'custom', message: POS_CART_MSG.priceBelowZero });
    return cents ?? 0;
  }),
  /** A manager's (a user with price.belowCost) PIN approving a price below cost; decision 0047. */
  manager_pin: pinSchema.shape.pin.optional(),
});

// ---- PO numbers (spec 001 s3 "PO number line", s5, s7) ----

export const PO_NUMBER_MAX = 64;

/** A random PO number, e.g. "PO-7K3M9Q2X" (letters and digits that cannot be misread). */
export function randomPoNumber(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < 8; i++) s += alphabet[Math.floor(random() * alphabet.length)];
  return `PO-${s}`;
}

export const poNumberLine = z.object({
  cart_key: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(20)),
  name: optionalText(255),
  po_number: optionalText(PO_NUMBER_MAX),
  apply_to_all: flag,
});
export const applyPoNumberInput = z.object({
  products: z.array(poNumberLine, { error: POS_CART_MSG.poFailed }).min(1, POS_CART_MSG.poFailed).max(500),
});
export type ApplyPoNumberInput = z.input<typeof applyPoNumberInput>;

// ---- Scan to add (decision 0019) ----

/** A scanned or typed code: a part number, UPC or SKU. */
export const scanInput = z.object({
  code: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(64, MSG.maxChars(64)),
});

export const scanMatchSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  aaia: z.string(),
  mpn: z.string(),
  sku: z.string(),
  upc: z.string(),
  price_text: z.string(),
  stock: z.number(),
});
export type ScanMatch = z.infer<typeof scanMatchSchema>;

export const scanAnswer = z.object({ products: z.array(scanMatchSchema), ambiguous: z.boolean(), message: z.string() });

// ---- The counter cart's answers (decision 0048: the route serializes through them, the screen checks with them) ----

/** A change of the counter cart: its message and the cart as it is now. */
export const posCartAnswer = cartChangeAnswer;
/** A custom product added: the cart and its item count. */
export const customProductAnswer = posCartAnswer.extend({ total_items: z.number() });
/** Store credit taken off: how many store-credit payments went back to the ledger. */
export const removeCreditAnswer = posCartAnswer.extend({ reversed: z.number() });
/** A vehicle chosen or added for the cart's customer. */
export const cartVehicleAnswer = z.object({ success: z.string(), vehicle_id: z.number() });
/** A customer's saved vehicle as the counter lists it (the cart context, and addVehicle's answer). */
export const savedVehicleSchema = z.object({
  vehicle_id: z.number(),
  title: z.string(),
  vin: z.string(),
  ymm: z.string(),
});
/** POST /pos/cart/addVehicle: the vehicle saved, and the customer's vehicles now (spec 001: "answer vehicles"). */
export const vehicleAddedAnswer = cartVehicleAnswer.extend({ vehicles: z.array(savedVehicleSchema) });
/** The cart cleared (abandoned, or its saved order canceled). */
export const clearedCartAnswer = z.object({ success: z.string(), total_items: z.number() });
/** Save, quote, or save and check out: the order, and where the screen goes (or the links it offers). */
export const saveOrderAnswer = z.object({
  success: z.string(),
  order_id: z.number(),
  redirect: z.string().optional(),
  view_url: z.string().optional(),
  list_url: z.string().optional(),
});

/** GET /pos/cart/context: what the counter cart screen shows around the cart. */
export const posContextSchema = z.object({
  labor_rates: z.array(laborRateSchema),
  tax_classes: z.array(z.object({ tax_class_id: z.number(), title: z.string() })),
  customer_vehicles: z.array(savedVehicleSchema),
  vehicle_id: z.number().nullable(),
  ymm_vehicle: sessionVehicleSchema,
  fit: z.record(z.string(), z.object({ result: z.string(), label: z.string() })),
  po_number_required: z.boolean(),
  stock_warning_text: z.string(),
});
export type PosContext = z.infer<typeof posContextSchema>;
