// Issue 28 "Also at the counter": Add PO Number on the POS checkout (spec 001 s2, s7 POST /pos/order/applyPoNumber)
// and the order view's "Order Submitted to Distributor" box listing the order's purchase orders. 1366 and 375 px.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

type Inventory = { data: { inventory: { quantity: number; warehouse_location: string | null }[] } };

/** An order of a part beyond the stores' stock (so the checkout offers a purchase order), ready for checkout. */
async function shortOrder(page: Page): Promise<number> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
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
      form: { product_id: String(p.product_id), quantity: String(stores + 4) },
    });
    if (added.status() !== 200) continue;
    const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
    expect(saved.status()).toBe(200);
    return ((await saved.json()) as { order_id: number }).order_id;
  }
  throw new Error('no part short in the stores with warehouse stock in the demo catalogue');
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('POS counter: PO numbers and the distributor box', () => {
  it('adds a PO number at checkout and the order view shows it with the submitted purchase order', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    const orderId = await shortOrder(page);
    await page.goto(`/pos/checkout?order_id=${orderId}`);
    await page.getByRole('button', { name: 'Submit Purchase Order' }).click();
    const confirmation = (await page.getByTestId('po-confirmation').first().innerText()).trim();
    expect(confirmation).toMatch(/^DST-[0-9A-F]{8}$/);

    await page.getByRole('button', { name: 'Add PO Number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add PO Number' });
    const field = dialog.getByLabel(/^PO Number for /);
    await field.fill('FLEET-42');
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/pos-po-number-1366.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await noSidewaysScroll(page), 'no sideways scroll at 375 px').toBe(true);
      await page.screenshot({ path: `${shots}/pos-po-number-375.png` });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await dialog.getByRole('button', { name: 'Save PO Numbers' }).click();
    await page.getByText('PO Number added successfully.').first().waitFor();

    await page.goto(`/pos/order/view?order_id=${orderId}`);
    const info = page.getByRole('region', { name: 'Order Info' });
    await info.getByText('FLEET-42').waitFor();
    const distributor = page.getByRole('region', { name: 'Order Submitted to Distributor' });
    await distributor.getByTestId('po-confirmation').getByText(confirmation).waitFor();
    await page
      .getByRole('row', { name: /FLEET-42/ })
      .first()
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/pos-order-view-po-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await noSidewaysScroll(page), 'no sideways scroll at 375 px').toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/pos-order-view-po-375.png`, fullPage: true });
    await page.close();
  });

  it('cart: editor links in a new tab and labor on a line (toggle; Add to Cart then I Understand with labor); order view: remove the customer', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    await page.goto('/checkout/cart');
    const find = page.getByRole('combobox', { name: 'Find a customer' });
    await find.fill('Demo Shop');
    await page.getByRole('option', { name: /Demo Shopper/ }).waitFor();
    await find.press('Enter');
    await page.getByText('Customer assigned to cart!').first().waitFor();
    for (const name of [/^Open customer Demo Shopper/, /^Edit vehicles/]) {
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener');
      expect(await link.getAttribute('href')).toMatch(/^\/pos\/customer\/edit\?customer_id=\d+/);
    }

    // A part with a labor time: its line offers the counter's apply-labor toggle.
    const listing = await page.request.get('/api/products?limit=60&page=1');
    const { products } = (await listing.json()) as { products: { product_id: number; name: string }[] };
    let withLabor: string | null = null;
    let laborProductId = 0;
    let laborKey = '';
    for (const p of products) {
      const added = await page.request.post('/checkout/cart/add', {
        form: { product_id: String(p.product_id), quantity: '1' },
      });
      if (added.status() !== 200) continue;
      const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as {
        products: { key: string; name: string; labor: { apply_labor: boolean } | null }[];
      };
      const line = cart.products.find((l) => l.labor !== null);
      if (line) {
        withLabor = line.name;
        laborProductId = p.product_id;
        laborKey = line.key;
        break;
      }
    }
    expect(withLabor, 'a demo part with a labor time').not.toBeNull();
    await page.reload();
    const toggle = page.getByRole('checkbox', { name: `Apply labor to ${withLabor}` });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click(); // the box follows the server: it turns on when the cart answers
    await page.getByText('The labor has been updated.').first().waitFor();
    expect(await page.getByRole('checkbox', { name: `Apply labor to ${withLabor}` }).isChecked()).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/pos-cart-labor-1366.png`, fullPage: true });

    // The product page at the counter: Add to Cart, then "I Understand with labor" on the warning, puts the part in
    // with its labor on (No vehicle is chosen, so the store asks first).
    expect((await page.request.post('/checkout/cart/remove', { data: { key: laborKey } })).status()).toBe(200);
    await page.goto(`/product/product?product_id=${laborProductId}`);
    // The part's own button comes first; related parts below it have theirs.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
    const headsUp = page.getByRole('dialog', { name: 'Heads up!' });
    await headsUp.getByRole('button', { name: 'I Understand', exact: true }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/pos-product-labor-1366.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await noSidewaysScroll(page), 'no sideways scroll at 375 px with the warning open').toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/pos-product-labor-375.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await headsUp.getByRole('button', { name: 'I Understand with labor' }).click();
    await expect
      .poll(async () => {
        const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as {
          products: { name: string; labor: { apply_labor: boolean } | null }[];
        };
        return cart.products.some((l) => l.name === withLabor && l.labor?.apply_labor === true);
      })
      .toBe(true);
    await page.goto('/checkout/cart');
    const added = page.getByRole('checkbox', { name: `Apply labor to ${withLabor}` });
    await added.waitFor();
    expect(await added.isChecked()).toBe(true);

    const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
    const orderId = ((await saved.json()) as { order_id: number }).order_id;

    await page.goto(`/pos/order/view?order_id=${orderId}`);
    const info = page.getByRole('region', { name: 'Order Info' });
    await info.getByText('Demo Shopper').first().waitFor();
    await page.getByRole('button', { name: 'Remove customer Demo Shopper' }).click();
    await page.getByText('Customer removed from order.').first().waitFor();
    await info.getByText('Walk-in').waitFor();
    await page.getByRole('cell', { name: 'Customer Demo Shopper removed from the order.' }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await noSidewaysScroll(page), 'no sideways scroll at 375 px').toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/pos-order-view-removed-375.png`, fullPage: true });
    await page.close();
  });
});
