// The receipt (issue 13): the order as the receipt reads it (literal cents), attaching a customer, and sending the
// receipt by email (outbox) and text (SMS outbox) with the spec's field rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ReceiptOrder } from '@parts/common/receipt';
import type { Db } from '#src/db/client';
import { emailOutbox, orderHistory, orderProducts, orders } from '#src/db/schema/index';
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

async function pay(
  orderId: number,
  key: string,
  amountCents: number,
  status: 'approved' | 'void' = 'approved',
  type: 'cash' | 'check' = 'cash',
) {
  await db().transaction((tx) =>
    recordTransaction(tx as unknown as Db, {
      orderId,
      type,
      label: type === 'cash' ? 'Cash' : 'Check #1001',
      amountCents,
      status,
      idempotencyKey: key,
    }),
  );
}

async function line(
  orderId: number,
  name: string,
  quantity: number,
  unitCents: number,
  poNumber: string | null = null,
) {
  await db()
    .insert(orderProducts)
    .values({
      orderId,
      name,
      aaia: 'BBHK',
      mpn: 'BD-1234',
      quantity,
      options: [],
      unitCents,
      originalUnitCents: unitCents,
      totalCents: unitCents * quantity,
      taxCents: 0,
      poNumber,
    });
}

const info = (orderId: number) => cashier.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${orderId}`);

describe('GET /pos/order/info', () => {
  it('answers the spec fields with money summed from the approved transactions, in literal cents', async () => {
    const customerId = await makeCustomer(db());
    const orderId = await makeOrder(db(), {
      totalCents: 10_001,
      taxCents: 826,
      status: 'outstanding_balance',
      customerId,
    });
    await line(orderId, 'Brake Pad Set', 3, 3_058);
    await pay(orderId, 'a', 3_333);
    await pay(orderId, 'b', 5_000, 'void');
    const res = await info(orderId);
    expect(res.status).toBe(200);
    const o = res.body.order;
    expect(o).toMatchObject({
      order_id: orderId,
      customer: 'Casey Counter',
      customer_id: customerId,
      order_status: 'Outstanding Balance',
      order_status_id: 6,
      status_color: '#f8d7da',
      status_text_color: '#842029',
      amount_paid: '33.33',
      amount_paid_text: '$33.33',
      order_total: '100.01',
      order_total_text: '$100.01',
      balance_due: '66.68',
      balance_due_text: '$66.68',
      change_due: '0.00',
      paid_in_full: false,
      is_quote: false,
      pos_status: 'outstanding_balance',
      purchase_orders: [],
      booked_appointments: [],
      po_number_list: [],
      tax_exempt: false,
      tax_exempt_number: '',
    });
    expect(o.totals).toEqual([
      { code: 'sub_total', title: 'Sub-Total', text: '$91.75' },
      { code: 'tax', title: 'Tax', text: '$8.26' },
      { code: 'total', title: 'Total', text: '$100.01' },
    ]);
    expect(o.products).toEqual([
      expect.objectContaining({
        name: 'Brake Pad Set',
        quantity: 3,
        price: '30.58',
        price_text: '$30.58',
        total: '91.74',
        total_text: '$91.74',
      }),
    ]);
    // Every transaction with its status; the screens hide the void one.
    expect(o.transactions.map((t) => [t.amount, t.status])).toEqual([
      ['33.33', 'approved'],
      ['50.00', 'void'],
    ]);
    expect(o.date_added_long).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('shows the change due when more was tendered than the total', async () => {
    const orderId = await makeOrder(db(), { totalCents: 8_001, status: 'complete' });
    await pay(orderId, 'cash', 10_000);
    const o = (await info(orderId)).body.order;
    expect(o).toMatchObject({
      amount_paid: '100.00',
      balance_due: '-19.99',
      balance_due_text: '$19.99',
      change_due: '19.99',
      change_due_text: '$19.99',
      paid_in_full: true,
      order_status: 'Complete',
    });
  });

  it("carries the counter cart's vehicle and the lines' PO numbers", async () => {
    const orderId = await makeOrder(db(), { totalCents: 3_000 });
    await db().update(orders).set({ vehicleLabel: '2015 Ford F-150' }).where(eq(orders.orderId, orderId));
    await line(orderId, 'Wiper Blade', 1, 1_000, 'PO-77');
    await line(orderId, 'Wiper Blade Rear', 1, 1_000, 'PO-77');
    await line(orderId, 'Air Filter', 1, 1_000, 'PO-78');
    const o = (await info(orderId)).body.order;
    expect(o.order_ymm).toBe('2015 Ford F-150');
    expect(o.po_number_list).toEqual(['PO-77', 'PO-78']);
    expect(o.products.map((p) => p.po_number)).toEqual(['PO-77', 'PO-77', 'PO-78']);
  });

  it('marks a quote as a quote', async () => {
    const orderId = await makeOrder(db(), { totalCents: 500, status: 'quote' });
    expect((await info(orderId)).body.order).toMatchObject({
      is_quote: true,
      order_status: 'Quote',
      pos_status: 'quote',
    });
  });

  it('is staff only, 404 for an unknown order and 400 for a bad id', async () => {
    const orderId = await makeOrder(db(), { totalCents: 500 });
    expect((await server.client().get(`/pos/order/info?order_id=${orderId}`)).status).toBe(403);
    const missing = await cashier.get('/pos/order/info?order_id=99999999');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Order not found.' } });
    expect((await cashier.get('/pos/order/info?order_id=abc')).status).toBe(400);
  });
});

describe('POST /pos/order/setCustomer', () => {
  it('attaches the customer, answers "Customer added to order!" and writes the history', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    const customerId = await makeCustomer(db());
    const res = await cashier.post(
      '/pos/order/setCustomer',
      { order_id: String(orderId), customer_id: String(customerId) },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: 'Customer added to order!',
      customer_id: customerId,
      customer: 'Casey Counter',
    });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o).toMatchObject({ customerId, firstname: 'Casey', lastname: 'Counter' });
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.at(-1)!.comment).toBe('Customer Casey Counter added to the order.');
    // POST histories: the rows with the status by name, dates as Y-m-d H:i in the store's time.
    const rows = await cashier.post<{ date_added: string; status: string; comment: string }[]>('/pos/order/histories', {
      order_id: orderId,
    });
    expect(rows.status).toBe(200);
    expect(rows.body.map((h) => [h.status, h.comment])).toEqual([
      ['Saved', 'test order'],
      ['Saved', 'Customer Casey Counter added to the order.'],
    ]);
    expect(rows.body[0]!.date_added).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('refuses an unknown customer and a voided order, changing nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    const unknown = await cashier.post('/pos/order/setCustomer', { order_id: orderId, customer_id: 99_999_999 });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Customer not found.' } });
    const voided = await makeOrder(db(), { totalCents: 1_000, status: 'voided' });
    const customerId = await makeCustomer(db());
    expect((await cashier.post('/pos/order/setCustomer', { order_id: voided, customer_id: customerId })).status).toBe(
      409,
    );
    const [o] = await db().select().from(orders).where(eq(orders.orderId, voided));
    expect(o!.customerId).toBeNull();
  });
});

describe('GET /pos/order/send', () => {
  const outboxOf = (orderId: number) => db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));

  it('emails the receipt through the outbox and texts it through the SMS provider', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_599, status: 'complete' });
    await line(orderId, 'Oil Filter', 1, 2_599);
    await pay(orderId, 'x', 2_599);
    const res = await cashier.get<{ success: string; email_id: number; sms_id: number }>(
      `/pos/order/send?order_id=${orderId}&email=pat%40example.com&telephone=(512)%20555-0142`,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Receipt sent to pat@example.com. Receipt texted to (512) 555-0142.');
    const rows = await outboxOf(orderId);
    const mail = rows.find((r) => r.channel === 'email')!;
    expect(mail).toMatchObject({
      emailId: res.body.email_id,
      kind: 'receipt',
      toAddress: 'pat@example.com',
      subject: `Receipt for order #${orderId}`,
      status: 'outbox',
    });
    expect(mail.textBody).toContain('1 x Oil Filter (BBHK BD-1234)  $25.99');
    expect(mail.textBody).toContain('Amount paid: $25.99');
    expect(mail.textBody).toContain('Change due: $0.00');
    const text = rows.find((r) => r.channel === 'sms')!;
    expect(text).toMatchObject({
      emailId: res.body.sms_id,
      kind: 'receipt',
      toAddress: '+15125550142',
      status: 'outbox',
      providerMessageId: `outbox-${res.body.sms_id}`,
    });
    expect(text.textBody).toContain(`receipt for order #${orderId}. Total $25.99, paid $25.99.`);
  });

  it('sends a quote as a quote', async () => {
    const orderId = await makeOrder(db(), { totalCents: 4_200, status: 'quote' });
    expect((await cashier.get(`/pos/order/send?order_id=${orderId}&email=q%40example.com`)).status).toBe(200);
    const [mail] = await outboxOf(orderId);
    expect(mail).toMatchObject({ kind: 'quote', subject: `Quote #${orderId}` });
    expect(mail!.textBody).toContain('This is a quote, not a sale.');
  });

  it('refuses a bad email or phone with the spec rule and sends nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    const badEmail = await cashier.get(`/pos/order/send?order_id=${orderId}&email=not-an-email&telephone=5125550142`);
    expect(badEmail).toMatchObject({ status: 400, body: { errors: { email: 'Invalid email' } } });
    const badPhone = await cashier.get(`/pos/order/send?order_id=${orderId}&telephone=555-0142`);
    expect(badPhone).toMatchObject({ status: 400, body: { errors: { telephone: 'Invalid phone number format' } } });
    const nowhere = await cashier.get(`/pos/order/send?order_id=${orderId}`);
    expect(nowhere).toMatchObject({
      status: 400,
      body: { errors: { email: 'Enter an email address or a phone number.' } },
    });
    expect(await outboxOf(orderId)).toHaveLength(0);
  });

  it('is staff only and refuses a call from another site', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    expect((await server.client().get(`/pos/order/send?order_id=${orderId}&email=a%40example.com`)).status).toBe(403);
    const cross = await fetch(`${server.baseUrl}/pos/order/send?order_id=${orderId}&email=a%40example.com`, {
      headers: { cookie: [...cashier.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.status).toBe(403);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.orderId, orderId))),
    ).toHaveLength(0);
  });
});
