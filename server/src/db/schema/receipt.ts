// Issue 13 (receipt): the online payment link. The link carries a random token; only its SHA-256 is stored, so the table
// never holds a usable link. One row per link sent; paying marks it used (decision 0020).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './cart';

export const paymentLinks = pgTable(
  'payment_links',
  {
    paymentLinkId: serial('payment_link_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Where it was sent (for staff to see), either or both. */
    email: text('email').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, in the transaction that records the payment. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    transactionId: integer('transaction_id'),
  },
  (t) => [index('payment_links_order_idx').on(t.orderId)],
);
