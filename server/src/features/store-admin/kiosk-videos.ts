// Store → Kiosk videos (issue 27, decision 0088): upload (checked by the file's first bytes, streamed to disk under a
// size cap), rename, on/off, order and remove. Each change is audited in its transaction; the kiosk reads the rows on
// its next settings call, so a change needs no restart.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  KIOSK_VIDEO_MAX_BYTES,
  KIOSK_VIDEO_MAX_COUNT,
  KIOSK_VIDEO_MSG,
  type KioskVideoRow,
  type KioskVideoSave,
} from '@parts/common/kiosk-admin';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { kioskVideos } from '#src/db/schema/index';
import { HttpError, badRequest, notFound } from '#src/http/errors';
import { receiveUpload } from '#src/http/upload';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { KIOSK_VIDEO_URL_PREFIX, allKioskVideos, kioskVideoDir } from '#src/features/kiosk/videos';

/**
 * The video's kind by its first bytes: an ISO media file (MP4, `ftyp` box at byte 4) or a WebM (an EBML header whose
 * DocType is "webm"); anything else (a Matroska file the browser may not play, a renamed script) is undefined.
 */
export function videoKind(head: Buffer): { type: string; ext: 'mp4' | 'webm' } | undefined {
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return { type: 'video/mp4', ext: 'mp4' };
  if (head.subarray(0, 4).equals(Buffer.from('1a45dfa3', 'hex')) && head.subarray(0, 64).includes('webm', 0, 'latin1'))
    return { type: 'video/webm', ext: 'webm' };
  return undefined;
}

export async function kioskVideoList(db: Db): Promise<KioskVideoRow[]> {
  return (await allKioskVideos(db)).map((v) => ({
    video_id: v.videoId,
    title: v.title,
    url: v.url,
    enabled: v.status,
    sort_order: v.sortOrder,
    content_type: v.contentType,
    bytes: v.bytes,
    uploaded: v.file !== null,
  }));
}

/** Takes the request's file: staged (size cap), checked by its bytes, moved under kiosk-videos/, added last and on. */
export async function uploadKioskVideo(
  db: Db,
  config: Pick<Config, 'DATA_DIR'>,
  actor: AuditActor,
  req: FastifyRequest,
  title: string,
) {
  const [held] = await db.select({ n: count() }).from(kioskVideos);
  if ((held?.n ?? 0) >= KIOSK_VIDEO_MAX_COUNT) throw badRequest(KIOSK_VIDEO_MSG.tooMany);
  const staged = await receiveUpload(req, config, KIOSK_VIDEO_MAX_BYTES);
  let stored: string | undefined;
  try {
    const file = await open(staged.path);
    const head = Buffer.alloc(64);
    await file.read(head, 0, 64, 0);
    await file.close();
    const kind = videoKind(head);
    if (!kind) throw new HttpError(415, KIOSK_VIDEO_MSG.notAVideo, { file: KIOSK_VIDEO_MSG.notAVideo });
    const videoId = `v-${randomBytes(9).toString('base64url')}`;
    const name = `${randomBytes(12).toString('base64url')}.${kind.ext}`;
    const dir = kioskVideoDir(config);
    await mkdir(dir, { recursive: true });
    stored = path.join(dir, name);
    await rename(staged.path, stored);
    await db.transaction(async (tx) => {
      const [top] = await tx.select({ last: max(kioskVideos.sortOrder) }).from(kioskVideos);
      await tx.insert(kioskVideos).values({
        videoId,
        title,
        url: `${KIOSK_VIDEO_URL_PREFIX}${name}`,
        file: name,
        contentType: kind.type,
        bytes: staged.bytes,
        sortOrder: (top?.last ?? -1) + 1,
        status: true,
      });
      await recordAudit(tx, actor, {
        action: 'kiosk_video.upload',
        targetType: 'kiosk_video',
        targetId: videoId,
        summary: `Added kiosk video ${title}`,
        detail: { title, bytes: staged.bytes, content_type: kind.type, sha256: staged.sha256 },
      });
    });
    stored = undefined;
    return { success: KIOSK_VIDEO_MSG.uploaded(title), items: await kioskVideoList(db) };
  } finally {
    await rm(staged.path, { force: true });
    // A failure after the move (the row not written) leaves no orphan file.
    if (stored) await rm(stored, { force: true });
  }
}

export async function saveKioskVideo(db: Db, actor: AuditActor, body: KioskVideoSave) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(kioskVideos).where(eq(kioskVideos.videoId, body.video_id)).for('update');
    if (!before) throw notFound(KIOSK_VIDEO_MSG.notFound);
    const after = { title: body.title ?? before.title, status: body.enabled ?? before.status };
    if (after.title === before.title && after.status === before.status) return;
    await tx.update(kioskVideos).set(after).where(eq(kioskVideos.videoId, body.video_id));
    await recordAudit(tx, actor, {
      action: 'kiosk_video.change',
      targetType: 'kiosk_video',
      targetId: body.video_id,
      summary: `Changed kiosk video ${after.title}`,
      detail: {
        old: { title: before.title, enabled: before.status },
        new: { title: after.title, enabled: after.status },
      },
    });
  });
  return { success: KIOSK_VIDEO_MSG.saved, items: await kioskVideoList(db) };
}

/** A new order: every video named exactly once, first plays first. */
export async function orderKioskVideos(db: Db, actor: AuditActor, ids: string[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: kioskVideos.videoId }).from(kioskVideos).for('update');
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw badRequest(KIOSK_VIDEO_MSG.badOrder, { video_ids: KIOSK_VIDEO_MSG.badOrder });
    for (const [i, id] of ids.entries())
      await tx.update(kioskVideos).set({ sortOrder: i }).where(eq(kioskVideos.videoId, id));
    await recordAudit(tx, actor, {
      action: 'kiosk_video.order',
      targetType: 'kiosk_video',
      targetId: 'order',
      summary: 'Changed the order of the kiosk videos',
      detail: { order: ids },
    });
  });
  return { success: KIOSK_VIDEO_MSG.ordered, items: await kioskVideoList(db) };
}

/** Removes the row (its plays stay in the reports under its id), then its file. */
export async function deleteKioskVideo(db: Db, config: Pick<Config, 'DATA_DIR'>, actor: AuditActor, id: string) {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(kioskVideos).where(eq(kioskVideos.videoId, id)).returning();
    if (!row) throw notFound(KIOSK_VIDEO_MSG.notFound);
    await recordAudit(tx, actor, {
      action: 'kiosk_video.delete',
      targetType: 'kiosk_video',
      targetId: id,
      summary: `Removed kiosk video ${row.title}`,
      detail: { title: row.title, url: row.url },
    });
    return row;
  });
  if (removed.file) await rm(path.join(kioskVideoDir(config), path.basename(removed.file)), { force: true });
  return { success: KIOSK_VIDEO_MSG.removed, items: await kioskVideoList(db) };
}
