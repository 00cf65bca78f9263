// The fitment coverage report (issue 26, decision 0084, migration 0049): coverage before and after each import that
// committed (ACES, PIES or product CSV), over the popular vehicles and major categories of that moment.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const coverageSnapshots = pgTable(
  'coverage_snapshots',
  {
    snapshotId: serial('snapshot_id').primaryKey(),
    /** aces, pies or products: which import history import_id is in. */
    importKind: text('import_kind', { enum: ['aces', 'pies', 'products'] }).notNull(),
    importId: integer('import_id').notNull(),
    fileName: text('file_name').notNull(),
    /** How many popular vehicles and major categories were checked (the pairs are their product). */
    vehicles: integer('vehicles').notNull(),
    categories: integer('categories').notNull(),
    holesBefore: integer('holes_before').notNull(),
    holesAfter: integer('holes_after').notNull(),
    coveredBefore: integer('covered_before').notNull(),
    coveredAfter: integer('covered_after').notNull(),
    /** Enabled parts with no applications that are not universal. */
    unfittedBefore: integer('unfitted_before').notNull(),
    unfittedAfter: integer('unfitted_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coverage_snapshots_created_idx').on(t.createdAt)],
);
