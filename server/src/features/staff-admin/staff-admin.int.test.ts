// Store → Staff (issue 27, decision 0075) through the real app: the owner adds a cashier with a PIN, counter permissions
// and a price override limit; that cashier sells, is refused a bigger override and the back office; per-user permissions
// decide the route hook; disabling ends the user's sessions; PIN and password resets; every change in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AuditPage } from '@parts/common/audit';
import type { CartData } from '@parts/common/cart';
import { STAFF_MSG } from '@parts/common/messages';
import type { StaffPage, StaffRow } from '@parts/common/staff-admin';
import { rowsOf } from '#src/db/rows';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let owner: Client;
const db = () => server.database.db;
const login = async (username: string, password = 'partsdesk') => {
  const c = server.client();
  const res = await c.post<{ flags: { staff: { permissions: string[]; role: string } } }>('/api/staff/login', {
    username,
    password,
  });
  expect(res.status).toBe(200);
  return { c, staff: res.body.flags.staff };
};
const COUNTER = ['orders.complete', 'payments.void', 'price.override', 'till.cash'];
const save = (body: Record<string, unknown>) =>
  owner.post<{ success: string; user: StaffRow; error: string; errors: Record<string, string> }>(
    '/admin/api/staff/save',
    body,
  );
const newCashier = (username: string, extra: Record<string, unknown> = {}) =>
  save({
    username,
    firstname: 'Robin',
    lastname: 'Park',
    email: '',
    role: 'cashier',
    location_id: 1,
    permissions: COUNTER,
    price_override_limit_pct: 10,
    password: 'counter-pass-1',
    pin: '4711',
    ...extra,
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = (await login('admin')).c;
});
afterAll(() => server.close());

describe('adding a cashier', () => {
  it('adds a cashier with a PIN and only counter permissions, who sells, is refused a bigger override and the back office', async () => {
    const added = await newCashier('robin');
    expect(added.status).toBe(200);
    expect(added.body.success).toBe('Robin Park has been added.');
    expect(added.body.user).toMatchObject({
      username: 'robin',
      role: 'cashier',
      enabled: true,
      own_permissions: COUNTER,
      permissions: COUNTER,
      price_override_limit_pct: 10,
    });

    const { c, staff } = await login('robin', 'counter-pass-1');
    expect(staff.permissions).toEqual(COUNTER);
    // The lock screen takes the new PIN.
    expect((await c.post('/api/staff/lock')).status).toBe(200);
    expect((await c.post('/api/staff/unlock', { pin: '4711' })).status).toBe(200);

    const part = await plainPart(db(), 3);
    await db().execute(sql`update products set cost_cents = null where product_id = ${part.product_id}`);
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true }))
        .status,
    ).toBe(200);
    const cart = (await c.get<CartData>('/checkout/cart/getData')).body;
    const key = cart.products[0]!.key;
    const price = part.price_cents;
    const setPrice = (newCents: number, pin?: string) =>
      c.post<{ success: string; error: string; errors: Record<string, string>; cart: CartData }>(
        '/checkout/cart/updatePrice',
        { key, newPrice: (newCents / 100).toFixed(2), ...(pin ? { manager_pin: pin } : {}) },
        { form: true },
      );
    const lowest = Math.ceil((price * 90) / 100);
    const over = await setPrice(lowest - 1);
    expect(over.status).toBe(403);
    expect(over.body.error).toBe(
      `You may lower a price by at most 10% (to $${(lowest / 100).toFixed(2)}). A manager's PIN lets a bigger change through.`,
    );
    expect(over.body.errors.manager_pin).toBe(over.body.error);
    // Their own PIN is not a manager's; the owner's (no limit) lets it through.
    expect((await setPrice(lowest - 1, '4711')).body.error).toBe("That PIN is not a manager's.");
    const approved = await setPrice(lowest - 1, '1234');
    expect(approved.status).toBe(200);
    expect(approved.body.cart.products[0]!.unit_price).toBe(((lowest - 1) / 100).toFixed(2));
    // Within the limit (counted from the original price), no PIN is asked.
    const within = await setPrice(lowest);
    expect(within.status).toBe(200);
    expect(within.body.cart.products[0]!.unit_price).toBe((lowest / 100).toFixed(2));

    // The back office refuses them: no staff.manage, no audit.view.
    expect((await c.get('/admin/api/staff/list')).status).toBe(403);
    expect((await c.get('/admin/api/audit/list')).body).toMatchObject({ error: STAFF_MSG.forbidden });
  });

  it('refuses a taken username, a missing PIN and a limit over 100 with the field named', async () => {
    expect((await newCashier('robin')).body.error).toBe('That username is taken.');
    const noPin = await newCashier('robin2', { pin: '' });
    expect(noPin.status).toBe(400);
    expect(noPin.body.errors.pin).toBe('Required');
    const badLimit = await newCashier('robin3', { price_override_limit_pct: 150 });
    expect(badLimit.body.errors.price_override_limit_pct).toBe('A whole percent from 0 to 100, or empty for no limit.');
    const badPermission = await newCashier('robin4', { permissions: ['orders.complete', 'root'] });
    expect(badPermission.status).toBe(400);
  });
});

