// Store → Kiosk videos (issue 27, decision 0088): the videos the kiosk splash plays, uploaded, ordered, turned on or
// off and removed in the back office. The kiosk plays the enabled ones in their order (GET /tool/kiosk/settings).
import { z } from 'zod';
import { MSG } from './messages';

/** An uploaded video above this is refused: a splash clip made for a kiosk screen is a few MB. */
export const KIOSK_VIDEO_MAX_BYTES = 50_000_000;
/** The kiosk loops every enabled video; more than this is a playlist nobody watches to the end. */
export const KIOSK_VIDEO_MAX_COUNT = 20;

export const KIOSK_VIDEO_MSG = {
  notAVideo: 'That file is not an MP4 or WebM video.',
  tooMany: `A kiosk holds at most ${KIOSK_VIDEO_MAX_COUNT} videos. Remove one first.`,
  notFound: 'That video no longer exists.',
  uploaded: (title: string) => `${title} has been added to the kiosk.`,
  saved: 'The video has been saved.',
  ordered: 'The new order has been saved.',
  removed: 'The video has been removed.',
  badOrder: 'List every video once.',
} as const;

const title = z.string().trim().min(1, MSG.required).max(120, MSG.maxChars(120));
export const kioskVideoId = z.string().regex(/^[\w-]{1,64}$/, 'A video id is 1 to 64 letters, digits, - or _.');

/** One row of the list: the shipped demo clips have no file (uploaded false). */
export const kioskVideoRowSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
  content_type: z.string(),
  bytes: z.number().int(),
  uploaded: z.boolean(),
});
export type KioskVideoRow = z.infer<typeof kioskVideoRowSchema>;
export const kioskVideosAnswer = z.object({ items: z.array(kioskVideoRowSchema) });
export type KioskVideosAnswer = z.infer<typeof kioskVideosAnswer>;
export const kioskVideosChangedAnswer = kioskVideosAnswer.extend({ success: z.string() });

/** The upload's query: the file itself is the raw body (http/upload.ts); its title is typed by the owner. */
export const kioskVideoUploadQuery = z.object({ title, filename: z.string().max(200).optional() });
/** The upload form's own fields (the file is picked apart from react-hook-form's values). */
export const kioskVideoUploadForm = z.object({ title });
export type KioskVideoUploadForm = z.infer<typeof kioskVideoUploadForm>;

export const kioskVideoSaveSchema = z.object({
  video_id: kioskVideoId,
  title: title.optional(),
  enabled: z.boolean().optional(),
});
export type KioskVideoSave = z.infer<typeof kioskVideoSaveSchema>;
export const kioskVideoOrderSchema = z.object({
  video_ids: z.array(kioskVideoId).min(1, KIOSK_VIDEO_MSG.badOrder).max(KIOSK_VIDEO_MAX_COUNT),
});
export const kioskVideoDeleteSchema = z.object({ video_id: kioskVideoId });
