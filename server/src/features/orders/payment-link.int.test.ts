// The online payment link (issue 13): sent by email and text, bound to one order by an unguessable token, pays the
// balance once (also under concurrent submits, on PostgreSQL too), and says why an expired, used or paid link cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { emailOutbox, orders, orderTransactions, paymentLinks, payments } from '#src/db/schema/index';
import { TEST_CARDS } from '#src/features/checkout/payment';
import { recordTransaction } from '#src/features/payments/balance';
import { approvedCard, checkoutKey } from '#src/test/cart-fixtures';
import { makeOrder } from '#src/test/pos-fixtures';
import { staffClient, startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await staffClient(server);
});
afterAll(() => server.close());
const db = () => server.database.db;

/** Sends a link for the order by email and answers the token the customer receives. */
async function sendLink(orderId: number): Promise<string> {
  const res = await cashier.get(`/pos/order/sendPaymentURL?order_id=${orderId}&email=pat%40example.com`);
  expect(res.status).toBe(200);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.kind, 'payment_link')));
  const token = /\/checkout\/pay\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)?.[1];
  expect(token).toHaveLength(43);
  return token!;
}

const pay = (token: string, key = checkoutKey(), card: Record<string, string> = approvedCard) =>
  server.client().post('/checkout/payment_link/pay', { token, idempotency_key: key, ...card });
const onlineOf = (orderId: number) =>
  db()
    .select()
    .from(orderTransactions)
    .where(and(eq(orderTransactions.orderId, orderId), eq(orderTransactions.transactionType, 'online')));

describe('GET /pos/order/sendPaymentURL', () => {
  it('emails and texts a link; the link shows the balance without a staff session', async () => {
    const orderId = await makeOrder(db(), { totalCents: 12_345, status: 'outstanding_balance' });
    await db().transaction((tx) =>
      recordTransaction(tx as unknown as Db, {
        orderId,
        type: 'cash',
        label: 'Cash',
        amountCents: 2_345,
        status: 'approved',
        idempotencyKey: 'c1',
      }),
    );
    const res = await cashier.get(
      `/pos/order/sendPaymentURL?order_id=${orderId}&email=pat%40example.com&telephone=5125550142`,
    );
    expect(res).toMatchObject({
      status: 200,
      body: { success: 'Payment link sent to pat@example.com. Payment link texted to 5125550142.' },
    });
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
    expect(rows.map((r) => [r.channel, r.kind, r.toAddress]).sort()).toEqual([
      ['email', 'payment_link', 'pat@example.com'],
      ['sms', 'payment_link', '+15125550142'],
    ]);
    const token = /token=([A-Za-z0-9_-]+)/.exec(rows.find((r) => r.channel === 'sms')!.textBody)![1]!;
    expect(rows.find((r) => r.channel === 'sms')!.textBody).toContain('pay $100.00 for order');
    // Only the token's hash is stored.
    const [link] = await db().select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId));
    expect(link!.tokenHash).not.toContain(token);
    const page = await server.client().get(`/checkout/payment_link/info?token=${token}`);
    expect(page).toMatchObject({
      status: 200,
      body: {
        state: 'open',
        order_id: orderId,
        order_total_text: '$123.45',
        amount_paid_text: '$23.45',
        balance_due: '100.00',
        balance_due_text: '$100.00',
      },
    });
  });

  it('refuses an order with nothing due, a quote, a bad phone, and strangers', async () => {
    const paid = await makeOrder(db(), { totalCents: 1_000, status: 'complete' });
    await db().transaction((tx) =>
      recordTransaction(tx as unknown as Db, {
        orderId: paid,
        type: 'cash',
        label: 'Cash',
        amountCents: 1_000,
        status: 'approved',
        idempotencyKey: 'c',
      }),
    );
    expect(await cashier.get(`/pos/order/sendPaymentURL?order_id=${paid}&email=a%40example.com`)).toMatchObject({
      status: 409,
      body: { error: 'This order has no balance due.' },
    });
    const quote = await makeOrder(db(), { totalCents: 1_000, status: 'quote' });
    expect((await cashier.get(`/pos/order/sendPaymentURL?order_id=${quote}&email=a%40example.com`)).status).toBe(409);
    const open = await makeOrder(db(), { totalCents: 1_000 });
    expect(await cashier.get(`/pos/order/sendPaymentURL?order_id=${open}&telephone=12345`)).toMatchObject({
      status: 400,
      body: { errors: { telephone: 'Invalid phone number format' } },
    });
    expect((await server.client().get(`/pos/order/sendPaymentURL?order_id=${open}&email=a%40example.com`)).status).toBe(
      403,
    );
    expect(await db().select().from(paymentLinks).where(eq(paymentLinks.orderId, open))).toHaveLength(0);
  });
});

