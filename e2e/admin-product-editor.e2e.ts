// The product editor's pictures, package size, options and applications (issue 26, decision 0097): the owner uploads
// a picture and makes it the main one, sets the weight and package size, adds a select option with a value and an
// application by year/make/model; the storefront's product page shows the picture, the option and the weight.
// Screens at 1366 and 375 px, with axe's serious findings and no sideways scrolling on a phone.
import { mkdir } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@parts/common/catalog';
import { seriousViolations } from './axe';
import { baseUrl, loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();
const shots = process.env.SCREENSHOT_DIR;

const product = async (id: number) =>
  (await (
    await fetch(`${baseUrl()}/api/products/${id}`, { headers: { accept: 'application/json' } })
  ).json()) as ProductPage;

/** A demo part with its price shown, no options and no kit, from the far end of the demo ids (other files edit the first). */
async function partWithoutOptions(): Promise<ProductPage> {
  for (let id = 380; id > 200; id--) {
    const p = await product(id);
    if (p.product_id === id && p.price_hidden === null && p.options.length === 0 && !p.is_package) return p;
  }
  throw new Error('no demo part without options');
}

/** Picks the first real choice of a select (its label ends in the required mark) once its choices have loaded. */
async function pickFirst(form: Locator, label: string) {
  const select = form.getByLabel(new RegExp(`^${label}`));
  await select.locator('option:not([value=""])').first().waitFor({ state: 'attached' });
  await select.selectOption({ index: 1 });
}

describe('the product editor: pictures, package, options, applications', () => {
  it('shows an uploaded picture, the weight and a new option on the storefront', async () => {
    if (shots) await mkdir(shots, { recursive: true });
    const part = await partWithoutOptions();
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto(`/admin/catalog/products/${part.product_id}`);
    await page.getByRole('heading', { level: 1, name: part.name }).waitFor();

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Add a picture')
      .setInputFiles({ name: 'rotor-front.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Picture added.').waitFor();
    await page.getByRole('button', { name: 'Make main: rotor-front.png' }).click();
    await page.getByText('Pictures reordered.').waitFor();
    await page.locator('.catalog-picture').first().getByText('rotor-front.png').waitFor();

    await page.getByLabel('Weight (grams)').fill('907');
    await page.getByLabel('Package length (mm)').fill('254');
    await page.getByLabel('Package width (mm)').fill('127');
    await page.getByLabel('Package height (mm)').fill('51');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Saved \(\d+ changes?\)\.$/).waitFor();

    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option name').fill('Finish');
    await page.getByLabel(/^Value/).fill('Chrome');
    await page.getByLabel('Amount ($)').fill('12.50');
    await page.getByRole('button', { name: 'Save options' }).click();
    await page.getByText('Options saved.').waitFor();

    const addApp = page.getByRole('form', { name: 'Add an application' });
    await pickFirst(addApp, 'Year');
    await pickFirst(addApp, 'Make');
    await pickFirst(addApp, 'Model');
    await addApp.getByRole('button', { name: 'Add application' }).click();
    const added = page.getByText(/^Added \d{4} .+\.$/);
    await added.waitFor();
    const vehicle = (await added.textContent())!.replace(/^Added /, '').replace(/\.$/, '');
    await page.locator('.catalog-apps__list').getByText(vehicle).first().waitFor();

    await page.getByRole('heading', { name: 'History' }).scrollIntoViewIfNeeded();
    await page.getByRole('cell', { name: 'Pictures' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-product-pictures-1366.png`, fullPage: true });

    const store = await newPage();
    await store.goto(`/product/product?product_id=${part.product_id}`);
    await expect
      .poll(() => store.getByTestId('product-image').getAttribute('src'))
      .toMatch(new RegExp(`^/media/products/${part.product_id}/[\\w-]+-320\\.webp$`));
    const finish = store.getByLabel('Finish');
    await finish.waitFor();
    await finish.locator('option', { hasText: 'Chrome (+$12.50)' }).waitFor({ state: 'attached' });
    await store.getByRole('cell', { name: '2 lb' }).waitFor();
    await store.getByRole('cell', { name: '10 × 5 × 2 in' }).waitFor();
  });

  it('fits a phone', async () => {
    const part = await partWithoutOptions();
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.goto(`/admin/catalog/products/${part.product_id}`);
    await page.getByRole('heading', { name: /^Pictures/ }).waitFor();
    await page.getByRole('button', { name: 'Add option' }).click();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-product-pictures-375.png`, fullPage: true });
  });
});
