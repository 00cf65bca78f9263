// The end-of-day close (issue 28, decision 0056, migration 0033): a drawer day per store and the cash paid in and out
// of it. order_transactions.day_id / void_day_id (pos.ts) say which day a payment and its void landed in; a trigger
// stamps them (see the migration). Registers (migration 0054, decision 0094): a store's drawers, each with its own day.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DenominationCounts, ZReport } from '@parts/common/till';
import { locations } from './core';
import { users } from './staff';

/** A store's register (drawer); "Register 1" comes with every store (a trigger). Switched off, never deleted once it has days. */
export const registers = pgTable(
  'registers',
  {
    registerId: serial('register_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registers_location_name_uq').on(t.locationId, sql`lower(${t.name})`)],
);

/** The register a staff member works (picked on the drawer screen); their tenders and refunds land in its day. */
export const tillStaffRegisters = pgTable('till_staff_registers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  registerId: integer('register_id')
    .notNull()
    .references(() => registers.registerId, { onDelete: 'cascade' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tillDays = pgTable(
  'till_days',
  {
    dayId: serial('day_id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId),
    registerId: integer('register_id')
      .notNull()
      .references(() => registers.registerId),
    /** The store's local date ("Y-m-d") when the day opened. */
    businessDate: text('business_date').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: integer('opened_by').references(() => users.userId),
    /** Null until the float is counted (a day the first sale opened). */
    floatCents: integer('float_cents'),
    floatCounts: jsonb('float_counts').$type<DenominationCounts>(),
    floatKey: text('float_key'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.userId),
    closeKey: text('close_key'),
    countedCents: integer('counted_cents'),
    overShortCents: integer('over_short_cents'),
    /** The manager whose PIN signed off an over/short past the threshold (decision 0068). */
    signedOffBy: integer('signed_off_by').references(() => users.userId),
    /** The Z report as printed at the close (frozen: a closed day never changes). */
    zReport: jsonb('z_report').$type<ZReport>(),
  },
  (t) => [
    uniqueIndex('till_days_one_open_uq')
      .on(t.registerId)
      .where(sql`${t.status} = 'open'`),
    index('till_days_location_idx').on(t.locationId, t.dayId),
    index('till_days_register_idx').on(t.registerId, t.dayId),
    check('till_days_status_ck', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const tillMovements = pgTable(
  'till_movements',
  {
    movementId: serial('movement_id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => tillDays.dayId),
    kind: text('kind').$type<'paid_in' | 'paid_out'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('till_movements_key_uq').on(t.idempotencyKey),
    index('till_movements_day_idx').on(t.dayId),
    check('till_movements_kind_ck', sql`${t.kind} in ('paid_in', 'paid_out')`),
    check('till_movements_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