describe('paying by link', () => {
  it('pays the balance by card as one online transaction, completes the order, and the link is then used', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_001, status: 'outstanding_balance' });
    const token = await sendLink(orderId);
    const res = await pay(token);
    expect(res).toMatchObject({
      status: 200,
      body: { success: 'Thank you! Your payment of $50.01 was received.', order_id: orderId, amount: '50.01' },
    });
    const [t] = await onlineOf(orderId);
    expect(t).toMatchObject({ amountCents: 5_001, status: 'approved', label: 'Online card payment (ending 4242)' });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('complete');
    const again = await pay(token);
    expect(again).toMatchObject({ status: 409, body: { error: 'This payment link has already been used.' } });
    expect((await server.client().get(`/checkout/payment_link/info?token=${token}`)).body).toMatchObject({
      state: 'used',
      message: 'This payment link has already been used.',
      balance_due: '0.00',
    });
  });

  it('pays once under concurrent submits (different keys and the same key)', async () => {
    const orderId = await makeOrder(db(), { totalCents: 7_777, status: 'outstanding_balance' });
    const token = await sendLink(orderId);
    const key = checkoutKey();
    const answers = await Promise.all([pay(token, key), pay(token, key), pay(token), pay(token), pay(token)]);
    const ok = answers.filter((a) => a.status === 200);
    // The first submit pays; its retry with the same key may answer the same success; every other key is refused.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const txs = await onlineOf(orderId);
    expect(txs).toHaveLength(1);
    expect(txs[0]!.amountCents).toBe(7_777);
    const captured = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
    expect(captured).toHaveLength(1);
  });

  it('a declined card says Payment Failed! and leaves the link open', async () => {
    const orderId = await makeOrder(db(), { totalCents: 3_000, status: 'outstanding_balance' });
    const token = await sendLink(orderId);
    const declined = await pay(token, checkoutKey(), { ...approvedCard, card_number: TEST_CARDS.decline });
    expect(declined).toMatchObject({
      status: 402,
      body: { error: 'Payment Failed!', errors: { card_number: 'Declined' } },
    });
    expect(await onlineOf(orderId)).toHaveLength(0);
    expect((await pay(token)).status).toBe(200);
  });

  it('refuses a wrong token, an expired link, and a link whose order was paid at the counter', async () => {
    const wrong = await pay('x'.repeat(43));
    expect(wrong).toMatchObject({
      status: 404,
      body: { error: 'This payment link is not valid. Ask the store for a new one.' },
    });
    expect((await server.client().get(`/checkout/payment_link/info?token=${'y'.repeat(43)}`)).status).toBe(404);

    const orderId = await makeOrder(db(), { totalCents: 2_000, status: 'outstanding_balance' });
    const token = await sendLink(orderId);
    await db()
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.orderId, orderId));
    expect(await pay(token)).toMatchObject({
      status: 410,
      body: { error: 'This payment link has expired. Ask the store for a new one.' },
    });

    const counter = await makeOrder(db(), { totalCents: 2_000, status: 'outstanding_balance' });
    const token2 = await sendLink(counter);
    await db().transaction((tx) =>
      recordTransaction(tx as unknown as Db, {
        orderId: counter,
        type: 'cash',
        label: 'Cash',
        amountCents: 2_000,
        status: 'approved',
        idempotencyKey: 'cash',
      }),
    );
    expect(await pay(token2)).toMatchObject({ status: 409, body: { error: 'This order is already paid in full.' } });
    expect(await onlineOf(counter)).toHaveLength(0);
  });
});
