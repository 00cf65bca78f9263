// Voiding a POS order (issue 14): it puts the stock back and voids every payment through its provider, once; a
// settled terminal payment is refunded; the stock a counter sale and a kiosk order take and give back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { CheckoutState } from '@parts/common/pos-checkout';
import { POS_ORDERS_MSG } from '@parts/common/pos-orders';
import { rowsOf } from '#src/db/rows';
import { giftVouchers, orderHistory, orderProducts, orders, orderTransactions } from '#src/db/schema/index';
import { creditBalance } from '#src/features/payments/credit';
import { saveSettings } from '#src/features/settings/queries';
import { plainPart, setStock, stockOf } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder, makeVoucher } from '#src/test/pos-fixtures';
import { staffClient, startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await staffClient(server);
  admin = await staffClient(server, 'admin');
  await saveSettings(db(), {
    pos_payment_types: ['cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online'],
    pos_terminal_simulator_mode: 'auto',
    pos_terminal_simulator_delay_ms: 50,
  });
});
afterAll(() => server.close());

const db = () => server.database.db;
const key = () => randomBytes(8).toString('hex');
const pay = (orderId: number, body: Record<string, string>) =>
  cashier.post<{ transaction: { transaction_id: number; status: string } }>(
    `/pos/checkout/addTransaction?orderId=${orderId}`,
    { idempotency_key: key(), ...body },
    { form: true },
  );

describe('GET /pos/order/void', () => {
  it('voids every payment (card device through the terminal, gift card and store credit back), puts the stock back and changes the status once', async () => {
    const part = await plainPart(db());
    await setStock(db(), part.product_id, 5);
    const customerId = await makeCustomer(db(), { creditCents: 1_000 });
    const orderId = await makeOrder(db(), { totalCents: 6_000, status: 'saved', customerId });
    await db()
      .insert(orderProducts)
      .values({
        orderId,
        productId: part.product_id,
        name: part.name,
        quantity: 2,
        options: [],
        unitCents: 3_000,
        originalUnitCents: 3_000,
        totalCents: 6_000,
        taxCents: 0,
        reserved: [{ location_id: 1, quantity: 2 }],
      });
    await db().execute(
      sql`update inventory set quantity = quantity - 2 where product_id = ${part.product_id} and location_id = 1`,
    );
    expect(await stockOf(db(), part.product_id)).toBe(3);
    const gift = await makeVoucher(db(), 2_000);
    expect((await pay(orderId, { transaction_type: 'cash', amount: '10' })).status).toBe(200);
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '20', voucher_code: gift.code })).status).toBe(
      200,
    );
    expect((await pay(orderId, { transaction_type: 'store_credit', amount: '10' })).status).toBe(200);
    const s = (await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
    const card = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '20',
      card_type: 'Credit',
      datacap_device: String(s.cardDevices[0]!.device_id),
      payjunction_terminal_id: String(s.departments[0]!.device_id),
    });
    expect(card.body.transaction.status).toBe('approved');

    const res = await cashier.get<{ success: string; errors: string[]; order: { order_status: string } }>(
      `/pos/order/void?order_id=${orderId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: POS_ORDERS_MSG.voided(orderId),
      errors: [],
      order: { order_status: 'Voided' },
    });
    const txs = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
    expect(txs.map((t) => t.status)).toEqual(['void', 'void', 'void', 'void']);
    expect(txs.find((t) => t.transactionType === 'card_device')!.terminalStatus).toBe('VOID');
    expect(await stockOf(db(), part.product_id)).toBe(5);
    const [v] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, gift.voucherId));
    expect(v!.balanceCents).toBe(2_000);
    expect(await creditBalance(db(), customerId)).toBe(1_000);
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('voided');

    // Again: the lifecycle refuses voided → voided; nothing changes (no stock twice, no history row).
    const historyBefore = (await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length;
    const again = await cashier.get<{ error: string }>(`/pos/order/void?order_id=${orderId}`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('An order that is voided cannot become voided.');
    expect((again.body as { errors?: unknown }).errors).toEqual(['An order that is voided cannot become voided.']);
    expect(await stockOf(db(), part.product_id)).toBe(5);
    expect((await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length).toBe(
      historyBefore,
    );
  });

  it('two voids at once: one voids, the other is refused; the stock and the gift card come back once', async () => {
    const part = await plainPart(db(), 1);
    await setStock(db(), part.product_id, 4);
    const orderId = await makeOrder(db(), { totalCents: 2_000, status: 'saved' });
    await db()
      .insert(orderProducts)
      .values({
        orderId,
        productId: part.product_id,
        name: part.name,
        quantity: 1,
        options: [],
        unitCents: 2_000,
        originalUnitCents: 2_000,
        totalCents: 2_000,
        taxCents: 0,
        reserved: [{ location_id: 1, quantity: 1 }],
      });
    await db().execute(
      sql`update inventory set quantity = quantity - 1 where product_id = ${part.product_id} and location_id = 1`,
    );
    const gift = await makeVoucher(db(), 2_000);
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '20', voucher_code: gift.code })).status).toBe(
      200,
    );
    const answers = await Promise.all([1, 2, 3].map(() => cashier.get(`/pos/order/void?order_id=${orderId}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(db(), part.product_id)).toBe(4);
    const [v] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, gift.voucherId));
    expect(v!.balanceCents).toBe(2_000);
    const voids = (await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).filter(
      (h) => h.status === 'voided',
    );
    expect(voids).toHaveLength(1);
  });

  it('is refused from another site (a state-changing GET), and the order stays as it was', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000, status: 'saved' });
    const cookie = [...cashier.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const path of [`/pos/order/void?order_id=${orderId}`, `/pos/order/continue?order_id=${orderId}`]) {
      const res = await fetch(server.baseUrl + path, {
        headers: { accept: 'application/json', cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.status).toBe(403);
    }
    expect((await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!.status).toBe('saved');
  });

  it('leaves the order as it is and lists each error when a terminal refuses the void', async () => {
    const orderId = await makeOrder(db(), { totalCents: 3_000, status: 'saved' });
    const s = (await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
    const card = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '30',
      card_type: 'Credit',
      datacap_device: String(s.cardDevices[0]!.device_id),
      payjunction_terminal_id: String(s.departments[0]!.device_id),
    });
    expect(card.body.transaction.status).toBe('approved');
    // The provider has no record under this reference: its void fails.
    await db()
      .update(orderTransactions)
      .set({ providerReference: 'unknown-reference' })
      .where(eq(orderTransactions.transactionId, card.body.transaction.transaction_id));
    const res = await cashier.get<{ errors: string[] }>(`/pos/order/void?order_id=${orderId}`);
    expect(res.status).toBe(409);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatch(/^Credit card on .+: /);
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('saved');
    const [t] = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
    expect(t!.status).toBe('approved');
  });
});

