// Returns, refunds and core charges (issue 28, decisions 0054 and 0055): the owner's reasons with their restocking
// fees, the return lifecycle as data, one row per submit of Return Items or a core return, and vendor returns. The
// returned lines themselves are rows of `returns` (customer-admin.ts), as the customer editor's Returns tab lists them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './cart';
import { users } from './staff';

export const returnReasons = pgTable(
  'return_reasons',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** none, percent (fee_value in basis points of the goods returned) or amount (fee_value in cents per submit). */
    feeType: text('fee_type').$type<'none' | 'percent' | 'amount'>().notNull().default('none'),
    feeValue: integer('fee_value').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('return_reasons_fee_type_ck', sql`${t.feeType} in ('none', 'percent', 'amount')`),
    check('return_reasons_fee_value_ck', sql`${t.feeValue} >= 0`),
  ],
);

export const returnStatuses = pgTable('return_statuses', {
  status: text('status').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const returnStatusTransitions = pgTable(
  'return_status_transitions',
  {
    fromStatus: text('from_status')
      .notNull()
      .references(() => returnStatuses.status),
    toStatus: text('to_status')
      .notNull()
      .references(() => returnStatuses.status),
  },
  (t) => [primaryKey({ columns: [t.fromStatus, t.toStatus] })],
);

export const returnRefunds = pgTable(
  'return_refunds',
  {
    refundId: serial('refund_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<'items' | 'core'>().notNull(),
    reasonCode: text('reason_code')
      .notNull()
      .references(() => returnReasons.code),
    refundTo: text('refund_to').$type<'original' | 'store_credit'>().notNull(),
    goodsCents: integer('goods_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    coreCents: integer('core_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    feeWaived: boolean('fee_waived').notNull().default(false),
    refundCents: integer('refund_cents').notNull(),
    storeId: integer('store_id'),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_refunds_key_uq').on(t.orderId, t.idempotencyKey),
    check('return_refunds_kind_ck', sql`${t.kind} in ('items', 'core')`),
    check('return_refunds_to_ck', sql`${t.refundTo} in ('original', 'store_credit')`),
  ],
);

export const vendorReturns = pgTable(
  'vendor_returns',
  {
    vendorReturnId: serial('vendor_return_id').primaryKey(),
    distributor: text('distributor').notNull(),
    kind: text('kind').$type<'defective' | 'core'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    authorizationNumber: text('authorization_number'),
    creditExpectedCents: integer('credit_expected_cents').notNull().default(0),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vendor_returns_kind_ck', sql`${t.kind} in ('defective', 'core')`)],
);

/** The simulated distributor's memory of the returns it authorised (as a real one keeps them on its side). */
export const distributorSimReturns = pgTable('distributor_sim_returns', {
  requestKey: text('request_key').primaryKey(),
  authorizationNumber: text('authorization_number').notNull(),
  items: jsonb('items').$type<{ aaia: string; mpn: string; quantity: number; credit_cents: number }[]>().notNull(),
  creditCents: integer('credit_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
