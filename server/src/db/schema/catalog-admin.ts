// The product change log and bulk changes (issue 26, migration 0041, decision 0071).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './staff';

/** One raw value a bulk change replaced: product, old and new (cents, a status, a category id, a quantity). */
export type BulkItem = { p: number; o: number | string | null; n: number | string | null };

/** A bulk change: what was asked, by whom, and every product's old and new value, so it can be undone exactly. */
export const bulkChanges = pgTable(
  'bulk_changes',
  {
    bulkChangeId: serial('bulk_change_id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    items: jsonb('items').$type<BulkItem[]>().notNull().default([]),
    changed: integer('changed').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: text('undone_by'),
  },
  (t) => [uniqueIndex('bulk_changes_key_uq').on(t.idempotencyKey)],
);

/** The product change log: who changed which field of a product, when, from what to what (as the editor shows it). */
export const productChanges = pgTable(
  'product_changes',
  {
    changeId: serial('change_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    bulkChangeId: integer('bulk_change_id').references(() => bulkChanges.bulkChangeId, { onDelete: 'set null' }),
  },
  (t) => [
    index('product_changes_product_idx').on(t.productId, t.createdAt),
    index('product_changes_bulk_idx').on(t.bulkChangeId),
  ],
);
