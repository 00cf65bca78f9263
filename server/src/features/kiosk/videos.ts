// The kiosk's videos (issue 27, decision 0088): rows of kiosk_videos, uploaded files under DATA_DIR/kiosk-videos.
// The kiosk reads the enabled ones in their order; the back office (store-admin/kiosk-videos.ts) edits them.
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { kioskVideos } from '#src/db/schema/index';

/** Where uploaded kiosk videos live: beside the staged uploads, so every app process on the host serves them. */
export const kioskVideoDir = (config: Pick<Config, 'DATA_DIR'>): string =>
  path.resolve(config.DATA_DIR, 'kiosk-videos');
/** The address an uploaded file is played from (the route in kiosk/routes.ts). */
export const KIOSK_VIDEO_URL_PREFIX = '/media/kiosk-videos/';
/** An uploaded file's name: our random id and its kind's extension, nothing a caller can steer outside the folder. */
export const KIOSK_VIDEO_FILE = /^[A-Za-z0-9_-]{8,64}\.(mp4|webm)$/;

/** Every video, in the kiosk's order (the back office's list). */
export function allKioskVideos(db: Db) {
  return db.select().from(kioskVideos).orderBy(asc(kioskVideos.sortOrder), asc(kioskVideos.createdAt));
}

/** What the kiosk plays: the enabled videos in their order, as the spec's kiosk video (id, url, title). */
export async function playableKioskVideos(db: Db): Promise<{ id: string; url: string; title: string }[]> {
  const rows = await db
    .select({ id: kioskVideos.videoId, url: kioskVideos.url, title: kioskVideos.title })
    .from(kioskVideos)
    .where(eq(kioskVideos.status, true))
    .orderBy(asc(kioskVideos.sortOrder), asc(kioskVideos.createdAt));
  return rows;
}
