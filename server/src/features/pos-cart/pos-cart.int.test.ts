// The POS cart's rules and messages (issue 13, decision 0019) through the real app: labor rates and the labor
// arithmetic in cents, custom products, price edit bounds with the original price and the staff member kept, PO
// numbers, scan lookup (one match, ambiguous, none), the vehicle, and save / quote / check out making one order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { VIN_MSG } from '@parts/common/vin';
import { rowsOf } from '#src/db/rows';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { cents, plainPart } from '#src/test/cart-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const cart = async (c: Client) => (await c.get<CartData>('/checkout/cart/getData')).body;
const total = (data: CartData, code: string) =>
  data.totals.filter((t) => t.code === code).reduce((s, t) => s + cents(t.value), 0);
const staff = async (username = 'cashier') => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};
interface Context {
  labor_rates: { labor_id: number; title: string; amount_cents: number }[];
  tax_classes: { tax_class_id: number; title: string }[];
  customer_vehicles: { vehicle_id: number; title: string }[];
  vehicle_id: number | null;
  fit: Record<string, { result: string; label: string }>;
  po_number_required: boolean;
}
const context = async (c: Client) => (await c.get<Context>('/pos/cart/context')).body;
const rate = async (c: Client, title: string) => (await context(c)).labor_rates.find((r) => r.title === title)!;
const addPart = async (c: Client, offset = 0) => {
  const part = await plainPart(db(), offset);
  expect(
    (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true })).status,
  ).toBe(200);
  return part;
};

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

describe('scan to add', () => {
  it('finds a part by part number however typed, by UPC and by SKU; lists an ambiguous code; says when nothing matches', async () => {
    const c = await staff();
    const [p] = rowsOf<{ product_id: number; mpn: string; sku: string }>(
      await db().execute(
        sql`select product_id, mpn, sku from products where status and mpn ~ '[-]' and mpn_key not in (select mpn_key from products group by mpn_key having count(*) > 1) order by product_id limit 1`,
      ),
    );
    await db().execute(sql`update products set upc = '012345678905' where product_id = ${p!.product_id}`);
    const typed = p!.mpn.toLowerCase().replace(/-/g, ' ');
    for (const code of [typed, '012345678905', p!.sku.toLowerCase()]) {
      const res = await c.get<{ products: { product_id: number }[]; ambiguous: boolean }>(
        `/pos/cart/scan?code=${encodeURIComponent(code)}`,
      );
      expect(res.status, code).toBe(200);
      expect(
        res.body.products.map((x) => x.product_id),
        code,
      ).toEqual([p!.product_id]);
      expect(res.body.ambiguous).toBe(false);
    }
    const [q, r] = rowsOf<{ product_id: number }>(
      await db().execute(
        sql`select product_id from products where status and product_id <> ${p!.product_id} order by product_id limit 2`,
      ),
    );
    await db().execute(
      sql`update products set upc = '099999999991' where product_id in (${q!.product_id}, ${r!.product_id})`,
    );
    const many = await c.get<{ products: { product_id: number }[]; ambiguous: boolean; message: string }>(
      '/pos/cart/scan?code=099999999991',
    );
    expect(many.body.ambiguous).toBe(true);
    expect(many.body.message).toBe(POS_CART_MSG.scanAmbiguous('099999999991'));
    expect(many.body.products.map((x) => x.product_id).sort((x, y) => x - y)).toEqual(
      [q!.product_id, r!.product_id].sort((x, y) => x - y),
    );
    const none = await c.get('/pos/cart/scan?code=NO-SUCH-PART-77');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(POS_CART_MSG.scanNotFound('NO-SUCH-PART-77'));
    expect((await server.client().get('/pos/cart/scan?code=x')).status).toBe(403);
  });
});

