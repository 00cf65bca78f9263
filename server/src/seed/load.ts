// Writes the whole demo store: reference tables, vehicles, catalogue, fitment, pictures, staff and customers.
import type { Database } from '#src/db/client';
import * as t from '#src/db/schema/index';
import { DEFAULT_SETTINGS } from '#src/features/settings/defaults';
import { saveSettings } from '#src/features/settings/queries';
import { hashSecret } from '#src/features/staff/passwords';
import { insertRows, resetSequence } from './bulk';
import { BRANDS } from './data/brands';
import { PART_TYPES } from './data/part-types';
import { generateApplications } from './generate-applications';
import { categoryRefs, generateCatalog } from './generate-catalog';
import { generateVehicles } from './generate-vehicles';
import { generateProductPageDemo, optionImages, PRICE_NOTICES, REVIEWS } from './generate-product-page';
import { brandImage, categoryImage } from './images';
import { CUSTOMER_GROUPS, DEMO_CUSTOMER_PASSWORD, LOCATIONS, TAX_CLASSES, TAX_RATES, demoCustomers } from './reference';
import { Rng } from './rng';
import { loadCartDemo } from './cart';
import { loadPosDemo } from './pos';
import { loadCustomerEditorDemo } from './customers';
import { loadHouseAccountDemo } from './house-accounts';
import { loadContentDemo } from './generate-content';
import { loadFormsDemo } from './forms';
import { DEMO_STAFF } from './staff';
import { loadDemoAddresses } from './account';
import * as tables from './tables';
import { loadPosCartDemo } from './pos-cart';
import { loadShopperOrders } from './shopper';
import { loadAppointmentsDemo } from './appointments';
import { loadSearchDemand } from './demand';

export const SEED = 20261122;

/** The PCdb part type → category mapping of the demo categories (PIES imports, decision 0069). */
async function loadPartTypes(database: Database, leaves: { categoryId: number; name: string }[]): Promise<void> {
  const idOf = new Map(leaves.map((l) => [l.name, l.categoryId]));
  await database.query('delete from part_type_categories');
  const values = PART_TYPES.map(
    ([id, name, category]) => `(${id}, '${name.replace(/'/g, "''")}', ${idOf.get(category) ?? 'null'})`,
  );
  await database.query(
    `insert into part_type_categories (part_terminology_id, part_type_name, category_id) values ${values.join(', ')}`,
  );
}

/** Every table the demo owns, children first; a reseed empties them all. */
const DEMO_TABLES = [
  'reviews',
  'product_price_notices',
  'applications',
  'inventory',
  'package_components',
  'product_option_values',
  'product_options',
  'instant_rebates',
  'product_discounts',
  'product_specials',
  'product_categories',
  'products',
  'series',
  'categories',
  'manufacturers',
  'vehicle_configs',
  'engines',
  'engine_sizes',
  'engine_families',
  'engine_mfrs',
  'bed_lengths',
  'body_types',
  'sub_models',
  'base_vehicles',
  'models',
  'makes',
  'users',
  'customers',
  'customer_groups',
  'tax_rates',
  'tax_classes',
  'locations',
  'media',
  'login_failures',
  'rate_limits',
  'coupons',
  'gift_vouchers',
];

export interface SeedReport {
  products: number;
  applications: number;
  baseVehicles: number;
  seconds: number;
}

