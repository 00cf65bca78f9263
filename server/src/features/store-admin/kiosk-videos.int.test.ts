// Store → Kiosk videos (issue 27, decision 0088) through the real app: an uploaded WebM becomes the kiosk's video
// (served with byte ranges), order and on/off decide what the kiosk plays, a file that is not a video is refused,
// every change is audited, and only settings.manage may do it. The kiosk timers have one home: the settings editor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@parts/common/audit';
import { KIOSK_VIDEO_MSG, type KioskVideoRow } from '@parts/common/kiosk-admin';
import type { KioskSettingsAnswer } from '@parts/common/kiosk';
import type { SettingsValues } from '@parts/common/settings-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The demo's own 17 KB VP8 clip: a real WebM, as an owner would upload. */
const WEBM = readFileSync(path.resolve(here, '../../../../web/public/kiosk-videos/clip-1.webm'));

let server: TestServer;
let admin: Client;
let cashier: Client;
const login = async (username: string) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};
type Changed = { success: string; items: KioskVideoRow[]; error?: string; errors?: Record<string, string> };

async function upload(as: Client, body: Buffer, title: string) {
  const res = await fetch(
    `${server.baseUrl}/admin/api/kiosk/videos/upload?title=${encodeURIComponent(title)}&filename=clip.webm`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        cookie: [...as.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-admin-token': as.adminToken,
      },
      body,
    },
  );
  return { status: res.status, body: (await res.json()) as Changed };
}
const kioskVideos = async () =>
  (await server.client().get<KioskSettingsAnswer>('/tool/kiosk/settings')).body.kiosk_videos;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login('admin');
  cashier = await login('cashier');
});
afterAll(() => server.close());

