// The product editor's kit (decision 0097; the form is react-hook-form on the kit save's schema): the owner finds a
// part, adds it with a quantity and saves; the storefront's product page lists it in the package with that quantity.
// A quantity the schema refuses is shown on its field and nothing is sent. Screens at 1366 and 375 px.
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

/** Two demo parts neither a kit nor in one, from ids other browser tests do not edit (they start at 380 and 1). */
async function twoPlainParts(): Promise<[ProductPage, ProductPage]> {
  const found: ProductPage[] = [];
  for (let id = 300; id > 150 && found.length < 2; id--) {
    const p = await product(id);
    if (p.product_id === id && p.price_hidden === null && !p.is_package && p.package.included_in.length === 0)
      found.push(p);
  }
  if (found.length < 2) throw new Error('no two plain demo parts');
  return found as [ProductPage, ProductPage];
}

describe('the product editor: kit', () => {
  it('adds a part with a quantity; the storefront lists it in the package', async () => {
    const [kit, part] = await twoPlainParts();
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto(`/admin/catalog/products/${kit.product_id}`);
    await page.getByRole('heading', { name: 'Kit components (0)' }).waitFor();

    const find = page.getByRole('search', { name: 'Find a part for the kit' });
    await find.getByLabel('Find a part (name, part number, UPC)').fill(part.model);
    await find.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: `Add ${part.model} to the kit` }).click();
    await page.getByRole('heading', { name: 'Kit components (1)' }).waitFor();

    const quantity = page.getByLabel(`Quantity of ${part.model}`);
    await quantity.fill('0');
    await page.getByRole('button', { name: 'Save kit' }).click();
    await page.getByText('Quantity must be 1 or more.').waitFor();
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Save kit' }).click();
    await page.getByText('Kit saved.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-product-kit-1366.png`, fullPage: true });

    const store = await newPage();
    await store.goto(`/product/product?product_id=${kit.product_id}`);
    const listed = store.getByRole('list', { name: 'Package components' }).getByRole('listitem');
    await listed.first().waitFor();
    expect(await listed.allTextContents()).toEqual([`${part.manufacturer} ${part.model} — ${part.name} × 3`]);
  });

  it('fits a phone', async () => {
    const [kit] = await twoPlainParts();
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.goto(`/admin/catalog/products/${kit.product_id}`);
    await page.getByRole('heading', { name: /^Kit components/ }).scrollIntoViewIfNeeded();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-product-kit-375.png`, fullPage: true });
  });
});
