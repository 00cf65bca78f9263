// Deleting an order (GET /api/order/delete, admins): a state change that another site cannot trigger, and one that a
// payment taken at the same moment cannot slip past (the check and the delete run in one transaction, order row locked).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { rowsOf } from '#src/db/rows';
import { CROSS_SITE_MSG } from '#src/http/security';
import { makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
const db = () => server.database.db;

const login = async (username: string) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await login('admin');
  cashier = await login('cashier');
});
afterAll(() => server.close());

const orderExists = async (orderId: number) =>
  rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from orders where order_id = ${orderId}`))[0]!
    .n === 1;

describe('GET /api/order/delete', () => {
  it('a link on another site, opened by a logged-in admin, is refused (GET and HEAD) and the order stays', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${server.baseUrl}/api/order/delete?order_id=${orderId}`, {
        method,
        headers: {
          accept: 'application/json',
          cookie,
          'sec-fetch-site': 'cross-site',
          referer: 'https://evil.example/',
        },
      });
      expect(res.status, method).toBe(403);
      if (method === 'GET') expect(await res.json()).toEqual({ error: CROSS_SITE_MSG });
    }
    expect(await orderExists(orderId)).toBe(true);
    // The admin's own screen still deletes it.
    expect((await admin.get(`/api/order/delete?order_id=${orderId}`)).body).toEqual({
      success: CUSTOMER_MSG.orderDeleted,
    });
    expect(await orderExists(orderId)).toBe(false);
  });

  it('a cashier cannot delete an order', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    expect((await cashier.get(`/api/order/delete?order_id=${orderId}`)).status).toBe(403);
    expect(await orderExists(orderId)).toBe(true);
  });

  it('a delete racing a payment never deletes a paid order: one of the two is refused', async () => {
    let deleted = 0;
    let paid = 0;
    for (let round = 0; round < 12; round++) {
      const orderId = await makeOrder(db(), { totalCents: 1_000 });
      const [del, pay] = await Promise.all([
        admin.get(`/api/order/delete?order_id=${orderId}`),
        cashier.post(
          `/pos/checkout/addTransaction?orderId=${orderId}`,
          { transaction_type: 'cash', amount: '10', idempotency_key: randomBytes(8).toString('hex') },
          { form: true },
        ),
      ]);
      const approved = rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from order_transactions where order_id = ${orderId} and status = 'approved'`,
        ),
      )[0]!.n;
      if (pay.status === 200) {
        paid++;
        // The payment stands: the order and its payment are still there, and the delete was refused.
        expect(del.status, `round ${round}`).toBe(409);
        expect(await orderExists(orderId)).toBe(true);
        expect(approved).toBe(1);
      } else {
        deleted++;
        expect(del.status, `round ${round}`).toBe(200);
        expect(await orderExists(orderId)).toBe(false);
      }
    }
    expect(deleted + paid).toBe(12);
  });
});
