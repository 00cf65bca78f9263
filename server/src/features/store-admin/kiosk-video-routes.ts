// Store → Kiosk videos' calls (issue 27, decision 0088). All need settings.manage (the kiosk is a store setting);
// every change writes the audit log.
import {
  kioskVideoDeleteSchema,
  kioskVideoOrderSchema,
  kioskVideoSaveSchema,
  kioskVideoUploadQuery,
  kioskVideosAnswer,
  kioskVideosChangedAnswer,
} from '@parts/common/kiosk-admin';
import { acceptUploads } from '#src/http/upload';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { deleteKioskVideo, kioskVideoList, orderKioskVideos, saveKioskVideo, uploadKioskVideo } from './kiosk-videos';

const read = { access: 'staff', permission: 'settings.manage', changesState: false } as const;
const write = { access: 'staff', permission: 'settings.manage', changesState: true } as const;
const tags = ['admin'];

export async function kioskVideoAdminRoutes(app: App, { db, config }: Deps): Promise<void> {
  acceptUploads(app);

  app.get(
    '/admin/api/kiosk/videos',
    {
      config: read,
      schema: { tags, summary: "The kiosk's videos in their order", response: { 200: kioskVideosAnswer } },
    },
    async () => ({ items: await kioskVideoList(db) }),
  );

  app.post(
    '/admin/api/kiosk/videos/upload',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds a kiosk video (raw body: MP4 or WebM up to 50 MB; ?title=), last in the order and on',
        querystring: kioskVideoUploadQuery,
        response: { 200: kioskVideosChangedAnswer },
      },
    },
    async (req) => uploadKioskVideo(db, config, await auditActor(req, staffOf(req)), req, req.query.title),
  );

  app.post(
    '/admin/api/kiosk/videos/save',
    {
      config: write,
      schema: {
        tags,
        summary: "Changes a video's title or turns it on or off",
        body: kioskVideoSaveSchema,
        response: { 200: kioskVideosChangedAnswer },
      },
    },
    async (req) => saveKioskVideo(db, await auditActor(req, staffOf(req)), req.body),
  );

  app.post(
    '/admin/api/kiosk/videos/order',
    {
      config: write,
      schema: {
        tags,
        summary: 'Sets the order the kiosk plays its videos in (every video once)',
        body: kioskVideoOrderSchema,
        response: { 200: kioskVideosChangedAnswer },
      },
    },
    async (req) => orderKioskVideos(db, await auditActor(req, staffOf(req)), req.body.video_ids),
  );

  app.post(
    '/admin/api/kiosk/videos/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes a kiosk video and its file (its plays stay in the reports)',
        body: kioskVideoDeleteSchema,
        response: { 200: kioskVideosChangedAnswer },
      },
    },
    async (req) => deleteKioskVideo(db, config, await auditActor(req, staffOf(req)), req.body.video_id),
  );
}
