// The customer editor's tabs: credits (the ledger, also under concurrency), history with its image and notification
// rules, IP addresses with bans that refuse login, registration and checkout, tags, orders, returns and contact info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MSG } from '@parts/common/customers';
import type { SaveAnswer } from '@parts/common/customer-form';
import {
  type CreditList,
  type CustomerHistoryList,
  type CustomerIpList,
  type CustomerOrders,
  type CustomerReturns,
  type CustomerTags,
} from '@parts/common/customer-tabs';
import { recordTransaction } from '#src/features/payments/balance';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { makeOrder } from '#src/test/pos-fixtures';

let server: TestServer;
let staff: Client;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  staff = server.client();
  await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
  admin = server.client();
  await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
});
afterAll(() => server.close());

let seq = 0;
async function newCustomer(over: Record<string, unknown> = {}) {
  seq += 1;
  const res = await staff.post<SaveAnswer>('/pos/customer/save', {
    customer_group_id: 1,
    firstname: 'Tab',
    lastname: `Tester${seq}`,
    email: `tabs${seq}@example.com`,
    telephone: '5125550100',
    status: 1,
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.customer.customer_id!;
}

/** Posts multipart form data as a browser does. */
async function multipart(
  client: Client,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('image', new Blob([file.bytes], { type: file.type }), file.name);
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  const res = await fetch(server.baseUrl + path, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

describe('credits', () => {
  it('adds credits and debits; the balance is the sum; a debit below zero is refused', async () => {
    const id = await newCustomer();
    expect(
      (await staff.post(`/api/customer_credit/add?customer_id=${id}`, { description: 'Goodwill', amount: '25.50' }))
        .status,
    ).toBe(200);
    expect(
      (
        await staff.post(`/api/customer_credit/add?customer_id=${id}`, {
          description: 'Used at counter',
          amount: '10',
          type: 'debit',
        })
      ).status,
    ).toBe(200);
    const list = await staff.get<CreditList>(
      `/api/customer_credit?customerId=${id}&sort=date_added&order=desc&page=1&limit=10`,
    );
    expect(list.body.data).toEqual({ balance: '15.50', balance_text: '$15.50' });
    expect(list.body.results.map((r) => [r.description, r.amount])).toEqual([
      ['Used at counter', '-10.00'],
      ['Goodwill', '25.50'],
    ]);
    expect(list.body).toMatchObject({ totalPages: 1, position: 0 });
    const over = await staff.post(`/api/customer_credit/add?customer_id=${id}`, {
      description: 'Too much',
      amount: '15.51',
      type: 'debit',
    });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('Not enough store credit: the balance is $15.50.');
  });

  it('a cashier gives up to $50.00 of credit per entry; above it needs a manager (an admin)', async () => {
    const id = await newCustomer();
    const give = (c: Client, amount: string) =>
      c.post<{ balance: string; error?: string }>(`/api/customer_credit/add?customer_id=${id}`, {
        description: 'Goodwill',
        amount,
      });
    const refused = await give(staff, '50.01');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Store credit above $50.00 needs a manager.');
    expect((await give(staff, '50.00')).body.balance).toBe('50.00');
    expect((await give(admin, '50.01')).body.balance).toBe('100.01');
  });

  it('refuses a zero or malformed amount and an empty description with their messages', async () => {
    const id = await newCustomer();
    // A negative amount is a debit (issue 28): credit-adjust.int.test.ts.
    for (const amount of ['0', '0.00', '-0', 'abc', '']) {
      const res = await staff.post(`/api/customer_credit/add?customer_id=${id}`, { description: 'x', amount });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ amount: 'Amount must be more than $0.00' });
    }
    const res = await staff.post(`/api/customer_credit/add?customer_id=${id}`, { description: '', amount: '5' });
    expect(res.body.errors).toEqual({ description: 'Required' });
  });

  it('never goes below zero when debits race (ten $10 debits on $50: exactly five pass)', async () => {
    const id = await newCustomer();
    await staff.post(`/api/customer_credit/add?customer_id=${id}`, { description: 'Start', amount: '50' });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staff.post(`/api/customer_credit/add?customer_id=${id}`, {
          description: `Debit ${i}`,
          amount: '10',
          type: 'debit',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    const list = await staff.get<CreditList>(`/api/customer_credit?customerId=${id}`);
    expect(list.body.data.balance).toBe('0.00');
    const [sum] = await server.database.query<{ n: number; min: number }>(
      'select sum(amount_cents)::int as n, count(*)::int as min from customer_credits where customer_id = $1',
      [id],
    );
    expect(sum).toEqual({ n: 0, min: 6 });
  });
});

describe('history', () => {
  it('starts empty, then lists a comment with a PNG and a JPEG judged by content', async () => {
    const id = await newCustomer();
    const empty = await staff.get<CustomerHistoryList>(`/api/customer_history?customerId=${id}`);
    expect(empty.body.histories).toEqual([]);
    const png = await multipart(
      staff,
      `/api/customer_history/add?customer_id=${id}`,
      { comment: 'Brought in a photo' },
      { name: 'photo.png', type: 'image/png', bytes: PNG },
    );
    expect(png).toMatchObject({ status: 200, body: { success: CUSTOMER_MSG.historyAdded } });
    // A real JPEG whose name says .txt is still a JPEG: the bytes decide.
    const jpg = await multipart(
      staff,
      `/api/customer_history/add?customer_id=${id}`,
      { comment: '' },
      { name: 'scan.txt', type: 'text/plain', bytes: JPEG },
    );
    expect(jpg.status).toBe(200);
    const list = await staff.get<CustomerHistoryList>(`/api/customer_history?customerId=${id}`);
    expect(list.body.histories).toHaveLength(2);
    const image = list.body.histories.find((h) => h.comment === 'Brought in a photo')!.image;
    expect(image).toMatch(/^\/media\/customer-history\/[0-9a-f-]+\.png$/);
    const served = await fetch(server.baseUrl + image);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a renamed non-image, a GIF, and a picture over 2 MB; nothing is stored', async () => {
    const id = await newCustomer();
    const text = await multipart(
      staff,
      `/api/customer_history/add?customer_id=${id}`,
      { comment: 'x' },
      { name: 'invoice.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('this is not a picture at all') },
    );
    expect(text).toMatchObject({
      status: 400,
      body: { error: CUSTOMER_MSG.imageType, errors: { image: CUSTOMER_MSG.imageType } },
    });
    const gif = await multipart(
      staff,
      `/api/customer_history/add?customer_id=${id}`,
      { comment: 'x' },
      {
        name: 'a.png',
        type: 'image/png',
        bytes: new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
      },
    );
    expect(gif.body.error).toBe(CUSTOMER_MSG.imageType);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await multipart(
      staff,
      `/api/customer_history/add?customer_id=${id}`,
      { comment: 'x' },
      { name: 'big.png', type: 'image/png', bytes: big },
    );
    expect(large).toMatchObject({ status: 400, body: { error: CUSTOMER_MSG.imageSize } });
    const list = await staff.get<CustomerHistoryList>(`/api/customer_history?customerId=${id}`);
    expect(list.body.histories).toEqual([]);
    const none = await multipart(staff, `/api/customer_history/add?customer_id=${id}`, { comment: '' });
    expect(none.body.errors).toEqual({ comment: CUSTOMER_MSG.historyEmpty });
  });

  it('notification rules: email and phone checked, the texting-consent override, then the messages go out', async () => {
    const id = await newCustomer({ texting_alerts: 0 });
    const url = `/api/customer_history/add?customer_id=${id}`;
    const base = { comment: 'Your part is in', notifyCustomer: '1', textingAlerts: '0' };
    expect((await multipart(staff, url, { ...base, notifyByEmail: '1', email: 'nope' })).body.errors).toEqual({
      email: 'Invalid email',
    });
    expect((await multipart(staff, url, { ...base, notifyByEmail: '1', email: '' })).body.errors).toEqual({
      email: 'Required',
    });
    expect((await multipart(staff, url, { ...base, notifyByText: '1', phone: '' })).body.errors).toMatchObject({
      phone: 'Required',
    });
    expect(
      (await multipart(staff, url, { ...base, notifyByText: '1', phone: '555-12', overrideTextPermission: '1' })).body
        .errors,
    ).toEqual({ phone: 'Invalid phone number format' });
    const noConsent = await multipart(staff, url, { ...base, notifyByText: '1', phone: '(512) 555-0100' });
    expect(noConsent.body).toMatchObject({
      error: "Customer doesn't constent to text messages",
      errors: { overrideTextPermission: "Customer doesn't constent to text messages" },
    });
    const ok = await multipart(staff, url, {
      ...base,
      notifyByEmail: '1',
      email: 'tabs-notify@example.com',
      notifyByText: '1',
      phone: '(512) 555-0100',
      overrideTextPermission: '1',
    });
    expect(ok).toMatchObject({ status: 200, body: { notified: ['email', 'text'] } });
    const sent = await server.database.query<{ channel: string; to_address: string }>(
      "select channel, to_address from email_outbox where customer_id = $1 and kind = 'customer_history' order by email_id",
      [id],
    );
    expect(sent).toEqual([
      { channel: 'email', to_address: 'tabs-notify@example.com' },
      { channel: 'sms', to_address: '+15125550100' },
    ]);
    // With consent given, no override is needed.
    const consenting = await newCustomer({ texting_alerts: 1 });
    expect(
      (
        await multipart(staff, `/api/customer_history/add?customer_id=${consenting}`, {
          ...base,
          textingAlerts: '1',
          notifyByText: '1',
          phone: '5125550100',
        })
      ).status,
    ).toBe(200);
  });
});

describe('IP addresses', () => {
  it('records the IP at login, counts accounts, bans it (login, registration and checkout refused) and lifts the ban', async () => {
    const id = await newCustomer({ password: undefined });
    await staff.post(`/pos/customer/save?customerId=${id}`, {
      customer_group_id: 1,
      firstname: 'Tab',
      lastname: 'Banned',
      email: `tabs${seq}@example.com`,
      password: 'pass1234',
      status: 1,
    });
    const shopper = server.client();
    expect(
      (await shopper.post('/api/account/login', { email: `tabs${seq}@example.com`, password: 'pass1234' })).status,
    ).toBe(200);
    const ips = await staff.get<CustomerIpList>(`/api/customer_ip?customerId=${id}`);
    expect(ips.body.ips).toEqual([
      expect.objectContaining({
        ip: '127.0.0.1',
        is_banned: false,
        filter_ip_url: '/pos/customer?filter_ip=127.0.0.1',
      }),
    ]);
    expect(ips.body.ips[0]!.total_accounts).toBe(1);
    // The demo IP 203.0.113.7 was used by customers 1 and 2; 81.2.69.160 by customer 2 alone.
    const demo = await staff.get<CustomerIpList>('/api/customer_ip?customerId=2');
    expect(demo.body.ips.map((r) => [r.ip, r.total_accounts, r.is_banned]).sort()).toEqual([
      ['203.0.113.7', 2, false],
      ['81.2.69.160', 1, false],
    ]);
    const filtered = await staff.get<{ customers: { customer_id: number }[] }>('/api/customer/get?filter_ip=127.0.0.1');
    expect(filtered.body.customers.map((c) => c.customer_id)).toContain(id);

    expect((await staff.post(`/api/customer_ip/add?customer_id=${id}`, { ip: '127.0.0.1' })).body.success).toBe(
      CUSTOMER_MSG.ipBanned,
    );
    expect((await staff.get<CustomerIpList>(`/api/customer_ip?customerId=${id}`)).body.ips[0]!.is_banned).toBe(true);
    const login = await server
      .client()
      .post('/api/account/login', { email: `tabs${seq}@example.com`, password: 'pass1234' });
    expect(login).toMatchObject({ status: 403, body: { error: CUSTOMER_MSG.ipRefused } });
    const register = await server.client().post('/checkout/cart/processPost', {
      firstname: 'New',
      lastname: 'Person',
      email: 'banned-new@example.com',
      telephone: '5125550111',
      password: 'longenough1',
      confirm: 'longenough1',
    });
    expect(register).toMatchObject({ status: 403, body: { error: CUSTOMER_MSG.ipRefused } });
    const checkout = await server
      .client()
      .post('/checkout/confirm/createOrder', { idempotency_key: 'banned-ip-key-0001' });
    expect(checkout).toMatchObject({ status: 403, body: { error: CUSTOMER_MSG.ipRefused } });

    expect((await staff.post(`/api/customer_ip/remove?customer_id=${id}`, { ip: '127.0.0.1' })).body.success).toBe(
      CUSTOMER_MSG.ipUnbanned,
    );
    expect(
      (await server.client().post('/api/account/login', { email: `tabs${seq}@example.com`, password: 'pass1234' }))
        .status,
    ).toBe(200);
  });

  it('looks up a location offline, and says "Failed to get location details." when it cannot', async () => {
    const hit = await staff.get('/api/customer_ip/location?ip=81.2.69.160');
    expect(hit).toMatchObject({ status: 200, body: { ip: '81.2.69.160', country: 'GB', region: 'England' } });
    const v6 = await staff.get('/api/customer_ip/location?ip=2001:4860:4860::8888');
    expect(v6).toMatchObject({ status: 200, body: { ip: '2001:4860:4860::8888', country: 'US' } });
    const miss = await staff.get('/api/customer_ip/location?ip=10.1.2.3');
    expect(miss).toMatchObject({ status: 404, body: { error: CUSTOMER_MSG.geoFailed } });
    const notAnIp = await staff.get('/api/customer_ip/location?ip=not-an-ip');
    expect(notAnIp).toMatchObject({ status: 404, body: { error: CUSTOMER_MSG.geoFailed } });
  });
});

describe('tags', () => {
  it('creates tags, assigns them, and refuses unknown or duplicate tags', async () => {
    const id = await newCustomer();
    const created = await staff.post<{ tag: { tag_id: number } }>('/api/customer_tag/create', { title: 'Cash only' });
    expect(created.status).toBe(200);
    expect((await staff.post('/api/customer_tag/create', { title: 'cash ONLY' })).body.errors).toEqual({
      title: CUSTOMER_MSG.tagExists,
    });
    expect((await staff.post('/api/customer_tag/create', { title: 'x' })).body.errors).toEqual({
      title: 'Minimum 2 characters',
    });
    const saved = await staff.post<CustomerTags>(`/api/customer_tag/save?customerId=${id}`, {
      tags: [created.body.tag.tag_id],
    });
    expect(saved.body.assignedTags).toEqual([created.body.tag.tag_id]);
    const read = await staff.get<CustomerTags>(`/api/customer_tag?customerId=${id}`);
    expect(read.body).toMatchObject({
      assignedTags: [created.body.tag.tag_id],
      createTagUrl: `/pos/customer/edit?customer_id=${id}&tab=tags#create-tag`,
    });
    expect(read.body.customerTags.map((t) => t.title)).toContain('Cash only');
    expect((await staff.post(`/api/customer_tag/save?customerId=${id}`, { tags: [999999] })).body.errors).toEqual({
      tags: CUSTOMER_MSG.unknownTag,
    });
  });
});

describe('orders, returns and contact info', () => {
  it("shows a customer's orders with the summary figures; edit and delete links only for admins", async () => {
    const orders = await staff.get<CustomerOrders>('/api/customer_order?customerId=2');
    expect(orders.status).toBe(200);
    expect(orders.body).toMatchObject({ total_orders: 1, total_returns: 2, page: 1, limit: 20, total_pages: 1 });
    expect(orders.body.orders[0]).toMatchObject({
      total_text: '$89.99',
      editUrl: '',
      deleteUrl: '',
      viewUrl: `/pos/order/view?order_id=${orders.body.orders[0]!.order_id}`,
    });
    const asAdmin = await admin.get<CustomerOrders>('/api/customer_order?customerId=2');
    const row = asAdmin.body.orders[0]!;
    expect(row.deleteUrl).toBe(`/api/order/delete?order_id=${row.order_id}`);
    expect((await staff.get(row.deleteUrl)).status).toBe(403);
  });

  it('outstanding balance and total spent are sums of approved transactions; cancelled and quoted orders owe nothing', async () => {
    const id = await newCustomer();
    const db = server.database.db;
    const open = await makeOrder(db, { totalCents: 10_000, status: 'outstanding_balance', customerId: id });
    await recordTransaction(db, {
      orderId: open,
      type: 'cash',
      label: 'Cash',
      amountCents: 3_000,
      status: 'approved',
      idempotencyKey: 'k1',
    });
    await recordTransaction(db, {
      orderId: open,
      type: 'card',
      label: 'Card',
      amountCents: 5_000,
      status: 'declined',
      idempotencyKey: 'k2',
    });
    const paid = await makeOrder(db, { totalCents: 2_500, status: 'complete', customerId: id });
    await recordTransaction(db, {
      orderId: paid,
      type: 'cash',
      label: 'Cash',
      amountCents: 3_000,
      status: 'approved',
      idempotencyKey: 'k3',
    });
    await makeOrder(db, { totalCents: 9_999, status: 'quote', customerId: id });
    await makeOrder(db, { totalCents: 4_000, status: 'cancelled', customerId: id });
    const res = await staff.get<CustomerOrders>(`/api/customer_order?customerId=${id}`);
    expect(res.body).toMatchObject({ total_orders: 4, outstanding_balance_text: '$70.00', total_spent_text: '$60.00' });
    expect(res.body.orders.find((o) => o.order_id === open)).toMatchObject({
      balance: '70.00',
      balance_text: '$70.00',
      total_text: '$100.00',
    });
    expect(res.body.orders.find((o) => o.order_id === paid)).toMatchObject({ balance: '0.00' });
    const list = await staff.get<{
      customers: { customer_id: number; total_orders: number; outstanding_balance: string }[];
    }>(`/api/customer/get?search=tabs${seq}%40`);
    expect(list.body.customers).toEqual([
      expect.objectContaining({ customer_id: id, total_orders: 4, outstanding_balance: '70.00' }),
    ]);
  });

  it('admins delete an order without payments; one with an approved payment is refused', async () => {
    const id = await newCustomer();
    const db = server.database.db;
    const unpaid = await makeOrder(db, { totalCents: 1_000, status: 'saved', customerId: id });
    const paid = await makeOrder(db, { totalCents: 1_000, status: 'saved', customerId: id });
    await recordTransaction(db, {
      orderId: paid,
      type: 'cash',
      label: 'Cash',
      amountCents: 500,
      status: 'approved',
      idempotencyKey: 'p1',
    });
    expect((await admin.get(`/api/order/delete?order_id=${unpaid}`)).body).toMatchObject({
      success: CUSTOMER_MSG.orderDeleted,
    });
    const refused = await admin.get(`/api/order/delete?order_id=${paid}`);
    expect(refused.status).toBe(409);
    const left = await staff.get<CustomerOrders>(`/api/customer_order?customerId=${id}`);
    expect(left.body.orders.map((o) => o.order_id)).toEqual([paid]);
  });

  it('edits a saved vehicle (title, notes, VIN) and refuses a mistyped VIN', async () => {
    const id = await newCustomer();
    const ymm = JSON.stringify([
      { api_field: 'Year', api_value: '2013', label_field: 'Year', label_value: '2013' },
      { api_field: 'MakeID', api_value: '10', label_field: 'Make', label_value: 'Ford' },
    ]);
    const added = await staff.post<{ vehicle: { vehicle_id: number } }>('/api/customer_vehicle/add', {
      customer_id: id,
      ymm_data: ymm,
    });
    const vehicleId = added.body.vehicle.vehicle_id;
    const edited = await staff.post<{ vehicle: { title: string; notes: string; vin: string } }>(
      '/api/customer_vehicle/edit',
      { vehicle_id: vehicleId, title: 'Work truck', notes: 'Tow package', vin: '1FTFW1ET9DFC10312', ymm_data: ymm },
    );
    expect(edited.body.vehicle).toMatchObject({ title: 'Work truck', notes: 'Tow package', vin: '1FTFW1ET9DFC10312' });
    const bad = await staff.post('/api/customer_vehicle/edit', {
      vehicle_id: vehicleId,
      vin: '1FTFW1ET5DFC10312',
      ymm_data: ymm,
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toContain('check digit');
    expect(
      (await server.client().post('/api/customer_vehicle/edit', { vehicle_id: vehicleId, ymm_data: ymm })).status,
    ).toBe(403);
  });

  it('lists returns with paging', async () => {
    const res = await staff.get<CustomerReturns>('/api/customer_return?customerId=2&limit=1');
    expect(res.body).toMatchObject({ total_items: 2, total_pages: 2, limit: 1 });
    expect(res.body.returns[0]).toMatchObject({ product: expect.any(String), return_status: expect.any(String) });
  });

  it('updateContactInfo changes email, phone and texting consent, with the field rules', async () => {
    const id = await newCustomer({ texting_alerts: 0 });
    const bad = await staff.post(`/api/customer/updateContactInfo?customerId=${id}`, { email: 'bad', phone: '12' });
    expect(bad.body.errors).toEqual({ email: 'Invalid email', phone: 'Invalid phone number format' });
    const ok = await staff.post(
      `/api/customer/updateContactInfo?customerId=${id}`,
      { email: 'new-contact@example.com', phone: '(512) 555-0177', textingAlerts: '1' },
      { form: true },
    );
    expect(ok.body).toMatchObject({
      success: CUSTOMER_MSG.contactSaved,
      email: 'new-contact@example.com',
      phone: '5125550177',
      textingAlerts: true,
    });
  });

  it('is all staff-only', async () => {
    const visitor = server.client();
    for (const path of [
      '/api/customer_order?customerId=2',
      '/api/customer_return?customerId=2',
      '/api/customer_history?customerId=2',
      '/api/customer_ip?customerId=2',
      '/api/customer_tag?customerId=2',
      '/api/customer_credit?customerId=2',
    ]) {
      expect((await visitor.get(path)).status).toBe(403);
    }
    expect(
      (await visitor.post('/api/customer_credit/add?customer_id=2', { description: 'x', amount: '5' })).status,
    ).toBe(403);
  });
});
