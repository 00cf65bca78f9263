// The counter's risky actions write the audit log in their own transaction (decision 0062): each writes one row with
// who, what and the register; an action that is refused or rolled back writes none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import { auditLog } from '#src/db/schema/index';
import { saveSettings } from '#src/features/settings/queries';
import { plainPart } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
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
  await saveSettings(db(), { pos_payment_types: ['cash', 'check', 'store_credit'] });
});
afterAll(() => server.close());

const db = () => server.database.db;
const key = () => randomBytes(8).toString('hex');
const pay = (orderId: number, amount: string) =>
  cashier.post<{ transaction: { transaction_id: number } }>(
    `/pos/checkout/addTransaction?orderId=${orderId}`,
    { idempotency_key: key(), transaction_type: 'cash', amount },
    { form: true },
  );
/** The audit rows about one target, oldest first, as the log's page reads them. */
const rowsFor = (targetType: string, targetId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.auditId));
const brief = (r: typeof auditLog.$inferSelect) => ({ action: r.action, who: r.userName, summary: r.summary });

describe('the audit log of the counter', () => {
  it('a void writes order.void once, with the cashier and the register; two voids at once write one row', async () => {
    const orderId = await makeOrder(db(), { totalCents: 8_417, status: 'saved' });
    expect((await pay(orderId, '84.17')).status).toBe(200);
    const answers = await Promise.all([1, 2].map(() => cashier.get(`/pos/order/void?order_id=${orderId}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await rowsFor('order', orderId);
    expect(rows.map(brief)).toEqual([
      { action: 'order.void', who: 'Casey Rivera', summary: `Voided order #${orderId} ($84.17)` },
    ]);
    // The cashier's session works at the Round Rock store (location 2 of the seed).
    expect(rows[0]!.locationId).toBe(2);
    expect(rows[0]!.ip).not.toBe('');
  });

  it('a payment voided by hand writes payment.void; the same void again is refused and writes nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000, status: 'saved' });
    const t = (await pay(orderId, '20')).body.transaction.transaction_id;
    const body = { transaction_id: t };
    expect((await cashier.post('/pos/checkout/voidTransaction', body)).status).toBe(200);
    expect((await cashier.post('/pos/checkout/voidTransaction', body)).status).toBe(409);
    expect((await rowsFor('order', orderId)).map(brief)).toEqual([
      { action: 'payment.void', who: 'Casey Rivera', summary: `Voided Cash payment of $20.00 on order #${orderId}` },
    ]);
  });

  it('deleting an order writes order.delete; a delete refused because of a payment writes nothing', async () => {
    const empty = await makeOrder(db(), { totalCents: 1_250, status: 'saved' });
    expect((await admin.get(`/api/order/delete?order_id=${empty}`)).status).toBe(200);
    expect((await rowsFor('order', empty)).map(brief)).toEqual([
      { action: 'order.delete', who: 'Alex Morgan', summary: `Deleted order #${empty} ($12.50)` },
    ]);
    const paid = await makeOrder(db(), { totalCents: 1_000, status: 'saved' });
    expect((await pay(paid, '10')).status).toBe(200);
    expect((await admin.get(`/api/order/delete?order_id=${paid}`)).status).toBe(409);
    expect(await rowsFor('order', paid)).toEqual([]);
  });

  it('store credit given and taken writes credit.give and credit.take; taking more than the balance writes nothing', async () => {
    const customerId = await makeCustomer(db());
    const add = (type: string, amount: string) =>
      admin.post(
        `/api/customer_credit/add?customer_id=${customerId}`,
        { type, amount, description: 'Goodwill' },
        { form: true },
      );
    expect((await add('credit', '15')).status).toBe(200);
    expect((await add('debit', '5')).status).toBe(200);
    expect((await add('debit', '50')).status).toBe(400);
    expect((await rowsFor('customer', customerId)).map((r) => [r.action, r.summary])).toEqual([
      ['credit.give', `Gave $15.00 store credit to customer #${customerId}: Goodwill`],
      ['credit.take', `Took $5.00 store credit from customer #${customerId}: Goodwill`],
    ]);
  });

  it('a price changed at the counter writes price.override with the old and new price', async () => {
    const c = server.client();
    expect((await c.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
    const part = await plainPart(db(), 7);
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    const line = (await c.get<CartData>('/checkout/cart/getData')).body.products[0]!;
    const res = await c.post('/checkout/cart/updatePrice', { key: line.key, newPrice: '1.00' }, { form: true });
    expect(res.status).toBe(200);
    const rows = await rowsFor('cart_item', Number(line.key));
    expect(rows.map((r) => r.action)).toEqual(['price.override']);
    expect(rows[0]!.summary).toBe(
      `Price of ${part.name} changed from $${(part.price_cents / 100).toFixed(2)} to $1.00`,
    );
    expect(rows[0]!.detail).toMatchObject({ product_id: part.product_id, to_cents: 100 });
  });

  it('paid out of the drawer writes till.paid_out once for a repeated submit', async () => {
    const till = (await admin.get<{ register: { register_id: number } }>('/pos/till/state')).body;
    const body = {
      register_id: till.register.register_id,
      kind: 'paid_out',
      amount: '12.50',
      reason: 'Delivery driver tip',
      idempotency_key: key(),
    };
    expect((await admin.post('/pos/till/movement', body)).status).toBe(200);
    expect((await admin.post('/pos/till/movement', body)).status).toBe(200);
    const rows = await db().select().from(auditLog).where(eq(auditLog.action, 'till.paid_out'));
    expect(rows.map((r) => r.summary)).toEqual([
      'Paid out $12.50 at Austin - North Lamar, Register 1: Delivery driver tip',
    ]);
  });
});