describe('kiosk videos', () => {
  it('starts with the demo clips the kiosk already played', async () => {
    const list = await admin.get<{ items: KioskVideoRow[] }>('/admin/api/kiosk/videos');
    expect(list.body.items.map((v) => [v.video_id, v.url, v.enabled, v.uploaded])).toEqual([
      ['brakes', '/kiosk-videos/clip-1.webm', true, false],
      ['batteries', '/kiosk-videos/clip-2.webm', true, false],
      ['install', '/kiosk-videos/clip-3.webm', true, false],
    ]);
    expect((await kioskVideos()).map((v) => v.id)).toEqual(['brakes', 'batteries', 'install']);
  });

  it('takes an uploaded WebM, serves it with byte ranges, and the kiosk plays only the enabled ones in order', async () => {
    const res = await upload(admin, WEBM, 'Winter tyres');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Winter tyres has been added to the kiosk.');
    const added = res.body.items.at(-1)!;
    expect(added).toMatchObject({ title: 'Winter tyres', enabled: true, uploaded: true, bytes: WEBM.length });
    expect(added.content_type).toBe('video/webm');
    expect(added.url).toMatch(/^\/media\/kiosk-videos\/[A-Za-z0-9_-]+\.webm$/);

    const whole = await fetch(`${server.baseUrl}${added.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(WEBM)).toBe(true);
    const part = await fetch(`${server.baseUrl}${added.url}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${WEBM.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    // The uploaded video first, the demo's brakes clip off: the kiosk plays the upload, then the other two.
    const ids = res.body.items.map((v) => v.video_id);
    const ordered = await admin.post<Changed>('/admin/api/kiosk/videos/order', {
      video_ids: [added.video_id, ...ids.filter((id) => id !== added.video_id)],
    });
    expect(ordered.status).toBe(200);
    const off = await admin.post<Changed>('/admin/api/kiosk/videos/save', { video_id: 'brakes', enabled: false });
    expect(off.status).toBe(200);
    expect(await kioskVideos()).toEqual([
      { id: added.video_id, url: added.url, title: 'Winter tyres' },
      { id: 'batteries', url: '/kiosk-videos/clip-2.webm', title: 'Batteries tested free' },
      { id: 'install', url: '/kiosk-videos/clip-3.webm', title: 'Ask us about installation' },
    ]);

    const log = await admin.get<AuditPage>('/admin/api/audit/list');
    const actions = log.body.items.filter((r) => r.target_type === 'kiosk_video').map((r) => r.action);
    expect(actions.sort()).toEqual(['kiosk_video.change', 'kiosk_video.order', 'kiosk_video.upload']);

    // Removed: gone from the kiosk, and its file is no longer served.
    const removed = await admin.post<Changed>('/admin/api/kiosk/videos/delete', { video_id: added.video_id });
    expect(removed.body.success).toBe('The video has been removed.');
    expect((await kioskVideos()).map((v) => v.id)).toEqual(['batteries', 'install']);
    expect((await fetch(`${server.baseUrl}${added.url}`)).status).toBe(404);
    await admin.post('/admin/api/kiosk/videos/save', { video_id: 'brakes', enabled: true });
    await admin.post('/admin/api/kiosk/videos/order', { video_ids: ['brakes', 'batteries', 'install'] });
  });

  it('refuses a file that is not a video, an order that leaves one out, and a missing title; nothing changes', async () => {
    const before = (await admin.get<{ items: KioskVideoRow[] }>('/admin/api/kiosk/videos')).body.items;
    const script = await upload(admin, Buffer.from('<script>alert(1)</script>'.repeat(10)), 'Sneaky');
    expect(script.status).toBe(415);
    expect(script.body.error).toBe(KIOSK_VIDEO_MSG.notAVideo);
    // A PNG renamed .webm is still a PNG.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect((await upload(admin, png, 'Renamed')).status).toBe(415);
    expect((await upload(admin, WEBM, '')).status).toBe(400);
    const partial = await admin.post<Changed>('/admin/api/kiosk/videos/order', { video_ids: ['brakes'] });
    expect(partial.status).toBe(400);
    expect(partial.body.errors?.video_ids).toBe('List every video once.');
    expect((await admin.post('/admin/api/kiosk/videos/save', { video_id: 'nope', enabled: false })).status).toBe(404);
    expect((await admin.get<{ items: KioskVideoRow[] }>('/admin/api/kiosk/videos')).body.items).toEqual(before);
  });

  it('is refused to a cashier', async () => {
    expect((await cashier.get('/admin/api/kiosk/videos')).status).toBe(403);
    expect((await upload(cashier, WEBM, 'Cashier clip')).status).toBe(403);
    expect((await cashier.post('/admin/api/kiosk/videos/delete', { video_id: 'brakes' })).status).toBe(403);
    expect((await kioskVideos()).map((v) => v.id)).toEqual(['brakes', 'batteries', 'install']);
  });
});

describe('kiosk timers', () => {
  it('have one home: the settings editor refuses half a minute, the old kiosk route is gone, Settings still loads', async () => {
    const half = await admin.post<{ errors: Record<string, string> }>('/admin/api/settings/save', {
      kiosk_idle_timer: 2,
      kiosk_prompt_timer: 0.5,
    });
    expect(half.status).toBe(400);
    expect(half.body.errors.kiosk_prompt_timer).toBe('A whole number.');
    expect(
      (
        await admin.put('/api/staff/kiosk/settings', {
          kiosk_videos: [],
          kiosk_idle_timer: 2,
          kiosk_prompt_timer: 0.5,
          kiosk_homepage: '/',
          kiosk_button_text: 'Go',
        })
      ).status,
    ).toBe(404);
    const settings = await admin.get<{ values: SettingsValues }>('/admin/api/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.values).toMatchObject({ kiosk_idle_timer: 3, kiosk_prompt_timer: 1 });
    const kiosk = await server.client().get<KioskSettingsAnswer>('/tool/kiosk/settings');
    expect(kiosk.body).toMatchObject({ kiosk_idle_timer: 3, kiosk_prompt_timer: 1 });
  });
});
