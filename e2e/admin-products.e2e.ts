// Catalogue → Products (issue 26, "Done when"): the owner edits a product's price and special in the editor and the
// storefront's page shows them; a bulk +5 % on the brand, rounded up to .99, previews, applies and undoes. Screens at
// 1366 and 375 px, with axe's serious findings and no sideways scrolling on a phone.
import { mkdir } from 'node:fs/promises';
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

/** The first demo part with a plain price: shown, no special, rebate or quantity tiers, not a kit. */
async function plainPart(): Promise<ProductPage> {
  for (let id = 1; id < 400; id++) {
    const p = await product(id);
    if (p.price_hidden === null && p.pricing && !p.special && !p.instant_rebate && !p.discounts.length && !p.is_package)
      return p;
  }
  throw new Error('no plain demo part');
}

describe('the product editor and bulk changes', () => {
  it('edits a price and a special that the storefront shows, then bulk-raises the brand 5 % and undoes it', async () => {
    if (shots) await mkdir(shots, { recursive: true });
    const part = await plainPart();
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto(`/admin/catalog/products/${part.product_id}`);
    await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('123.45');
    await page.getByRole('button', { name: 'Add special' }).click();
    await page.getByLabel('Special price').fill('99.99');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText(/^Saved \(\d+ changes\)\.$/)
      .waitFor()
      .catch(async (err: unknown) => {
        if (shots) await page.screenshot({ path: `${shots}/admin-product-editor-failed.png`, fullPage: true });
        throw err;
      });
    await page.getByRole('cell', { name: '$123.45' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-product-editor-1366.png`, fullPage: true });

    const store = await newPage();
    await store.goto(`/product/product?product_id=${part.product_id}`);
    await store.getByTestId('unit-price').getByText('$99.99').waitFor();
    await store.getByText('$123.45').first().waitFor();

    await page.goto('/admin/catalog/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.getByLabel('Brand').selectOption({ label: part.manufacturer });
    await page.getByLabel('Change (5, -10, 1.50)').fill('5');
    await page.getByLabel('Round up to').selectOption('99');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText(/^Price \+5% rounded up to \.99 on \d+ products?$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-products-1366.png`, fullPage: true });
    await page.getByRole('button', { name: /^Apply to \d+ products?$/ }).click();
    await page.getByText(/^Applied: Price \+5%/).waitFor();
    expect((await product(part.product_id)).pricing?.regular_cents).toBe(12999);

    await page.getByRole('button', { name: 'Undo it' }).click();
    await page.getByText(/^Undone: \d+ products restored\.$/).waitFor();
    expect((await product(part.product_id)).pricing?.regular_cents).toBe(12345);
  });

  it('fits a phone', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/catalog/products');
    await page.getByRole('link', { name: 'Add product' }).waitFor();
    await page.locator('.admin-table').waitFor();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-products-375.png`, fullPage: true });
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-product-editor-375.png`, fullPage: true });
  });
});
