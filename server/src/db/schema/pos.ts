// The POS foundation (issue 13, decision 0018): order statuses and their transitions as data, payments as
// transactions on the order, and the customer's store-credit ledger. Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './cart';
import { users } from './staff';
import { registers } from './till';

/** What staff may do with an order in a status (the order list and view show only these). */
export type OrderAction = 'continue' | 'take_payment' | 'void' | 'edit_history' | 'view_receipt';

/** One row per status; orders.status references `status`. Seeded by migration 0013. */
export const orderStatuses = pgTable('order_statuses', {
  status: text('status').primaryKey(),
  orderStatusId: integer('order_status_id').notNull().unique(),
  name: text('name').notNull(),
  statusColor: text('status_color').notNull(),
  statusTextColor: text('status_text_color').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  actions: jsonb('actions')
    .$type<OrderAction[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/** The allowed changes: changeOrderStatus refuses any pair not listed here. */
export const orderStatusTransitions = pgTable(
  'order_status_transitions',
  {
    fromStatus: text('from_status')
      .notNull()
      .references(() => orderStatuses.status),
    toStatus: text('to_status')
      .notNull()
      .references(() => orderStatuses.status),
  },
  (t) => [primaryKey({ columns: [t.fromStatus, t.toStatus] })],
);

export const TRANSACTION_TYPES = [
  'cash',
  'check',
  'card',
  'card_device',
  'smart_terminal',
  'voucher',
  'store_credit',
  'online',
  'house_account',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
// Refund statuses (issue 28, decision 0054): a refund sent to a provider and not yet answered, given back, refused.
export const TRANSACTION_STATUSES = [
  'approved',
  'pending',
  'declined',
  'void',
  'refund_pending',
  'refund',
  'refund_failed',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Tender details kept with a transaction (only the fields its type uses). */
export interface TransactionDetails {
  check_number?: number;
  card_last4?: string;
  card_type?: 'Credit' | 'Debit';
  manual_entry?: boolean;
  voucher_id?: number;
  voucher_code?: string;
  device_id?: number;
  department?: string;
  action?: 'CHARGE' | 'REFUND';
  smart_terminal_id?: number;
  terminal_id?: number;
  /** The provider request's idempotency key (asked again after a lost answer). */
  request_key?: string;
  message?: string;
  channel?: 'email' | 'text';
  [k: string]: unknown;
}

/** Every payment on an order: paid and balance are sums over the approved rows, never stored. */
export const orderTransactions = pgTable(
  'order_transactions',
  {
    transactionId: serial('transaction_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    transactionType: text('transaction_type').$type<TransactionType>().notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** A card tender's surcharge (decision 0095), charged on top of amount_cents; amount_cents alone pays the balance. */
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    status: text('status').$type<TransactionStatus>().notNull(),
    /** One per tender attempt: a repeated or concurrent request with the same key answers the first transaction. */
    idempotencyKey: text('idempotency_key').notNull(),
    details: jsonb('details')
      .$type<TransactionDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    providerReference: text('provider_reference'),
    /** Card-device / smart-terminal state as the provider names it (e.g. CAPTURE, VOID, REFUND). */
    terminalStatus: text('terminal_status'),
    settled: boolean('settled').notNull().default(false),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The store's drawer day the payment landed in, and the day it was voided or refunded in (migration 0033's trigger). */
    dayId: integer('day_id'),
    voidDayId: integer('void_day_id'),
  },
  (t) => [
    uniqueIndex('order_transactions_key_uq').on(t.orderId, t.idempotencyKey),
    index('order_transactions_order_idx').on(t.orderId),
    check('order_transactions_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'order_transactions_type_ck',
      sql`${t.transactionType} in ('cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online', 'house_account')`,
    ),
    check(
      'order_transactions_status_ck',
      sql`${t.status} in ('approved', 'pending', 'declined', 'void', 'refund_pending', 'refund', 'refund_failed')`,
    ),
  ],
);

/** The store-credit ledger: the balance is the sum of amount_cents and never goes below zero (addCreditEntry). */
export const customerCredits = pgTable(
  'customer_credits',
  {
    customerTransactionId: serial('customer_transaction_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.orderId, { onDelete: 'set null' }),
    transactionId: integer('transaction_id').references(() => orderTransactions.transactionId, {
      onDelete: 'set null',
    }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_credits_customer_idx').on(t.customerId, t.dateAdded)],
);

/**
 * Card devices (Datacap-style, CHARGE/REFUND at the counter), smart terminals (PayJunction-style, the customer pays on
 * the terminal) and departments (the merchant account that processes the batch, PayJunction's terminalId).
 * `provider_id` is the id the provider knows it by; the default provider is the local simulator.
 */
export const paymentDevices = pgTable('payment_devices', {
  deviceId: serial('device_id').primaryKey(),
  kind: text('kind').$type<'card_device' | 'smart_terminal' | 'department'>().notNull(),
  name: text('name').notNull(),
  providerId: text('provider_id').notNull(),
  locationId: integer('location_id'),
  /** The register a card reader or smart terminal sits at (decision 0098): its batch is that register's card sales. */
  registerId: integer('register_id').references(() => registers.registerId, { onDelete: 'set null' }),
  status: boolean('status').notNull().default(true),
});

/**
 * The local terminal simulator's own memory (what a real terminal or gateway keeps on its side): one row per request
 * key, so any server process can ask for a request's status, and a repeated request never charges twice.
 */
export const terminalSimRequests = pgTable('terminal_sim_requests', {
  requestKey: text('request_key').primaryKey(),
  kind: text('kind').$type<'card_device' | 'smart_terminal'>().notNull(),
  deviceProviderId: text('device_provider_id').notNull(),
  action: text('action').$type<'CHARGE' | 'REFUND' | 'VOID'>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** What the simulated customer will do: approve, decline, or never answer (timeout). */
  outcome: text('outcome').$type<'approve' | 'decline' | 'timeout'>().notNull(),
  /** PENDING until decide_at, then APPROVED / DECLINED; CANCELLED, TIMEOUT, VOIDED, REFUNDED as they happen. */
  status: text('status').notNull(),
  reference: text('reference').notNull(),
  cardLast4: text('card_last4').notNull().default(''),
  message: text('message').notNull().default(''),
  settled: boolean('settled').notNull().default(false),
  decideAt: timestamp('decide_at', { withTimezone: true }).notNull(),
  /** A return (refund of part of a payment): the reference of the payment it gives back (issue 28). */
  originalReference: text('original_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