describe('customer and vehicle', () => {
  it("refuses a VIN with a wrong check digit with the decoder's message and saves no vehicle", async () => {
    const c = await staff();
    const [shopper] = rowsOf<{ customer_id: number }>(
      await db().execute(sql`select customer_id from customers where email = 'shopper@example.com'`),
    );
    await c.post('/checkout/cart/setCustomer', { customer_id: String(shopper!.customer_id) }, { form: true });
    const saved = async () =>
      rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from customer_vehicles where customer_id = ${shopper!.customer_id}`,
        ),
      )[0]!.n;
    const before = await saved();
    // 1HGCM82633A004352 is a real Honda VIN; its check digit (position 9) is 3, not 4.
    const res = await c.post('/pos/cart/addVehicle', { vin: '1HGCM82643A004352' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: VIN_MSG.checkDigit, errors: { vin: VIN_MSG.checkDigit } });
    expect(await saved()).toBe(before);
  });

  it('assigns a customer, refuses a vehicle without one, and takes a saved vehicle of the customer', async () => {
    const c = await staff();
    const noCustomer = await c.post('/pos/cart/addVehicle', {});
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error).toBe('A customer must be selected!');
    const [shopper] = rowsOf<{ customer_id: number }>(
      await db().execute(sql`select customer_id from customers where email = 'shopper@example.com'`),
    );
    const set = await c.post(
      '/checkout/cart/setCustomer',
      { customer_id: String(shopper!.customer_id) },
      { form: true },
    );
    expect(set.body.success).toBe('Customer assigned to cart!');
    const found = await c.post<{ customers: { customer_id: number }[] }>('/checkout/cart/getCustomer', {
      customerData: '555-0101',
    });
    expect(found.body.customers.map((x) => x.customer_id)).toContain(shopper!.customer_id);

    const [bv] = rowsOf<{ year: number; make_id: number; model_id: number; make: string; model: string }>(
      await db().execute(
        sql`select b.year, b.make_id, b.model_id, mk.name as make, md.name as model from base_vehicles b join makes mk on mk.make_id = b.make_id join models md on md.model_id = b.model_id order by b.base_vehicle_id limit 1`,
      ),
    );
    const ymm = [
      { api_field: 'Year', api_value: String(bv!.year), label_field: 'Year', label_value: String(bv!.year) },
      { api_field: 'MakeID', api_value: String(bv!.make_id), label_field: 'Make', label_value: bv!.make },
      { api_field: 'ModelID', api_value: String(bv!.model_id), label_field: 'Model', label_value: bv!.model },
    ];
    const [veh] = rowsOf<{ vehicle_id: number }>(
      await db().execute(
        sql`insert into customer_vehicles (customer_id, title, ymm_data) values (${shopper!.customer_id}, 'Work truck', ${JSON.stringify(ymm)}::jsonb) returning vehicle_id`,
      ),
    );
    const pick = await c.post('/pos/cart/setVehicle', { vehicle_id: String(veh!.vehicle_id) });
    expect(pick.status).toBe(200);
    await addPart(c);
    const ctx = await context(c);
    expect(ctx.vehicle_id).toBe(veh!.vehicle_id);
    expect(ctx.customer_vehicles.map((v) => v.title)).toContain('Work truck');
    // Every part line is judged for the cart's vehicle.
    expect(Object.keys(ctx.fit)).toHaveLength(1);
    // Saving the chosen vehicle again answers the customer's vehicles (spec 001: addVehicle answers vehicles).
    const added = await c.post<{ vehicles: { title: string }[] }>('/pos/cart/addVehicle', {
      title: 'Work truck, again',
    });
    expect(added.status).toBe(200);
    expect(added.body.vehicles.map((v) => v.title).slice(-2)).toEqual(['Work truck', 'Work truck, again']);
    // Another customer's vehicle is not offered.
    const [other] = rowsOf<{ customer_id: number }>(
      await db().execute(
        sql`select customer_id from customers where customer_id <> ${shopper!.customer_id} order by customer_id limit 1`,
      ),
    );
    await c.post('/checkout/cart/setCustomer', { customer_id: String(other!.customer_id) }, { form: true });
    expect((await c.post('/pos/cart/setVehicle', { vehicle_id: String(veh!.vehicle_id) })).status).toBe(404);
  });
});

describe('save, quote and check out', () => {
  const countOrders = async () =>
    rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from orders`))[0]!.n;

  it('check out twice (double click) and again after editing the cart updates one order; honours order_id', async () => {
    const c = await staff();
    await addPart(c);
    const before = await countOrders();
    const [a, b] = await Promise.all([
      c.get<{ order_id: number; redirect: string }>('/checkout/cart/saveOrderAndCheckout'),
      c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout'),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.order_id).toBe(a.body.order_id);
    expect(a.body.redirect).toBe(`/pos/checkout?order_id=${a.body.order_id}`);
    await addPart(c, 2);
    const again = await c.get<{ order_id: number }>(`/checkout/cart/saveOrderAndCheckout?order_id=${a.body.order_id}`);
    expect(again.body.order_id).toBe(a.body.order_id);
    expect(await countOrders()).toBe(before + 1);
    const [lines] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from order_products where order_id = ${a.body.order_id}`),
    );
    expect(lines!.n).toBe(2);
  });

  it('refuses an order_id that can no longer change', async () => {
    const c = await staff();
    await addPart(c);
    const target = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
    await db().execute(sql`update orders set status = 'complete' where order_id = ${target}`);
    const res = await c.get(`/checkout/cart/saveOrderAndCheckout?order_id=${target}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(POS_CART_MSG.orderNotEditable);
  });

  it('saves for later once per key (the cart is cleared for the next customer) and quotes to the receipt', async () => {
    const c = await staff();
    await addPart(c);
    const before = await countOrders();
    const key = 'save-test-1';
    const [a, b] = await Promise.all([
      c.get<{ order_id: number; success: string; view_url: string }>(`/checkout/cart/saveOrder?key=${key}`),
      c.get<{ order_id: number }>(`/checkout/cart/saveOrder?key=${key}`),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.order_id).toBe(a.body.order_id);
    expect(a.body.success).toBe('Order Saved');
    expect(a.body.view_url).toBe(`/pos/order/view?order_id=${a.body.order_id}`);
    expect(await countOrders()).toBe(before + 1);
    expect((await cart(c)).total_items).toBe(0);

    await addPart(c, 1);
    const quote = await c.get<{ order_id: number; redirect: string }>('/checkout/cart/saveQuote?key=quote-test-1');
    expect(quote.body.redirect).toBe(`/pos/order/receipt?order_id=${quote.body.order_id}`);
    const [o] = rowsOf<{ status: string; source: string }>(
      await db().execute(sql`select status, source from orders where order_id = ${quote.body.order_id}`),
    );
    expect(o).toEqual({ status: 'quote', source: 'pos' });
    expect((await c.get('/checkout/cart/saveQuote')).status).toBe(400); // empty cart, no key: nothing to save
  });
});
