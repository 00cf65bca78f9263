// Fitment applications (ACES): a part fits a base vehicle, optionally narrowed by qualifiers.
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { baseVehicles, bedLengths, bodyTypes, engines, subModels } from './vehicles';

export const applications = pgTable(
  'applications',
  {
    applicationId: serial('application_id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.baseVehicleId),
    subModelId: integer('sub_model_id').references(() => subModels.subModelId),
    bodyTypeId: integer('body_type_id').references(() => bodyTypes.bodyTypeId),
    bedLengthId: integer('bed_length_id').references(() => bedLengths.bedLengthId),
    engineId: integer('engine_id').references(() => engines.engineId),
    position: text('position'),
    quantity: integer('quantity').notNull().default(1),
    notes: text('notes').array().notNull().default([]),
    /** The ACES App id of an imported application, so incremental files can delete it. */
    sourceRef: text('source_ref'),
  },
  (t) => [
    index('applications_bv_product_idx').on(t.baseVehicleId, t.productId),
    index('applications_product_idx').on(t.productId),
    index('applications_source_ref_idx').on(t.sourceRef),
  ],
);

/**
 * The fit table (migration 0021, decision 0027): which products fit each base vehicle, per category, kept by triggers on
 * applications, product_categories and products. `apps` counts the product's applications on the base vehicle, so a
 * row goes when the last one does.
 */
export const vehicleFits = pgTable(
  'vehicle_fits',
  {
    baseVehicleId: integer('base_vehicle_id').notNull(),
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
    apps: integer('apps').notNull(),
  },
  (t) => [primaryKey({ name: 'vehicle_fits_pk', columns: [t.baseVehicleId, t.categoryId, t.productId] })],
);

/** Universal products per category (migration 0021), kept by the same triggers: the fit table's rows for every vehicle. */
export const universalFits = pgTable(
  'universal_fits',
  {
    categoryId: integer('category_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'universal_fits_pk', columns: [t.categoryId, t.productId] }),
    index('universal_fits_product_idx').on(t.productId),
  ],
);
