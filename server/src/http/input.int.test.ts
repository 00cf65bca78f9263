// Input as a hostile client sends it (issue 9, decision 0014): numbers in other notations, NUL bytes, broken JSON,
// money beyond the integer columns, missing bodies. Each is a 400 with a clear message, in the one error shape, and
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import { INPUT_MSG, MONEY_MAX_CENTS } from '@parts/common/input';
import { MSG } from '@parts/common/messages';
import { formatCents } from '@parts/common/money';
import { rowsOf } from '#src/db/rows';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const shopper = async () => {
  const c = server.client();
  expect((await c.post('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' })).status).toBe(
    200,
  );
  return c;
};
const staff = async () => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  return c;
};
const cartItems = async (c: Client) => (await c.get<CartData>('/checkout/cart/getData')).body.total_items;
const raw = (c: Client, path: string, body: string, type = 'application/json') =>
  fetch(server.baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': type,
      accept: 'application/json',
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

describe('numbers are parsed strictly', () => {
  it('address_id=true (or 0x10, [1], 1e0, 2^31, -1) deletes no address', async () => {
    const c = await shopper();
    const ids = async () =>
      rowsOf<{ address_id: number }>(
        await db().execute(sql`select address_id from customer_addresses where customer_id = 1 order by address_id`),
      ).map((r) => r.address_id);
    const before = await ids();
    // The demo shopper owns address 1, which Number(true) and Number([1]) would name.
    expect(before).toContain(1);
    for (const address_id of ['true', '0x1', '1e0', '2147483648', '-1', ' ', '1.0']) {
      const res = await c.post('/api/account/address/delete', { address_id }, { form: true });
      expect(res.status, address_id).toBe(400);
      expect(res.body, address_id).toMatchObject({
        error: expect.stringMatching(/^address_id must be/),
        errors: { address_id: expect.any(String) },
      });
    }
    for (const address_id of [true, [1], 1.5])
      expect((await c.post('/api/account/address/delete', { address_id })).status, JSON.stringify(address_id)).toBe(
        400,
      );
    expect(await ids()).toEqual(before);
  });

  it('product_id=0x10 adds nothing (not product 16), nor do true, [16], 1.6e1 or an id past 2^31', async () => {
    const c = server.client();
    for (const product_id of ['0x10', 'true', '1.6e1', '2147483663', '-16', '016x']) {
      const res = await c.post('/checkout/cart/add', { product_id, quantity: '1' }, { form: true });
      expect(res.status, product_id).toBe(400);
      expect(res.body, product_id).toMatchObject({
        error: expect.stringMatching(/^product_id must be/),
        error_message: expect.any(String),
        errors: { product_id: expect.any(String) },
      });
    }
    for (const product_id of [true, [16], 16.0000001])
      expect((await c.post('/checkout/cart/add', { product_id, quantity: 1 })).status, JSON.stringify(product_id)).toBe(
        400,
      );
    expect(
      (await raw(c, '/checkout/cart/add', 'product_id[]=16&quantity=1', 'application/x-www-form-urlencoded')).status,
    ).toBe(400);
    expect(await cartItems(c)).toBe(0);
  });

  it('a quantity of 1e3, 0x10, true or [2] is "A number must be input"', async () => {
    const part = await plainPart(db());
    const c = server.client();
    for (const quantity of ['1e3', '0x10', 'true', ' ', '+2']) {
      const res = await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity }, { form: true });
      expect(res.body, quantity).toMatchObject({
        error: MSG.numberMustBeInput,
        errors: { quantity: MSG.numberMustBeInput },
      });
    }
    for (const quantity of [true, [2], 1e3 + 0.5])
      expect((await c.post('/checkout/cart/add', { product_id: part.product_id, quantity })).status).toBe(400);
    expect(await cartItems(c)).toBe(0);
  });

  it('listing and page numbers refuse other notations too', async () => {
    const c = server.client();
    for (const q of ['page=0x2', 'page=1e1', 'limit=true', 'category_id=0x10'])
      expect((await c.get(`/api/products?${q}`)).status, q).toBe(400);
    expect((await c.get('/api/products/0x10')).status).toBe(400);
    expect((await c.get('/api/checkout/order?order_id=1e0')).status).toBe(400);
    // Vehicle facets: 0x7DF is not the year 2015.
    const hex = await c.get('/ymm/json/saveVehicle?add1=Year:0x7DF&add2=MakeID:1&add3=ModelID:1');
    expect(hex.status).toBe(400);
    expect(hex.body.error).toMatch(/must be a positive whole number\.$/);
  });
});