export async function loadDemo(
  database: Database,
  opts: { scale: number; log?: (msg: string) => void },
): Promise<SeedReport> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const { db } = database;
  const rng = new Rng(SEED);
  await database.query(`truncate table ${DEMO_TABLES.join(', ')} restart identity cascade`);

  await db.insert(t.locations).values(
    LOCATIONS.map((l, i) => ({
      ...l,
      openingHours: [...l.openingHours],
      services: [...l.services],
      locationId: i + 1,
      sortOrder: i,
    })),
  );
  await db.insert(t.taxClasses).values(TAX_CLASSES.map((title, i) => ({ taxClassId: i + 1, title })));
  await db.insert(t.taxRates).values(TAX_RATES);
  await db.insert(t.customerGroups).values(CUSTOMER_GROUPS.map((g, i) => ({ ...g, customerGroupId: i + 1 })));

  log('Demo data: vehicles…');
  const v = generateVehicles(rng);
  await db.insert(t.makes).values(v.makes.map((m) => ({ makeId: m.id, name: m.name, popular: m.popular })));
  await db.insert(t.models).values(
    v.models.map((m) => ({
      modelId: m.modelId,
      makeId: m.makeId,
      name: m.name,
      kind: m.seed.kind,
      popular: m.popular,
    })),
  );
  await db.insert(t.subModels).values(v.subModels.map((r) => ({ subModelId: r.id, name: r.name })));
  await db.insert(t.bodyTypes).values(v.bodyTypes.map((r) => ({ bodyTypeId: r.id, name: r.name })));
  await db.insert(t.bedLengths).values(v.bedLengths.map((r) => ({ bedLengthId: r.id, name: r.name })));
  await db.insert(t.engineMfrs).values(v.engineMfrs.map((r) => ({ engineMfrId: r.id, name: r.name })));
  await db
    .insert(t.engineFamilies)
    .values(v.engineFamilies.map((r) => ({ engineFamilyId: r.id, engineMfrId: r.mfrId, name: r.name })));
  await db.insert(t.engineSizes).values(v.engineSizes.map((r) => ({ engineSizeId: r.id, liters: r.name })));
  await db.insert(t.engines).values(
    v.engines.map((e) => ({
      engineId: e.id,
      engineMfrId: e.mfrId,
      engineFamilyId: e.familyId,
      engineSizeId: e.sizeId,
      cylinders: e.cylinders,
      fuel: e.fuel,
    })),
  );
  await insertRows(database, tables.BASE_VEHICLES, v.baseVehicles);
  await insertRows(database, tables.VEHICLE_CONFIGS, v.configs);

  log('Demo data: catalogue…');
  const { groups, leaves } = categoryRefs();
  await db
    .insert(t.manufacturers)
    .values(
      BRANDS.map((b, i) => ({ manufacturerId: i + 1, name: b.name, aaia: b.aaia, image: `brands/${b.aaia}.svg` })),
    );
  await db.insert(t.categories).values([
    ...groups.map((g, i) => ({
      categoryId: g.categoryId,
      parentId: null,
      name: g.name,
      slug: g.slug,
      groupName: g.name,
      image: `categories/${g.slug}.svg`,
      sortOrder: i,
    })),
    ...leaves.map((c, i) => ({
      categoryId: c.categoryId,
      parentId: c.parentId,
      name: c.name,
      slug: c.slug,
      groupName: c.group,
      image: `categories/${c.slug}.svg`,
      sortOrder: i,
    })),
  ]);
  await loadPartTypes(database, leaves);
  const locationIds = LOCATIONS.map((_, i) => i + 1);
  const c = generateCatalog(rng, opts.scale, locationIds);
  const pageDemo = generateProductPageDemo(c.products);
  await insertRows(database, tables.SERIES, c.series);
  await insertRows(database, tables.PRODUCTS, c.products);
  await insertRows(database, tables.PRODUCT_CATEGORIES, c.productCategories);
  await insertRows(database, tables.SPECIALS, c.specials);
  await insertRows(database, tables.DISCOUNTS, c.discounts);
  await insertRows(database, tables.REBATES, c.rebates);
  await insertRows(database, tables.OPTIONS, c.options);
  await insertRows(database, tables.OPTION_VALUES, c.optionValues);
  await insertRows(database, tables.COMPONENTS, c.components);
  await insertRows(database, tables.INVENTORY, c.inventory);
  await insertRows(database, REVIEWS, pageDemo.reviews);
  await insertRows(database, PRICE_NOTICES, pageDemo.notices);

  log(`Demo data: fitment for ${c.products.length} parts…`);
  const apps = generateApplications(rng, c.products, v);
  await insertRows(database, tables.APPLICATIONS, apps);

  const pictures = [
    ...groups.map((g) => ({ path: `categories/${g.slug}.svg`, svg: categoryImage(g.name, g.name) })),
    ...leaves.map((l) => ({ path: `categories/${l.slug}.svg`, svg: categoryImage(l.name, l.group) })),
    ...BRANDS.map((b) => ({ path: `brands/${b.aaia}.svg`, svg: brandImage(b.name, b.aaia) })),
    ...optionImages(),
  ];
  await db
    .insert(t.media)
    .values(pictures.map((p) => ({ path: p.path, contentType: 'image/svg+xml', body: Buffer.from(p.svg) })));

  // One hash for all demo customers: argon2 is slow on purpose, and they share the documented password.
  const customerHash = await hashSecret(DEMO_CUSTOMER_PASSWORD);
  await db
    .insert(t.customers)
    .values(demoCustomers(rng, 40).map((cu) => ({ ...cu, passwordHash: customerHash, defaultLocationId: 1 })));
  await loadDemoAddresses(database);
  for (const [i, s] of DEMO_STAFF.entries()) {
    await db.insert(t.users).values({
      username: s.username,
      firstname: s.firstname,
      lastname: s.lastname,
      email: `${s.username}@partsdesk.example`,
      role: s.role,
      passwordHash: await hashSecret(s.password),
      pinHash: await hashSecret(s.pin),
      locationId: (i % 3) + 1,
    });
  }
  await saveSettings(db, { ...DEFAULT_SETTINGS, default_location_id: 1 });
  await loadCartDemo(db);
  await loadPosCartDemo(db);
  await loadShopperOrders(db);
  await loadPosDemo(db);
  await loadContentDemo(database);
  await loadCustomerEditorDemo(db);
  await loadHouseAccountDemo(db);
  await loadFormsDemo(database);
  await loadAppointmentsDemo(db);
  await loadSearchDemand(db);

  for (const [table, col] of [
    ['locations', 'location_id'],
    ['tax_classes', 'tax_class_id'],
    ['customer_groups', 'customer_group_id'],
    ['makes', 'make_id'],
    ['models', 'model_id'],
    ['base_vehicles', 'base_vehicle_id'],
    ['sub_models', 'sub_model_id'],
    ['body_types', 'body_type_id'],
    ['bed_lengths', 'bed_length_id'],
    ['engine_mfrs', 'engine_mfr_id'],
    ['engine_families', 'engine_family_id'],
    ['engine_sizes', 'engine_size_id'],
    ['engines', 'engine_id'],
    ['vehicle_configs', 'vehicle_config_id'],
    ['manufacturers', 'manufacturer_id'],
    ['categories', 'category_id'],
    ['series', 'series_id'],
    ['products', 'product_id'],
    ['product_options', 'product_option_id'],
    ['applications', 'application_id'],
  ] as const)
    await resetSequence(database, table, col);
  // VACUUM sets the visibility map, so listing queries can answer from indexes alone.
  await database.query('vacuum analyze');
  return {
    products: c.products.length,
    applications: apps.length,
    baseVehicles: v.baseVehicles.length,
    seconds: (Date.now() - started) / 1000,
  };
}
