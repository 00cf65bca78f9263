// Install appointments (issue 14, decision 0025): bays per store, installers' availability, appointment statuses and
// the appointments themselves. No double booking is the database's job: migration 0019 adds two exclusion constraints
// (btree_gist) over tstzrange(starts_at, ends_at) per bay and per installer, which Drizzle cannot express.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { locations } from './core';
import { users } from './staff';
import { customers, customerVehicles } from './customers';
import { orders } from './cart';
import { appointmentRequests } from './stores';

export const bays = pgTable(
  'bays',
  {
    bayId: serial('bay_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId),
    title: text('title').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('bays_location_title_idx').on(t.locationId, t.title)],
);

/** An installer's availability (users with role installer); no row means available every day at their location. */
export const installerAvailability = pgTable('installer_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId),
  available: boolean('available').notNull().default(true),
  /** Weekdays the installer works, 0 = Sunday … 6 = Saturday. */
  weekdays: jsonb('weekdays')
    .$type<number[]>()
    .notNull()
    .default(sql`'[0,1,2,3,4,5,6]'::jsonb`),
});

export const appointmentStatuses = pgTable('appointment_statuses', {
  statusId: integer('status_id').primaryKey(),
  name: text('name').notNull(),
  /** A cancelled appointment frees its bay and installer (the exclusion constraints skip it). */
  holdsSlot: boolean('holds_slot').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const appointments = pgTable(
  'appointments',
  {
    appointmentId: serial('appointment_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId),
    bayId: integer('bay_id')
      .notNull()
      .references(() => bays.bayId),
    /** The installer (a staff user with role installer); null when none is assigned. */
    userId: integer('user_id').references(() => users.userId),
    customerId: integer('customer_id').references(() => customers.customerId),
    orderId: integer('order_id').references(() => orders.orderId),
    vehicleId: integer('vehicle_id').references(() => customerVehicles.vehicleId),
    requestId: integer('request_id').references(() => appointmentRequests.requestId),
    statusId: integer('status_id')
      .notNull()
      .references(() => appointmentStatuses.statusId),
    /** Copied from the status: the exclusion constraints need an immutable column to skip cancelled appointments. */
    holdsSlot: boolean('holds_slot').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    note: text('note').notNull().default(''),
    /** The order lines the appointment is for (category_products). */
    products: jsonb('products')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    notifyCustomer: boolean('notify_customer').notNull().default(false),
    /** A double submit (same key) books once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('appointments_request_idx').on(t.requestId),
    index('appointments_location_start_idx').on(t.locationId, t.startsAt),
    index('appointments_order_idx').on(t.orderId),
  ],
);
