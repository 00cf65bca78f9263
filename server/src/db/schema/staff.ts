// Staff users (admin, manager, cashier, installer) and the login attempts that rate-limit wrong passwords.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@parts/common/flags';
import { locations } from './core';

export const users = pgTable('users', {
  userId: serial('user_id').primaryKey(),
  username: text('username').notNull().unique(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  email: text('email').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  /** The user's own permissions (common/permissions.ts); null: their role's defaults. Ask permissionsOf(user). */
  permissions: jsonb('permissions').$type<string[]>(),
  /** The stores this user may work at (decision 0096); null: every store. Ask mayWorkAt (common/staff-stores.ts). */
  storeIds: integer('store_ids').array(),
  /** How far below a line's original price (percent) they may set it without a manager; null: no limit. */
  priceOverrideLimitPct: integer('price_override_limit_pct'),
  passwordHash: text('password_hash').notNull(),
  pinHash: text('pin_hash').notNull(),
  locationId: integer('location_id').references(() => locations.locationId),
  status: boolean('status').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Failed attempts by key (a username or an IP); counted over a sliding window to lock out guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.scope, t.key, t.at)],
);
