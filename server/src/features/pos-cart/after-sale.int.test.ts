// The counter after a sale (issue 31): a sale rung up, paid in cash and completed the way the cashier does it, then
// what the receipt shows for its labor line and what the counter cart does next (a new sale, never the paid order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import type { ReceiptOrder } from '@parts/common/receipt';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { makeOrder } from '#src/test/pos-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const staff = async (username = 'cashier') => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};
const cart = async (c: Client) => (await c.get<CartData>('/checkout/cart/getData')).body;
const receipt = async (c: Client, orderId: number) =>
  (await c.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${orderId}`)).body.order;

const context = async (c: Client) =>
  (await c.get<{ vehicle_id: number | null; ymm_vehicle: { label: string } }>('/pos/cart/context')).body;

/** Puts the demo shopper on the cart with a saved vehicle of theirs (the first base vehicle) chosen. */
async function withCustomerVehicle(c: Client) {
  const [shopper] = rowsOf<{ customer_id: number }>(
    await db().execute(sql`select customer_id from customers where email = 'shopper@example.com'`),
  );
  await c.post('/checkout/cart/setCustomer', { customer_id: String(shopper!.customer_id) }, { form: true });
  const [bv] = rowsOf<{ year: number; make_id: number; model_id: number; make: string; model: string }>(
    await db().execute(
      sql`select b.year, b.make_id, b.model_id, mk.name as make, md.name as model from base_vehicles b join makes mk on mk.make_id = b.make_id join models md on md.model_id = b.model_id order by b.base_vehicle_id limit 1`,
    ),
  );
  const ymm = [
    { api_field: 'Year', api_value: String(bv!.year), label_field: 'Year', label_value: String(bv!.year) },
    { api_field: 'MakeID', api_value: String(bv!.make_id), label_field: 'Make', label_value: bv!.make },
    { api_field: 'ModelID', api_value: String(bv!.model_id), label_field: 'Model', label_value: bv!.model },
  ];
  const [veh] = rowsOf<{ vehicle_id: number }>(
    await db().execute(
      sql`insert into customer_vehicles (customer_id, title, ymm_data) values (${shopper!.customer_id}, 'Work truck', ${JSON.stringify(ymm)}::jsonb) returning vehicle_id`,
    ),
  );
  expect((await c.post('/pos/cart/setVehicle', { vehicle_id: String(veh!.vehicle_id) })).status).toBe(200);
}

/** Rings up one part and 90 minutes of Standard Labor ($120.00/h), checks out, pays the total in cash, completes. */
async function sellWithLabor(c: Client) {
  const part = await plainPart(db(), 3);
  await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
  const rates = (await c.get<{ labor_rates: { labor_id: number; title: string }[] }>('/pos/cart/context')).body;
  const std = rates.labor_rates.find((r) => r.title === 'Standard Labor')!;
  await c.post(
    '/checkout/cart/applyLabor',
    { laborId: String(std.labor_id), laborTime: '90', quantity: '1', name: 'Brake job' },
    { form: true },
  );
  const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
  expect(saved.status).toBe(200);
  const orderId = saved.body.order_id;
  const total = (await receipt(c, orderId)).order_total;
  const paid = await c.post(
    `/pos/checkout/addTransaction?orderId=${orderId}`,
    { idempotency_key: randomBytes(8).toString('hex'), transaction_type: 'cash', amount: total },
    { form: true },
  );
  expect(paid.status).toBe(200);
  const done = await c.post<{ status: string }>(`/pos/checkout/complete?orderId=${orderId}`, {});
  expect(done.body.status).toBe('complete');
  return { orderId, part };
}

describe('a completed counter sale', () => {
  it('prints its labor line with the labor amount on the receipt and the emailed receipt', async () => {
    const c = await staff();
    const { orderId } = await sellWithLabor(c);
    const o = await receipt(c, orderId);
    // $120.00/h x 90 min = $180.00.
    expect(o.products.find((p) => p.name === 'Brake job')).toMatchObject({
      quantity: 1,
      price_text: '$180.00',
      total_text: '$180.00',
    });
    const sent = await c.get(`/pos/order/send?order_id=${orderId}&email=labor@example.com`);
    expect(sent.status).toBe(200);
    const [mail] = rowsOf<{ body: string }>(
      await db().execute(
        sql`select text_body as body from email_outbox where to_address = 'labor@example.com' order by email_id desc limit 1`,
      ),
    );
    expect(mail!.body).toContain('1 x Brake job  $180.00');
  });

  it('leaves the counter cart as a new sale: no customer or vehicle, and it never edits, checks out or cancels the paid order', async () => {
    const c = await staff();
    await withCustomerVehicle(c);
    expect((await context(c)).ymm_vehicle.label).not.toBe('');
    const { orderId } = await sellWithLabor(c);
    // The cashier goes back to Cart without Done → New Sale.
    const after = await cart(c);
    expect(after.order_id).toBeNull();
    expect(after.total_items).toBe(0);
    expect(after.customer).toBeFalsy();
    expect((await context(c)).ymm_vehicle.label).toBe('');
    const cancel = await c.get('/checkout/cart/cancelOrder');
    expect(cancel.body.success).toBeUndefined();
    expect((await receipt(c, orderId)).order_status).toBe('Complete');
    // Scanning a part starts a new sale whose Check Out makes a new order.
    const part = await plainPart(db(), 4);
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    const next = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    expect(next.status).toBe(200);
    expect(next.body.order_id).not.toBe(orderId);
    expect((await receipt(c, orderId)).products).toHaveLength(2);
  });
});

describe('a price below cost approved by a manager (issue 30)', () => {
  it("names the approving manager, the price, the cost and the cashier on the order's history, once", async () => {
    const c = await staff('cashier');
    const part = await plainPart(db(), 8);
    await db().execute(sql`update products set cost_cents = 1000 where product_id = ${part.product_id}`);
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '2' }, { form: true });
    const key = (await cart(c)).products.find((p) => p.product_id === part.product_id)!.key;
    // Alex Morgan (admin) types PIN 1234 at Casey Rivera's register.
    const set = await c.post(
      '/checkout/cart/updatePrice',
      { key, newPrice: '8.50', manager_pin: '1234' },
      { form: true },
    );
    expect(set.status).toBe(200);
    const first = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    await c.get(`/checkout/cart/saveOrderAndCheckout?order_id=${first.body.order_id}`);
    const history = (await receipt(c, first.body.order_id)).history.map((h) => h.comment);
    expect(history.filter((h) => h.startsWith('Price below cost'))).toEqual([
      `Price below cost approved by Alex Morgan (manager PIN): ${part.name} at $8.50 each (cost $10.00), set by Casey Rivera.`,
    ]);
  });
});

describe('the POS orders Outstanding Balance tab', () => {
  it('lists the unpaid pickup and kiosk orders and the partly paid sale, not the paid or voided ones', async () => {
    const c = await staff();
    const email = `owes-${randomBytes(4).toString('hex')}@example.com`;
    const order = async (status: string, totalCents: number) => {
      const id = await makeOrder(db(), { status, totalCents });
      await db().execute(sql`update orders set email = ${email} where order_id = ${id}`);
      return id;
    };
    const pickup = await order('pending', 4_200);
    const kiosk = await order('kiosk', 1_999);
    const partly = await order('outstanding_balance', 5_000);
    const paid = await order('complete', 3_000);
    const voided = await order('voided', 2_500);
    for (const [id, cents] of [
      [partly, 1_000],
      [paid, 3_000],
    ] as const)
      await db().execute(
        sql`insert into order_transactions (order_id, transaction_type, label, amount_cents, status, idempotency_key) values (${id}, 'cash', 'Cash', ${cents}, 'approved', ${randomBytes(6).toString('hex')})`,
      );
    const list = await c.get<{ orders: { order_id: number }[] }>(
      `/api/order?status=outstanding_balance&filter_customer=${encodeURIComponent(email)}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.orders.map((o) => o.order_id).sort()).toEqual([pickup, kiosk, partly].sort());
    expect(list.body.orders.map((o) => o.order_id)).not.toContain(paid);
    expect(list.body.orders.map((o) => o.order_id)).not.toContain(voided);
  });
});

