// Checkout: details, pickup or delivery, payment, createOrder (totals in cents, stock taken, confirmation in the
// outbox), the last-unit race (two checkouts, one wins), the double submit (one order), card declines, order history.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MSG, type CartData } from '@parts/common/cart';
import { rowsOf } from '#src/db/rows';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { plainPart, setStock, stockOf, txTax } from '#src/test/cart-fixtures';
import { TEST_CARDS } from './payment';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const key = () => randomBytes(12).toString('hex');
const contact = { firstname: 'Pat', lastname: 'Rivera', email: 'pat@example.com', telephone: '(512) 555-0199' };
const pickup = { ...contact, shipping_method: 'pickup', pickup_location: '2', payment_method: 'cod' };

async function shopper(productId: number, quantity = 1): Promise<Client> {
  const c = server.client();
  const res = await c.post(
    '/checkout/cart/add',
    { product_id: String(productId), quantity: String(quantity) },
    { form: true },
  );
  expect(res.status).toBe(200);
  return c;
}
const confirm = (c: Client, body: Record<string, string> = {}) =>
  c.post<{ order_id?: number; error?: string }>(
    '/checkout/confirm/createOrder',
    { idempotency_key: key(), ...body },
    { form: true },
  );
const order = async (id: number) =>
  rowsOf<Record<string, unknown>>(await db().execute(sql`select * from orders where order_id = ${id}`))[0]!;

describe('setCheckoutData', () => {
  it('checks contact details, the pickup store, the delivery address and the payment method', async () => {
    const part = await plainPart(db());
    const c = await shopper(part.product_id);
    const empty = await c.post('/checkout/cart/setCheckoutData', {}, { form: true });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      firstname: 'Required',
      email: 'Required',
      telephone: 'Required',
      shipping_method: CART_MSG.noShipping,
      payment_method: CART_MSG.noPayment,
    });
    const bad = await c.post(
      '/checkout/cart/setCheckoutData',
      {
        ...contact,
        email: 'nope',
        telephone: '123',
        shipping_method: 'pickup',
        pickup_location: '4',
        payment_method: 'cod',
      },
      { form: true },
    );
    expect(bad.body.errors).toMatchObject({
      email: 'Invalid email',
      telephone: 'Invalid phone number format',
      pickup_location: CART_MSG.badPickup,
    });
    const badZone = await c.post(
      '/checkout/cart/setCheckoutData',
      {
        ...contact,
        shipping_method: 'flat',
        'address[address_1]': '1 Main St',
        'address[city]': 'Austin',
        'address[postcode]': '78701',
        'address[country]': 'US',
        'address[zone_code]': 'ZZ',
        payment_method: 'cod',
      },
      { form: true },
    );
    expect(badZone.body.errors).toMatchObject({ 'address.zone_code': CART_MSG.badZone });
    const delivery = await c.post<{ cart: CartData }>(
      '/checkout/cart/setCheckoutData',
      {
        ...contact,
        shipping_method: 'flat',
        'address[address_1]': '1 Main St',
        'address[city]': 'Austin',
        'address[postcode]': '78701',
        'address[country]': 'US',
        'address[zone_code]': 'TX',
        payment_method: 'cod',
      },
      { form: true },
    );
    expect(delivery.status).toBe(200);
    expect(delivery.body.cart.totals.find((t) => t.code === 'shipping')).toMatchObject({
      title: 'Flat Shipping Rate',
      value: '9.99',
    });
    // Delivered out of Texas: no Texas tax.
    const ok = await c.post<{ cart: CartData }>(
      '/checkout/cart/setCheckoutData',
      {
        ...contact,
        shipping_method: 'flat',
        'address[address_1]': '1 Main St',
        'address[city]': 'Tulsa',
        'address[postcode]': '74101',
        'address[country]': 'US',
        'address[zone_code]': 'OK',
        payment_method: 'cod',
      },
      { form: true },
    );
    expect(ok.body.cart.totals.some((t) => t.code === 'tax')).toBe(false);
  });

  it('takes the pickup store from the pickup_location cookie', async () => {
    const part = await plainPart(db());
    const c = await shopper(part.product_id);
    c.cookies.set('pickup_location', '3');
    const res = await c.post<{ cart: CartData }>(
      '/checkout/cart/setCheckoutData',
      { ...contact, shipping_method: 'pickup', payment_method: 'cod' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.cart.checkout).toMatchObject({ pickup_location: 3 });
  });

  it('refuses guests when guest checkout is off', async () => {
    const part = await plainPart(db());
    const c = await shopper(part.product_id);
    await saveSettings(db(), { guest_checkout: false });
    try {
      expect((await c.post('/checkout/cart/setCheckoutData', pickup, { form: true })).status).toBe(403);
    } finally {
      await saveSettings(db(), { guest_checkout: true });
    }
  });
});

