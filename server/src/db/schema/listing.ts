// Listings and search: the catalogue version the listing cache checks. Statement-level triggers (hand-written in
// migration 0005) bump it on every change to applications, products, categories or specials, whoever makes it, and
// announce it on channel catalog_version (migration 0022).
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Counts the changes to specials, quantity tiers and instant rebates alone (the price book's; migration 0024). */
  pricesVersion: bigint('prices_version', { mode: 'number' }).notNull().default(0),
});

/**
 * A category's active products with the keys its listing sorts by (decision 0028), kept by hand-written triggers on
 * product_categories and products (migration 0022): never written by the app.
 */
export const categoryListing = pgTable(
  'category_listing',
  {
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
    salesCount: integer('sales_count').notNull(),
    nameKey: text('name_key').notNull(),
    rating: smallint('rating').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'category_listing_pk', columns: [t.categoryId, t.productId] }),
    index('category_listing_product_idx').on(t.productId),
    index('category_listing_sales_idx').on(t.categoryId, t.salesCount.desc(), t.productId),
    index('category_listing_name_idx').on(t.categoryId, t.nameKey, t.productId),
    index('category_listing_name_desc_idx').on(t.categoryId, t.nameKey.desc(), t.productId),
    index('category_listing_rating_desc_idx').on(t.categoryId, t.rating.desc(), t.salesCount.desc(), t.productId),
    index('category_listing_rating_asc_idx').on(t.categoryId, t.rating, t.salesCount.desc(), t.productId),
    index('category_listing_newest_idx').on(t.categoryId, t.dateAdded.desc(), t.productId.desc()),
  ],
);
