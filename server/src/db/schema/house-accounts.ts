// House (commercial) accounts (issue 28, decision 0058): the charge account on a customer, its invoices (each the
// House Account tender's ledger row, with the store date it was charged and its due date), payments on account and
// how each was split over the invoices. An invoice's open amount = its amount less its allocations; the account's
// balance = the open amounts of its invoices whose tender row is still approved. Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './cart';
import { orderTransactions } from './pos';
import { users } from './staff';

export const houseAccounts = pgTable(
  'house_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    termsDays: integer('terms_days').notNull().default(30),
    statementDay: integer('statement_day').notNull().default(1),
    poRequired: boolean('po_required').notNull().default(false),
    onHold: boolean('on_hold').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('house_accounts_limit_ck', sql`${t.creditLimitCents} >= 0`),
    check('house_accounts_terms_ck', sql`${t.termsDays} between 0 and 365`),
    check('house_accounts_statement_day_ck', sql`${t.statementDay} between 1 and 28`),
  ],
);

export const houseAccountCharges = pgTable(
  'house_account_charges',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => orderTransactions.transactionId, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    poNumber: text('po_number').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('house_account_charges_customer_idx').on(t.customerId, t.invoiceDate),
    check('house_account_charges_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

export const ACCOUNT_PAYMENT_TENDERS = ['cash', 'check', 'card'] as const;

export const accountPayments = pgTable(
  'account_payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    tender: text('tender').$type<(typeof ACCOUNT_PAYMENT_TENDERS)[number]>().notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The store's drawer day the payment was taken in (migration 0037's trigger stamps it on insert). */
    dayId: integer('day_id'),
  },
  (t) => [
    uniqueIndex('account_payments_key_uq').on(t.customerId, t.idempotencyKey),
    index('account_payments_created_idx').on(t.createdAt),
    index('account_payments_day_idx').on(t.dayId),
    check('account_payments_amount_ck', sql`${t.amountCents} > 0`),
    check('account_payments_tender_ck', sql`${t.tender} in ('cash', 'check', 'card')`),
  ],
);

export const accountPaymentAllocations = pgTable(
  'account_payment_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => accountPayments.paymentId, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => houseAccountCharges.transactionId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'account_payment_allocations_pk', columns: [t.paymentId, t.transactionId] }),
    index('account_payment_allocations_charge_idx').on(t.transactionId),
    check('account_payment_allocations_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** A monthly statement made by the statement run (decision 0068): one per account and period, so it is sent once. */
export const accountStatements = pgTable(
  'account_statements',
  {
    statementId: serial('statement_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    /** The calendar month the statement covers, "Y-m". */
    period: text('period').notNull(),
    closingCents: integer('closing_cents').notNull(),
    /** The outbox message, null when the customer has no email address. */
    emailId: integer('email_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_statements_period_uq').on(t.customerId, t.period)],
);
