// Special orders (issue 28, decision 0059), as the counter uses them: a part the store does not stock, ordered for a
// customer with a deposit taken at the checkout; the purchase order comes in, the customer is told once (double submit
// and two at once included; run on PostgreSQL too), and at pickup the deposit is already off the balance.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CheckoutState } from '@parts/common/pos-checkout';
import type { SpecialOrderRow } from '@parts/common/special-order';
import { rowsOf } from '#src/db/rows';
import { purchaseOrders } from '#src/db/schema/index';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startTestServer();
  staff = server.client();
  expect((await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

const db = () => server.database.db;
type Answer = { success?: string; error?: string; errors?: Record<string, string>; special_order: SpecialOrderRow };
const save = (orderId: number, body: Record<string, string>) =>
  staff.post<Answer>(`/pos/special-order/save?orderId=${orderId}`, body);
const receive = (orderId: number) => staff.post<Answer>(`/pos/special-order/receive?orderId=${orderId}`);
const cash = (orderId: number, amount: string) =>
  staff.post<{ state: CheckoutState }>(
    `/pos/checkout/addTransaction?orderId=${orderId}`,
    { transaction_type: 'cash', amount, idempotency_key: randomBytes(8).toString('hex') },
    { form: true },
  );
/** The part ordered from the distributor for this order (as the purchase screen's submit leaves it). */
const orderedFromDistributor = (orderId: number) =>
  db()
    .insert(purchaseOrders)
    .values({
      orderId,
      idempotencyKey: randomBytes(6).toString('hex'),
      requestKey: `po:${orderId}:${randomBytes(6).toString('hex')}`,
      status: 'submitted',
      warehouseCode: 'WH1',
      warehouseName: 'Main warehouse',
      confirmationNumber: 'CONF-5521',
      shippingMethod: 'Ground',
      items: [],
      totalCents: 9_000,
    });
const notices = async (orderId: number) =>
  rowsOf<{ channel: string; text_body: string }>(
    await db().execute(
      sql`select channel, text_body from email_outbox where order_id = ${orderId} and kind = 'special_order_received'`,
    ),
  );

describe('special orders', () => {
  it('needs a customer and a deposit up to the order total', async () => {
    const walkIn = await makeOrder(db(), { totalCents: 18_000 });
    const r1 = await save(walkIn, { deposit: '50.00' });
    expect(r1.status).toBe(400);
    expect(r1.body.error).toBe('A customer must be selected!');
    const order = await makeOrder(db(), { totalCents: 18_000, customerId: await makeCustomer(db()) });
    for (const deposit of ['0', '180.01']) {
      const r = await save(order, { deposit });
      expect(r.status, deposit).toBe(400);
      expect(r.body.errors).toEqual({
        deposit: 'The deposit must be more than $0.00 and no more than the order total.',
      });
    }
  });

  it('deposit at order time, the PO comes in, the customer is told once, and the deposit applies at pickup', async () => {
    const customerId = await makeCustomer(db());
    const order = await makeOrder(db(), { totalCents: 18_000, customerId });
    const saved = await save(order, { deposit: '50.00', note: 'Mirror glass, driver side' });
    expect(saved.body.special_order).toMatchObject({ status: 'ordered', deposit_cents: 5_000, paid_cents: 0 });
    expect((await cash(order, '50.00')).status).toBe(200);

    const early = await receive(order);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      'Order the part from the distributor first: the special order has no purchase order.',
    );

    await orderedFromDistributor(order);
    const both = await Promise.all([receive(order), receive(order)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.success).sort()).toEqual([
      'The part is in: the customer has been notified.',
      'The part was already received.',
    ]);
    expect((await receive(order)).body.success).toBe('The part was already received.');
    expect(await notices(order)).toEqual([
      {
        channel: 'email',
        text_body: `Your special order #${order} is in and ready for pickup. Deposit paid: $50.00. Balance due at pickup: $130.00.`,
      },
    ]);

    const list = await staff.get<{ special_orders: SpecialOrderRow[] }>('/pos/special-order/list');
    expect(list.body.special_orders.find((s) => s.order_id === order)).toMatchObject({
      status: 'received',
      paid_cents: 5_000,
      balance_cents: 13_000,
      purchase_orders: [{ confirmation: 'CONF-5521', status: 'submitted' }],
    });

    // Pickup: the checkout asks only for the rest.
    const state = (await staff.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${order}`)).body;
    expect(state).toMatchObject({ amountPaid: '50.00', balanceDue: '130.00' });
    expect((await cash(order, '130.00')).body.state).toMatchObject({ balanceDue: '0.00', paidInFull: true });
  });
});
