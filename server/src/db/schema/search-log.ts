// Searches as shoppers typed them, with how many parts each found (issue 27): what shoppers want and the store lacks.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const searchLog = pgTable(
  'search_log',
  {
    searchId: serial('search_id').primaryKey(),
    /** Trimmed and lower-cased, so the report counts "Brake Pads" and "brake pads" as one search. */
    term: text('term').notNull(),
    resultCount: integer('result_count').notNull(),
    /** The base vehicle chosen when searching (migration 0049): the coverage report's demand. */
    baseVehicleId: integer('base_vehicle_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_log_created_idx').on(t.createdAt),
    index('search_log_vehicle_idx')
      .on(t.baseVehicleId)
      .where(sql`${t.baseVehicleId} is not null`),
  ],
);
