// Removing the customer from a placed order (issue 28): the order view's Remove makes it a walk-in order, with a
// history line; refused where money or tax was granted for that customer, and on closed orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReceiptOrder } from '@parts/common/receipt';
import type { Db } from '#src/db/client';
import { orders } from '#src/db/schema/index';
import { recordTransaction } from '#src/features/payments/balance';
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

const remove = (orderId: number) =>
  cashier.post<{ success?: string; error?: string; order: ReceiptOrder }>('/pos/order/removeCustomer', {
    order_id: orderId,
  });
const info = async (orderId: number) =>
  (await cashier.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${orderId}`)).body.order;

async function customerOrder(status = 'outstanding_balance') {
  const customerId = await makeCustomer(db());
  const orderId = await makeOrder(db(), { totalCents: 4_000, status, customerId });
  return { customerId, orderId };
}

describe('POST /pos/order/removeCustomer', () => {
  it('makes the order a walk-in order and writes it in the history', async () => {
    const { orderId } = await customerOrder();
    expect((await info(orderId)).customer).toBe('Casey Counter');
    const res = await remove(orderId);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Customer removed from order.');
    const o = await info(orderId);
    expect(o.customer_id).toBeNull();
    expect(o.customer).toBe('');
    expect(o.email).toBe('');
    expect(o.order_total).toBe('40.00');
    expect(o.history.map((h) => h.comment)).toContain('Customer Casey Counter removed from the order.');
  });

  it('refuses while a store credit payment of that customer is on the order, and keeps the customer', async () => {
    const { orderId, customerId } = await customerOrder();
    await db().transaction((tx) =>
      recordTransaction(tx as unknown as Db, {
        orderId,
        type: 'store_credit',
        label: 'Store Credit',
        amountCents: 1_000,
        status: 'approved',
        idempotencyKey: 'credit-1',
      }),
    );
    const res = await remove(orderId);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "This order has a payment from the customer's store credit or house account. Void that payment before removing the customer.",
    );
    expect((await info(orderId)).customer_id).toBe(customerId);
  });

  it('refuses a tax-exempt order, a voided order, an order without customer and an unknown order', async () => {
    const exempt = await customerOrder();
    await db().update(orders).set({ taxExempt: true }).where(eq(orders.orderId, exempt.orderId));
    expect((await remove(exempt.orderId)).status).toBe(409);
    expect((await info(exempt.orderId)).customer_id).toBe(exempt.customerId);

    const voided = await customerOrder('voided');
    expect((await remove(voided.orderId)).status).toBe(409);
    expect((await info(voided.orderId)).customer_id).toBe(voided.customerId);

    const walkIn = await makeOrder(db(), { totalCents: 1_000, status: 'outstanding_balance' });
    const none = await remove(walkIn);
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('This order has no customer to remove.');
    expect((await remove(999_999)).status).toBe(404);
  });

  it('is for staff only', async () => {
    const { orderId, customerId } = await customerOrder();
    const res = await server.client().post('/pos/order/removeCustomer', { order_id: orderId });
    expect(res.status).toBe(403);
    expect((await info(orderId)).customer_id).toBe(customerId);
  });

  it('a store credit payment and a removal at once: one wins, never a credit payment on a walk-in order', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 8_000 });
    const orderId = await makeOrder(db(), { totalCents: 4_000, status: 'outstanding_balance', customerId });
    const [payment, removal] = await Promise.all([
      cashier.post<{ error?: string }>(`/pos/checkout/addTransaction?orderId=${orderId}`, {
        idempotency_key: randomBytes(8).toString('hex'),
        transaction_type: 'store_credit',
        amount: '10',
      }),
      remove(orderId),
    ]);
    const o = await info(orderId);
    const credit = o.transactions.filter((t) => t.transaction_type === 'store_credit' && t.status === 'approved');
    // Either the removal went first (the payment then has no customer) or the payment did (the removal is refused).
    expect([
      [200, 400, null, 0],
      [409, 200, customerId, 1],
    ]).toContainEqual([removal.status, payment.status, o.customer_id, credit.length]);
  });
});
