// Issue 28's special orders (decision 0059), as the counter does them: a part the store is short of is ordered for a
// customer; the cashier takes a $20.00 deposit at the checkout, the part goes on a purchase order to the distributor,
// the order is made a special order, and Received tells the customer; at pickup the deposit is already paid.
// Walked at 1366 and 375 px.
import { mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { checkoutState, payCash } from './pos-checkout-steps';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

type Inventory = { data: { inventory: { quantity: number; warehouse_location: string | null }[] } };

/** A counter order, for the demo shopper, of a part the stores hold little of and the warehouse much of. */
async function shortOrderFor(page: Page, customerId: number): Promise<{ orderId: number; productId: number }> {
  expect((await page.request.get('/checkout/cart/abandonOrder')).status()).toBe(200);
  const listing = await page.request.get('/api/products?limit=100&page=2');
  const { products } = (await listing.json()) as { products: { product_id: number }[] };
  for (const p of products) {
    const inv = (await (
      await page.request.post('/api/inventory/getInventoriesByProductId', { form: { productId: String(p.product_id) } })
    ).json()) as Inventory;
    const stores = inv.data.inventory.filter((l) => l.warehouse_location === null).reduce((n, l) => n + l.quantity, 0);
    const warehouse = inv.data.inventory
      .filter((l) => l.warehouse_location !== null)
      .reduce((n, l) => n + l.quantity, 0);
    if (stores > 8 || warehouse < stores + 12) continue;
    const added = await page.request.post('/checkout/cart/add', {
      form: { product_id: String(p.product_id), quantity: String(stores + 2) },
    });
    if (added.status() !== 200) continue;
    const set = await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: String(customerId) } });
    expect(set.status()).toBe(200);
    const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
    expect(saved.status()).toBe(200);
    return { orderId: ((await saved.json()) as { order_id: number }).order_id, productId: p.product_id };
  }
  throw new Error('no part short in the stores with warehouse stock in the demo catalogue');
}

describe('special orders at the counter', () => {
  for (const width of [1366, 375]) {
    it(`deposit, purchase order, special order, received and notified; the deposit applies at pickup (${width} px)`, async () => {
      const page = await newPage({ width, height: 900 });
      await loginAsStaff(page);
      const { orderId, productId } = await shortOrderFor(page, 1);
      await page.goto(`/pos/checkout?order_id=${orderId}`);
      await page.getByRole('heading', { name: `Check Out — Order #${orderId}` }).waitFor();
      await payCash(page, '20.00');

      const po = await page.request.post(`/pos/purchase/submit?orderId=${orderId}`, {
        data: {
          idempotency_key: randomBytes(8).toString('hex'),
          warehouse_code: 'WH1',
          shipping_method: 'Ground',
          items: [{ product_id: productId, quantity: 2 }],
        },
      });
      expect(po.status()).toBe(200);

      await page.goto('/pos/special-orders');
      const form = page.getByRole('form', { name: 'Make a special order' });
      await form.getByLabel(/^Order number/).fill(String(orderId));
      await form.getByLabel(/^Deposit asked/).fill('20.00');
      await form.getByLabel(/^Note/).fill('Hold at the front counter');
      await form.getByRole('button', { name: 'Make Special Order' }).click();
      await page.getByText('Special order saved.').first().waitFor();
      const row = page.getByRole('row', { name: new RegExp(`#${orderId}\\b`) });
      await row.getByText('$20.00 of $20.00').waitFor();
      await row.getByRole('cell', { name: 'Ordered' }).waitFor();
      if (shots) {
        await mkdir(shots, { recursive: true });
        await page.screenshot({ path: `${shots}/special-orders-${width}.png`, fullPage: true });
      }
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(wide).toBeLessThanOrEqual(0);

      await row.getByRole('button', { name: 'Received' }).click();
      await page.getByText('The part is in: the customer has been notified.').first().waitFor();
      await row.getByRole('cell', { name: 'Received' }).waitFor();

      // At pickup the checkout asks for the total less the deposit.
      const state = await checkoutState(page, orderId);
      expect(state.transactions.map((t) => `${t.transaction_type}:${t.amount}`)).toEqual(['cash:20.00']);
      const due = (await row.getByRole('cell').nth(4).textContent()) ?? '';
      expect(due.replace(/[$,]/g, '')).toBe(state.balanceDue);
    });
  }
});
