// The vehicle vocabulary, after the Auto Care VCdb: base vehicles (year, make, model) and their configurations.
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const makes = pgTable('makes', {
  makeId: serial('make_id').primaryKey(),
  name: text('name').notNull().unique(),
  popular: boolean('popular').notNull().default(false),
});

export const models = pgTable(
  'models',
  {
    modelId: serial('model_id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.makeId),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['car', 'truck', 'suv', 'van'] }).notNull(),
    popular: boolean('popular').notNull().default(false),
  },
  (t) => [uniqueIndex('models_make_name_uq').on(t.makeId, t.name)],
);

export const baseVehicles = pgTable(
  'base_vehicles',
  {
    baseVehicleId: serial('base_vehicle_id').primaryKey(),
    year: smallint('year').notNull(),
    makeId: integer('make_id')
      .notNull()
      .references(() => makes.makeId),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.modelId),
  },
  (t) => [
    uniqueIndex('base_vehicles_ymm_uq').on(t.year, t.makeId, t.modelId),
    index('base_vehicles_model_idx').on(t.modelId),
  ],
);

export const subModels = pgTable('sub_models', {
  subModelId: serial('sub_model_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const bodyTypes = pgTable('body_types', {
  bodyTypeId: serial('body_type_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const bedLengths = pgTable('bed_lengths', {
  bedLengthId: serial('bed_length_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const engineMfrs = pgTable('engine_mfrs', {
  engineMfrId: serial('engine_mfr_id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const engineFamilies = pgTable(
  'engine_families',
  {
    engineFamilyId: serial('engine_family_id').primaryKey(),
    engineMfrId: integer('engine_mfr_id')
      .notNull()
      .references(() => engineMfrs.engineMfrId),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('engine_families_uq').on(t.engineMfrId, t.name)],
);

export const engineSizes = pgTable('engine_sizes', {
  engineSizeId: serial('engine_size_id').primaryKey(),
  liters: text('liters').notNull().unique(),
});

/** One engine = manufacturer + family + size (+ the details a counter person reads out). */
export const engines = pgTable(
  'engines',
  {
    engineId: serial('engine_id').primaryKey(),
    engineMfrId: integer('engine_mfr_id')
      .notNull()
      .references(() => engineMfrs.engineMfrId),
    engineFamilyId: integer('engine_family_id')
      .notNull()
      .references(() => engineFamilies.engineFamilyId),
    engineSizeId: integer('engine_size_id')
      .notNull()
      .references(() => engineSizes.engineSizeId),
    cylinders: smallint('cylinders').notNull(),
    fuel: text('fuel').notNull(),
  },
  (t) => [uniqueIndex('engines_uq').on(t.engineMfrId, t.engineFamilyId, t.engineSizeId)],
);

/** A configuration that was actually built: the choices offered after year/make/model come from these rows. */
export const vehicleConfigs = pgTable(
  'vehicle_configs',
  {
    vehicleConfigId: serial('vehicle_config_id').primaryKey(),
    baseVehicleId: integer('base_vehicle_id')
      .notNull()
      .references(() => baseVehicles.baseVehicleId),
    subModelId: integer('sub_model_id')
      .notNull()
      .references(() => subModels.subModelId),
    bodyTypeId: integer('body_type_id')
      .notNull()
      .references(() => bodyTypes.bodyTypeId),
    bedLengthId: integer('bed_length_id').references(() => bedLengths.bedLengthId),
    engineId: integer('engine_id')
      .notNull()
      .references(() => engines.engineId),
  },
  (t) => [index('vehicle_configs_bv_idx').on(t.baseVehicleId), index('vehicle_configs_engine_idx').on(t.engineId)],
);
