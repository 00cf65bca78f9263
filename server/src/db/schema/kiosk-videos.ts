// Issue 27 (decision 0088): the kiosk's videos as rows an owner uploads, orders and turns on or off in the back office.
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One video of the kiosk splash. `video_id` is the id play records carry (the demo's clips keep theirs: brakes…);
 * `file` is the uploaded file's name under DATA_DIR/kiosk-videos (served at `url`), null for a shipped clip.
 */
export const kioskVideos = pgTable('kiosk_videos', {
  videoId: text('video_id').primaryKey(),
  title: text('title').notNull().default(''),
  url: text('url').notNull(),
  file: text('file'),
  contentType: text('content_type').notNull().default('video/webm'),
  bytes: integer('bytes').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  status: boolean('status').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
