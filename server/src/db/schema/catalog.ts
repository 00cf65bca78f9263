// The parts catalogue: brands, categories, series, products and their prices, options, kits and stock.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerGroups, locations, taxClasses } from './core';

/** A brand; `aaia` is its Auto Care brand code, half of a part's identity (aaia + mpn). */
export const manufacturers = pgTable('manufacturers', {
  manufacturerId: serial('manufacturer_id').primaryKey(),
  name: text('name').notNull().unique(),
  aaia: text('aaia').notNull().unique(),
  image: text('image').notNull(),
  /** Off: hidden from the storefront's brand lists (migration 0048); its parts stay as they are. */
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    categoryId: serial('category_id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    groupName: text('group_name').notNull(),
    image: text('image').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Off: hidden from the storefront's category lists and menu (migration 0048); its parts stay as they are. */
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** A brand's product line within a category (e.g. Power Stop "Z23 Evolution Sport"). */
export const series = pgTable(
  'series',
  {
    seriesId: serial('series_id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.manufacturerId),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('series_manufacturer_idx').on(t.manufacturerId)],
);

/** Also indexed by products_listing_idx (product_id INCLUDE status, universal, sales_count), written by hand in migration 0002. */
export const products = pgTable(
  'products',
  {
    productId: serial('product_id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.manufacturerId),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    seriesId: integer('series_id').references(() => series.seriesId),
    taxClassId: integer('tax_class_id').references(() => taxClasses.taxClassId),
    sku: text('sku').notNull().unique(),
    mpn: text('mpn').notNull(),
    /** Part number with punctuation and case removed, so "BD-1234", "bd1234" and "BD 1234" meet. */
    mpnKey: text('mpn_key').notNull(),
    upc: text('upc').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** What the store pays for one, in cents; null when unknown (a price below it needs a manager, decision 0047). */
    costCents: integer('cost_cents'),
    /** The core charge added beside each unit sold, in cents; null when the part has none (issue 28). */
    coreChargeCents: integer('core_charge_cents'),
    minimum: integer('minimum').notNull().default(1),
    universal: boolean('universal').notNull().default(false),
    isPackage: boolean('is_package').notNull().default(false),
    position: text('position'),
    laborMinutes: integer('labor_minutes'),
    weightGrams: integer('weight_grams').notNull().default(0),
    image: text('image').notNull(),
    rating: smallint('rating').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    status: boolean('status').notNull().default(true),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_brand_mpn_uq').on(t.manufacturerId, t.mpnKey),
    index('products_category_idx').on(t.categoryId),
    index('products_series_idx').on(t.seriesId),
    index('products_mpn_key_idx').on(t.mpnKey),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productSpecials = pgTable(
  'product_specials',
  {
    productSpecialId: serial('product_special_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.customerGroupId),
    priceCents: integer('price_cents').notNull(),
    dateStart: timestamp('date_start', { withTimezone: true }),
    dateEnd: timestamp('date_end', { withTimezone: true }),
  },
  (t) => [index('product_specials_product_idx').on(t.productId)],
);

/** Quantity tiers: the highest tier quantity not above the ordered quantity sets the unit price. */
export const productDiscounts = pgTable(
  'product_discounts',
  {
    productDiscountId: serial('product_discount_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.customerGroupId),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('product_discounts_product_idx').on(t.productId)],
);

export const instantRebates = pgTable(
  'instant_rebates',
  {
    instantRebateId: serial('instant_rebate_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dateEnd: timestamp('date_end', { withTimezone: true }),
  },
  (t) => [index('instant_rebates_product_idx').on(t.productId)],
);

export const productOptions = pgTable(
  'product_options',
  {
    productOptionId: serial('product_option_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    type: text('type', {
      enum: ['checkbox', 'image', 'radio', 'select', 'text', 'textarea', 'date', 'time', 'datetime'],
    }).notNull(),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    value: text('value').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_options_product_idx').on(t.productId)],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    productOptionValueId: serial('product_option_value_id').primaryKey(),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.productOptionId),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    pricePrefix: text('price_prefix', { enum: ['+', '-'] })
      .notNull()
      .default('+'),
    /** An image-choice value's picture (decision 0102): the 320 px path, its -160 and -72 beside it. */
    image: text('image'),
    /** The file name it was uploaded as, for the editor and the change log. */
    imageName: text('image_name'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_option_values_option_idx').on(t.productOptionId)],
);

/** Kits (packages): a package product made of component products. */
export const packageComponents = pgTable(
  'package_components',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => products.productId),
    componentId: integer('component_id')
      .notNull()
      .references(() => products.productId),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.componentId] }),
    index('package_components_component_idx').on(t.componentId),
  ],
);

/**
 * The product's pictures in the editor's order (migration 0057, decision 0097): the first is products.image. `path` is
 * the page-size picture of an upload (its smaller sizes sit beside it in media), or a picture the part had before.
 */
export const productImages = pgTable(
  'product_images',
  {
    productImageId: serial('product_image_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    sortOrder: integer('sort_order').notNull(),
    path: text('path').notNull(),
    /** The file's name as uploaded (what the change log shows). */
    name: text('name').notNull().default(''),
    /** The uploaded file's hash: the same file sent twice (a double click) is stored once. */
    sha256: text('sha256'),
    uploaded: boolean('uploaded').notNull().default(true),
    /** The PIES digital asset's address the picture was fetched from (decision 0100): not fetched twice. */
    sourceUrl: text('source_url'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const inventory = pgTable(
  'inventory',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationId] }), index('inventory_location_idx').on(t.locationId)],
);
