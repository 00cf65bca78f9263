// Issue 31, "counter after a sale", as the cashier meets it: a sale with labor and the customer's vehicle, paid in cash
// and completed; the receipt prints the labor line's amount; going back to Cart (without Done → New Sale) shows a new
// sale with no order, customer or vehicle; the Add Vehicle dialog's Submit saves the vehicle to the customer. At 1366
// and 375 px (no sideways scroll at 375).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { checkoutState, completeToReceipt, payCash } from './pos-checkout-steps';

useBrowser();

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function assignDemoShopper(page: Page) {
  const find = page.getByRole('combobox', { name: 'Find a customer' });
  await find.fill('Demo Shop');
  await page.getByRole('option', { name: /Demo Shopper/ }).waitFor();
  await find.press('Enter');
  await page.getByText('Customer assigned to cart!').first().waitFor();
}

describe('the counter after a sale', () => {
  it.each([1366, 375])(
    'labor on the receipt, a new sale after Complete, Add Vehicle saves to the customer (%i px)',
    async (width) => {
      const page = await newPage({ width, height: 900 });
      await loginAsStaff(page, 'cashier');
      await page.goto('/checkout/cart');
      await page.getByText('The shopping cart is empty.').waitFor();
      await assignDemoShopper(page);
      const vehicles = page.getByLabel('Customer’s vehicles');
      const option = vehicles.locator('option:not([value=""])').first();
      await option.waitFor({ state: 'attached' });
      await vehicles.selectOption({ label: ((await option.textContent()) ?? '').trim() });
      await page.getByText('Vehicle added to the cart.').first().waitFor();

      const listing = await page.request.get('/api/products?limit=100&page=1');
      const { products } = (await listing.json()) as {
        products: { product_id: number; in_stock: number; requires_options?: boolean; minimum?: number }[];
      };
      const part = products.find((p) => p.in_stock > 2 && !p.requires_options && (p.minimum ?? 1) === 1)!;
      const added = await page.request.post('/checkout/cart/add', {
        form: { product_id: String(part.product_id), quantity: '1' },
      });
      expect(added.status()).toBe(200);
      // 45 minutes of Standard Labor at $120.00/hr = $90.00.
      await page.reload();
      await page.getByRole('button', { name: 'Add Labor' }).click();
      const labor = page.getByRole('dialog', { name: 'Add Labor' });
      await labor.getByLabel('Time (minutes)').fill('45');
      await labor.getByRole('button', { name: 'Add Labor' }).click();
      await page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', { name: 'Standard Labor' }).waitFor();

      await page.getByRole('button', { name: 'Check Out' }).click();
      await page.waitForURL(/\/pos\/checkout\?order_id=\d+$/);
      const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
      await payCash(page, (await checkoutState(page, orderId)).balanceDue);
      await completeToReceipt(page, orderId);

      // The labor line prints its amount, not $0.00.
      await page
        .getByRole('row', { name: /Standard Labor/ })
        .getByText('$90.00')
        .first()
        .waitFor();
      await shot(page, `after-sale-receipt-${width}`);
      // The invoice too, with the vehicle the parts were sold for.
      await page.goto(`/pos/order/invoice?order_id=${orderId}`);
      await page
        .getByRole('row', { name: /Standard Labor/ })
        .getByText('$90.00')
        .first()
        .waitFor();
      await page.getByText(/^Vehicle: \d{4} /).waitFor();

      // Straight back to Cart: a new sale, not "Editing order #N"; no customer, no vehicle.
      await page.goto('/checkout/cart');
      await page.getByText('The shopping cart is empty.').waitFor();
      expect(await page.getByText(`Editing order #${orderId}`).count()).toBe(0);
      await page.getByText('No vehicle selected').waitFor();
      if (width === 375)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      // A custom product starts taxed (Taxable Goods); blank stays a choice.
      await page.getByRole('button', { name: 'Add Custom Product' }).click();
      const custom = page.getByRole('dialog', { name: 'Add a Custom Product' });
      const taxClass = custom.getByLabel('Tax class');
      await expect
        .poll(() => taxClass.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text))
        .toBe('Taxable Goods');
      await custom.getByRole('button', { name: 'Close' }).first().click();

      // Add Vehicle: choosing year, make and model and pressing Submit saves it to the customer.
      await assignDemoShopper(page);
      await vehicles.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
      const before = await vehicles.locator('option:not([value=""])').count();
      await page.getByRole('button', { name: 'Add Vehicle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
      for (const facet of ['Year', 'Make', 'Model']) {
        const select = dialog.getByLabel(facet, { exact: true });
        await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
        await expect.poll(() => select.isEnabled()).toBe(true);
        await select.selectOption({ index: 1 });
      }
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Vehicle added to the cart.').first().waitFor();
      await expect.poll(() => vehicles.locator('option:not([value=""])').count()).toBe(before + 1);
      await shot(page, `after-sale-cart-${width}`);
    },
  );
});