describe('createOrder', () => {
  it('places a pickup order: totals in cents, stock taken at the pickup store, the cart emptied, the confirmation in the outbox', async () => {
    const part = await plainPart(db(), 3);
    await setStock(db(), part.product_id, 5, 2);
    const c = await shopper(part.product_id, 2);
    await c.post('/checkout/cart/applyCode', { code: 'WELCOME5' }, { form: true });
    expect((await c.post('/checkout/cart/setCheckoutData', pickup, { form: true })).status).toBe(200);
    const res = await confirm(c);
    expect(res.status).toBe(200);
    const id = res.body.order_id!;
    expect(id).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ marketing_tracking: { event: 'purchase', transaction_id: String(id) } });

    const sub = part.price_cents * 2;
    const discount = Math.min(500, sub);
    const tax = txTax(sub - discount);
    expect(await order(id)).toMatchObject({
      status: 'pending',
      subtotal_cents: sub,
      discount_cents: discount,
      tax_cents: tax,
      shipping_cents: 0,
      total_cents: sub - discount + tax,
      pickup_location_id: 2,
      shipping_method: 'pickup',
      payment_method: 'cod',
      coupon_code: 'WELCOME5',
      email: 'pat@example.com',
    });
    const lines = rowsOf<{ product_id: number; quantity: number; unit_cents: number; reserved: unknown }>(
      await db().execute(
        sql`select product_id, quantity, unit_cents, reserved from order_products where order_id = ${id}`,
      ),
    );
    expect(lines).toEqual([
      expect.objectContaining({ product_id: part.product_id, quantity: 2, unit_cents: part.price_cents }),
    ]);
    expect(await stockOf(db(), part.product_id)).toBe(3);
    const history = rowsOf<{ status: string }>(
      await db().execute(sql`select status from order_history where order_id = ${id}`),
    );
    expect(history.map((h) => h.status)).toEqual(['pending']);
    expect((await c.get<CartData>('/checkout/cart/getData')).body.total_items).toBe(0);

    const [mail] = rowsOf<{ to_address: string; subject: string; text_body: string; kind: string }>(
      await db().execute(sql`select * from email_outbox where order_id = ${id}`),
    );
    expect(mail).toMatchObject({ kind: 'order_confirmation', to_address: 'pat@example.com' });
    expect(mail!.subject).toContain(String(id));
    expect(mail!.text_body).toContain('Round Rock');

    // The success page's call: this session may read it, another may not.
    const info = await c.get<{ order_id: number; totals: { code: string; value_cents: number }[] }>(
      `/api/checkout/order?order_id=${id}`,
    );
    expect(info.status).toBe(200);
    expect(info.body.totals.find((t) => t.code === 'total')!.value_cents).toBe(sub - discount + tax);
    expect((await server.client().get(`/api/checkout/order?order_id=${id}`)).status).toBe(404);
  });

  it('refuses an empty cart and missing checkout details', async () => {
    const empty = server.client();
    expect((await confirm(empty)).status).toBe(400);
    const part = await plainPart(db());
    const c = await shopper(part.product_id);
    const res = await confirm(c);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Required');
  });

  it('a double-clicked confirm creates one order', async () => {
    const part = await plainPart(db(), 4);
    const c = await shopper(part.product_id);
    await c.post('/checkout/cart/setCheckoutData', pickup, { form: true });
    const k = key();
    const [a, b] = await Promise.all([confirm(c, { idempotency_key: k }), confirm(c, { idempotency_key: k })]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.order_id).toBe(b.body.order_id);
    const third = await confirm(c, { idempotency_key: k });
    expect(third.body.order_id).toBe(a.body.order_id);
    const [n] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from orders where idempotency_key like ${`%:${k}`}`),
    );
    expect(n!.n).toBe(1);
    const [mails] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from email_outbox where order_id = ${a.body.order_id!}`),
    );
    expect(mails!.n).toBe(1);
  });

  it('the last unit: two shoppers confirm at once, one gets it, the other is told it is out of stock', async () => {
    const part = await plainPart(db(), 6);
    await setStock(db(), part.product_id, 1, 1);
    const one = await shopper(part.product_id);
    const two = await shopper(part.product_id);
    for (const c of [one, two])
      expect(
        (await c.post('/checkout/cart/setCheckoutData', { ...pickup, pickup_location: '1' }, { form: true })).status,
      ).toBe(200);
    const results = await Promise.all([confirm(one), confirm(two)]);
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.body.error).toBe(CART_MSG.notInStock(part.name));
    expect(await stockOf(db(), part.product_id)).toBe(0);
    const [n] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from order_products where product_id = ${part.product_id}`),
    );
    expect(n!.n).toBe(1);
    // The loser keeps their cart.
    const loser = results[0]!.status === 409 ? one : two;
    expect((await loser.get<CartData>('/checkout/cart/getData')).body.total_items).toBe(1);
  });

  it('four shoppers race for two units: exactly two orders, stock never below zero', async () => {
    const part = await plainPart(db(), 9);
    await setStock(db(), part.product_id, 1, 1);
    await db().execute(
      sql`insert into inventory (product_id, location_id, quantity) values (${part.product_id}, 4, 1) on conflict (product_id, location_id) do update set quantity = 1`,
    );
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => shopper(part.product_id)));
    for (const c of shoppers)
      expect(
        (await c.post('/checkout/cart/setCheckoutData', { ...pickup, pickup_location: '1' }, { form: true })).status,
      ).toBe(200);
    const results = await Promise.all(shoppers.map((c) => confirm(c)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
    expect(await stockOf(db(), part.product_id)).toBe(0);
    const reserved = rowsOf<{ reserved: { location_id: number; quantity: number }[] }>(
      await db().execute(sql`select reserved from order_products where product_id = ${part.product_id}`),
    );
    expect(
      reserved
        .flatMap((r) => r.reserved)
        .map((r) => r.location_id)
        .sort(),
    ).toEqual([1, 4]);
  });

  it('card payments: a declined card places no order, the test approval card does; gift voucher balance is spent', async () => {
    const part = await plainPart(db(), 7);
    const c = await shopper(part.product_id);
    await c.post('/checkout/cart/applyCode', { code: 'GIFT25' }, { form: true });
    await c.post('/checkout/cart/setCheckoutData', { ...pickup, payment_method: 'card' }, { form: true });
    expect((await confirm(c)).body.error).toBe(CART_MSG.cardRequired);
    const declined = await confirm(c, { card_number: TEST_CARDS.decline, card_expiry: '12/30', card_cvc: '123' });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe(CART_MSG.cardDeclined);
    // The spec's own path for the call: index.php?route=checkout/confirm/createOrder.
    const ok = await c.post<{ order_id?: number }>(
      '/index.php?route=checkout/confirm/createOrder',
      { idempotency_key: key(), card_number: TEST_CARDS.approve, card_expiry: '12/30', card_cvc: '123' },
      { form: true },
    );
    expect(ok.status).toBe(200);
    const o = await order(ok.body.order_id!);
    const sub = part.price_cents;
    const voucher = Math.min(2500, sub + txTax(sub));
    expect(o).toMatchObject({ status: 'processing', voucher_cents: voucher, total_cents: sub + txTax(sub) - voucher });
    const [v] = rowsOf<{ balance_cents: number }>(
      await db().execute(sql`select balance_cents from gift_vouchers where code = 'GIFT25'`),
    );
    expect(v!.balance_cents).toBe(2500 - voucher);
    const [p] = rowsOf<{ status: string; order_id: number }>(
      await db().execute(sql`select status, order_id from payments where status = 'captured'`),
    );
    expect(p).toMatchObject({ status: 'captured', order_id: ok.body.order_id });
  });
});

describe('a declined card, then another card on the same checkout page', () => {
  it('authorizes the second card instead of replaying the decline, and a repeat of it still makes one order', async () => {
    const part = await plainPart(db(), 9);
    const c = await shopper(part.product_id);
    await c.post('/checkout/cart/setCheckoutData', { ...pickup, payment_method: 'card' }, { form: true });
    const k = key();
    const declined = await confirm(c, {
      idempotency_key: k,
      card_number: TEST_CARDS.decline,
      card_expiry: '12/30',
      card_cvc: '123',
    });
    expect(declined.status).toBe(402);
    const ok = await confirm(c, {
      idempotency_key: k,
      card_number: TEST_CARDS.approve,
      card_expiry: '12/30',
      card_cvc: '123',
    });
    expect(ok.status).toBe(200);
    const again = await confirm(c, {
      idempotency_key: k,
      card_number: TEST_CARDS.approve,
      card_expiry: '12/30',
      card_cvc: '123',
    });
    expect(again.body.order_id).toBe(ok.body.order_id);
  });
});

describe('order history (contract 5)', () => {
  it("lists the logged-in customer's orders and opens one; guests get 401", async () => {
    const part = await plainPart(db(), 8);
    const [cust] = rowsOf<{ customer_id: number }>(
      await db().execute(sql`select customer_id from customers where email = 'shopper@example.com'`),
    );
    // Log in as the account branch will: a session row with customerId (its login route is not in this branch).
    const sid = randomBytes(24).toString('base64url');
    await db().execute(
      sql`insert into sessions (id, data, expires_at) values (${sid}, ${JSON.stringify({ customerId: cust!.customer_id })}::jsonb, now() + interval '1 day')`,
    );
    const c = server.client();
    c.cookies.set('sid', sid);
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    await c.post('/checkout/cart/setCheckoutData', pickup, { form: true });
    const placed = await confirm(c);
    expect(placed.status).toBe(200);
    const list = await c.get<{ orders: { order_id: number; total_text: string }[] }>('/api/account/orders');
    expect(list.body.orders[0]).toMatchObject({ order_id: placed.body.order_id });
    const info = await c.get<{ order_id: number; products: { quantity: number }[] }>(
      `/api/account/order/info?order_id=${placed.body.order_id}`,
    );
    expect(info.body.products[0]!.quantity).toBe(1);
    expect((await server.client().get('/api/account/orders')).status).toBe(401);
    const staffClient = server.client();
    await staffClient.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    const staffView = await staffClient.get<{ total_cents: number }>(`/api/staff/orders/${placed.body.order_id}`);
    expect(staffView.body.total_cents).toBe(Number((await order(placed.body.order_id!)).total_cents));
    expect(list.body.orders[0]!.total_text).toBe(`$${(staffView.body.total_cents / 100).toFixed(2)}`);
  });
});
