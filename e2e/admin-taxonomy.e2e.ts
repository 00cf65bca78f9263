// Catalogue → Categories (issue 26, decision 0083): the owner renames a category in the back office and the storefront's
// menu and category page show the new name on the next page. At 1366 px, and the tree looked at on a phone (375 px);
// Catalogue → Brands on a phone too, its list, a brand's form and its series.
import { describe, expect, it } from 'vitest';
import type { CatalogHome } from '@parts/common/listing';
import { seriousViolations } from './axe';
import { baseUrl, loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

describe('categories in the back office', () => {
  it('renames a category and the storefront shows the new name', async () => {
    const home = (await (
      await fetch(`${baseUrl()}/api/catalog`, { headers: { accept: 'application/json' } })
    ).json()) as CatalogHome;
    const leaf = home.groups[0]!.children[0]!;

    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/catalog/categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: `Edit ${leaf.name}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit “${leaf.name}”` });
    await form.getByLabel('Name').fill('Stopping Pads');
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-categories-1366.png`, fullPage: true });
    await form.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('button', { name: 'Edit Stopping Pads', exact: true }).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Edit Stopping Pads', exact: true }).click();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-categories-375.png`, fullPage: true });

    const shopper = await newPage({ width: 1366, height: 900 });
    await shopper.goto(`/product/category?path=${leaf.category_id}`);
    await shopper.getByRole('heading', { level: 1, name: 'Stopping Pads' }).waitFor();
    // The hero menu's entry for the category carries its new name.
    await shopper
      .locator(`nav a[href="/product/category?path=${leaf.category_id}"]`, { hasText: 'Stopping Pads' })
      .first()
      .waitFor({ state: 'attached' });
    expect(await shopper.getByText(leaf.name, { exact: true }).count()).toBe(0);
    if (shots) await shopper.screenshot({ path: `${shots}/storefront-renamed-category-1366.png` });

    // The demo name back: later files on the shared test server look the category up by it (the coverage report).
    const back = page.getByRole('form', { name: 'Edit “Stopping Pads”' });
    await back.getByLabel('Name').fill(leaf.name);
    await back.getByRole('button', { name: 'Save category' }).click();
    await page.getByRole('button', { name: `Edit ${leaf.name}`, exact: true }).waitFor();
  });

  it('lists the brands on a phone, with a brand’s form and its series', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/catalog/brands');
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    const firstEdit = page.getByRole('button', { name: /^Edit / }).first();
    await firstEdit.waitFor();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-brands-375.png`, fullPage: true });
    // The brand's form first: once a series panel is open, its series' Edit buttons are Edit buttons too.
    await firstEdit.click();
    await page.getByRole('button', { name: /^Save brand/ }).waitFor();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-brands-form-375.png`, fullPage: true });
    await page
      .getByRole('button', { name: /^Series \(/ })
      .first()
      .click();
    await page.getByRole('heading', { name: / series \(\d+\)$/ }).waitFor();
    await noSidewaysScroll(page);
  });

  it('pages a big brand’s series on a phone (decision 0102)', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/catalog/brands');
    await page.getByLabel('Search brands').fill('ACDelco');
    await page.getByRole('button', { name: /^Series \(\d+\) of ACDelco/ }).click();
    const heading = page.getByRole('heading', { name: /^ACDelco series \((\d+)\)$/ });
    await heading.waitFor();
    const total = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
    expect(total).toBeGreaterThan(40);
    const pager = page.getByRole('navigation', { name: 'ACDelco series pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('table', { name: /page 2 of / }).waitFor();
    // 20 rows a page, not all of them: the page stays a phone's few screens tall (it was 26,680 px with 115).
    expect(
      await page
        .getByRole('table', { name: /page 2 of / })
        .locator('tbody tr')
        .count(),
    ).toBe(20);
    // The panel itself (the brand list above it may not have filtered down yet): a phone's few screens, not 20,000 px.
    const panel = page.locator('section[aria-labelledby="series-heading"]');
    expect((await panel.boundingBox())!.height).toBeLessThan(6000);
    await page.getByLabel('Search ACDelco series').fill('zzzz-none');
    await page.getByText('No series matches.').waitFor();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
