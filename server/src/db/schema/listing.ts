// Listings and search: the catalogue version the listing cache checks. Statement-level triggers (hand-written in
// migration 0005) bump it on every change to applications, products, categories or specials, whoever makes it.
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
