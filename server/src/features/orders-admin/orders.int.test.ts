// The back office's orders list and page (issue 27): filters by status, period, customer, payment type and cashier,
// with counts per status; the admin order page; the permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AdminOrdersPage, AdminOrderView } from '@parts/common/admin-orders';
import { storeInstant } from '@parts/common/store-time';
import { orders } from '#src/db/schema/index';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { findUserByUsername } from '#src/features/staff/queries';
import { makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
const db = () => server.database.db;
const name = `Ord${randomBytes(3).toString('hex')}`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  const tz = await storeTimeZone(db());
  const casey = (await findUserByUsername(db(), 'cashier'))!.userId;
  const make = async (label: string, day: string, status: string, staff: number | null, source: 'web' | 'pos') => {
    const id = await makeOrder(db(), { totalCents: 1_000, status });
    await db()
      .update(orders)
      .set({ firstname: label, lastname: name, source, staffUserId: staff, createdAt: storeInstant(day, '10:00', tz) })
      .where(eq(orders.orderId, id));
    ids[label] = id;
  };
  await make('Web', '2031-05-01', 'pending', null, 'web');
  await make('Counter', '2031-05-02', 'complete', casey, 'pos');
  await make('Saved', '2031-05-03', 'saved', casey, 'pos');
  await db().execute(
    sql`insert into order_transactions (order_id, transaction_type, label, amount_cents, status, idempotency_key)
        values (${ids.Counter}, 'check', 'Check', 1000, 'approved', ${randomBytes(6).toString('hex')})`,
  );
});
afterAll(() => server.close());

const list = async (query: string) => {
  const res = await admin.get<AdminOrdersPage>(`/admin/api/orders/list?customer=${name}&${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const labels = (p: AdminOrdersPage) => p.items.map((o) => o.customer.split(' ')[0]);

describe('the back office orders list', () => {
  it('lists storefront and counter orders newest first, with counts per status', async () => {
    const all = await list('');
    expect(labels(all)).toEqual(['Saved', 'Counter', 'Web']);
    expect(all.counts).toEqual({ saved: 1, complete: 1, pending: 1 });
    expect(all.items[1]).toMatchObject({ source: 'pos', cashier: 'Casey Rivera', payment_types: ['Check'] });
    expect(all.items[2]).toMatchObject({ source: 'web', cashier: null, status_name: 'Pending' });
  });

  it('filters by status, period, payment type and cashier', async () => {
    expect(labels(await list('status=complete'))).toEqual(['Counter']);
    expect(labels(await list('from=2031-05-02&to=2031-05-02'))).toEqual(['Counter']);
    expect(labels(await list('payment_type=check'))).toEqual(['Counter']);
    const casey = (await findUserByUsername(db(), 'cashier'))!.userId;
    expect(labels(await list(`cashier_id=${casey}`))).toEqual(['Saved', 'Counter']);
    expect((await admin.get(`/admin/api/orders/list?payment_type=bitcoin`)).status).toBe(400);
  });

  it('opens the admin order page, and refuses a cashier', async () => {
    const res = await admin.get<AdminOrderView>(`/admin/api/orders/view?order_id=${ids.Counter}`);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ order_id: ids.Counter, order_total_text: '$10.00' });
    expect(res.body.source).toBe('pos');
    expect((await admin.get('/admin/api/orders/view?order_id=99999999')).status).toBe(404);
    expect((await cashier.get('/admin/api/orders/list')).status).toBe(403);
  });
});
