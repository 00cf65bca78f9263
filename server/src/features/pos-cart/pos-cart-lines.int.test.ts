// The POS cart's line rules and messages (issue 13, decision 0019) through the real app: labor rates and the labor
// arithmetic in cents, custom products, price edit bounds with the original price and the staff member kept, a price
// below cost (decision 0047), and PO numbers.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { rowsOf } from '#src/db/rows';
import { saveSettings } from '#src/features/settings/queries';
import type { Client } from '#src/test/http';
import { usePosCartServer } from './pos-cart-test-kit';

const { db, cart, total, staff, context, rate, addPart } = usePosCartServer();

describe('labor', () => {
  it('lists the counter store’s rates and adds a labor line at rate x minutes / 60 x quantity, taxed as labor', async () => {
    const c = await staff();
    const rates = (await context(c)).labor_rates;
    expect(rates.map((r) => [r.title, r.amount_cents])).toEqual([
      ['Standard Labor', 12000],
      ['Diagnostic', 9550],
      ['Fleet Labor', 10500],
    ]);
    const diag = rates[1]!;
    const res = await c.post<{ success: string; cart: CartData }>(
      '/checkout/cart/applyLabor',
      { laborId: String(diag.labor_id), laborTime: '7', quantity: '3', name: '' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('The labor has been updated.');
    const line = res.body.cart.products[0]!;
    // $95.50/h x 7 min / 60 x 3 = 3342.5 cents, rounded once, half away from zero.
    expect(line.labor_product).toMatchObject({
      title: 'Diagnostic',
      time: 7,
      time_text: '7 min',
      quantity: 3,
      price: '33.43',
    });
    expect(total(res.body.cart, 'labor')).toBe(3343);
    expect(total(res.body.cart, 'sub_total')).toBe(0);
    // Labor class 2 at 8.25% in Texas: 3343 x 0.0825 = 275.8.
    expect(total(res.body.cart, 'tax')).toBe(276);
    expect(total(res.body.cart, 'total')).toBe(3619);

    const upd = await c.post<{ success: string; cart: CartData }>(
      '/checkout/cart/updateLabor',
      { key: line.key, laborTime: '90', quantity: '2', name: 'Brake diagnosis' },
      { form: true },
    );
    expect(upd.body.success).toBe('The labor has been updated.');
    // 9550 x 90 / 60 x 2 = 28650.
    expect(upd.body.cart.products[0]!.labor_product).toMatchObject({
      title: 'Brake diagnosis',
      time: 90,
      time_text: '1 hrs 30 min',
      quantity: 2,
      price: '286.50',
    });
  });

  it('refuses a time or quantity that is not a positive number, and another store’s rate', async () => {
    const c = await staff();
    const std = await rate(c, 'Standard Labor');
    const zero = await c.post(
      '/checkout/cart/applyLabor',
      { laborId: String(std.labor_id), laborTime: '0', quantity: '1' },
      { form: true },
    );
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toMatchObject({ laborTime: 'Time must be a positive number.' });
    const qty = await c.post(
      '/checkout/cart/applyLabor',
      { laborId: String(std.labor_id), laborTime: '30', quantity: 'x' },
      { form: true },
    );
    expect(qty.body.errors).toMatchObject({ quantity: 'Quantity must be a positive number.' });
    const [other] = rowsOf<{ labor_id: number }>(
      await db().execute(sql`select labor_id from labor_rates where location_id <> 2 order by labor_id limit 1`),
    );
    const foreign = await c.post(
      '/checkout/cart/applyLabor',
      { laborId: String(other!.labor_id), laborTime: '30', quantity: '1' },
      { form: true },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(POS_CART_MSG.laborRateUnknown);
    expect((await cart(c)).products).toHaveLength(0);
    const badUpdate = await c.post('/checkout/cart/updateLabor', { key: '999999', laborTime: '30' }, { form: true });
    expect(badUpdate.body.error).toBe("The labor couldn't be updated.");
  });

  it('prices a part’s own labor at the store’s first rate', async () => {
    const c = await staff();
    const [part] = rowsOf<{ product_id: number; labor_minutes: number }>(
      await db().execute(
        sql`select product_id, labor_minutes from products p where labor_minutes is not null and status and minimum = 1 and not exists (select 1 from product_options o where o.product_id = p.product_id and o.required) order by product_id limit 1`,
      ),
    );
    await c.post(
      '/checkout/cart/add',
      { product_id: String(part!.product_id), quantity: '2', apply_labor: '1' },
      { form: true },
    );
    expect(total(await cart(c), 'labor')).toBe((12000 * part!.labor_minutes * 2) / 60);
  });
});

describe('custom product', () => {
  it('answers the spec’s messages, defaults the quantity to 1 and checks the tax class', async () => {
    const c = await staff();
    const bad = await c.post(
      '/checkout/cart/addCustomProduct',
      { name: ' ', price: '0', quantity: '-2' },
      { form: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Name is a required field.',
      price: 'Price must be a positive number.',
      quantity: 'Quantity must be a positive number.',
    });
    const taxless = await c.post(
      '/checkout/cart/addCustomProduct',
      { name: 'Core charge', price: '25.00', quantity: '1', tax_class_id: '999' },
      { form: true },
    );
    expect(taxless.body.errors).toEqual({ tax_class_id: 'Leave blank to exclude tax.' });
    const ok = await c.post<{ cart: CartData }>(
      '/checkout/cart/addCustomProduct',
      { name: 'Core charge', price: '25.00', quantity: '', tax_class_id: '1' },
      { form: true },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.cart.products[0]).toMatchObject({
      name: 'Core charge',
      quantity: 1,
      unit_price: '25.00',
      custom_product: true,
    });
    expect(total(ok.body.cart, 'tax')).toBe(206); // 2500 x 8.25% = 206.25
  });
});

describe('price edit', () => {
  it('refuses a price below $0.00, keeps the original price and the staff member, and carries them to the order', async () => {
    const c = await staff();
    const part = await addPart(c);
    const key = (await cart(c)).products[0]!.key;
    const below = await c.post('/checkout/cart/updatePrice', { key, newPrice: '-0.01' }, { form: true });
    expect(below.status).toBe(400);
    expect(below.body.error).toBe(POS_CART_MSG.priceBelowZero);
    const unknown = await c.post('/checkout/cart/updatePrice', { key: '999999', newPrice: '1.00' }, { form: true });
    expect(unknown.body.error).toBe("The unit price couldn't be updated.");

    // Both prices are below the part's cost: the cashier's edits carry the admin's PIN (decision 0047).
    const first = await c.post<{ success: string; cart: CartData }>(
      '/checkout/cart/updatePrice',
      { key, newPrice: '10.00', manager_pin: '1234' },
      { form: true },
    );
    expect(first.body.success).toBe('The unit price has been updated.');
    const second = await c.post<{ cart: CartData }>(
      '/checkout/cart/updatePrice',
      { key, newPrice: '0', manager_pin: '1234' },
      { form: true },
    );
    const line = second.body.cart.products[0]!;
    expect(line.unit_price).toBe('0.00');
    // The original is the price before the first edit, not the one before the last.
    expect(line.price_edited).toMatchObject({ original: (part.price_cents / 100).toFixed(2) });
    const [cashier] = rowsOf<{ user_id: number }>(
      await db().execute(sql`select user_id from users where username = 'cashier'`),
    );
    expect(line.price_edited!.changed_by).toBe(cashier!.user_id);

    const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    const [op] = rowsOf<{ unit_cents: number; price_original_cents: number; price_changed_by: number }>(
      await db().execute(
        sql`select unit_cents, price_original_cents, price_changed_by from order_products where order_id = ${saved.body.order_id}`,
      ),
    );
    expect(op).toEqual({ unit_cents: 0, price_original_cents: part.price_cents, price_changed_by: cashier!.user_id });
  });
});

describe('price below cost (decision 0047)', () => {
  // A part whose cost the test sets: $10.00. Seed PINs: admin 1234, cashier 2345.
  const partAtCost = async (c: Client) => {
    const part = await addPart(c, 7);
    await db().execute(sql`update products set cost_cents = 1000 where product_id = ${part.product_id}`);
    const line = (await cart(c)).products.find((p) => p.product_id === part.product_id)!;
    return { key: line.key, listPrice: (part.price_cents / 100).toFixed(2) };
  };
  const setPrice = (c: Client, body: Record<string, string>) =>
    c.post<{ success: string; error: string; errors: Record<string, string>; cart: CartData }>(
      '/checkout/cart/updatePrice',
      body,
      { form: true },
    );
  const unitPriceOf = async (c: Client, key: string) => (await cart(c)).products.find((p) => p.key === key)!.unit_price;

  it("refuses a cashier's price below cost without a manager's PIN, and with the cashier's own PIN; changes nothing", async () => {
    const c = await staff('cashier');
    const { key, listPrice } = await partAtCost(c);
    const bare = await setPrice(c, { key, newPrice: '9.99' });
    expect(bare.status).toBe(403);
    expect(bare.body.error).toBe("Below cost: a manager's PIN is needed.");
    expect(bare.body.errors).toEqual({ manager_pin: "Below cost: a manager's PIN is needed." });
    expect(await unitPriceOf(c, key)).toBe(listPrice);

    const own = await setPrice(c, { key, newPrice: '9.99', manager_pin: '2345' });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe("That PIN is not a manager's.");
    expect(await unitPriceOf(c, key)).toBe(listPrice);
  });

  it("sets a cashier's price below cost with an admin's PIN", async () => {
    const c = await staff('cashier');
    const { key } = await partAtCost(c);
    const ok = await setPrice(c, { key, newPrice: '9.99', manager_pin: '1234' });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe('The unit price has been updated.');
    expect(await unitPriceOf(c, key)).toBe('9.99');
  });

  it('lets an admin (price.belowCost) go below cost without a PIN, and a cashier set the cost or above', async () => {
    const admin = await staff('admin');
    const a = await partAtCost(admin);
    expect((await setPrice(admin, { key: a.key, newPrice: '0.01' })).status).toBe(200);
    expect(await unitPriceOf(admin, a.key)).toBe('0.01');

    const c = await staff('cashier');
    const { key } = await partAtCost(c);
    expect((await setPrice(c, { key, newPrice: '10.00' })).status).toBe(200);
    expect(await unitPriceOf(c, key)).toBe('10.00');
    expect((await setPrice(c, { key, newPrice: '12.00' })).status).toBe(200);
    expect(await unitPriceOf(c, key)).toBe('12.00');
  });

  it("does not count a disabled admin's PIN", async () => {
    const c = await staff('cashier');
    const { key, listPrice } = await partAtCost(c);
    await db().execute(sql`update users set status = false where username = 'admin'`);
    try {
      const res = await setPrice(c, { key, newPrice: '9.99', manager_pin: '1234' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("That PIN is not a manager's.");
      expect(await unitPriceOf(c, key)).toBe(listPrice);
    } finally {
      await db().execute(sql`update users set status = true where username = 'admin'`);
    }
  });
});

describe('PO numbers', () => {
  it('sets one line, applies one to all, refuses an unknown line, is required before checkout when the setting says so', async () => {
    const c = await staff();
    await addPart(c, 0);
    await addPart(c, 3);
    const [a, b] = (await cart(c)).products;
    const one = await c.post<{ success: string; cart: CartData }>('/api/cart/applyPoNumber', {
      products: [{ cart_key: a!.key, name: a!.name, po_number: 'PO-1', apply_to_all: false }],
    });
    expect(one.body.success).toBe('PO Number added successfully.');
    expect(one.body.cart.products.map((p) => p.po_number)).toEqual(['PO-1', '']);

    await saveSettings(db(), { po_number_required: true });
    try {
      const refused = await c.get('/checkout/cart/saveOrderAndCheckout');
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('Please add a PO Number to each product before completing check out.');
      const unknown = await c.post('/api/cart/applyPoNumber', {
        products: [{ cart_key: '999999', name: 'x', po_number: 'PO-9', apply_to_all: false }],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toBe('Error adding PO Number.');
      const all = await c.post<{ cart: CartData }>('/api/cart/applyPoNumber', {
        products: [{ cart_key: b!.key, name: b!.name, po_number: 'PO-ALL', apply_to_all: true }],
      });
      expect(all.body.cart.products.map((p) => p.po_number)).toEqual(['PO-ALL', 'PO-ALL']);
      const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
      expect(saved.status).toBe(200);
      const lines = rowsOf<{ po_number: string }>(
        await db().execute(
          sql`select po_number from order_products where order_id = ${saved.body.order_id} order by order_product_id`,
        ),
      );
      expect(lines).toEqual([{ po_number: 'PO-ALL' }, { po_number: 'PO-ALL' }]);
    } finally {
      await saveSettings(db(), { po_number_required: false });
    }
  });
});
