// The product page in the browser (issue 4, "Done when"): choose options and see the price change, a quantity tier
// changing the price, the quantity control and its disabled states, the image swap, the inventory badge, reviews and
// the Contact Us modal's captcha check. Add to Cart itself belongs to the cart branch, so nothing here needs it to succeed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@parts/common/catalog';
import type { FitmentTable } from '@parts/common/fitment';
import { formatCents } from '@parts/common/money';
import { MSG, PRODUCT_MSG } from '@parts/common/messages';
import { baseUrl, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();

/** Walks the demo catalogue's product JSON (a few hundred ids, in parallel batches) for the first product that fits. */
const cache = new Map<number, ProductPage | null>();
async function findProduct(test: (p: ProductPage) => boolean): Promise<ProductPage> {
  for (let start = 1; start < 1200; start += 40) {
    const ids = Array.from({ length: 40 }, (_, i) => start + i);
    const batch = await Promise.all(
      ids.map(async (id) => {
        if (!cache.has(id)) {
          const res = await fetch(`${baseUrl()}/api/products/${id}`, { headers: { accept: 'application/json' } });
          cache.set(id, res.ok ? ((await res.json()) as ProductPage) : null);
        }
        return cache.get(id) ?? null;
      }),
    );
    const hit = batch.find((p) => p !== null && test(p));
    if (hit) return hit;
  }
  throw new Error('no demo product matches');
}

const plainPrice = (p: ProductPage) => p.price_hidden === null && p.pricing !== null && p.pricing.rebate === null;
const unitPrice = (page: Page) => page.getByTestId('unit-price').textContent();

/** The first demo part with at least `atLeast` vehicles in its fitment table (its applications). */
async function findPartWithVehicles(atLeast: number): Promise<number> {
  for (let id = 1; id < 200; id++) {
    const res = await fetch(`${baseUrl()}/api/products/${id}/fitment?page=1&limit=20`);
    if (res.ok && ((await res.json()) as FitmentTable).total >= atLeast) return id;
  }
  throw new Error(`no demo part fits ${atLeast} vehicles`);
}

async function open(productId: number, width?: number): Promise<Page> {
  const page = await newPage({ width });
  await page.goto(`/product/product?product_id=${productId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The fitment table and the vehicle module load beside the product; let them finish so closing the page at the
  // end of a test cannot cut a request short (which the page would log as an error).
  await page.waitForLoadState('networkidle');
  return page;
}

describe('product page', () => {
  it('choosing a priced option changes the price; required options are marked and " --- Please Select --- " comes first', async () => {
    const product = await findProduct(
      (p) =>
        plainPrice(p) &&
        p.pricing!.tiers.length === 0 &&
        p.options.some(
          (o) => o.type === 'select' && o.product_option_value.some((v) => v.price_cents > 0 && v.price_prefix === '+'),
        ),
    );
    const option = product.options.find((o) => o.type === 'select')!;
    const value = option.product_option_value.find((v) => v.price_cents > 0)!;
    const page = await open(product.product_id);
    const before = await unitPrice(page);
    const base =
      product.pricing!.special_cents !== null && product.pricing!.special_cents < product.pricing!.regular_cents
        ? product.pricing!.special_cents
        : product.pricing!.regular_cents;
    expect(before).toBe(formatCents(base));

    const select = page.getByLabel(option.name);
    expect(await select.locator('option').first().textContent()).toBe(PRODUCT_MSG.pleaseSelect);
    if (option.required) await page.getByText(MSG.requiresOptions).waitFor();
    await select.selectOption(String(value.product_option_value_id));
    await page
      .getByTestId('unit-price')
      .filter({ hasText: formatCents(base + value.price_cents) })
      .waitFor();
    expect(await select.locator('option:checked').textContent()).toContain(value.price_text);
  });

  it('a quantity tier changes the price as the quantity changes; 10+ switches to a number box; empty or 0 disables Add to Cart', async () => {
    const product = await findProduct(
      (p) =>
        plainPrice(p) &&
        p.pricing!.special_cents === null &&
        p.pricing!.tiers.some((t) => t.quantity === 4) &&
        p.minimum === 1 &&
        p.options.every((o) => !o.required),
    );
    const tier = product.pricing!.tiers.find((t) => t.quantity === 4)!;
    const page = await open(product.product_id);
    expect(await unitPrice(page)).toBe(formatCents(product.pricing!.regular_cents));
    const quantity = page.getByLabel('Quantity', { exact: true });
    await quantity.selectOption('4');
    await page
      .getByTestId('unit-price')
      .filter({ hasText: formatCents(tier.price_cents) })
      .waitFor();
    await page
      .getByTestId('line-total')
      .filter({ hasText: `${formatCents(tier.price_cents * 4)} for 4` })
      .waitFor();
    // The applying tier row is marked.
    expect(await page.locator('.price-block__tiers tr[aria-current="true"] td').first().textContent()).toBe('4+');

    await quantity.selectOption('10+');
    const box = page.getByRole('spinbutton', { name: 'Quantity' });
    await box.waitFor();
    expect(await box.inputValue()).toBe('10');
    const add = page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' });
    expect(await add.isEnabled()).toBe(true);
    await box.fill('');
    expect(await add.isDisabled()).toBe(true);
    await box.fill('0');
    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: PRODUCT_MSG.instantCheckout }).isDisabled()).toBe(true);
    await box.fill('1');
    await page
      .getByTestId('unit-price')
      .filter({ hasText: formatCents(product.pricing!.regular_cents) })
      .waitFor();
    expect(await add.isEnabled()).toBe(true);
  });

  it('at 375 px a part fitting many vehicles does not scroll sideways: its fitment table scrolls inside its own box', async () => {
    const page = await open(await findPartWithVehicles(20), 375);
    const region = page.getByRole('region', { name: 'Vehicles this part fits, scrollable' });
    // A full page of 20 vehicles (plus the header and make/model group rows) is on screen.
    await region.getByRole('row').nth(21).waitFor();
    await noSidewaysScroll(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // The table's six columns are still there, wider than the phone: the shopper swipes the table, not the page.
    const [inner, box] = await region.evaluate((e) => [e.scrollWidth, e.clientWidth]);
    expect(inner).toBeGreaterThan(box);
  });

  it('choosing an image-type value swaps the product picture', async () => {
    const product = await findProduct((p) =>
      p.options.some((o) => o.type === 'image' && o.product_option_value.some((v) => v.image)),
    );
    const option = product.options.find((o) => o.type === 'image')!;
    const value = option.product_option_value.find((v) => v.image)!;
    const page = await open(product.product_id);
    const img = page.getByTestId('product-image');
    expect(await img.getAttribute('src')).toBe(product.image);
    await page.getByRole('radio', { name: new RegExp(`^${value.name}`) }).check();
    await page.waitForFunction(
      (src) => document.querySelector('[data-testid="product-image"]')?.getAttribute('src') === src,
      value.image,
    );
  });

  it('the inventory badge shows the total and, on hover, each store and the warehouse', async () => {
    const product = await findProduct((p) => p.inventory.total > 0);
    const page = await open(product.product_id);
    const badge = page.getByRole('button', { name: PRODUCT_MSG.inStock(product.inventory.total) });
    await badge.hover();
    const panel = page.getByRole('region', { name: 'Inventory by location' });
    await panel.waitFor();
    for (const l of product.inventory.locations)
      await panel.getByText(l.location_name, { exact: false }).first().waitFor();
    expect(await panel.getByText('(warehouse)').count()).toBe(1);
  });

  it('the review form refuses short input with the field messages and then says the review awaits approval', async () => {
    const product = await findProduct((p) => p.reviews.count > 0);
    const page = await open(product.product_id);
    await page
      .getByText(`${product.reviews.count} review${product.reviews.count === 1 ? '' : 's'}`)
      .first()
      .waitFor();
    const form = page.locator('form.review-form');
    await form.getByLabel('Your Name').fill('Al');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('Minimum 3 characters').waitFor();
    await form.getByText(PRODUCT_MSG.reviewRating).waitFor();
    await form.getByLabel('Your Name').fill('Road Tester');
    await form.getByLabel('Your Review').fill('Fit my truck on the first try and the finish has held up all winter.');
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText(PRODUCT_MSG.reviewThanks).waitFor();
  });

  it('Contact Us: the form checks its fields, and a wrong captcha is refused by the server at the captcha', async () => {
    const product = await findProduct(() => true);
    const page = await open(product.product_id);
    await page.getByRole('button', { name: PRODUCT_MSG.contactUs }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Round Rock' }).waitFor();
    const img = dialog.getByRole('img', { name: /Captcha/ });
    expect(await img.getAttribute('width')).toBe('175');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(await dialog.getByText('Required').count()).toBeGreaterThan(2);
    await dialog.getByLabel('Name').fill('Dana Driver');
    await dialog.getByLabel('Email').fill('dana@example.com');
    await dialog.getByLabel('Phone').fill('5125550199');
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('(512) 555-0199');
    await dialog.getByRole('radio', { name: 'Round Rock' }).check();
    await dialog.getByLabel('Message').fill('Is this in stock at Round Rock today?');
    await dialog.getByLabel('Enter the code in the box above').fill('zzzzz');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText(PRODUCT_MSG.captchaWrong).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a product with disabled pricing shows its notice (or "Product Unavailable") and no Add to Cart', async () => {
    const product = await findProduct((p) => p.disable_pricing);
    const page = await open(product.product_id);
    await page
      .getByLabel('Price')
      .getByText(product.disable_pricing_notice ?? MSG.productUnavailable)
      .waitFor();
    expect(await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await page.getByRole('button', { name: PRODUCT_MSG.contactUs }).waitFor();
  });

  it('a kit lists its components under the warning and 3 in the package list with Show more; a component links to its kit', async () => {
    const kit = await findProduct((p) => p.is_package && p.package.components.length > 0);
    const page = await open(kit.product_id);
    await page.getByRole('note').filter({ hasText: PRODUCT_MSG.packageWarning }).waitFor();
    const components = page.getByRole('list', { name: 'Package components' }).getByRole('listitem');
    expect(await components.count()).toBe(Math.min(10, kit.package.components.length));
    const inPackage = page.getByRole('list', { name: 'In this package' }).getByRole('listitem');
    expect(await inPackage.count()).toBe(Math.min(3, kit.package.components.length));

    const component = kit.package.components[0]!;
    // The component's own fitment table loads with it; wait for it so the page is idle when the test ends.
    const fitmentTable = page.waitForResponse((r) => r.url().includes(`/api/products/${component.product_id}/fitment`));
    await page.getByRole('list', { name: 'Package components' }).getByRole('link').first().click();
    await fitmentTable;
    await page.getByRole('heading', { level: 1, name: component.name }).waitFor();
    await page
      .getByRole('list', { name: PRODUCT_MSG.includedIn })
      .getByRole('link', { name: new RegExp(kit.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .waitFor();
  });

  it('Add to Cart with a required option missing names it at the field before anything else; choosing it clears the message', async () => {
    const product = await findProduct(
      (p) => p.is_orderable && p.options.some((o) => o.required && o.type === 'select'),
    );
    const option = product.options.find((o) => o.required && o.type === 'select')!;
    const page = await open(product.product_id);
    await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).click();
    const message = PRODUCT_MSG.optionRequired(option.name);
    await page.locator('.option .field__error').filter({ hasText: message }).waitFor();
    // No "Heads up!" yet: the options come first.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel(option.name).selectOption(String(option.product_option_value[0]!.product_option_value_id));
    expect(await page.locator('.option .field__error').filter({ hasText: message }).count()).toBe(0);
  });
});
