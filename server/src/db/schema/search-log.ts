// Searches as shoppers typed them, with how many parts each found (issue 27): what shoppers want and the store lacks.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const searchLog = pgTable(
  'search_log',
  {
    searchId: serial('search_id').primaryKey(),
    /** Trimmed and lower-cased, so the report counts "Brake Pads" and "brake pads" as one search. */
    term: text('term').notNull(),
    resultCount: integer('result_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_log_created_idx').on(t.createdAt)],
);
