// The kiosk's calls (issue 11): staff turn a device into a kiosk and back; the kiosk reads its settings, records video
// plays, resets the shopper's session and submits orders to buy at the counter.
import { z } from 'zod';
import {
  kioskPlaySchema,
  kioskReportAnswer,
  kioskResetAnswer,
  kioskSettingsAnswer,
  kioskStaffSchema,
  kioskStartedAnswer,
  kioskStartSchema,
  kioskSubmitSchema,
  kioskSubmittedAnswer,
} from '@parts/common/kiosk';
import { STAFF_MSG } from '@parts/common/messages';
import send from '@fastify/send';
import { binaryFile } from '@parts/common/media';
import { HttpError, refuse } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { computeFlags } from '#src/features/app/flags';
import { loadSettings } from '#src/features/settings/queries';
import { dummyHash, verifySecret } from '#src/features/staff/passwords';
import { findUserByUsername } from '#src/features/staff/queries';
import { clearAttempts, takeAttempts, type Limit } from '#src/http/rate-limit';
import {
  KIOSK_MSG,
  findStore,
  kioskLocationOf,
  kioskReport,
  recordPlay,
  shopperCleared,
  submitKioskOrder,
} from './kiosk';
import { newAdminToken } from '#src/http/admin-token';
import { KIOSK_VIDEO_FILE, KIOSK_VIDEO_URL_PREFIX, kioskVideoDir, playableKioskVideos } from './videos';

const ok = z.object({ success: z.string() });

/** A PIN is 4 digits: five guesses per username and twenty per kiosk every 15 minutes, as at the login page. */
const PIN_PER_USER: Limit = { scope: 'kiosk-pin-user', max: 5, windowMs: 15 * 60_000 };
const PIN_PER_IP: Limit = { scope: 'kiosk-pin-ip', max: 20, windowMs: 15 * 60_000 };

