// The back office's ACES imports (issue 26, decision 0073, migration 0042): each upload's check and, once committed,
// what it did; the staged file is named by upload_id until the commit.
import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AcesFinding } from '@parts/common/fitment-admin';
import { users } from './staff';

export const acesImports = pgTable(
  'aces_imports',
  {
    importId: serial('import_id').primaryKey(),
    /** validated (checked, waiting for its commit), committed, refused (the file as a whole), discarded. */
    status: text('status').notNull(),
    fileName: text('file_name').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The staged file under DATA_DIR/uploads; cleared once committed. */
    uploadId: text('upload_id'),
    submissionType: text('submission_type').notNull().default(''),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    records: integer('records').notNull().default(0),
    added: integer('added').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Findings per kind over the whole file. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    /** The first 10,000 findings (the validation's; after the commit, the commit's rejections replace its rejects). */
    findings: jsonb('findings').$type<AcesFinding[]>().notNull().default([]),
    error: text('error'),
    seconds: real('seconds').notNull().default(0),
  },
  (t) => [index('aces_imports_created_idx').on(t.createdAt)],
);
