// The kiosk over HTTP: staff turn a device into a kiosk and back, the kiosk has no staff powers, plays are recorded and
// counted, a reset clears the shopper, and Submit to Buy leaves an order waiting for the counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFlags } from '@parts/common/flags';
import { plainPart, stockOf } from '#src/test/cart-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const flags = async (c: Client) => (await c.get<PageFlags>('/api/app/flags')).body;

async function staff(username = 'cashier'): Promise<Client> {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
}

async function kiosk(locationId = 2): Promise<Client> {
  const c = await staff();
  const res = await c.post<{ success: string; flags: PageFlags }>('/api/staff/kiosk/start', {
    location_id: locationId,
  });
  expect(res.status).toBe(200);
  return c;
}

describe('turning a device into a kiosk', () => {
  it('makes the session a kiosk of the chosen store without any staff powers, and it survives a reload', async () => {
    const c = await kiosk(2);
    const f = await flags(c);
    expect(f).toMatchObject({ in_kiosk: true, in_pos_mode: false, staff: null });
    expect(f.store.current_location?.location_name).toBe('Round Rock');
    // Staff calls are refused to the kiosk.
    expect((await c.get('/api/staff/kiosk/report')).status).toBe(403);
    expect((await c.post('/api/staff/kiosk/stop')).status).toBe(403);
    // A reload is a new request with the same cookie.
    expect((await flags(c)).in_kiosk).toBe(true);
  });

  it('refuses shoppers, a warehouse, an unknown store and a missing store', async () => {
    expect((await server.client().post('/api/staff/kiosk/start', { location_id: 1 })).status).toBe(403);
    const c = await staff();
    for (const body of [{ location_id: 4 }, { location_id: 999 }]) {
      const res = await c.post('/api/staff/kiosk/start', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Choose a store.');
    }
    expect((await c.post('/api/staff/kiosk/start', {})).status).toBe(400);
    expect((await c.post('/api/staff/kiosk/start', { location_id: 'abc' })).status).toBe(400);
    expect((await flags(c)).in_kiosk).toBe(false);
  });

  it('is turned back only by staff: a staff login on the kiosk, then stop', async () => {
    const c = await kiosk(1);
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'wrong' })).status).toBe(401);
    expect((await flags(c)).in_kiosk).toBe(true);
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    expect((await c.post('/api/staff/kiosk/stop')).status).toBe(200);
    expect(await flags(c)).toMatchObject({ in_kiosk: false, in_pos_mode: true });
  });
});

