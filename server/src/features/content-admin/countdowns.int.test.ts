// A countdown made in the back office, its end typed on the store's clock (America/Chicago in the seed), shows on the
// storefront's /api/content/home at the right instant; bad input saves nothing; a cashier is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Countdown } from '@parts/common/content';
import type { AdminCountdown } from '@parts/common/content-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

const clock = {
  title: 'Spring brake sale ends in',
  ends_date: '2099-03-14',
  ends_time: '18:00',
  repeat_days: 0,
  link: '/product/category?path=1',
  link_text: 'Shop brakes',
  status: true,
  sort_order: 0,
};
const list = async () =>
  (await admin.get<{ countdowns: AdminCountdown[]; time_zone: string }>('/admin/api/content/countdowns')).body;

describe('countdowns made in the back office', () => {
  it("shows a new countdown on the home page, its end read on the store's clock", async () => {
    const saved = await admin.post<{ id: number }>('/admin/api/content/countdown/save', clock);
    expect(saved.status).toBe(200);
    const home = await server.client().get<{ countdowns: Countdown[] }>('/api/content/home');
    expect(home.body.countdowns.find((c) => c.countdown_id === saved.body.id)).toEqual({
      countdown_id: saved.body.id,
      title: 'Spring brake sale ends in',
      // 18:00 in Chicago on 14 March 2099 is daylight time (UTC−5).
      ends_at: '2099-03-14T23:00:00.000Z',
      link: '/product/category?path=1',
      link_text: 'Shop brakes',
    });
    const back = await list();
    expect(back.time_zone).toBe('America/Chicago');
    expect(back.countdowns.find((c) => c.countdown_id === saved.body.id)).toMatchObject({
      ends_date: '2099-03-14',
      ends_time: '18:00',
    });

    await admin.post('/admin/api/content/countdown/save', { ...clock, countdown_id: saved.body.id, status: false });
    const after = await server.client().get<{ countdowns: Countdown[] }>('/api/content/home');
    expect(after.body.countdowns.map((c) => c.countdown_id)).not.toContain(saved.body.id);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const before = (await list()).countdowns.length;
    const bad = await admin.post('/admin/api/content/countdown/save', { ...clock, ends_time: '25:00', title: '' });
    expect(bad.status).toBe(400);
    expect((await list()).countdowns.length).toBe(before);
  });

  it('refuses a cashier', async () => {
    expect((await cashier.post('/admin/api/content/countdown/save', clock)).status).toBe(403);
  });
});
