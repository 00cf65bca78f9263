// The order-history modal (issue 14): its data, a refused transition that changes nothing, and the notification
// rules with texts landing in the SMS outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { POS_ORDERS_MSG, type OrderStatusData } from '@parts/common/pos-orders';
import { rowsOf } from '#src/db/rows';
import { customers, orderHistory, orders } from '#src/db/schema/index';
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
