// Store-wide tables: settings, sessions, media, tax, customer groups, locations.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Key/value settings so an admin can change store behaviour without a deploy (fitment config, flags, design colours). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Server-side sessions: the cookie holds only the random id; everything else lives here so any server process can answer. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Pictures made by the seed (and later uploads), kept in the database so every server process serves the same files. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
});

export const taxClasses = pgTable('tax_classes', {
  taxClassId: serial('tax_class_id').primaryKey(),
  title: text('title').notNull(),
  /** The idempotency key of the add that made the row (decision 0099): unique, so a repeated add finds it. */
  addKey: text('add_key').unique(),
});

/** A rate applies to a tax class in a region (zone); basis points keep it an integer (8.25% = 825). */
export const taxRates = pgTable('tax_rates', {
  taxRateId: serial('tax_rate_id').primaryKey(),
  taxClassId: integer('tax_class_id')
    .notNull()
    .references(() => taxClasses.taxClassId),
  name: text('name').notNull(),
  rateBp: integer('rate_bp').notNull(),
  zoneCode: text('zone_code').notNull(),
});

export const customerGroups = pgTable('customer_groups', {
  customerGroupId: serial('customer_group_id').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The idempotency key of the add that made the row (decision 0099). */
  addKey: text('add_key').unique(),
});

/** Stores and the warehouse; inventory is counted per location. */
export const locations = pgTable('locations', {
  locationId: serial('location_id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['store', 'warehouse'] }).notNull(),
  warehouseCode: text('warehouse_code'),
  address1: text('address_1').notNull(),
  city: text('city').notNull(),
  zoneCode: text('zone_code').notNull(),
  postcode: text('postcode').notNull(),
  telephone: text('telephone').notNull(),
  emailAddress: text('email_address').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The store's IANA time zone: every time shown for it (POS lists, receipts, appointments) is its wall clock (0043). */
  timeZone: text('time_zone').notNull().default('America/Chicago'),
  /** Opening hours as shown on the locator and contact page, one line per day range (issue 11). */
  openingHours: jsonb('opening_hours')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** What the store offers (the locator's filters): pickup, installation, battery testing… */
  services: jsonb('services')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});
