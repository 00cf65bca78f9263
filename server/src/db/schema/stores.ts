// Issue 11: what ties the web store to its physical stores: kiosk playback records, custom forms and their
// submissions, and appointment requests waiting for staff to confirm.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locations } from './core';

/** One video shown on a kiosk's splash, from load to end (or to the splash closing). Staff count plays per video. */
export const kioskVideoPlays = pgTable(
  'kiosk_video_plays',
  {
    playId: serial('play_id').primaryKey(),
    videoId: text('video_id').notNull(),
    locationId: integer('location_id').references(() => locations.locationId),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kiosk_video_plays_video_idx').on(t.videoId)],
);

/** A custom form (spec 000 section 3): form_data, layout_settings and fields as the spec names them, plus recipients. */
export const customForms = pgTable('custom_forms', {
  formId: serial('form_id').primaryKey(),
  name: text('name').notNull(),
  formData: jsonb('form_data')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  layoutSettings: jsonb('layout_settings')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  fields: jsonb('fields')
    .$type<Record<string, unknown>[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Comma-separated addresses that receive each submission through the outbox. */
  recipients: text('recipients').notNull().default(''),
  status: boolean('status').notNull().default(true),
});

export const formSubmissions = pgTable(
  'form_submissions',
  {
    submissionId: serial('submission_id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => customForms.formId),
    originUrl: text('origin_url').notNull(),
    submissionValues: jsonb('submission_values').$type<Record<string, string | boolean>>().notNull(),
    /** Migration 0017: a double submit (same key) stores and mails once; without a key the server derives one. */
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: integer('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.formId, t.createdAt),
    uniqueIndex('form_submissions_key_idx').on(t.formId, t.idempotencyKey),
  ],
);

/** Schedule Appointment requests: stored as requested until staff confirm them on the appointment calendar. */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    requestId: serial('request_id').primaryKey(),
    status: text('status', { enum: ['requested', 'confirmed', 'declined'] })
      .notNull()
      .default('requested'),
    locationId: integer('location_id').references(() => locations.locationId),
    customerId: integer('customer_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    vehicle: text('vehicle').notNull().default(''),
    service: text('service').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_requests_status_idx').on(t.status, t.requestedAt)],
);

/** Holiday hours (decision 0086): on its date the store is closed, or open from open_minute to close_minute. */
export const storeHolidays = pgTable(
  'store_holidays',
  {
    holidayId: serial('holiday_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(true),
    openMinute: integer('open_minute'),
    closeMinute: integer('close_minute'),
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('store_holidays_location_date_idx').on(t.locationId, t.date)],
);
