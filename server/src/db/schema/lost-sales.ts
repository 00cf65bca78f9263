// Lost sales (issue 28, decision 0057, migration 0034): a part the counter could not sell, with a reason.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LostSaleReason } from '@parts/common/lost-sales';
import { products } from './catalog';
import { locations } from './core';
import { users } from './staff';

export const lostSales = pgTable(
  'lost_sales',
  {
    lostSaleId: serial('lost_sale_id').primaryKey(),
    locationId: integer('location_id').references(() => locations.locationId),
    productId: integer('product_id').references(() => products.productId, { onDelete: 'set null' }),
    /** The part as shown: its name and number when catalogued, else the words typed at the counter. */
    partLabel: text('part_label').notNull(),
    reason: text('reason').$type<LostSaleReason>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    note: text('note').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lost_sales_key_uq').on(t.idempotencyKey),
    index('lost_sales_location_idx').on(t.locationId, t.createdAt),
    check('lost_sales_reason_ck', sql`${t.reason} in ('not_stocked', 'out_of_stock', 'price', 'other')`),
    check('lost_sales_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
