// What PIES and CSV imports bring beside the products row, the part type mapping and the import history (migration
// 0040, decision 0069).
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';

/** The product page's specification table (PIES ExtendedInformation and ProductAttributes), in file order. */
export const productSpecifications = pgTable(
  'product_specifications',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    sortOrder: integer('sort_order').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sortOrder] })],
);

/** Other brands' part numbers for the same part (PIES PartInterchange); search matches `number_key` (mpnKey). */
export const productInterchange = pgTable(
  'product_interchange',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    brand: text('brand').notNull().default(''),
    partNumber: text('part_number').notNull(),
    numberKey: text('number_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.numberKey, t.brand] }),
    index('product_interchange_key_idx').on(t.numberKey),
  ],
);

/**
 * Digital assets (PIES DigitalAssets). After an import commits each is fetched (decision 0100): a picture becomes one of
 * the product's pictures (fetch_status 'picture'); one that cannot be reached is retried at next_fetch_at ('retry'); one
 * that is not a picture, or never answered, stays a link on the product page ('link').
 */
export const productAssets = pgTable(
  'product_assets',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    sortOrder: integer('sort_order').notNull(),
    assetType: text('asset_type').notNull().default(''),
    url: text('url').notNull(),
    fetchStatus: text('fetch_status', { enum: ['pending', 'retry', 'picture', 'link'] })
      .notNull()
      .default('pending'),
    fetchAttempts: integer('fetch_attempts').notNull().default(0),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last fetch did not make a picture (shown to nobody yet; for the log and support). */
    fetchError: text('fetch_error').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sortOrder] })],
);

/** Package dimensions and the hazardous flag (PIES Packages, HazardousMaterialCode); weight is products.weight_grams. */
export const productPackaging = pgTable('product_packaging', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId),
  lengthMm: integer('length_mm'),
  widthMm: integer('width_mm'),
  heightMm: integer('height_mm'),
  hazardous: boolean('hazardous').notNull().default(false),
});

/** PCdb part type → the store's category; the owner edits it, an unmapped part type is rejected by the import. */
export const partTypeCategories = pgTable('part_type_categories', {
  partTerminologyId: integer('part_terminology_id').primaryKey(),
  partTypeName: text('part_type_name').notNull(),
  categoryId: integer('category_id').references(() => categories.categoryId, { onDelete: 'set null' }),
});

/** One import run: PIES (applied or dry run) or a product CSV (previewed, then applied once on confirm). */
export const catalogImports = pgTable('catalog_imports', {
  importId: serial('import_id').primaryKey(),
  kind: text('kind', { enum: ['pies', 'products'] }).notNull(),
  fileName: text('file_name').notNull(),
  /** The staged upload a CSV preview's confirm applies. */
  uploadId: text('upload_id'),
  staffId: integer('staff_id'),
  staffName: text('staff_name').notNull(),
  status: text('status', { enum: ['preview', 'dry_run', 'applied', 'failed'] }).notNull(),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  /** The first rejects ({ line, key, message }), as the report shows them. */
  rejects: jsonb('rejects').$type<{ line: number; key: string; message: string }[]>().notNull().default([]),
  /** The first parts created or updated ({ line, key, action }), as a CSV preview lists them. */
  changes: jsonb('changes').$type<{ line: number; key: string; action: 'create' | 'update' }[]>().notNull().default([]),
  message: text('message').notNull().default(''),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
});