describe("staff's way in at the kiosk (issue 31: username and PIN, no address bar needed)", () => {
  it("signs the staff member in on the kiosk with their PIN, ends the shopper's cart, and logging out returns the kiosk", async () => {
    const c = await kiosk(2);
    const part = await plainPart(server.database.db, 3);
    await c.post('/checkout/cart/add', { product_id: part.product_id, quantity: 1 });
    expect((await flags(c)).cart_count).toBe(1);
    // Shoppers and non-kiosk devices cannot use it.
    expect((await server.client().post('/tool/kiosk/staff', { username: 'cashier', pin: '2345' })).status).toBe(403);

    const wrong = await c.post('/tool/kiosk/staff', { username: 'cashier', pin: '1234' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('The username or PIN is incorrect.');
    expect((await c.post('/tool/kiosk/staff', { username: 'cashier', pin: '12' })).status).toBe(400);
    expect(await flags(c)).toMatchObject({ in_pos_mode: false, cart_count: 1 });

    const ok = await c.post<{ success: string }>('/tool/kiosk/staff', { username: 'cashier', pin: '2345' });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toMatch(/^Welcome, \w+\.$/);
    expect(await flags(c)).toMatchObject({ in_kiosk: true, in_pos_mode: true, cart_count: 0 });
    expect((await c.post('/api/staff/logout')).status).toBe(200);
    expect(await flags(c)).toMatchObject({ in_kiosk: true, in_pos_mode: false });
  });

  it('refuses a sixth wrong PIN for one username within 15 minutes, even with the right PIN', async () => {
    const c = await kiosk(2);
    for (let i = 0; i < 5; i++)
      expect((await c.post('/tool/kiosk/staff', { username: 'installer', pin: '0000' })).status).toBe(401);
    const locked = await c.post('/tool/kiosk/staff', { username: 'installer', pin: '3456' });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
  });
});

describe('kiosk settings', () => {
  it('answers the demo videos and timers', async () => {
    const res = await server.client().get<{
      kiosk_videos: { id: string; url: string }[];
      kiosk_idle_timer: number;
      kiosk_prompt_timer: number;
      kiosk_button_text: string;
    }>('/tool/kiosk/settings');
    expect(res.status).toBe(200);
    expect(res.body.kiosk_videos.map((v) => v.url)).toEqual([
      '/kiosk-videos/clip-1.webm',
      '/kiosk-videos/clip-2.webm',
      '/kiosk-videos/clip-3.webm',
    ]);
    expect(res.body).toMatchObject({
      kiosk_idle_timer: 3,
      kiosk_prompt_timer: 1,
      kiosk_button_text: 'Press here to get started',
    });
  });
});

describe('POST /tool/kiosk/video', () => {
  it('records plays from a kiosk and staff count them per video', async () => {
    const c = await kiosk(1);
    const play = (video_id: string, start: string, end: string) =>
      c.post('/tool/kiosk/video', { video_id, start_date: start, end_date: end });
    expect((await play('brakes', '2026-11-23T10:00:00.000Z', '2026-11-23T10:00:03.000Z')).status).toBe(200);
    expect((await play('brakes', '2026-11-23T10:00:06.000Z', '2026-11-23T10:00:09.000Z')).status).toBe(200);
    // Form-encoded too, as the spec's default.
    expect(
      (
        await c.post(
          '/tool/kiosk/video',
          { video_id: 'install', start_date: '2026-11-23T10:00:03.000Z', end_date: '2026-11-23T10:00:05.500Z' },
          { form: true },
        )
      ).status,
    ).toBe(200);
    const report = await (
      await staff()
    ).get<{ plays: { video_id: string; plays: number; seconds: number }[] }>('/api/staff/kiosk/report');
    expect(report.body.plays).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ video_id: 'brakes', plays: 2, seconds: 6 }),
        expect.objectContaining({ video_id: 'install', plays: 1 }),
      ]),
    );
  });

  it('refuses bad records and devices that are not kiosks, storing nothing', async () => {
    const c = await kiosk(1);
    const bad = [
      {},
      { video_id: 'brakes', start_date: 'yesterday', end_date: '2026-11-23T10:00:03.000Z' },
      { video_id: 'brakes', start_date: '2026-11-23T10:00:03.000Z', end_date: '2026-11-23T10:00:00.000Z' },
      { video_id: '<script>', start_date: '2026-11-23T10:00:00.000Z', end_date: '2026-11-23T10:00:03.000Z' },
      { video_id: 'brakes', start_date: '2026-11-20T10:00:00.000Z', end_date: '2026-11-23T10:00:03.000Z' },
    ];
    for (const body of bad) expect((await c.post('/tool/kiosk/video', body)).status).toBe(400);
    const shopper = await server.client().post('/tool/kiosk/video', {
      video_id: 'ghost',
      start_date: '2026-11-23T10:00:00.000Z',
      end_date: '2026-11-23T10:00:03.000Z',
    });
    expect(shopper.status).toBe(403);
    expect(shopper.body.error).toBe('This device is not a kiosk.');
    const report = await (await staff()).get<{ plays: { video_id: string }[] }>('/api/staff/kiosk/report');
    expect(report.body.plays.map((p) => p.video_id)).not.toContain('ghost');
  });
});

