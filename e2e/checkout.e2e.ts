// Issue 5 "Done when": a guest picks a vehicle, adds a fitting part, applies a coupon, checks out with store pickup and
// sees the order number; the confirmation is in the outbox and the order's totals in cents are right.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const FITS = 'Fits Your Vehicle';
const widget = (page: Page) => page.getByRole('region', { name: 'Shop by Vehicle' });
const header = (page: Page) => page.getByRole('banner');
const dollarsToCents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function chooseVehicle(page: Page, year = '2013', make = 'Ford') {
  const w = widget(page);
  await w.getByLabel('Year', { exact: true }).selectOption({ label: year });
  await w.getByLabel('Make', { exact: true }).selectOption({ label: make });
  const model = w.getByLabel('Model', { exact: true });
  const first = model.locator('option:not([value=""])').first();
  await first.waitFor({ state: 'attached' });
  const modelName = (await first.textContent()) ?? '';
  await model.selectOption({ label: modelName });
  await w.getByRole('button', { name: 'Submit' }).click();
  await header(page)
    .getByRole('button', { name: new RegExp(`^${year} ${make}`) })
    .waitFor();
}

/** Opens fitting, in-stock parts one by one and adds the first the cart takes (choosing options when the page shows them). */
async function addFittingPart(page: Page): Promise<string> {
  // The vehicle's listing (universal parts included); the parts that fit this vehicle specifically, in stock.
  const candidates: { product_id: number; name: string }[] = [];
  const universal: { product_id: number; name: string }[] = [];
  for (let n = 1; n <= 10 && candidates.length < 12; n++) {
    const listing = await page.request.get(`/api/products?limit=100&page=${n}`);
    expect(listing.status()).toBe(200);
    const { products } = (await listing.json()) as {
      products: { product_id: number; name: string; in_stock: number; fit: { result: string } }[];
    };
    // Spec 000 s4: yes and universal both fit ("Fits Your Vehicle"); parts made for this vehicle come first.
    candidates.push(...products.filter((p) => p.fit.result === 'yes' && p.in_stock > 0));
    universal.push(...products.filter((p) => p.fit.result === 'universal' && p.in_stock > 0));
    if (products.length < 100) break;
  }
  candidates.push(...universal.slice(0, 12));
  expect(candidates.length).toBeGreaterThan(0);
  for (const part of candidates.slice(0, 14)) {
    await page.goto(`/product/product?product_id=${part.product_id}`);
    const main = page.getByRole('main');
    await main.getByText(FITS, { exact: true }).first().waitFor();
    // The options form (product branch) when present: pick the first real value of every select.
    for (const sel of await main.locator('select').all()) {
      const label = await sel.evaluate((s: HTMLSelectElement) => s.labels[0]?.textContent ?? '');
      if (/sort|show|year|make|model/i.test(label)) continue;
      const value = await sel.locator('option:not([value=""])').first().getAttribute('value');
      if (value) await sel.selectOption(value);
    }
    await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).click();
    // Success toasts are status messages, errors alerts.
    const toast = page
      .locator('[role="status"], [role="alert"]')
      .filter({ hasText: /Success!|Uh oh!/ })
      .first();
    await toast.waitFor();
    const text = (await toast.textContent()) ?? '';
    if (text.includes('Success!')) return part.name;
    await toast.waitFor({ state: 'detached' });
  }
  throw new Error('no fitting part could be added');
}

describe('guest checkout with store pickup', () => {
  it('vehicle → fitting part → cart → coupon → checkout → pickup → confirm → order number, outbox and totals', async () => {
    const page = await newPage();
    await page.goto('/');
    await chooseVehicle(page);
    const partName = await addFittingPart(page);
    await header(page).getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    // The header popout shows the part.
    await header(page).getByRole('button', { name: 'Show cart summary' }).click();
    await header(page).getByRole('region', { name: 'Cart summary' }).getByText(partName, { exact: false }).waitFor();
    await page.keyboard.press('Escape');

    await header(page).getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByRole('article', { name: partName }).waitFor();

    await page.getByLabel('Coupon or gift voucher code').fill('WELCOME5');
    await page.getByRole('button', { name: 'Apply' }).click();
    const totals = page.getByRole('table', { name: 'Order totals' });
    await totals.getByText('Coupon (WELCOME5)').waitFor();
    expect(await totals.getByRole('row', { name: /Coupon \(WELCOME5\)/ }).textContent()).toContain('-$5.00');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Nguyen');
    await page.getByLabel('E-Mail').fill('casey@example.com');
    await page.getByLabel('Telephone').fill('(512) 555-0123');
    await page.getByLabel('Store pickup (free)').check();
    const store = page.getByLabel('Pickup store');
    await store.selectOption((await store.locator('option', { hasText: 'Round Rock' }).getAttribute('value')) ?? '');
    await page.getByLabel('Pay at pickup').check();

    // A missing detail first: the server's message shows in red under the button and the button comes back.
    await page.getByLabel('E-Mail').fill('');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByRole('alert').filter({ hasText: 'Required' }).first().waitFor();
    await page.getByLabel('E-Mail').fill('casey@example.com');

    const confirm = page.getByRole('button', { name: 'Confirm Order' });
    await confirm.click();
    await page.getByRole('heading', { name: 'Your order has been placed!' }).waitFor();
    const numberText = (await page.getByText(/^Order #\d+$/).textContent()) ?? '';
    const orderId = Number(numberText.replace(/\D/g, ''));
    expect(orderId).toBeGreaterThan(0);
    await page.getByText('Round Rock', { exact: false }).first().waitFor();
    const shownTotal = dollarsToCents(
      (await page
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .last()
        .textContent()) ?? '',
    );
    await header(page).getByRole('link', { name: 'Cart, 0 items' }).waitFor();

    // Staff view through HTTP: the confirmation email in the outbox, the order's totals in cents.
    const admin = await newPage();
    await loginAsStaff(admin, 'admin');
    await admin.goto('/pos/outbox');
    const row = admin.getByRole('row', { name: new RegExp(`Order ${orderId}\\b`) });
    await row.getByRole('cell', { name: 'casey@example.com' }).waitFor();
    await row.getByRole('button', { name: /^Read/ }).click();
    await admin
      .getByRole('region', { name: /^Message:/ })
      .getByText(`Order number: ${orderId}`)
      .waitFor();
    const outbox = (await (await admin.request.get('/api/staff/outbox')).json()) as {
      emails: { order_id: number | null; to: string; kind: string }[];
    };
    expect(outbox.emails.find((e) => e.order_id === orderId)).toMatchObject({
      to: 'casey@example.com',
      kind: 'order_confirmation',
    });
    const order = (await (await admin.request.get(`/api/staff/orders/${orderId}`)).json()) as Record<
      string,
      number | string | null
    >;
    expect(order).toMatchObject({
      status: 'pending',
      shipping_method: 'pickup',
      coupon_code: 'WELCOME5',
      discount_cents: 500,
      shipping_cents: 0,
    });
    const sub = order.subtotal_cents as number;
    expect(order.tax_cents).toBe(Math.round(((sub - 500) * 825) / 10000));
    expect(order.total_cents).toBe(sub - 500 + (order.tax_cents as number));
    expect(order.total_cents).toBe(shownTotal);
  });

  it('shows the empty cart text', async () => {
    const page = await newPage();
    await page.goto('/checkout/cart');
    await page.getByText('The shopping cart is empty.').waitFor();
  });
});