describe('NUL bytes and malformed JSON', () => {
  it('a NUL in any field is a 400 naming the field, not a 500, and stores nothing', async () => {
    const c = await shopper();
    const edit = await c.post('/api/account/edit', {
      firstname: 'De\u0000mo',
      lastname: 'Shopper',
      email: 'shopper@example.com',
      telephone: '5125550100',
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({
      error: INPUT_MSG.nul,
      error_message: INPUT_MSG.nul,
      errors: { firstname: INPUT_MSG.nul },
    });
    const [row] = rowsOf<{ firstname: string }>(
      await db().execute(sql`select firstname from customers where customer_id = 1`),
    );
    expect(row!.firstname).toBe('Demo');
    const nested = await c.post('/checkout/cart/setCheckoutData', {
      shipping_method: 'flat',
      address: { city: 'Aus\u0000tin' },
    });
    expect(nested.body).toMatchObject({ error: INPUT_MSG.nul, errors: { 'address.city': INPUT_MSG.nul } });
    expect((await c.get('/api/search?search=br%00ake')).status).toBe(400);
    expect((await c.post('/checkout/cart/applyCode', { code: 'SAVE10\u0000' }, { form: true })).status).toBe(400);
  });

  it('a body that is not JSON is a 400 saying so; a JSON field that is not JSON (ymm_data) too', async () => {
    const c = server.client();
    for (const body of ['{"product_id": 1', '{product_id: 1}', "{'a':1}", '[', 'nul']) {
      const res = await raw(c, '/checkout/cart/add', body);
      expect(res.status, body).toBe(400);
      expect(res.body.error, body).toBe(INPUT_MSG.badJson);
    }
    const s = await staff();
    const res = await s.post(
      '/api/customer_vehicle/add',
      { customer_id: '1', ymm_data: '[{"api_field":"Year",' },
      { form: true },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { ymm_data: 'The field is not valid JSON.' } });
  });

  it('a POST with no body is a 400 naming each missing field', async () => {
    const c = await shopper();
    const none = await fetch(`${server.baseUrl}/checkout/cart/add`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { errors: Record<string, string> }).errors).toEqual({
      product_id: 'product_id must be a number.',
    });
    const emptyJson = await raw(c, '/api/account/address/add', '');
    expect(emptyJson.status).toBe(400);
    expect(Object.keys(emptyJson.body.errors as object).sort()).toEqual([
      'address_1',
      'city',
      'country_id',
      'firstname',
      'lastname',
      'postcode',
      'zone_id',
    ]);
  });
});

describe('money beyond the integer columns', () => {
  it('a custom product, a unit price or a labor rate above the limit is refused with the limit, not a 500', async () => {
    const part = await plainPart(db());
    const s = await staff();
    const big = await s.post(
      '/checkout/cart/addCustomProduct',
      { name: 'Engine swap', price: '99999999999', quantity: '1' },
      { form: true },
    );
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ errors: { price: `price must be ${formatCents(MONEY_MAX_CENTS)} or less.` } });
    await s.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    const key = (await s.get<CartData>('/checkout/cart/getData')).body.products[0]!.key;
    for (const newPrice of ['21474836.48', '1e12', '0x10', '-5'])
      expect((await s.post('/checkout/cart/updatePrice', { key, newPrice }, { form: true })).status, newPrice).toBe(
        400,
      );
    expect(
      (await s.post('/checkout/cart/updateLabor', { key, laborTime: '60', amount: '99999999999' }, { form: true }))
        .status,
    ).toBe(400);
    const [line] = rowsOf<{ price_override_cents: number | null; labor_rate_cents: number | null }>(
      await db().execute(
        sql`select price_override_cents, labor_rate_cents from cart_items where cart_item_id = ${Number(key)}`,
      ),
    );
    expect(line).toEqual({ price_override_cents: null, labor_rate_cents: null });
  });

  it('an order whose total does not fit its columns is refused at save with a message, and no order is written', async () => {
    const s = await staff();
    expect(
      (
        await s.post(
          '/checkout/cart/addCustomProduct',
          { name: 'Fleet of engines', price: '999999.99', quantity: '10000' },
          { form: true },
        )
      ).status,
    ).toBe(200);
    const orders = async () =>
      rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from orders`))[0]!.n;
    const before = await orders();
    const saved = await s.get('/checkout/cart/saveOrder');
    expect(saved.status).toBe(400);
    expect(saved.body.error).toBe(INPUT_MSG.orderTooLarge);
    expect(await orders()).toBe(before);
  });
});

describe('one error shape', () => {
  it('route refusals, schema failures, unknown paths and bad JSON all answer { error, error_message, errors }', async () => {
    const c = server.client();
    const answers = [
      await c.post('/product/compare/add', { product_id: '99999999' }, { form: true }),
      await c.post('/checkout/cart/applyCode', {}, { form: true }),
      await c.get('/api/no-such-call'),
      await c.get('/media/no/such.svg'),
      await raw(c, '/checkout/cart/remove', '{'),
    ];
    for (const a of answers) {
      expect(a.status).toBeGreaterThanOrEqual(400);
      expect(a.body).toEqual({
        error: expect.any(String),
        error_message: (a.body as { error: string }).error,
        errors: expect.any(Object),
      });
    }
  });
});
