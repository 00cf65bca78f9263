// Continuing a POS order (issue 14): it loads the order into the counter cart, tied to the order; a refusal writes
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POS_ORDERS_MSG } from '@parts/common/pos-orders';
import { rowsOf } from '#src/db/rows';
import { orderProducts } from '#src/db/schema/index';
import { plainPart } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { staffClient, startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await staffClient(server);
});
afterAll(() => server.close());

const db = () => server.database.db;

describe('GET /pos/order/continue', () => {
  it('loads a saved or kiosk order into the counter cart, tied to the order; a complete one is refused', async () => {
    const part = await plainPart(db());
    const customerId = await makeCustomer(db());
    for (const status of ['saved', 'kiosk']) {
      const orderId = await makeOrder(db(), { totalCents: 5_000, status, customerId });
      await db()
        .insert(orderProducts)
        .values([
          {
            orderId,
            productId: part.product_id,
            name: part.name,
            quantity: 3,
            options: [],
            unitCents: part.price_cents,
            originalUnitCents: part.price_cents,
            totalCents: part.price_cents * 3,
            taxCents: 0,
          },
          {
            orderId,
            productId: null,
            name: 'Shop rag',
            quantity: 1,
            options: [],
            unitCents: 250,
            originalUnitCents: 250,
            totalCents: 250,
            taxCents: 0,
          },
        ]);
      const res = await cashier.get<{ success: string; redirect: string }>(`/pos/order/continue?order_id=${orderId}`);
      expect(res.body).toEqual({
        success: POS_ORDERS_MSG.continued(orderId),
        order_id: orderId,
        redirect: '/checkout/cart',
      });
      const cart = await cashier.get<{ order_id: number | null; products: { name: string; quantity: number }[] }>(
        '/checkout/cart/getData',
      );
      expect(cart.body.order_id).toBe(orderId);
      expect(cart.body.products.map((p) => [p.name, p.quantity])).toEqual([
        [part.name, 3],
        ['Shop rag', 1],
      ]);
    }
    const done = await makeOrder(db(), { totalCents: 1_000, status: 'complete' });
    const refused = await cashier.get<{ error: string }>(`/pos/order/continue?order_id=${done}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(POS_ORDERS_MSG.notContinuable);
    const [row] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from carts where order_id = ${done}`),
    );
    expect(row!.n).toBe(0);
  });
});

describe('GET /pos/order/continue refused', () => {
  it('a complete order is refused and the cart tables are as they were (no empty counter cart made)', async () => {
    const clerk = await staffClient(server);
    const done = await makeOrder(db(), { totalCents: 1_000, status: 'complete' });
    const tables = async () =>
      rowsOf<{ carts: number; items: number; last: number | null }>(
        await db().execute(
          sql`select (select count(*)::int from carts) as carts, (select count(*)::int from cart_items) as items, (select max(cart_id) from carts) as last`,
        ),
      )[0]!;
    const before = await tables();
    const refused = await clerk.get<{ error: string }>(`/pos/order/continue?order_id=${done}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(POS_ORDERS_MSG.notContinuable);
    expect(await tables()).toEqual(before);
  });
});