describe('GET /pos/order/void of a settled terminal payment', () => {
  it('asks the terminal: a payment settled since it was taken is refunded from the order view, without the checkout screen', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_500, status: 'saved' });
    const s = (await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
    const card = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '25',
      card_type: 'Credit',
      datacap_device: String(s.cardDevices[0]!.device_id),
      payjunction_terminal_id: String(s.departments[0]!.device_id),
    });
    expect(card.body.transaction.status).toBe('approved');
    // The processor closes the batch; nobody opens the checkout screen afterwards.
    expect((await admin.post<{ settled: number }>('/pos/checkout/simulator', { settle: '1' })).status).toBe(200);

    const res = await cashier.get<{ success: string; errors: string[] }>(`/pos/order/void?order_id=${orderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: POS_ORDERS_MSG.voided(orderId), errors: [] });
    const [t] = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
    expect(t).toMatchObject({ status: 'void', terminalStatus: 'REFUND', settled: true });
    const [sim] = rowsOf<{ status: string }>(
      await db().execute(sql`select status from terminal_sim_requests where reference = ${t!.providerReference}`),
    );
    expect(sim!.status).toBe('REFUNDED');
  });
});

describe('stock at the counter', () => {
  /** Units of the part at one location. */
  const at = async (productId: number, locationId: number) => {
    const [r] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select coalesce(sum(quantity), 0)::int as n from inventory where product_id = ${productId} and location_id = ${locationId}`,
      ),
    );
    return r!.n;
  };

  it("a sale takes the parts from the cashier's store when checked out, as many as it has; a void gives them back", async () => {
    const part = await plainPart(db(), 3);
    const [me] = rowsOf<{ location_id: number }>(
      await db().execute(sql`select location_id from users where username = 'cashier'`),
    );
    const store = me!.location_id;
    await setStock(db(), part.product_id, 2, store);
    await cashier.get('/checkout/cart/abandonOrder');
    expect(
      (await cashier.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '3' }, { form: true }))
        .status,
    ).toBe(200);
    const saved = await cashier.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    const orderId = saved.body.order_id;
    expect(await at(part.product_id, store)).toBe(2); // saved, not sold yet
    const state = (await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
    expect((await pay(orderId, { transaction_type: 'cash', amount: state.balanceDue })).status).toBe(200);
    expect((await cashier.post(`/pos/checkout/complete?orderId=${orderId}`, {})).status).toBe(200);
    expect(await at(part.product_id, store)).toBe(0); // two of three over the counter; the third is for the distributor
    const [line] = await db().select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    expect(line!.reserved).toEqual([{ location_id: store, quantity: 2 }]);

    expect((await cashier.get(`/pos/order/void?order_id=${orderId}`)).status).toBe(200);
    expect(await at(part.product_id, store)).toBe(2);
  });

  it('a kiosk order continued at the counter keeps the stock it took until it is voided', async () => {
    const part = await plainPart(db(), 4);
    await setStock(db(), part.product_id, 5, 1);
    const orderId = await makeOrder(db(), { totalCents: part.price_cents * 2, status: 'kiosk' });
    await db().update(orders).set({ pickupLocationId: 1 }).where(eq(orders.orderId, orderId));
    await db()
      .insert(orderProducts)
      .values({
        orderId,
        productId: part.product_id,
        name: part.name,
        quantity: 2,
        options: [],
        unitCents: part.price_cents,
        originalUnitCents: part.price_cents,
        totalCents: part.price_cents * 2,
        taxCents: 0,
        reserved: [{ location_id: 1, quantity: 2 }],
      });
    await db().execute(
      sql`update inventory set quantity = quantity - 2 where product_id = ${part.product_id} and location_id = 1`,
    );

    expect((await cashier.get(`/pos/order/continue?order_id=${orderId}`)).status).toBe(200);
    const saved = await cashier.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    expect(saved.body.order_id).toBe(orderId);
    expect(await at(part.product_id, 1)).toBe(3);
    const state = (await cashier.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
    expect((await pay(orderId, { transaction_type: 'cash', amount: state.balanceDue })).status).toBe(200);
    expect((await cashier.post(`/pos/checkout/complete?orderId=${orderId}`, {})).status).toBe(200);
    expect(await at(part.product_id, 1)).toBe(3); // not taken twice

    expect((await cashier.get(`/pos/order/void?order_id=${orderId}`)).status).toBe(200);
    expect(await at(part.product_id, 1)).toBe(5);
  });
});
