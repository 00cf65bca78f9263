// Customer accounts: the address book and the wishlist (saved vehicles live in customers.ts as customer_vehicles).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';

/** One address of a customer. Country and zone are stored as codes (ISO 3166 alpha-2 and the subdivision code). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    addressId: serial('address_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull().default(''),
    address1: text('address_1').notNull(),
    address2: text('address_2').notNull().default(''),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    zoneCode: text('zone_code').notNull(),
    /** The customer's default address (spec 001: address_id); at most one per customer. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Values of the address custom fields, by custom_field_id (issue 15). */
    customField: jsonb('custom_field').$type<Record<string, string | string[]>>().notNull().default({}),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A logged-in customer's wishlist; a guest's is kept in the session and moves here at login. */
export const customerWishlist = pgTable(
  'customer_wishlist',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
