// "A locked register or a disabled staff account has no staff powers": every staff check reads the account's status
// and the lock (http/guards.ts), not only the session's staff id. Each power is tried by an active staff session (the
// control), a locked register and an account disabled after it logged in.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PageFlags } from '@parts/common/flags';
import type { ProductPage } from '@parts/common/catalog';
import { rowsOf } from '#src/db/rows';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { plainPart } from '#src/test/cart-fixtures';

let server: TestServer;
let active: Client;
let locked: Client;
let disabled: Client;
const db = () => server.database.db;

const login = async (username: string) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};

beforeAll(async () => {
  server = await startTestServer();
  active = await login('admin');
  locked = await login('admin');
  expect((await locked.post('/api/staff/lock')).status).toBe(200);
  disabled = await login('installer');
  await db().execute(sql`update users set status = false where username = 'installer'`);
});
afterAll(() => server.close());

const pickup = {
  firstname: 'Pat',
  lastname: 'Rivera',
  email: 'pat@example.com',
  telephone: '(512) 555-0199',
  shipping_method: 'pickup',
  pickup_location: '2',
  payment_method: 'cod',
};
const placeOrder = async (c: Client, offset: number) => {
  const part = await plainPart(db(), offset);
  expect(
    (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true })).status,
  ).toBe(200);
  expect((await c.post('/checkout/cart/setCheckoutData', pickup, { form: true })).status).toBe(200);
  const res = await c.post<{ order_id: number }>(
    '/checkout/confirm/createOrder',
    { idempotency_key: randomBytes(12).toString('hex') },
    { form: true },
  );
  expect(res.status).toBe(200);
  const [row] = rowsOf<{ source: string; staff_user_id: number | null }>(
    await db().execute(sql`select source, staff_user_id from orders where order_id = ${res.body.order_id}`),
  );
  return row!;
};

describe('without staff powers', () => {
  it('the staff-only cart calls answer 423 to a locked register and 403 to a disabled account', async () => {
    for (const [c, status] of [
      [locked, 423],
      [disabled, 403],
    ] as const) {
      expect((await c.post('/checkout/cart/getCustomer', { customerData: 'shopper' }, { form: true })).status).toBe(
        status,
      );
      expect(
        (
          await c.post(
            '/checkout/cart/addCustomProduct',
            { name: 'Shop towel', price: '3.50', quantity: '1' },
            { form: true },
          )
        ).status,
      ).toBe(status);
      expect((await c.get('/api/staff/outbox')).status).toBe(status);
    }
    expect((await active.post('/checkout/cart/getCustomer', { customerData: 'shopper' }, { form: true })).status).toBe(
      200,
    );
  });

  it("another customer's garage is closed to a locked register and a disabled account", async () => {
    for (const [c, status] of [
      [locked, 423],
      [disabled, 403],
    ] as const) {
      expect((await c.get('/api/customer_vehicle?customerId=1')).status).toBe(status);
    }
  });

  it('an order placed from a locked register or a disabled account is a web order, not a POS order', async () => {
    expect(await placeOrder(active, 0)).toMatchObject({ source: 'pos', staff_user_id: expect.any(Number) });
    expect(await placeOrder(locked, 1)).toEqual({ source: 'web', staff_user_id: null });
    expect(await placeOrder(disabled, 2)).toEqual({ source: 'web', staff_user_id: null });
  });

  it("someone else's order stays hidden", async () => {
    const shopper = server.client();
    const part = await plainPart(db(), 4);
    await shopper.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    await shopper.post('/checkout/cart/setCheckoutData', pickup, { form: true });
    const placed = await shopper.post<{ order_id: number }>(
      '/checkout/confirm/createOrder',
      { idempotency_key: randomBytes(12).toString('hex') },
      { form: true },
    );
    const path = `/api/checkout/order?order_id=${placed.body.order_id}`;
    expect((await active.get(path)).status).toBe(200);
    expect((await locked.get(path)).status).toBe(404);
    expect((await disabled.get(path)).status).toBe(404);
  });

  it('guest checkout off: a locked register or a disabled account checks out as a guest would (refused)', async () => {
    await saveSettings(db(), { guest_checkout: false });
    try {
      for (const c of [locked, disabled])
        expect((await c.post('/checkout/cart/setCheckoutData', pickup, { form: true })).status).toBe(403);
    } finally {
      await saveSettings(db(), { guest_checkout: true });
    }
  });

  it('login for pricing: prices stay hidden and the flags ask for a login; a disabled account is out of POS mode', async () => {
    const part = await plainPart(db(), 6);
    await saveSettings(db(), { login_for_pricing: true });
    try {
      const page = (c: Client) => c.get<ProductPage>(`/api/products/${part.product_id}`);
      const flags = async (c: Client) => (await c.get<PageFlags>('/api/app/flags')).body;
      expect((await page(active)).body.price_hidden).toBeNull();
      expect((await page(locked)).body.price_hidden).toBe('login');
      expect((await page(disabled)).body.price_hidden).toBe('login');
      expect(await flags(active)).toMatchObject({ in_pos_mode: true, pos_locked: false, login_for_pricing: false });
      expect(await flags(locked)).toMatchObject({ in_pos_mode: true, pos_locked: true, login_for_pricing: true });
      expect(await flags(disabled)).toMatchObject({ in_pos_mode: false, staff: null, login_for_pricing: true });
    } finally {
      await saveSettings(db(), { login_for_pricing: false });
    }
  });
});
