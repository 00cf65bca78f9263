// Abuse limits: one counter row per (scope, key), bumped atomically so a burst of requests cannot all pass the check.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Attempts in the current window for a key (a username, an email, an IP, a captcha picture); see http/rate-limit.ts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
