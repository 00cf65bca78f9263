// Special orders (issue 28, decision 0059): a counter order of a part the store does not stock, for a customer. The
// deposit is a payment on the order (order_transactions); the part comes on the order's purchase order.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './cart';
import { users } from './staff';

export const specialOrders = pgTable(
  'special_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    depositCents: integer('deposit_cents').notNull(),
    status: text('status', { enum: ['ordered', 'received'] })
      .notNull()
      .default('ordered'),
    note: text('note').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('special_orders_status_idx').on(t.status, t.createdAt),
    check('special_orders_deposit_ck', sql`${t.depositCents} >= 0`),
    check('special_orders_status_ck', sql`${t.status} in ('ordered', 'received')`),
  ],
);
