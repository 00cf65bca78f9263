// The POS cart through the real app (issue 13, decision 0019): scan lookup (one match, ambiguous, none), the customer
// and the vehicle, and save / quote / check out making one order. The line rules are in pos-cart-lines.int.test.ts.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { VIN_MSG } from '@parts/common/vin';
import { rowsOf } from '#src/db/rows';
import { usePosCartServer } from './pos-cart-test-kit';

const { db, client, cart, staff, context, addPart } = usePosCartServer();

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
    expect((await client().get('/pos/cart/scan?code=x')).status).toBe(403);
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
