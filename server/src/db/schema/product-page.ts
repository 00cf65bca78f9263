// Product page additions: shoppers' reviews (held until approved) and per-product price notices (disable_pricing).
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from './customers';
import { products } from './catalog';

/** A shopper's review: stored pending, listed (and counted in the stars) only once staff approve it. */
export const reviews = pgTable(
  'reviews',
  {
    reviewId: serial('review_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.customerId, { onDelete: 'set null' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    rating: smallint('rating').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    /** The store's public reply, shown under the review (decision 0082); null when none. */
    reply: text('reply'),
  },
  (t) => [
    index('reviews_product_status_idx').on(t.productId, t.status, t.dateAdded),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A product whose price is not shown or sold online (disable_pricing): the page shows the notice, or
 * "Product Unavailable" when the notice is empty, and the shopper contacts a store instead.
 */
export const productPriceNotices = pgTable('product_price_notices', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  notice: text('notice').notNull().default(''),
});
