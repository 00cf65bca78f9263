// Purchase orders to a distributor (issue 14, decision 0026): at POS checkout a part short in store stock is listed in
// "Order From Your Distributor" with the warehouse's stock and cost; the cashier submits a purchase order and sees it
// with its confirmation number, on the checkout and on the receipt. Screenshots at 1366 and 375 px.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

type Inventory = { data: { inventory: { quantity: number; warehouse_location: string | null }[] } };

/** A part the stores hold little of and the warehouse much of, ordered at the counter beyond the stores' stock. */
async function shortOrder(page: Page): Promise<{ orderId: number; productId: number }> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
  const { products } = (await listing.json()) as { products: { product_id: number; in_stock: number }[] };
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
    return { orderId: ((await saved.json()) as { order_id: number }).order_id, productId: p.product_id };
  }
  throw new Error('no part short in the stores with warehouse stock in the demo catalogue');
}

describe('POS purchase order to the distributor', () => {
  it('lists the part short in store, submits a purchase order and shows it with its confirmation number', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    const { orderId, productId } = await shortOrder(page);
    await page.goto(`/pos/checkout?order_id=${orderId}`);
    await page.getByRole('heading', { name: 'Order From Your Distributor' }).waitFor();
    const row = page.getByTestId(`short-part-${productId}`);
    await row.waitFor();
    await row.getByText(/Central Warehouse: \d+/).waitFor();
    const qty = row.getByLabel(/Quantity to order of/);
    expect(Number(await qty.inputValue())).toBeGreaterThan(0);
    await qty.fill('2');
    await page.getByLabel('Shipping method').selectOption('Next Day Air');
    await page.getByLabel('Notes').fill('Customer picks up tomorrow');
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.getByRole('heading', { name: 'Order From Your Distributor' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/pos-purchase-1366.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Submit Purchase Order' }).click();
    const card = page.getByTestId('purchase-order');
    await card.waitFor();
    const confirmation = (await card.getByTestId('po-confirmation').innerText()).trim();
    expect(confirmation).toMatch(/^DST-[0-9A-F]{8}$/);
    await page.getByText(`Purchase order submitted. Confirmation number: ${confirmation}.`).waitFor();
    await card.getByText('Next Day Air').waitFor();
    await card.getByText('Central Warehouse').first().waitFor();
    if (shots) {
      await page.setViewportSize({ width: 375, height: 800 });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, 'no sideways scroll at 375 px').toBe(false);
      await page.screenshot({ path: `${shots}/pos-purchase-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // The receipt lists it too.
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await page.getByRole('heading', { name: 'Purchase Orders' }).waitFor();
    await page.getByTestId('po-confirmation').getByText(confirmation).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/pos-purchase-receipt-1366.png`, fullPage: true });

    // The product page's inventory panel: staff see the warehouse stock and the distributor's reseller prices.
    await page.goto(`/product/product?product_id=${productId}`);
    await page.getByRole('button', { name: /^In Stock: \d+$/ }).click();
    const prices = page.getByTestId('reseller-prices');
    await prices.getByRole('rowheader', { name: 'Your cost' }).waitFor();
    await prices.getByRole('rowheader', { name: 'Central Warehouse stock' }).waitFor();
    if (shots) {
      await page.getByTestId('reseller-prices').screenshot({ path: `${shots}/pos-purchase-reseller-1366.png` });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('button', { name: /^In Stock: \d+$/ }).scrollIntoViewIfNeeded();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, 'no sideways scroll at 375 px with the panel open').toBe(false);
      await page.screenshot({ path: `${shots}/pos-purchase-product-375.png` });
    }
    await page.close();
  });
});
