// The cart's staff-only /checkout/cart/ calls: 403 for shoppers; at the counter custom products, price override, labor,
// customer search, and save / cancel / abandon of the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { staffClient, startTestServer, type TestServer } from '#src/test/http';
import { addToCart as add, cartOf as cart, totalOf as total } from '#src/test/cart-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const staff = () => staffClient(server);

describe('staff-only calls', () => {
  const staffCalls: [string, string, Record<string, string>?][] = [
    ['POST', '/checkout/cart/setCustomer', { customer_id: '1' }],
    ['GET', '/checkout/cart/removeCustomer'],
    ['POST', '/checkout/cart/getCustomer', { customerData: 'shopper' }],
    ['POST', '/checkout/cart/addCustomProduct', { name: 'Shop towel', price: '3.50', quantity: '1' }],
    ['POST', '/checkout/cart/updatePrice', { key: '1', newPrice: '1.00' }],
    ['POST', '/checkout/cart/applyLabor', { applyLabor: '1', productLaborKey: '1' }],
    ['POST', '/checkout/cart/updateLabor', { key: '1', laborTime: '30' }],
    ['GET', '/checkout/cart/saveOrder'],
    ['GET', '/checkout/cart/abandonOrder'],
    ['GET', '/checkout/cart/cancelOrder'],
    ['GET', '/checkout/cart/saveOrderAndCheckout'],
    ['GET', '/checkout/cart/removeCredit'],
    ['POST', '/checkout/cart/setPaymentData', { itemId: 'cash' }],
  ];
  it('answer 403 to shoppers', async () => {
    const c = server.client();
    for (const [method, path, body] of staffCalls) {
      const res = method === 'GET' ? await c.get(path) : await c.post(path, body, { form: true });
      expect(res.status, path).toBe(403);
    }
  });

  it('custom products, price override, labor, customer search, save / cancel / abandon at the counter', async () => {
    const c = await staff();
    const bad = await c.post(
      '/checkout/cart/addCustomProduct',
      { name: '', price: '-1', quantity: '0' },
      { form: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'Name is a required field.',
      price: 'Price must be a positive number.',
      quantity: 'Quantity must be a positive number.',
    });
    const custom = await c.post(
      '/checkout/cart/addCustomProduct',
      { name: 'Shop towel', price: '3.50', quantity: '2', tax_class_id: '' },
      { form: true },
    );
    expect(custom.status).toBe(200);
    let data = await cart(c);
    expect(data.products[0]).toMatchObject({
      name: 'Shop towel',
      custom_product: true,
      quantity: 2,
      unit_price: '3.50',
    });
    expect(total(data, 'tax')).toBe(0); // blank tax class: not taxed

    const [labored] = rowsOf<{ product_id: number; labor_minutes: number }>(
      await db().execute(
        sql`select product_id, labor_minutes from products p where labor_minutes is not null and status and minimum = 1 and not exists (select 1 from product_options o where o.product_id = p.product_id and o.required) limit 1`,
      ),
    );
    expect((await add(c, { product_id: String(labored!.product_id), quantity: '1' })).status).toBe(200);
    data = await cart(c);
    const line = data.products.find((p) => p.product_id === labored!.product_id)!;
    expect(
      (await c.post('/checkout/cart/applyLabor', { applyLabor: '1', productLaborKey: line.key }, { form: true })).body
        .success,
    ).toBe('The labor has been updated.');
    data = await cart(c);
    expect(total(data, 'labor')).toBe(Math.round((labored!.labor_minutes * 12000) / 60));
    const upd = await c.post(
      '/checkout/cart/updateLabor',
      { key: line.key, laborTime: '90', amount: '100.00' },
      { form: true },
    );
    expect(upd.body.success).toBe('The labor has been updated.');
    expect(total(await cart(c), 'labor')).toBe(15000);
    expect(
      (await c.post('/checkout/cart/updateLabor', { key: line.key, laborTime: 'x' }, { form: true })).body.error,
    ).toBe('Time must be a positive number.');

    // The part's cost is not this test's subject: the admin's PIN covers a price below it (decision 0047).
    expect(
      (
        await c.post(
          '/checkout/cart/updatePrice',
          { key: line.key, newPrice: '12.34', manager_pin: '1234' },
          { form: true },
        )
      ).body.success,
    ).toBe('The unit price has been updated.');
    expect((await cart(c)).products.find((p) => p.key === line.key)!.unit_price).toBe('12.34');
    expect(
      (await c.post('/checkout/cart/updatePrice', { key: line.key, newPrice: 'abc' }, { form: true })).body.error,
    ).toBe("The unit price couldn't be updated.");

    const found = await c.post<{ customers: { email: string }[] }>(
      '/checkout/cart/getCustomer',
      { customerData: 'shopper@example' },
      { form: true },
    );
    expect(found.body.customers.map((x) => x.email)).toContain('shopper@example.com');
    expect((await c.post('/checkout/cart/getCustomer', { customerData: 'a' }, { form: true })).status).toBe(400);
    expect((await c.post('/checkout/cart/setCustomer', { customer_id: '99999999' }, { form: true })).status).toBe(404);
    expect((await c.post('/checkout/cart/setPaymentData', { itemId: 'cash' }, { form: true })).status).toBe(200);
    expect((await c.get('/checkout/cart/removeCredit')).status).toBe(200);

    expect((await c.get('/checkout/cart/cancelOrder')).status).toBe(400); // nothing saved yet
    const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    expect(saved.status).toBe(200);
    const again = await c.get<{ order_id: number; redirect: string }>('/checkout/cart/saveOrderAndCheckout');
    expect(again.body.order_id).toBe(saved.body.order_id); // the same saved order, updated
    expect(again.body.redirect).toBe(`/pos/checkout?order_id=${saved.body.order_id}`);
    const [o] = rowsOf<{ status: string; total_cents: number }>(
      await db().execute(sql`select status, total_cents from orders where order_id = ${saved.body.order_id}`),
    );
    expect(o).toMatchObject({ status: 'saved', total_cents: (await cart(c)).total_cents });
    const canceled = await c.get('/checkout/cart/cancelOrder');
    expect(canceled.body.success).toBe(`Order #${saved.body.order_id} has been canceled.`);
    expect((await cart(c)).total_items).toBe(0);
    const [o2] = rowsOf<{ status: string }>(
      await db().execute(sql`select status from orders where order_id = ${saved.body.order_id}`),
    );
    expect(o2!.status).toBe('cancelled');

    await c.post('/checkout/cart/addCustomProduct', { name: 'Wiper fluid', price: '4.00' }, { form: true });
    expect((await c.get('/checkout/cart/abandonOrder')).status).toBe(200);
    expect((await cart(c)).total_items).toBe(0);
    expect((await c.get('/checkout/cart/saveOrder')).status).toBe(400);
  });
});
