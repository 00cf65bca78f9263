// Customers (shoppers and walk-in accounts). Accounts, addresses and saved vehicles grow here in later work.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerGroups, locations } from './core';

export const customers = pgTable(
  'customers',
  {
    customerId: serial('customer_id').primaryKey(),
    customerGroupId: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.customerGroupId),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Unique when given; a walk-in may have none when the store does not require one (customer_require_email). */
    email: text('email').notNull(),
    telephone: text('telephone').notNull().default(''),
    passwordHash: text('password_hash'),
    newsletter: boolean('newsletter').notNull().default(false),
    textingAlerts: boolean('texting_alerts').notNull().default(false),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    taxExemptNumber: text('tax_exempt_number').notNull().default(''),
    defaultLocationId: integer('default_location_id').references(() => locations.locationId),
    status: boolean('status').notNull().default(true),
    safe: boolean('safe').notNull().default(false),
    /** Values of the account custom fields, by custom_field_id (issue 15). */
    customField: jsonb('custom_field').$type<Record<string, string | string[]>>().notNull().default({}),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
  ],
);

/** A customer's saved vehicle ("My Garage"): the facets as chosen, an optional VIN, a title and notes. */
export const customerVehicles = pgTable(
  'customer_vehicles',
  {
    vehicleId: serial('vehicle_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId),
    title: text('title').notNull(),
    vin: text('vin').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Facet entries (api_field, api_value, label_field, label_value), as the spec's ymm_data. */
    ymmData: jsonb('ymm_data').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_vehicles_customer_idx').on(t.customerId)],
);
