// One ledger of an order's money (issue 30 item 1, decision 0038): a storefront order paid by card shows paid at the
// counter, a counter tender on it finds nothing due, and a counter void gives the card back through the payment
// provider exactly once — also when three voids arrive at once. Runs on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PAY_MSG, type CheckoutState } from '@parts/common/pos-checkout';
import { POS_ORDERS_MSG, type OrderList } from '@parts/common/pos-orders';
import { rowsOf } from '#src/db/rows';
import { orders, orderTransactions } from '#src/db/schema/index';
import { approvedCard, checkoutKey, pickupDetails, plainPart, setStock, stockOf } from '#src/test/cart-fixtures';
import { staffClient, startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await staffClient(server);
});
afterAll(() => server.close());

const db = () => server.database.db;

/** A shopper buys `quantity` of a fresh part for pickup at store 2 and pays by card on the storefront. */
async function storefrontCardOrder(quantity: number) {
  const part = await plainPart(db());
  await setStock(db(), part.product_id, 5, 2);
  const shopper = server.client();
  const add = { product_id: String(part.product_id), quantity: String(quantity) };
  expect((await shopper.post('/checkout/cart/add', add, { form: true })).status).toBe(200);
  expect((await shopper.post('/checkout/cart/setCheckoutData', pickupDetails(), { form: true })).status).toBe(200);
  const placed = await shopper.post<{ order_id: number }>(
    '/checkout/confirm/createOrder',
    { idempotency_key: checkoutKey(), ...approvedCard },
    { form: true },
  );
  expect(placed.status).toBe(200);
  const orderId = placed.body.order_id;
  const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
  return { orderId, part, totalCents: o!.totalCents, reference: o!.paymentReference! };
}

const cardAtProvider = async (reference: string) =>
  rowsOf<{ status: string; refunded_cents: number }>(
    await db().execute(sql`select status, refunded_cents from payments where reference = ${reference}`),
  );

describe('a storefront card order at the counter', () => {
  it('shows paid with nothing due, in the checkout and in the orders list; a counter tender is refused', async () => {
    const { orderId, totalCents, reference } = await storefrontCardOrder(2);
    expect(await cardAtProvider(reference)).toEqual([{ status: 'captured', refunded_cents: 0 }]);
    const total = (totalCents / 100).toFixed(2);

    const state = await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`);
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      orderTotal: total,
      amountPaid: total,
      balanceDue: '0.00',
      changeDue: '0.00',
      paidInFull: true,
    });
    expect(state.body.transactions).toEqual([
      expect.objectContaining({
        transaction_label: 'Online card payment (ending 4242)',
        transaction_type: 'online',
        status: 'approved',
      }),
    ]);

    const list = await cashier.get<OrderList>(`/api/order?from_pos=1&sort=o.date_added&filter_order_id=${orderId}`);
    expect(list.body.orders[0]).toMatchObject({ order_id: orderId, paid_amount: total });

    // The double charge the issue found: a counter card for the full amount. Nothing is due, so nothing is taken.
    for (const tender of [
      { transaction_type: 'card', amount: total, card_type: 'Credit', card_last4: '4242' },
      { transaction_type: 'cash', amount: total },
    ]) {
      const res = await cashier.post<{ error: string }>(
        `/pos/checkout/addTransaction?orderId=${orderId}`,
        { idempotency_key: checkoutKey(), ...tender },
        { form: true },
      );
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(PAY_MSG.paidInFull);
    }
    const rows = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it('a counter void refunds the card through the provider once, even with three voids at once', async () => {
    const { orderId, part, totalCents, reference } = await storefrontCardOrder(1);
    expect(await stockOf(db(), part.product_id)).toBe(4);

    const answers = await Promise.all(
      [1, 2, 3].map(() => cashier.get<{ success?: string }>(`/pos/order/void?order_id=${orderId}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 200)!.body.success).toBe(POS_ORDERS_MSG.voided(orderId));

    // The provider gave back the whole amount, once; the ledger row says it was refunded.
    expect(await cardAtProvider(reference)).toEqual([{ status: 'refunded', refunded_cents: totalCents }]);
    const [t] = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
    expect(t).toMatchObject({ transactionType: 'online', status: 'void', terminalStatus: 'REFUND' });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('voided');
    expect(await stockOf(db(), part.product_id)).toBe(5);

    const state = (await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
    expect(state.amountPaid).toBe('0.00');

    // Later voids change nothing at the provider.
    expect((await cashier.get(`/pos/order/void?order_id=${orderId}`)).status).toBe(409);
    expect(await cardAtProvider(reference)).toEqual([{ status: 'refunded', refunded_cents: totalCents }]);
  });
});
