// Information pages (issue 11, decision 0022): staff-written pages at /information/information?information_id=N whose
// body may hold `<div class="custom-form" data-id="N"></div>` elements, where the custom form renders.
import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const informationPages = pgTable(
  'information_pages',
  {
    informationId: serial('information_id').primaryKey(),
    title: text('title').notNull(),
    /** A short name for links ("contact" is shown on the contact page). */
    slug: text('slug').notNull(),
    /** Paragraphs separated by a blank line; a paragraph starting with "<" is markup from an allowlist (web ContentBody). */
    body: text('body').notNull(),
    status: boolean('status').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('information_pages_slug_idx').on(t.slug)],
);
