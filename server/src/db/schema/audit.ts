// The audit log (issue 27, decision 0062, migration 0038): risky actions, who did them, when and from which register.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './core';
import { users } from './staff';

export const auditLog = pgTable(
  'audit_log',
  {
    auditId: serial('audit_id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The staff member's name then, so the row still reads right after the account is renamed or removed. */
    userName: text('user_name').notNull(),
    /** What was done, as a dotted name: `order.void`, `price.override`, `setting.change`, `import.pies`… */
    action: text('action').notNull(),
    /** What it was done to: `order`, `product`, `setting`, `user`…, and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    /** One line a manager reads: "Voided order #1042 ($84.17)". */
    summary: text('summary').notNull(),
    /** The details (old → new values, amounts), for the row's expanded view. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The register: the store the session worked in, and the address the call came from. */
    locationId: integer('location_id').references(() => locations.locationId, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