describe('reset and Submit to Buy', () => {
  it("reset clears the shopper's cart, vehicle and login, and keeps the kiosk and its store", async () => {
    const c = await kiosk(3);
    const part = await plainPart(server.database.db);
    await c.post('/checkout/cart/add', { product_id: part.product_id, quantity: 1 });
    expect((await c.post('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' })).status).toBe(
      200,
    );
    const bv = (
      await server.database.query<{ year: number; make_id: number; model_id: number }>(
        'select year, make_id, model_id from base_vehicles limit 1',
      )
    )[0]!;
    await c.get(`/ymm/json/saveVehicle?add1=Year:${bv.year}&add2=MakeID:${bv.make_id}&add3=ModelID:${bv.model_id}`);
    const before = await flags(c);
    expect(before.vehicle.hasYmm).toBe(true);
    expect(before.cart_count).toBeGreaterThan(0);
    expect(before.customer?.email).toBe('shopper@example.com');
    const res = await c.post<{ redirect: string }>('/tool/kiosk/reset');
    expect(res.status).toBe(200);
    expect(res.body.redirect).toBe('/');
    const after = await flags(c);
    expect(after).toMatchObject({ in_kiosk: true, cart_count: 0, customer: null, staff: null });
    expect(after.vehicle.hasYmm).toBe(false);
    expect(after.store.current_location?.location_name).toBe('San Marcos');
    expect((await server.client().post('/tool/kiosk/reset')).status).toBe(403);
  });

  it('Submit to Buy creates one kiosk order for pickup at this store, paid at the counter, that staff see', async () => {
    const c = await kiosk(2);
    const part = await plainPart(server.database.db, 3);
    const stock = await stockOf(server.database.db, part.product_id);
    await c.post('/checkout/cart/add', { product_id: part.product_id, quantity: 2 });
    const body = { firstname: 'Pat', lastname: 'Lee', telephone: '(512) 555-0199', idempotency_key: 'kiosk-key-0001' };
    const [a, b] = await Promise.all([
      c.post<{ order_id: number; redirect: string }>('/tool/kiosk/submit', body),
      c.post<{ order_id: number }>('/tool/kiosk/submit', body),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.order_id).toBe(a.body.order_id);
    expect(a.body.redirect).toBe('/');
    expect(await stockOf(server.database.db, part.product_id)).toBe(stock - 2);
    expect((await flags(c)).cart_count).toBe(0);
    const s = await staff();
    const order = await s.get<{
      status: string;
      shipping_method: string;
      payment_method: string;
      pickup_location: { name: string };
    }>(`/api/staff/orders/${a.body.order_id}`);
    expect(order.body).toMatchObject({ status: 'kiosk', shipping_method: 'pickup', payment_method: 'cod' });
    const report = await s.get<{ orders: { order_id: number; firstname: string }[] }>('/api/staff/kiosk/report');
    expect(report.body.orders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ order_id: a.body.order_id, firstname: 'Pat', location_id: 2 }),
      ]),
    );
  });

  it('refuses a bad name, phone, key or empty cart, and non-kiosk devices', async () => {
    const c = await kiosk(2);
    const good = { firstname: 'Pat', lastname: 'Lee', telephone: '5125550199', idempotency_key: 'kiosk-key-0002' };
    const empty = await c.post('/tool/kiosk/submit', good);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Your shopping cart is empty.');
    const part = await plainPart(server.database.db, 5);
    await c.post('/checkout/cart/add', { product_id: part.product_id, quantity: 1 });
    expect((await c.post('/tool/kiosk/submit', { ...good, firstname: '' })).body.errors).toMatchObject({
      firstname: 'Required',
    });
    expect((await c.post('/tool/kiosk/submit', { ...good, telephone: '12' })).body.errors).toMatchObject({
      telephone: 'Invalid phone number format',
    });
    expect((await c.post('/tool/kiosk/submit', { ...good, email: 'nope' })).body.errors).toMatchObject({
      email: 'Invalid email',
    });
    expect((await c.post('/tool/kiosk/submit', { ...good, idempotency_key: 'x' })).status).toBe(400);
    expect((await flags(c)).cart_count).toBe(1);
    expect((await server.client().post('/tool/kiosk/submit', good)).status).toBe(403);
  });
});
