// Issue 13, the POS cart: a cashier attaches a customer and their vehicle, scans a part (keyboard wedge), adds labor and
// a custom product, edits a price (below cost, with a manager's PIN) and checks out to /pos/checkout?order_id=N. Screenshots at 1366 and 375 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.E2E_SHOTS_DIR;
const line = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', { name });

/** A part in stock that needs no options, found through the listing the storefront uses. */
async function scannablePart(page: Page): Promise<{ name: string; mpn: string }> {
  const res = await page.request.get('/api/products?limit=100&page=1');
  expect(res.status()).toBe(200);
  const { products } = (await res.json()) as {
    products: { name: string; mpn: string; in_stock: number; requires_options?: boolean; minimum?: number }[];
  };
  const part = products.find(
    (p) => p.in_stock > 2 && !p.requires_options && (p.minimum ?? 1) === 1 && /\d/.test(p.mpn),
  );
  expect(part).toBeDefined();
  return part!;
}

describe('POS cart', () => {
  it('customer, vehicle, scan, labor, custom product, price edit, check out', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    await page.goto('/checkout/cart');
    await page.getByRole('heading', { name: 'Cart', exact: true }).waitFor();
    await page.getByText('The shopping cart is empty.').waitFor();

    // Customer picker: type, wait for the debounced search, pick with the keyboard.
    const find = page.getByRole('combobox', { name: 'Find a customer' });
    await find.fill('Demo Shop');
    await page.getByRole('option', { name: /Demo Shopper/ }).waitFor();
    await find.press('Enter');
    await page.getByText('Customer assigned to cart!').first().waitFor();
    await page.getByRole('button', { name: 'Remove customer Demo Shopper' }).waitFor();

    // The customer's saved vehicle.
    const vehicles = page.getByLabel('Customer’s vehicles');
    const option = vehicles.locator('option:not([value=""])').first();
    await option.waitFor({ state: 'attached' });
    const vehicleName = ((await option.textContent()) ?? '').trim();
    await vehicles.selectOption({ label: vehicleName });
    await page.getByText('Vehicle added to the cart.').first().waitFor();
    await page.getByRole('region', { name: 'Vehicle' }).getByText(vehicleName).first().waitFor();

    // Scan: a keyboard wedge types fast and ends with Enter while focus is on the page, not in a field.
    const part = await scannablePart(page);
    await page.getByRole('heading', { name: 'Cart', exact: true }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // A scanner sends its keys in one burst; dispatched in one go so a busy test machine cannot space them out.
    await page.evaluate((code) => {
      for (const key of [...code.split(''), 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, part.mpn);
    await line(page, part.name).waitFor();
    // Parts show their fit for the cart's vehicle.
    await line(page, part.name).locator('.fit-badge').waitFor();

    // Add Labor: 45 minutes of Standard Labor ($120.00/hr) = $90.00.
    await page.getByRole('button', { name: 'Add Labor' }).click();
    const labor = page.getByRole('dialog', { name: 'Add Labor' });
    await labor.getByLabel('Time (minutes)').fill('0');
    await labor.getByLabel('Time (minutes)').blur();
    await labor.getByText('Time must be a positive number.').waitFor();
    await labor.getByLabel('Time (minutes)').fill('45');
    await labor.getByText('45 min').waitFor();
    await labor.getByText('$90.00').waitFor();
    await labor.getByRole('button', { name: 'Add Labor' }).click();
    await page.getByText('The labor has been updated.').first().waitFor();
    await line(page, 'Standard Labor').waitFor();

    // Add a Custom Product: Add is disabled until the form is valid; the tax class is kept after adding.
    await page.getByRole('button', { name: 'Add Custom Product' }).click();
    const custom = page.getByRole('dialog', { name: 'Add a Custom Product' });
    await custom.getByText('Leave blank to exclude tax.').waitFor();
    expect(await custom.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await custom.getByLabel('Name').fill('Shop supplies');
    await custom.getByLabel('Price').fill('4.50');
    await custom.getByLabel('Tax class').selectOption({ index: 1 });
    await custom.getByRole('button', { name: 'Add', exact: true }).click();
    await line(page, 'Shop supplies').waitFor();
    expect(await custom.getByLabel('Name').inputValue()).toBe('');
    expect(await custom.getByLabel('Tax class').inputValue()).not.toBe('');
    await custom.getByRole('button', { name: 'Close' }).first().click();

    // Price edit: the adjustment and percentage follow the new price; below -100% is refused.
    await page.getByRole('button', { name: `Edit price of ${part.name}` }).click();
    const price = page.getByRole('dialog', { name: `Price of ${part.name}` });
    await price.getByLabel('Percentage').fill('-101');
    await price.getByText('The percentage cannot be below -100.').waitFor();
    expect(await price.getByRole('button', { name: 'Update Price' }).isDisabled()).toBe(true);
    // $0.01 is below every demo part's cost: the cashier is asked for a manager's PIN (decision 0047), typed and sent
    // with the keyboard; the cashier's own PIN is not a manager's, the admin's is.
    await price.getByLabel('New price').fill('0.01');
    expect(Number(await price.getByLabel('Adjustment amount').inputValue())).not.toBeNaN();
    await price.getByRole('button', { name: 'Update Price' }).click();
    await price.getByText("Below cost: a manager's PIN is needed.").waitFor();
    const pin = price.getByLabel('Manager PIN');
    expect(await pin.getAttribute('type')).toBe('password');
    await pin.fill('2345');
    await pin.press('Enter');
    await price.getByText("That PIN is not a manager's.").waitFor();
    await pin.fill('1234');
    await pin.press('Enter');
    await page.getByText('The unit price has been updated.').first().waitFor();
    await line(page, part.name).getByText('$0.01').first().waitFor();

    if (shots) await page.screenshot({ path: `${shots}/pos-cart-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    // No sideways scroll at 375 px: name whatever sticks out, so a failure says where.
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`),
    );
    expect(wide).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/pos-cart-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Check Out: saved, then the POS checkout for that order.
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/pos\/checkout\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    expect(orderId).toBeGreaterThan(0);
  });

  it('Create Order for Later shows Order Saved with its links and clears the cart; Create a Quote goes to the receipt', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    await page.goto('/checkout/cart');
    const addCustom = async (name: string) => {
      await page.getByRole('button', { name: 'Add Custom Product' }).click();
      const custom = page.getByRole('dialog', { name: 'Add a Custom Product' });
      await custom.getByLabel('Name').fill(name);
      await custom.getByLabel('Price').fill('12.00');
      await custom.getByRole('button', { name: 'Add', exact: true }).click();
      await line(page, name).waitFor();
      await custom.getByRole('button', { name: 'Close' }).first().click();
    };
    await addCustom('Wiper blade install');
    await page.getByRole('button', { name: 'Create Order for Later' }).dblclick();
    await page.getByText('Order Saved').first().waitFor();
    const view = page.getByRole('link', { name: 'View Order' }).first();
    expect(await view.getAttribute('href')).toMatch(/^\/pos\/order\/view\?order_id=\d+$/);
    expect(await page.getByRole('link', { name: 'All Orders' }).first().getAttribute('href')).toBe('/pos/order');
    await page.getByText('The shopping cart is empty.').waitFor();

    await addCustom('Battery test');
    await page.getByRole('button', { name: 'Create a Quote' }).click();
    await page.waitForURL(/\/pos\/order\/receipt\?order_id=\d+$/);
  });
});
