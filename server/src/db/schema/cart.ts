// Carts, coupons, gift vouchers and orders (issue 5). Money is integer cents; rates are basis points.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { locations } from './core';
import { orderStatuses } from './pos';

/**
 * A cart is a row: a guest's belongs to the session (session.cartId), a logged-in customer's to the customer
 * (owner 'customer'), a counter cart to the staff session with a customer attached (customer_id).
 */
export const carts = pgTable(
  'carts',
  {
    cartId: serial('cart_id').primaryKey(),
    owner: text('owner', { enum: ['session', 'customer'] })
      .notNull()
      .default('session'),
    customerId: integer('customer_id').references(() => customers.customerId),
    couponCode: text('coupon_code'),
    voucherCodes: jsonb('voucher_codes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Contact, address, shipping and payment choices from setCheckoutData (see features/checkout). */
    checkout: jsonb('checkout')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A staff-saved order this counter cart is editing (saveOrder / cancelOrder). */
    orderId: integer('order_id'),
    /** A session cart's session id at creation: two first requests of one session find one cart (issue 9). */
    sessionKey: text('session_key'),
    storeCreditCents: integer('store_credit_cents').notNull().default(0),
    /** POS: the customer's saved vehicle the counter cart is for (customer_vehicles.vehicle_id). */
    vehicleId: integer('vehicle_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_customer_uq')
      .on(t.customerId)
      .where(sql`owner = 'customer'`),
    uniqueIndex('carts_session_key_uq').on(t.sessionKey),
  ],
);

/** One line: a catalogue part with its chosen options, or a staff custom product (product_id null). */
export const cartItems = pgTable(
  'cart_items',
  {
    cartItemId: serial('cart_item_id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.cartId, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    /** option[<product_option_id>] = value id, value ids (checkbox) or text, as posted and checked. */
    options: jsonb('options')
      .$type<Record<string, string | string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    quantity: integer('quantity').notNull(),
    applyLabor: boolean('apply_labor').notNull().default(false),
    /** Staff overrides: labor minutes and rate per hour (updateLabor), unit price (updatePrice). */
    laborMinutes: integer('labor_minutes'),
    laborRateCents: integer('labor_rate_cents'),
    priceOverrideCents: integer('price_override_cents'),
    /** Custom products only. */
    customName: text('custom_name'),
    customTaxClassId: integer('custom_tax_class_id'),
    /** POS (decision 0019): a labor line's rate (labor_rates) and title; its minutes and rate are labor_minutes/_rate_cents. */
    laborId: integer('labor_id'),
    laborTitle: text('labor_title'),
    /** POS: the unit price before a staff price edit, and who edited it (staff_users.user_id). */
    priceOriginalCents: integer('price_original_cents'),
    priceChangedBy: integer('price_changed_by'),
    /** POS: the manager whose PIN approved a price below cost (decision 0051), null when none was needed. */
    priceApprovedBy: integer('price_approved_by'),
    /** POS: the customer's purchase order number for this line. */
    poNumber: text('po_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

export const coupons = pgTable('coupons', {
  couponId: serial('coupon_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** P = percent of the eligible sub-total (discount in basis points), F = fixed amount (discount in cents). */
  type: text('type', { enum: ['P', 'F'] }).notNull(),
  discount: integer('discount').notNull(),
  minimumCents: integer('minimum_cents').notNull().default(0),
  dateStart: timestamp('date_start', { withTimezone: true }),
  dateEnd: timestamp('date_end', { withTimezone: true }),
  usesTotal: integer('uses_total').notNull().default(0),
  /** Uses per customer (by account, or by email for a guest); 0 = no limit. Counted in coupon_uses (issue 9). */
  usesCustomer: integer('uses_customer').notNull().default(0),
  status: boolean('status').notNull().default(true),
});

export const giftVouchers = pgTable('gift_vouchers', {
  voucherId: serial('voucher_id').primaryKey(),
  code: text('code').notNull().unique(),
  fromName: text('from_name').notNull(),
  toName: text('to_name').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** What is left to spend; spent inside the order's transaction with a conditional update. */
  balanceCents: integer('balance_cents').notNull(),
  status: boolean('status').notNull().default(true),
});

export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    /** One per checkout: a second confirm with the same key answers the first order. */
    idempotencyKey: text('idempotency_key'),
    source: text('source', { enum: ['web', 'pos', 'kiosk'] })
      .notNull()
      .default('web'),
    /** A key of order_statuses (decision 0018); changed only through changeOrderStatus (features/order-status/lifecycle). */
    status: text('status')
      .notNull()
      .references((): AnyPgColumn => orderStatuses.status),
    customerId: integer('customer_id').references(() => customers.customerId),
    customerGroupId: integer('customer_group_id').notNull(),
    staffUserId: integer('staff_user_id'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    shippingMethod: text('shipping_method', { enum: ['pickup', 'flat'] }),
    pickupLocationId: integer('pickup_location_id').references(() => locations.locationId),
    /** Delivery address (flat rate): address_1, address_2, city, postcode, zone_code, country (iso_code_2). */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string> | null>(),
    paymentMethod: text('payment_method', { enum: ['cod', 'card'] }),
    paymentReference: text('payment_reference'),
    /** Hash of the cart contents and total the order was placed for (its idempotency key is bound to it). */
    contentsHash: text('contents_hash'),
    couponCode: text('coupon_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    laborCents: integer('labor_cents').notNull().default(0),
    voucherCents: integer('voucher_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    /** The totals lines as shown (title, code, value_cents), in order. */
    totals: jsonb('totals').$type<{ code: string; title: string; value_cents: number }[]>().notNull(),
    comment: text('comment').notNull().default(''),
    /** POS: the vehicle the counter order is for, as shown (order_ymm). */
    vehicleLabel: text('vehicle_label'),
    /** POS: the base vehicle of that vehicle (migration 0049), the coverage report's sales demand. */
    baseVehicleId: integer('base_vehicle_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_payment_reference_idx').on(t.paymentReference),
    index('orders_vehicle_idx')
      .on(t.baseVehicleId)
      .where(sql`${t.baseVehicleId} is not null`),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    orderProductId: serial('order_product_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    name: text('name').notNull(),
    aaia: text('aaia').notNull().default(''),
    mpn: text('mpn').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** Chosen options as shown: name and value text. */
    options: jsonb('options')
      .$type<{ product_option_id: number; name: string; value: string; price_cents: number }[]>()
      .notNull(),
    unitCents: integer('unit_cents').notNull(),
    originalUnitCents: integer('original_unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    laborCents: integer('labor_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    taxClassId: integer('tax_class_id'),
    /** Where the stock was taken from: [{ location_id, quantity }]. */
    reserved: jsonb('reserved')
      .$type<{ location_id: number; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** POS (decision 0019): labor line rate and minutes, the price before a staff edit and who made it, the PO number. */
    laborId: integer('labor_id'),
    laborMinutes: integer('labor_minutes'),
    priceOriginalCents: integer('price_original_cents'),
    priceChangedBy: integer('price_changed_by'),
    /** The manager whose PIN approved a price below cost (decision 0051). */
    priceApprovedBy: integer('price_approved_by'),
    poNumber: text('po_number'),
    /** The part's core charge per unit at the time of sale, and the tax on the line's core charges (issue 28). */
    coreChargeCents: integer('core_charge_cents').notNull().default(0),
    coreTaxCents: integer('core_tax_cents').notNull().default(0),
  },
  (t) => [index('order_products_order_idx').on(t.orderId)],
);

export const orderHistory = pgTable(
  'order_history',
  {
    orderHistoryId: serial('order_history_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    comment: text('comment').notNull().default(''),
    notify: boolean('notify').notNull().default(false),
    /** The staff member who changed the status (null for the storefront and the system). */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

/** Gift voucher spending per order (the balance comes back if the order is canceled). */
export const voucherUses = pgTable('voucher_uses', {
  voucherUseId: serial('voucher_use_id').primaryKey(),
  voucherId: integer('voucher_id')
    .notNull()
    .references(() => giftVouchers.voucherId),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.orderId, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
});

/** Card payments through the payment provider: one row per authorization attempt key. */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: integer('order_id'),
    amountCents: integer('amount_cents').notNull(),
    /** Hash of what the authorization pays for (cart contents); a key that comes back with another one is refused. */
    requestHash: text('request_hash').notNull().default(''),
    status: text('status', { enum: ['authorized', 'captured', 'declined', 'voided', 'refunded'] }).notNull(),
    reference: text('reference'),
    cardLast4: text('card_last4').notNull().default(''),
    message: text('message').notNull().default(''),
    /** The key of the void or refund that gave the money back (a repeat with the same key answers the same). */
    refundKey: text('refund_key'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_key_uq').on(t.provider, t.idempotencyKey),
    index('payments_open_idx').on(t.status, t.createdAt),
  ],
);