describe('selling more than the shelf holds', () => {
  it("warns at the counter when its store has 18 of the 25 asked (other stores' stock aside), and records the shortfall", async () => {
    const c = await staff();
    const [me] = rowsOf<{ location_id: number }>(
      await db().execute(sql`select location_id from users where username = 'cashier'`),
    );
    const [other] = rowsOf<{ location_id: number }>(
      await db().execute(sql`select location_id from locations where location_id <> ${me!.location_id} limit 1`),
    );
    const part = await plainPart(db(), 9);
    await setStock(db(), part.product_id, 18, me!.location_id);
    await db().execute(
      sql`insert into inventory (product_id, location_id, quantity) values (${part.product_id}, ${other!.location_id}, 100)
        on conflict (product_id, location_id) do update set quantity = excluded.quantity`,
    );
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '25' }, { form: true });
    const data = await cart(c);
    expect(data.products[0]).toMatchObject({ quantity: 25, show_stock_warning: true });
    expect(data.pos_stock_warning).toBe(
      "I'm sorry, this product is either not available in the desired quantity or not in stock.",
    );

    const orderId = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
    const total = (await receipt(c, orderId)).order_total;
    await c.post(
      `/pos/checkout/addTransaction?orderId=${orderId}`,
      { idempotency_key: randomBytes(8).toString('hex'), transaction_type: 'cash', amount: total },
      { form: true },
    );
    expect((await c.post<{ status: string }>(`/pos/checkout/complete?orderId=${orderId}`, {})).body.status).toBe(
      'complete',
    );
    const history = (await receipt(c, orderId)).history.map((h) => h.comment);
    expect(history).toContain(`Stock shortfall at the counter: ${part.name}: sold 25, 18 on hand, 7 short.`);
  });
});

describe('a customer password set by staff', () => {
  it('needs the 8 characters the storefront asks for', async () => {
    const c = await staff();
    const [shopper] = rowsOf<{ customer_id: number; email: string }>(
      await db().execute(sql`select customer_id, email from customers where email = 'shopper@example.com'`),
    );
    const res = await c.post(`/pos/customer/save?customerId=${shopper!.customer_id}`, {
      customer_group_id: 1,
      firstname: 'Demo',
      lastname: 'Shopper',
      email: shopper!.email,
      password: 'abcd',
      status: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ password: 'Minimum 8 characters' });
  });
});
