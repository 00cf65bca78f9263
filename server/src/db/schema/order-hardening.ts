// Issue 9: coupon uses are counted in their own table, inside the order's transaction, so a use limit holds when two
// checkouts race (the coupon row is locked while its uses are counted).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { coupons, orders } from './cart';

export const couponUses = pgTable(
  'coupon_uses',
  {
    couponUseId: serial('coupon_use_id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.couponId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** The customer's account, or null for a guest (then the order's email counts, lower-cased). */
    customerId: integer('customer_id'),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_idx').on(t.couponId, t.customerId), index('coupon_uses_order_idx').on(t.orderId)],
);
