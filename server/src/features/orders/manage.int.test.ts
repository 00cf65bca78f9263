// POS orders after the sale (issue 14): the list's tabs, filters and paging; voiding puts the stock back and voids
// every payment through its provider; continuing loads the order into the counter cart; the order-history modal's
// data, a refused transition that changes nothing, and the notification rules with texts landing in the SMS outbox.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_MSG } from '@parts/common/customers';
import type { CheckoutState } from '@parts/common/pos-checkout';
import { POS_ORDERS_MSG, type OrderList, type OrderStatusData } from '@parts/common/pos-orders';
import { rowsOf } from '#src/db/rows';
import { customers, giftVouchers, orderHistory, orderProducts, orders, orderTransactions } from '#src/db/schema/index';
import { creditBalance } from '#src/features/payments/credit';
import { saveSettings } from '#src/features/settings/queries';
import { plainPart, setStock, stockOf } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder, makeVoucher } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = server.client();
  admin = server.client();
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  await saveSettings(db(), {
    pos_payment_types: ['cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online'],
    pos_terminal_simulator_mode: 'auto',
    pos_terminal_simulator_delay_ms: 50,
  });
});
afterAll(() => server.close());

const db = () => server.database.db;
const uid = () => randomBytes(4).toString('hex');
const key = () => randomBytes(8).toString('hex');
const pay = (orderId: number, body: Record<string, string>) =>
  cashier.post<{ transaction: { transaction_id: number; status: string } }>(
    `/pos/checkout/addTransaction?orderId=${orderId}`,
    { idempotency_key: key(), ...body },
    { form: true },
  );
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

describe('order history modal', () => {
  it('getOrderStatus answers the current status, the statuses the lifecycle allows, the last note and the contact', async () => {
    const customerId = await makeCustomer(db());
    await db().update(customers).set({ textingAlerts: true }).where(eq(customers.customerId, customerId));
    const orderId = await makeOrder(db(), { totalCents: 1_000, status: 'complete', customerId });
    const [c] = await db().select().from(customers).where(eq(customers.customerId, customerId));
    const res = await cashier.get<OrderStatusData>(`/admin/sale/order/getOrderStatus?orderId=${orderId}`);
    expect(res.body).toEqual({
      orderStatusId: 8,
      orderStatuses: [
        { order_status_id: 6, name: 'Outstanding Balance' },
        { order_status_id: 8, name: 'Complete' },
        { order_status_id: 9, name: 'Voided' },
      ],
      recentHistoryNote: 'test order',
      email: c!.email,
      phone: '(512) 555-0100',
      textingAlerts: true,
    });
  });

  it('a refused transition changes nothing and sends nothing', async () => {
    const customerId = await makeCustomer(db());
    const orderId = await makeOrder(db(), { totalCents: 1_000, status: 'complete', customerId });
    const before = (await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length;
    const res = await cashier.post<{ error: string }>(
      `/pos/order/history?order_id=${orderId}`,
      { orderStatusId: '3', comment: 'back to saved', notifyCustomer: '1', notifyByEmail: '1', email: 'x@example.com' },
      { form: true },
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('An order that is complete cannot become saved.');
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('complete');
    expect((await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).length).toBe(before);
    const [sent] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from email_outbox where order_id = ${orderId}`),
    );
    expect(sent!.n).toBe(0);
  });

  it('checks the notification rules (one schema), the consent override, then mails and texts, recorded with the history row', async () => {
    const customerId = await makeCustomer(db());
    const orderId = await makeOrder(db(), { totalCents: 1_000, status: 'saved', customerId });
    const url = `/pos/order/history?order_id=${orderId}`;
    const base = { orderStatusId: '8', comment: 'Your part is in', notifyCustomer: '1' };
    const post = (body: Record<string, string>) =>
      cashier.post<{
        error: string;
        errors: Record<string, string>;
        success: string;
        notified: string[];
        history: { status: string; comment: string }[];
      }>(url, { ...base, ...body }, { form: true });
    expect((await post({ notifyByEmail: '1', email: '' })).body.errors).toEqual({ email: 'Required' });
    expect((await post({ notifyByEmail: '1', email: 'nope' })).body.errors).toEqual({ email: 'Invalid email' });
    expect((await post({ notifyByText: '1', phone: '', overrideTextPermission: '1' })).body.errors).toEqual({
      phone: 'Required',
    });
    expect((await post({ notifyByText: '1', phone: '555-12', overrideTextPermission: '1' })).body.errors).toEqual({
      phone: 'Invalid phone number format',
    });
    // The customer has not consented: the form's own textingAlerts claim does not count, the stored consent does.
    const refused = await post({ notifyByText: '1', phone: '(512) 555-0100', textingAlerts: '1' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: CUSTOMER_MSG.noTextConsent,
      errors: { overrideTextPermission: "Customer doesn't constent to text messages" },
    });
    expect((await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!.status).toBe('saved');

    const ok = await post({
      notifyByEmail: '1',
      email: 'lee@example.com',
      notifyByText: '1',
      phone: '(512) 555-0100',
      overrideTextPermission: '1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: POS_ORDERS_MSG.historyAdded, notified: ['email', 'text'] });
    expect(ok.body.history.at(-1)).toMatchObject({ status: 'Complete', comment: 'Your part is in' });
    const sent = rowsOf<{ channel: string; to_address: string; text_body: string; linked: number }>(
      await db()
        .execute(sql`select e.channel, e.to_address, e.text_body, m.order_history_id as linked from email_outbox e
        join order_history_messages m on m.email_id = e.email_id join order_history h on h.order_history_id = m.order_history_id
        where h.order_id = ${orderId} order by e.email_id`),
    );
    expect(sent.map((s) => [s.channel, s.to_address])).toEqual([
      ['email', 'lee@example.com'],
      ['sms', '+15125550100'],
    ]);
    expect(sent[1]!.text_body).toContain(`Your order #${orderId} is Complete. Your part is in`);
    const [h] = await db().select().from(orderHistory).where(eq(orderHistory.orderHistoryId, sent[0]!.linked));
    expect(h).toMatchObject({ status: 'complete', notify: true, comment: 'Your part is in' });
  });

  it('texts a consenting customer without the override, through the admin api call too', async () => {
    const customerId = await makeCustomer(db());
    await db().update(customers).set({ textingAlerts: true }).where(eq(customers.customerId, customerId));
    const orderId = await makeOrder(db(), { totalCents: 1_000, status: 'saved', customerId });
    const res = await cashier.post<{ notified: string[] }>(
      '/admin/sale/order/api',
      {
        api: 'api/order/history',
        order_id: String(orderId),
        orderStatusId: '3',
        comment: 'Still waiting on the part',
        notifyCustomer: '1',
        notifyByText: '1',
        phone: '512-555-0100',
      },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.notified).toEqual(['text']);
    const [sms] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from email_outbox where order_id = ${orderId} and channel = 'sms' and kind = 'order_history'`,
      ),
    );
    expect(sms!.n).toBe(1);
    const histories = await cashier.post<{ status: string; comment: string }[]>(
      '/pos/order/histories',
      { order_id: String(orderId) },
      { form: true },
    );
    expect(histories.body.at(-1)).toMatchObject({ status: 'Saved', comment: 'Still waiting on the part' });
  });
});

describe('GET /pos/order/continue refused', () => {
  it('a complete order is refused and the cart tables are as they were (no empty counter cart made)', async () => {
    const clerk = server.client();
    expect((await clerk.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
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
