// Purchase orders to a distributor (issue 14, decision 0026): what the store ordered from the warehouse distributor for
// a POS order, and the local simulated distributor's own memory of the orders it took. Money is integer cents.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './cart';
import { users } from './staff';

/** One line of a purchase order: the part by brand code and part number, as the distributor knows it. */
export interface PurchaseOrderItem {
  product_id: number | null;
  aaia: string;
  mpn: string;
  description: string;
  quantity: number;
  unit_cost_cents: number;
}

/**
 * A purchase order. `status` pending = sent (or about to be) but no answer yet: a retry with the same key asks the
 * distributor again with the same key, which answers the earlier order. submitted = the distributor confirmed it.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    purchaseOrderId: serial('purchase_order_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The key sent to the distributor (`po:<orderId>:<idempotency_key>`). */
    requestKey: text('request_key').notNull().unique(),
    status: text('status', { enum: ['pending', 'submitted'] }).notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    warehouseName: text('warehouse_name').notNull(),
    confirmationNumber: text('confirmation_number'),
    warehouseConfirmationNumber: text('warehouse_confirmation_number'),
    currentStatus: text('current_status').notNull().default('Awaiting confirmation'),
    shippingMethod: text('shipping_method').notNull(),
    notes: text('notes').notNull().default(''),
    shipTo: text('ship_to').notNull().default(''),
    items: jsonb('items').$type<PurchaseOrderItem[]>().notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchase_orders_order_key_uq').on(t.orderId, t.idempotencyKey),
    index('purchase_orders_order_idx').on(t.orderId),
    check('purchase_orders_total_ck', sql`${t.totalCents} >= 0`),
  ],
);

/** The simulated distributor's own record of the orders it took (as a real distributor keeps them on its side). */
export const distributorSimOrders = pgTable('distributor_sim_orders', {
  requestKey: text('request_key').primaryKey(),
  confirmationNumber: text('confirmation_number').notNull().unique(),
  warehouseConfirmationNumber: text('warehouse_confirmation_number').notNull(),
  warehouseCode: text('warehouse_code').notNull(),
  items: jsonb('items').$type<{ aaia: string; mpn: string; quantity: number; unit_cost_cents: number }[]>().notNull(),
  totalCents: integer('total_cents').notNull(),
  status: text('status').notNull().default('Submitted'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
