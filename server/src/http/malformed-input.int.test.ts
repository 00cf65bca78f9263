// Malformed input a hostile client sent (issue 30 item 7, decision 0039): JSON nested thousands deep, a lone UTF-16
// surrogate in a field stored as JSON, a multipart body cut off mid-way. Each is a 400 naming the field, never a 500,
// and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INPUT_MSG } from '@parts/common/input';
import { rowsOf } from '#src/db/rows';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const login = async (path: string, body: Record<string, string>) => {
  const c = server.client();
  expect((await c.post(path, body)).status).toBe(200);
  return c;
};
const send = (c: Client | null, path: string, body: string, type = 'application/json') =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': type,
      accept: 'application/json',
      ...(c ? { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    },
    body,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error: string; errors: object } }));
const checkoutOf = async (cartOwner: string) =>
  rowsOf<{ checkout: unknown }>(await db().execute(sql.raw(`select checkout from carts where ${cartOwner}`)));

describe('JSON nested 8,000 levels deep', () => {
  const deep = (key: string) => `{"${key}":${'['.repeat(8000)}${']'.repeat(8000)}}`;

  it('is a 400 saying so on anonymous and logged-in routes alike', async () => {
    for (const [path, key] of [
      ['/checkout/cart/add', 'product_id'],
      ['/api/account/login', 'email'],
      ['/api/staff/login', 'username'],
      ['/ymm/json/saveVehicle', 'add1'],
    ] as const) {
      const res = await send(null, path, deep(key));
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toBe(INPUT_MSG.tooDeep);
    }
    const shopper = await login('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' });
    const res = await send(shopper, '/checkout/cart/setCheckoutData', deep('address'));
    expect(res).toEqual({
      status: 400,
      body: expect.objectContaining({ error: INPUT_MSG.tooDeep, errors: { form: INPUT_MSG.tooDeep } }) as object,
    });
  });

  it('as form fields is taken no deeper than four levels, and refused by the schema, not a 500', async () => {
    const res = await send(
      null,
      '/checkout/cart/add',
      `product_id${'[a]'.repeat(8000)}=1`,
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ product_id: 'product_id must be a number.' });
  });

  it('but 32 levels, and brackets inside strings, are read as usual', async () => {
    const res = await send(null, '/checkout/cart/add', `{"product_id":"${'['.repeat(9000)}"}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ product_id: 'product_id must be a number.' });
  });
});

describe('a lone UTF-16 surrogate', () => {
  it('in a checkout comment, first name or address is a 400 naming the field, and the checkout is not saved', async () => {
    const shopper = await login('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' });
    const part = await plainPart(db());
    expect((await shopper.post('/checkout/cart/add', { product_id: part.product_id, quantity: 1 })).status).toBe(200);
    const before = await checkoutOf('customer_id = 1');
    // A checkout that is otherwise complete; the lone half is written as a client sends it, six characters of JSON
    // text ("\ud800") that JSON.parse turns into the lone half.
    const pickup = {
      firstname: 'Pat',
      lastname: 'Rivera',
      email: 'pat@example.com',
      telephone: '(512) 555-0199',
      shipping_method: 'pickup',
      pickup_location: '2',
      payment_method: 'cod',
    };
    const withLone = (patch: Record<string, unknown>, lone: string) =>
      JSON.stringify({ ...pickup, ...patch }).replace('LONE', lone);
    for (const [field, body] of [
      ['comment', withLone({ comment: 'leave at door LONE' }, '\\ud800')],
      ['firstname', withLone({ firstname: 'LONEPat' }, '\\udc00')],
      ['address.city', withLone({ address: { city: 'AustinLONE' } }, '\\ud83d')],
    ] as const) {
      const res = await send(shopper, '/checkout/cart/setCheckoutData', body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors, field).toEqual({ [field]: INPUT_MSG.loneSurrogate });
    }
    expect(await checkoutOf('customer_id = 1')).toEqual(before);
    // A whole pair (an emoji) is one character and is taken.
    const emoji = await send(
      shopper,
      '/checkout/cart/setCheckoutData',
      withLone({ comment: 'LONE' }, '\\ud83d\\ude97'),
    );
    expect(emoji.status).toBe(200);
  });

  it("in the counter's payment item is a 400 naming itemId", async () => {
    const staff = await login('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    const res = await send(staff, '/checkout/cart/setPaymentData', '{"itemId":"\\ud800"}');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ itemId: INPUT_MSG.loneSurrogate });
  });

  it("in a cart line's text option is a 400 naming the option", async () => {
    const part = await plainPart(db());
    const res = await send(null, '/checkout/cart/add', `{"product_id":${part.product_id},"option":{"7":"\\udfff"}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'option.7': INPUT_MSG.loneSurrogate });
  });

  it("in a customer vehicle's ymm_data (JSON inside a form field) is a 400 naming ymm_data; nothing is saved", async () => {
    const staff = await login('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    const count = async () =>
      rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from customer_vehicles`))[0]!.n;
    const before = await count();
    const entry = (labelValue: string) =>
      JSON.stringify([{ api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: labelValue }]);
    const res = await send(
      staff,
      '/api/customer_vehicle/add',
      new URLSearchParams({ customer_id: '1', ymm_data: entry('20').replace('"20"', '"20\\ud800"') }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ ymm_data: INPUT_MSG.loneSurrogate });
    expect(await count()).toBe(before);
  });
});

describe('a multipart body cut off mid-way', () => {
  it('to the customer history is a 400 asking to send it again, and adds no note', async () => {
    const staff = await login('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    const notes = async () =>
      rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from customer_history`))[0]!.n;
    const before = await notes();
    const boundary = '----partsdesk-cut';
    const whole = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="comment"',
      '',
      'Called about the brake pads',
      `--${boundary}`,
      'Content-Disposition: form-data; name="image"; filename="pads.png"',
      'Content-Type: image/png',
      '',
      'x'.repeat(4000),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const cut = whole.slice(0, whole.indexOf('x'.repeat(100)) + 100);
    const res = await send(
      staff,
      '/api/customer_history/add?customer_id=1',
      cut,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ form: INPUT_MSG.badMultipart });
    expect(await notes()).toBe(before);
  });
});