export async function kioskRoutes(app: App, { db, config }: Deps) {
  const requireKiosk = async (req: FastifyRequest) => {
    const session = await req.session.get();
    if (session.inKiosk !== true) throw new HttpError(403, KIOSK_MSG.notKiosk);
    return session;
  };

  app.get(
    '/tool/kiosk/settings',
    {
      config: { access: 'public', changesState: false },
      schema: {
        response: { 200: kioskSettingsAnswer },
        tags: ['kiosk'],
        summary:
          'The kiosk settings: the enabled videos in order, idle and prompt timers (minutes), homepage, button text',
      },
    },
    async () => {
      const s = await loadSettings(db);
      return {
        kiosk_videos: await playableKioskVideos(db),
        kiosk_idle_timer: Number(s.kiosk_idle_timer),
        kiosk_prompt_timer: Number(s.kiosk_prompt_timer),
        kiosk_homepage: s.kiosk_homepage,
        kiosk_button_text: s.kiosk_button_text,
      };
    },
  );

  app.post(
    '/tool/kiosk/video',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['kiosk'],
        summary: 'Records one video play (video_id, start_date, end_date; ISO times)',
        body: kioskPlaySchema,
        response: { 200: ok },
      },
    },
    async (req) => {
      const session = await requireKiosk(req);
      await recordPlay(db, req.body, kioskLocationOf(session));
      return { success: 'Recorded.' };
    },
  );

  app.post(
    '/tool/kiosk/reset',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: kioskResetAnswer },
        tags: ['kiosk'],
        summary: "Clears the shopper's session (cart, vehicle, login); the device stays a kiosk",
      },
    },
    async (req) => {
      const session = await requireKiosk(req);
      // A new session id too: nothing the last shopper's browser tab held can reach the next shopper's session.
      await req.session.update(shopperCleared(session));
      await req.session.rotate();
      const s = await loadSettings(db);
      return { success: KIOSK_MSG.reset, redirect: s.kiosk_homepage };
    },
  );

  app.post(
    '/tool/kiosk/staff',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['kiosk'],
        summary: "Staff sign in at the kiosk's hidden corner with username and PIN; the device stays a kiosk",
        body: kioskStaffSchema,
        // The same answer as starting kiosk mode: a message and the device's page flags.
        response: { 200: kioskStartedAnswer },
      },
    },
    async (req) => {
      const session = await requireKiosk(req);
      const { username, pin } = req.body;
      const userKey = username.toLowerCase();
      const wait = await takeAttempts(db, [
        [PIN_PER_USER, userKey],
        [PIN_PER_IP, req.ip],
      ]);
      if (wait > 0) throw new HttpError(429, STAFF_MSG.tooManyAttempts(wait));
      const user = await findUserByUsername(db, username);
      const good = user
        ? user.status && (await verifySecret(user.pinHash, pin))
        : (await verifySecret(await dummyHash(), pin), false);
      if (!user || !good) throw new HttpError(401, KIOSK_MSG.badStaff);
      await clearAttempts(db, PIN_PER_USER, userKey);
      // The shopper's session ends here; the kiosk's own keys stay, so logging out returns the device to the kiosk.
      await req.session.update({
        ...shopperCleared(session),
        staffUserId: user.userId,
        adminToken: newAdminToken(),
        posLocked: false,
      });
      await req.session.rotate();
      return { success: `Welcome, ${user.firstname}.`, flags: await computeFlags(db, await req.session.get()) };
    },
  );

  app.post(
    '/tool/kiosk/submit',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: kioskSubmittedAnswer },
        tags: ['kiosk'],
        summary: 'Submit to Buy: an order with status kiosk, local pickup at this store, pay at the counter',
        body: kioskSubmitSchema,
      },
    },
    async (req) => {
      const session = await requireKiosk(req);
      const { orderId } = await submitKioskOrder(db, session, req.body);
      return { order_id: orderId, success: KIOSK_MSG.submitted(orderId), redirect: '/' };
    },
  );

  app.post(
    '/api/staff/kiosk/start',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: kioskStartedAnswer },
        tags: ['kiosk'],
        summary: 'Turns this device into the kiosk of one store; the staff login ends',
        body: kioskStartSchema,
      },
    },
    async (req) => {
      const store = await findStore(db, req.body.location_id);
      if (!store) throw new HttpError(400, KIOSK_MSG.badStore, { location_id: KIOSK_MSG.badStore });
      const session = await req.session.get();
      // The kiosk keeps nothing of the staff member or of any shopper: a fresh session that only knows its store.
      await req.session.update({
        ...shopperCleared(session),
        inKiosk: true,
        kioskLocationId: store.locationId,
        locationId: store.locationId,
      });
      await req.session.rotate();
      return { success: KIOSK_MSG.started(store.name), flags: await computeFlags(db, await req.session.get()) };
    },
  );

  app.post(
    '/api/staff/kiosk/stop',
    {
      config: { access: 'staff', changesState: true },
      schema: { tags: ['kiosk'], summary: 'Turns kiosk mode off on this device (staff only)', response: { 200: ok } },
    },
    async (req) => {
      await req.session.update({ inKiosk: undefined, kioskLocationId: undefined });
      return { success: KIOSK_MSG.stopped };
    },
  );

  app.get(
    '/api/staff/kiosk/report',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: kioskReportAnswer },
        tags: ['kiosk'],
        summary: 'Plays per kiosk video and the kiosk orders waiting for the counter',
      },
    },
    async () => {
      return kioskReport(db);
    },
  );

  // An uploaded kiosk video, with byte ranges (the browser's <video> asks for them to seek and to start fast).
  app.get(
    `${KIOSK_VIDEO_URL_PREFIX}:file`,
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['kiosk'],
        summary: 'An uploaded kiosk video (MP4 or WebM); answers Range requests with 206',
        params: z.object({ file: z.string().max(80) }),
        response: {
          200: { description: 'The video', content: { 'video/*': { schema: binaryFile } } },
          206: { description: 'Part of the video', content: { 'video/*': { schema: binaryFile } } },
        },
      },
    },
    async (req, res) => {
      const reply = res as FastifyReply;
      if (!KIOSK_VIDEO_FILE.test(req.params.file)) return refuse(reply, 404, 'Not found');
      const sent = await send(req.raw, req.params.file, {
        root: kioskVideoDir(config),
        index: false,
        dotfiles: 'deny',
        // A file's name is random and never reused: its bytes never change under it.
        maxAge: 86_400_000,
      });
      if (sent.type === 'error') return refuse(reply, 404, 'Not found');
      return reply.code(sent.statusCode).headers(sent.headers).send(sent.stream);
    },
  );
}