describe('permissions per user', () => {
  it("removes access in the route hook when the user's own list leaves the permission out, and gives it back with null", async () => {
    const made = await save({
      username: 'mgr',
      firstname: 'Sam',
      lastname: 'Lopez',
      email: 'sam@example.com',
      role: 'manager',
      location_id: 1,
      permissions: null,
      price_override_limit_pct: null,
      password: 'manager-pass-1',
      pin: '5150',
    });
    const { c } = await login('mgr', 'manager-pass-1');
    // A manager's role has reports.view but not audit.view or staff.manage.
    expect((await c.get('/admin/api/audit/list')).status).toBe(403);
    await save({ ...made.body.user, permissions: ['audit.view'] });
    expect((await c.get('/admin/api/audit/list')).status).toBe(200);
    await save({ ...made.body.user, permissions: ['reports.view'] });
    expect((await c.get('/admin/api/audit/list')).status).toBe(403);
    const back = await save({ ...made.body.user, role: 'admin', permissions: null });
    expect(back.body.user.permissions).toContain('audit.view');
    expect((await c.get('/admin/api/audit/list')).status).toBe(200);
  });

  it('will not let the owner take away their own staff permission', async () => {
    const me = (await owner.get<StaffPage>('/admin/api/staff/list?q=admin')).body.items[0]!;
    const res = await save({ ...me, permissions: ['reports.view'] });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('You cannot disable yourself or take away your own staff permission.');
  });
});

describe('disabling and resets', () => {
  it("ends a disabled user's sessions at once and refuses their login; enabling lets them back", async () => {
    const added = await newCashier('gone', { pin: '8080' });
    const id = added.body.user.user_id;
    const { c } = await login('gone', 'counter-pass-1');
    expect((await c.get('/pos/cart/context')).status).toBe(200);
    const off = await owner.post<{ success: string }>('/admin/api/staff/status', { user_id: id, enabled: false });
    expect(off.body.success).toBe('Robin Park is disabled; their sessions have ended.');
    const left = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from sessions where data ->> 'staffUserId' = ${String(id)}`),
    );
    expect(left[0]!.n).toBe(0);
    expect((await c.get('/pos/cart/context')).body).toMatchObject({ error: STAFF_MSG.loginRequired });
    expect(
      (await server.client().post('/api/staff/login', { username: 'gone', password: 'counter-pass-1' })).status,
    ).toBe(401);
    await owner.post('/admin/api/staff/status', { user_id: id, enabled: true });
    await login('gone', 'counter-pass-1');
  });

  it('resets a PIN and a password; the old ones stop working', async () => {
    const id = (await newCashier('reset-me', { pin: '9090' })).body.user.user_id;
    const pin = await owner.post<{ success: string }>('/admin/api/staff/pin', { user_id: id, pin: '1357' });
    expect(pin.body.success).toBe("Robin Park's PIN has been changed.");
    const bad = await owner.post<{ errors: Record<string, string> }>('/admin/api/staff/pin', {
      user_id: id,
      pin: '12',
    });
    expect(bad.body.errors.pin).toBe('The PIN is 4 to 8 digits.');
    const { c } = await login('reset-me', 'counter-pass-1');
    await c.post('/api/staff/lock');
    expect((await c.post('/api/staff/unlock', { pin: '9090' })).status).toBe(401);
    expect((await c.post('/api/staff/unlock', { pin: '1357' })).status).toBe(200);
    await owner.post('/admin/api/staff/password', { user_id: id, password: 'a-new-password' });
    // The password reset ended the session they had.
    expect((await c.get('/pos/cart/context')).status).toBe(403);
    await login('reset-me', 'a-new-password');
  });

  it('writes the audit log: additions, permission changes, disabling and resets, with no secret in it', async () => {
    const log = await owner.get<AuditPage>('/admin/api/audit/list?action=user&limit=100');
    const actions = log.body.items.map((r) => r.action);
    for (const a of [
      'user.create',
      'user.permissions',
      'user.disable',
      'user.enable',
      'user.pin_reset',
      'user.password_reset',
    ])
      expect(actions).toContain(a);
    const disabled = log.body.items.find((r) => r.action === 'user.disable')!;
    expect(disabled).toMatchObject({ summary: 'Disabled Robin Park (gone)', user_name: 'Alex Morgan' });
    const text = JSON.stringify(log.body);
    for (const secret of ['1357', 'a-new-password', 'counter-pass-1', '4711']) expect(text).not.toContain(secret);
  });

  it('refuses staff without staff.manage', async () => {
    const { c } = await login('cashier');
    expect((await c.post('/admin/api/staff/status', { user_id: 1, enabled: false })).status).toBe(403);
    expect((await c.get('/admin/api/staff/form')).status).toBe(403);
  });
});
