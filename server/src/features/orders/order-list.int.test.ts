// The POS orders list (issue 14): its tabs, filters and paging, and the links each row offers by role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderList } from '@parts/common/pos-orders';
import { orders, orderTransactions } from '#src/db/schema/index';
import { makeOrder } from '#src/test/pos-fixtures';
import { staffClient, startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await staffClient(server);
  admin = await staffClient(server, 'admin');
});
afterAll(() => server.close());

const db = () => server.database.db;
const uid = () => randomBytes(4).toString('hex');
const key = () => randomBytes(8).toString('hex');
const list = (c: Client, query: string) => c.get<OrderList>(`/api/order?from_pos=1&sort=o.date_added&${query}`);

/** An order for a customer named uniquely, so a filter finds only this test's orders. */
async function namedOrder(lastname: string, totalCents: number, status = 'saved', customerId: number | null = null) {
  const orderId = await makeOrder(db(), { totalCents, status, customerId });
  await db().update(orders).set({ firstname: 'Lee', lastname }).where(eq(orders.orderId, orderId));
  return orderId;
}

describe('GET /api/order', () => {
  it('filters by tab status, customer, order id, totals and dates; 10 per page, newest first; paid when paid_amount >= total', async () => {
    const name = `Tabs${uid()}`;
    const saved = await namedOrder(name, 1_000, 'saved');
    const kiosk = await namedOrder(name, 2_000, 'kiosk');
    const owing = await namedOrder(name, 3_000, 'outstanding_balance');
    const paid = await namedOrder(name, 4_000, 'complete');
    await db().transaction(async (tx) => {
      await tx.insert(orderTransactions).values({
        orderId: paid,
        transactionType: 'cash',
        label: 'Cash',
        amountCents: 4_000,
        status: 'approved',
        idempotencyKey: key(),
      });
    });
    const f = `filter_customer=${name}`;
    const all = await list(cashier, f);
    expect(all.status).toBe(200);
    expect(all.body.orders.map((o) => o.order_id)).toEqual([paid, owing, kiosk, saved]);
    for (const [status, ids] of [
      ['saved', [saved]],
      ['kiosk', [kiosk]],
      // Every order that owes money (issue 31): the unpaid kiosk order too; a saved one stays under Saved.
      ['outstanding_balance', [owing, kiosk]],
      ['complete', [paid]],
    ] as const) {
      expect((await list(cashier, `${f}&status=${status}`)).body.orders.map((o) => o.order_id)).toEqual(ids);
    }
    const paidRow = all.body.orders[0]!;
    expect(paidRow).toMatchObject({
      status: 'Complete',
      pos_status: 'complete',
      order_status_id: 8,
      status_color: '#198754',
      status_text_color: '#ffffff',
      total: '40.00',
      paid_amount: '40.00',
      customer: `Lee ${name}`,
      viewUrl: `/pos/order/view?order_id=${paid}`,
    });
    expect(all.body.orders[1]).toMatchObject({
      status: 'Outstanding Balance',
      paid_amount: '0.00',
      status_color: '#f8d7da',
    });
    expect((await list(cashier, `${f}&filter_order_id=${kiosk}`)).body.orders.map((o) => o.order_id)).toEqual([kiosk]);
    expect(
      (await list(cashier, `${f}&filter_total_min=15&filter_total_max=30.00`)).body.orders.map((o) => o.order_id),
    ).toEqual([owing, kiosk]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    expect((await list(cashier, `${f}&filter_date_from=${today}&filter_date_to=${today}`)).body.total_items).toBe(4);
    expect((await list(cashier, `${f}&filter_date_to=2001-01-01`)).body.orders).toEqual([]);
    expect((await list(cashier, 'filter_date_from=yesterday')).status).toBe(400);
  });

  it('pages by 10 and gives edit and delete links to admins only', async () => {
    const name = `Pages${uid()}`;
    for (let i = 0; i < 12; i++) await namedOrder(name, 100 + i);
    const p1 = await list(cashier, `filter_customer=${name}`);
    expect(p1.body).toMatchObject({ total_items: 12, total_pages: 2, page: 1, limit: 10 });
    expect(p1.body.orders).toHaveLength(10);
    const p2 = await list(cashier, `filter_customer=${name}&page=2`);
    expect(p2.body.orders).toHaveLength(2);
    expect(p1.body.orders[0]).toMatchObject({ editUrl: '', deleteUrl: '' });
    const asAdmin = (await list(admin, `filter_customer=${name}`)).body.orders[0]!;
    expect(asAdmin.editUrl).toBe(`/pos/order/continue?order_id=${asAdmin.order_id}`);
    expect(asAdmin.deleteUrl).toBe(`/api/order/delete?order_id=${asAdmin.order_id}`);
  });

  it('is for staff only', async () => {
    expect((await server.client().get('/api/order?from_pos=1')).status).toBe(403);
  });
});
