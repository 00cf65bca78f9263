// The shopper's /checkout/cart/ calls with good and bad input, the totals arithmetic (tax, tiers, coupons, vouchers),
// the stock warning and the guest cart merge at login. The staff-only calls are in counter-calls.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import { rowsOf } from '#src/db/rows';
import { staffClient, startTestServer, type TestServer } from '#src/test/http';
import {
  addToCart as add,
  cartOf as cart,
  cents,
  partWithRequiredSelect,
  plainPart,
  setStock,
  totalOf as total,
  txTax,
} from '#src/test/cart-fixtures';
import { mergeGuestCart } from './merge';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const staff = () => staffClient(server);

describe('add (contract 1)', () => {
  it('adds a part and answers success, total_items and marketing_tracking; the header count follows', async () => {
    const part = await plainPart(db());
    const c = server.client();
    const res = await add(c, { product_id: String(part.product_id), quantity: '2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: CART_MSG.added(part.name), total_items: 2 });
    expect(res.body.marketing_tracking).toMatchObject({
      event: 'add_to_cart',
      currency: 'USD',
      items: [{ item_id: String(part.product_id), quantity: 2, price: part.price_cents / 100 }],
    });
    // Same part again: one line, quantities added.
    await add(c, { product_id: String(part.product_id), quantity: '1' });
    const data = await cart(c);
    expect(data.products).toHaveLength(1);
    expect(data.products[0]!.quantity).toBe(3);
    expect(data.total_items).toBe(3);
    const flags = await c.get<{ cart_count: number }>('/api/app/flags');
    expect(flags.body.cart_count).toBe(3);
  });

  it('refuses bad quantities with the spec messages in error, error_message and errors.quantity', async () => {
    const part = await plainPart(db());
    const c = server.client();
    for (const [quantity, message] of [
      ['abc', 'A number must be input'],
      ['', 'A number must be input'],
      ['1.5', 'A number must be input'],
      ['0', 'Minimum quantity is 1'],
      ['10001', 'Maximum quantity is 10000'],
    ] as const) {
      const res = await add(c, { product_id: String(part.product_id), quantity });
      expect(res.status, quantity).toBe(400);
      expect(res.body).toMatchObject({ error: message, error_message: message, errors: { quantity: message } });
    }
    expect((await cart(c)).total_items).toBe(0);
  });

  it("enforces the product's minimum", async () => {
    const [row] = rowsOf<{ product_id: number; minimum: number }>(
      await db().execute(
        sql`select product_id, minimum from products where minimum > 1 and status and not exists (select 1 from product_options o where o.product_id = products.product_id and o.required) limit 1`,
      ),
    );
    const c = server.client();
    const res = await add(c, { product_id: String(row!.product_id), quantity: '1' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Minimum quantity is ${row!.minimum}`);
    expect((await add(c, { product_id: String(row!.product_id), quantity: String(row!.minimum) })).status).toBe(200);
  });

  it('refuses a part that needs options without them, and a value of another option; prices the chosen value', async () => {
    const part = await partWithRequiredSelect(db());
    const c = server.client();
    const missing = await add(c, { product_id: String(part.product_id), quantity: '1' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: `${part.option_name} required!`,
      errors: { [`option[${part.product_option_id}]`]: `${part.option_name} required!` },
    });
    const wrong = await add(c, {
      product_id: String(part.product_id),
      quantity: '1',
      [`option[${part.product_option_id}]`]: '999999',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(CART_MSG.optionInvalid(part.option_name));

    const value = part.values.find((v) => v.price_cents > 0)!;
    const ok = await add(c, {
      product_id: String(part.product_id),
      quantity: '1',
      [`option[${part.product_option_id}]`]: String(value.product_option_value_id),
    });
    expect(ok.status).toBe(200);
    const data = await cart(c);
    const line = data.products[0]!;
    expect(line.selected_options).toContainEqual(
      expect.objectContaining({ name: part.option_name, value: value.name }),
    );
    const modifier = value.price_prefix === '-' ? -value.price_cents : value.price_cents;
    expect(cents(line.unit_price)).toBe(part.price_cents + modifier);
  });

  it('adds labor when a shopper asks for it (apply_labor=1): minutes x $120.00/h, taxed', async () => {
    const [row] = rowsOf<{ product_id: number; labor_minutes: number; price_cents: number }>(
      await db()
        .execute(sql`select product_id, labor_minutes, price_cents from products p where labor_minutes is not null and status and minimum = 1 and tax_class_id = 1
        and not exists (select 1 from product_options o where o.product_id = p.product_id and o.required) order by product_id limit 1`),
    );
    const c = server.client();
    expect((await add(c, { product_id: String(row!.product_id), quantity: '2', apply_labor: '1' })).status).toBe(200);
    const data = await cart(c);
    const labor = Math.round((row!.labor_minutes * 12000) / 60) * 2;
    expect(total(data, 'labor')).toBe(labor);
    expect(data.products[0]!.labor).toMatchObject({ apply_labor: true, time: row!.labor_minutes });
    expect(total(data, 'tax')).toBe(txTax(total(data, 'sub_total')) + txTax(labor));
    // Shoppers cannot change labor: that is a staff call.
    expect(
      (await c.post('/checkout/cart/updateLabor', { key: data.products[0]!.key, laborTime: '1' }, { form: true }))
        .status,
    ).toBe(403);
  });

  it('answers 404 for a part that does not exist and 400 for junk', async () => {
    const c = server.client();
    expect((await add(c, { product_id: '99999999', quantity: '1' })).status).toBe(404);
    expect((await add(c, { product_id: 'x', quantity: '1' })).status).toBe(400);
  });

  it('adds from the store locator without options', async () => {
    const part = await plainPart(db());
    const c = server.client();
    const res = await c.post(
      '/checkout/cart/storeLocatorAddProduct',
      { product_id: String(part.product_id), quantity: '1' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.total_items).toBe(1);
  });
});

describe('edit, remove, getData', () => {
  it('edits a quantity, refuses a bad one, removes a line with marketing_tracking, and is empty after', async () => {
    const part = await plainPart(db());
    const c = server.client();
    expect((await cart(c)).products).toEqual([]);
    await add(c, { product_id: String(part.product_id), quantity: '1' });
    const key = (await cart(c)).products[0]!.key;
    const edit = await c.put('/checkout/cart/edit', { key, quantity: '4' }, { form: true });
    expect(edit.status).toBe(200);
    expect(edit.body.total_items).toBe(4);
    const bad = await c.put('/checkout/cart/edit', { key, quantity: '-1' }, { form: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('A number must be input');
    expect((await c.put('/checkout/cart/edit', { key: '999999', quantity: '1' }, { form: true })).status).toBe(404);
    // Another shopper cannot touch this line.
    expect((await server.client().post('/checkout/cart/remove', { key }, { form: true })).status).toBe(404);
    const removed = await c.post('/checkout/cart/remove', { key }, { form: true });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ total_items: 0, marketing_tracking: { event: 'remove_from_cart' } });
    expect((await c.post('/checkout/cart/remove', { key }, { form: true })).status).toBe(404);
  });
});

describe('totals in cents', () => {
  it('sub-total, Texas tax per line and the total', async () => {
    const a = await plainPart(db(), 0);
    const b = await plainPart(db(), 1);
    const c = server.client();
    await add(c, { product_id: String(a.product_id), quantity: '3' });
    await add(c, { product_id: String(b.product_id), quantity: '1' });
    const data = await cart(c);
    const sub = a.price_cents * 3 + b.price_cents;
    expect(total(data, 'sub_total')).toBe(sub);
    expect(total(data, 'tax')).toBe(txTax(a.price_cents * 3) + txTax(b.price_cents));
    expect(data.total_cents).toBe(sub + txTax(a.price_cents * 3) + txTax(b.price_cents));
    expect(cents(data.total)).toBe(data.total_cents);
  });

  it('applies the quantity tier the rule picks', async () => {
    const [row] = rowsOf<{ product_id: number; quantity: number; price_cents: number; list: number }>(
      await db()
        .execute(sql`select d.product_id, d.quantity, d.price_cents, p.price_cents as list from product_discounts d join products p using (product_id)
        where d.customer_group_id = 1 and d.price_cents < p.price_cents and p.status and p.minimum = 1
          and not exists (select 1 from product_specials s where s.product_id = p.product_id and s.customer_group_id = 1)
          and not exists (select 1 from instant_rebates r where r.product_id = p.product_id)
          and not exists (select 1 from product_options o where o.product_id = p.product_id)
          and not exists (select 1 from product_discounts d2 where d2.product_id = d.product_id and d2.customer_group_id = 1 and d2.quantity < d.quantity)
        order by d.product_id limit 1`),
    );
    const c = server.client();
    await add(c, { product_id: String(row!.product_id), quantity: String(Math.max(1, row!.quantity - 1)) });
    let line = (await cart(c)).products[0]!;
    if (row!.quantity > 1) expect(cents(line.unit_price)).toBe(row!.list);
    await c.put('/checkout/cart/edit', { key: line.key, quantity: String(row!.quantity) }, { form: true });
    line = (await cart(c)).products[0]!;
    expect(cents(line.unit_price)).toBe(row!.price_cents);
    expect(cents(line.original_unit_price)).toBe(row!.list);
  });

  it('coupons: minimum enforced, percent off before tax, fixed, removal; vouchers come off the total', async () => {
    const part = await plainPart(db());
    const c = server.client();
    await add(c, { product_id: String(part.product_id), quantity: '1' });
    // Raise the sub-total above $50 and $100 with enough units.
    const units = Math.ceil(12000 / part.price_cents);
    const key = (await cart(c)).products[0]!.key;
    await c.put('/checkout/cart/edit', { key, quantity: '1' }, { form: true });
    if (part.price_cents < 5000) {
      const refused = await c.post('/checkout/cart/applyCode', { code: 'SAVE10' }, { form: true });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(CART_MSG.couponMinimum('$50.00'));
    }
    await c.put('/checkout/cart/edit', { key, quantity: String(units) }, { form: true });
    const sub = part.price_cents * units;
    const applied = await c.post('/checkout/cart/applyCode', { code: 'save10' }, { form: true });
    expect(applied.status).toBe(200);
    expect(applied.body.success).toBe(CART_MSG.couponApplied);
    let data = await cart(c);
    const discount = Math.round(sub * 0.1);
    expect(total(data, 'coupon')).toBe(-discount);
    expect(total(data, 'tax')).toBe(txTax(sub - discount));
    expect(data.coupon).toBe('SAVE10');

    // A fixed coupon replaces the percent one.
    expect((await c.post('/checkout/cart/applyCode', { code: 'TAKE20' }, { form: true })).status).toBe(200);
    data = await cart(c);
    expect(total(data, 'coupon')).toBe(-2000);

    const gift = await c.post('/checkout/cart/applyCode', { code: 'GIFT25' }, { form: true });
    expect(gift.body.success).toBe(CART_MSG.voucherApplied);
    data = await cart(c);
    const before = sub - 2000 + txTax(sub - 2000);
    expect(total(data, 'voucher')).toBe(-2500);
    expect(data.total_cents).toBe(before - 2500);
    expect(data.vouchers).toEqual([expect.objectContaining({ code: 'GIFT25', amount_text: '$25.00' })]);

    expect((await c.post('/checkout/cart/applyCode', { code: 'NOPE' }, { form: true })).body.error).toBe(
      CART_MSG.couponInvalid,
    );
    // A gift voucher whose balance is spent says so as a voucher, not as a coupon.
    await server.database.query(
      `insert into gift_vouchers (code, from_name, to_name, amount_cents, balance_cents) values ('SPENT1', 'Test', 'Test', 1000, 0)`,
    );
    expect((await c.post('/checkout/cart/applyCode', { code: 'spent1' }, { form: true })).body.error).toBe(
      CART_MSG.voucherInvalid,
    );
    expect((await c.post('/checkout/cart/applyCode', { code: '' }, { form: true })).body.error).toBe(
      CART_MSG.codeRequired,
    );
    expect((await c.get('/index.php?route=checkout/coupon/remove')).status).toBe(200);
    expect((await c.get('/checkout/voucher/remove?code=GIFT25')).status).toBe(200);
    expect(
      (await c.post('/checkout/cart/removeCode', { type: 'voucher', code: 'GIFT25' }, { form: true })).status,
    ).toBe(400);
    data = await cart(c);
    expect(data.total_cents).toBe(sub + txTax(sub));
  });

  it('a tax-exempt customer attached by staff pays no tax', async () => {
    const part = await plainPart(db());
    const c = await staff();
    await add(c, { product_id: String(part.product_id), quantity: '2' });
    const [fleet] = rowsOf<{ customer_id: number }>(
      await db().execute(sql`select customer_id from customers where email = 'fleet@example.com'`),
    );
    const set = await c.post('/checkout/cart/setCustomer', { customer_id: String(fleet!.customer_id) }, { form: true });
    expect(set.status).toBe(200);
    const data = await cart(c);
    expect(data.customer).toMatchObject({ customer_id: fleet!.customer_id, tax_exempt: true });
    expect(total(data, 'tax')).toBe(0);
    expect((await c.get('/checkout/cart/removeCustomer')).status).toBe(200);
    expect(total(await cart(c), 'tax')).toBeGreaterThan(0);
  });
});

describe('stock warning', () => {
  it('marks a line Out of Stock when inventory is short and the warning is on', async () => {
    const part = await plainPart(db(), 5);
    await setStock(db(), part.product_id, 1);
    const c = server.client();
    await add(c, { product_id: String(part.product_id), quantity: '2' });
    const data = await cart(c);
    expect(data.products[0]).toMatchObject({
      enough_inventory: false,
      show_stock_warning: true,
      oos_text: 'Out of Stock',
    });
    expect(data.stock_warning).toBe(CART_MSG.stockWarning);
  });
});

describe('logoutCustomer and the guest cart merge (contract 4)', () => {
  it('moves the guest lines into the customer cart, adding quantities of the same part', async () => {
    const a = await plainPart(db(), 0);
    const b = await plainPart(db(), 2);
    const [shopper] = rowsOf<{ customer_id: number }>(
      await db().execute(sql`select customer_id from customers where email = 'shop@example.com'`),
    );
    const guest = server.client();
    await add(guest, { product_id: String(a.product_id), quantity: '2' });
    await add(guest, { product_id: String(b.product_id), quantity: '1' });
    await guest.post('/checkout/cart/applyCode', { code: 'WELCOME5' }, { form: true });
    const [sess] = rowsOf<{ data: { cartId: number } }>(
      await db().execute(sql`select data from sessions where id = ${guest.cookies.get('sid')!}`),
    );
    // The customer already has a cart on another device with part a.
    const [mine] = rowsOf<{ cart_id: number }>(
      await db().execute(
        sql`insert into carts (owner, customer_id) values ('customer', ${shopper!.customer_id}) returning cart_id`,
      ),
    );
    await db().execute(
      sql`insert into cart_items (cart_id, product_id, quantity) values (${mine!.cart_id}, ${a.product_id}, 1)`,
    );
    await mergeGuestCart(db(), sess!.data, shopper!.customer_id);
    const items = rowsOf<{ product_id: number; quantity: number }>(
      await db().execute(
        sql`select product_id, quantity from cart_items where cart_id = ${mine!.cart_id} order by product_id`,
      ),
    );
    expect(items).toEqual(
      expect.arrayContaining([
        { product_id: a.product_id, quantity: 3 },
        { product_id: b.product_id, quantity: 1 },
      ]),
    );
    const [gone] = rowsOf(await db().execute(sql`select 1 from carts where cart_id = ${sess!.data.cartId}`));
    expect(gone).toBeUndefined();
    const [code] = rowsOf<{ coupon_code: string }>(
      await db().execute(sql`select coupon_code from carts where cart_id = ${mine!.cart_id}`),
    );
    expect(code!.coupon_code).toBe('WELCOME5');
    // The guest's session now sees an empty cart until login sets customerId (the account branch's part).
    expect((await cart(guest)).total_items).toBe(0);
    const out = await guest.get('/checkout/cart/logoutCustomer');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
  });
});
