// The POS cart (issue 13, decision 0019): labor rates per store. A labor line in the cart and on the order names its
// rate (labor_id) and keeps the rate it was priced at, so a later change to the rate never changes a saved order.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { locations } from './core';

export const laborRates = pgTable(
  'labor_rates',
  {
    laborId: serial('labor_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId),
    title: text('title').notNull(),
    /** Per hour, integer cents. */
    amountCents: integer('amount_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    index('labor_rates_location_idx').on(t.locationId, t.sortOrder),
    check('labor_rates_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
