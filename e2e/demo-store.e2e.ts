// The demo store a store owner believes (issue 10, decision 0029), on a desktop (1366 px) and a phone (375 px): a 2015
// Ford F-150 finds front and rear brake pads and alternators; brands sell what they make; a universal brake fluid's
// reviews never talk about fit and it weighs about a pound; brand tiles show whole names; the demo shopper has a
// saved vehicle and two past orders.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];
const OIL_BRANDS = ['Mobil 1', 'Castrol', 'Pennzoil', 'Valvoline', 'Motorcraft', 'ACDelco'];

/** Chooses the 2015 Ford F-150 with the Shop by Vehicle widget on the home page, as a shopper does. */
async function chooseF150(page: Page): Promise<void> {
  await page.goto('/');
  const w = page.getByRole('region', { name: 'Shop by Vehicle' });
  await w.getByLabel('Year', { exact: true }).selectOption({ label: '2015' });
  await w.getByLabel('Make', { exact: true }).selectOption({ label: 'Ford' });
  const model = w.getByLabel('Model', { exact: true });
  await model.locator('option', { hasText: /^F-150$/ }).waitFor({ state: 'attached' });
  await model.selectOption({ label: 'F-150' });
  await w.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^2015 Ford F-150/ })
    .waitFor();
}

/** Opens a leaf category from the catalogue page by its name. */
async function openCategory(page: Page, name: string): Promise<void> {
  await page.goto('/product/catalog');
  await page.getByRole('heading', { name: 'Parts Catalog' }).waitFor();
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.locator('.listing__items article').first().waitFor();
}

const cards = (page: Page) => page.locator('.listing__items article');
const cardNames = async (page: Page) =>
  (await page.locator('.listing__items .product-card__name').allTextContents()).map((s) => s.trim());

for (const viewport of VIEWPORTS) {
  describe(`the demo store at ${viewport.width} px`, () => {
    it('finds several front and rear brake pads, and alternators, for a 2015 Ford F-150', async () => {
      const page = await newPage(viewport);
      await chooseF150(page);
      await openCategory(page, 'Brake Pads');
      const pads = cards(page).filter({ hasText: 'Fits Your Vehicle' });
      expect(await pads.count()).toBeGreaterThanOrEqual(6);
      const names = (await pads.locator('.product-card__name').allTextContents()).map((s) => s.trim());
      expect(names.filter((n) => /Brake Pad - Front$/.test(n)).length).toBeGreaterThanOrEqual(3);
      expect(names.filter((n) => /Brake Pad - Rear$/.test(n)).length).toBeGreaterThanOrEqual(3);
      // Brake pads are made for vehicles: none of them is a universal part.
      expect(await page.locator('.listing__items .tag--universal').count()).toBe(0);

      await openCategory(page, 'Alternators');
      expect(await cards(page).filter({ hasText: 'Fits Your Vehicle' }).count()).toBeGreaterThanOrEqual(2);
      expect((await cardNames(page)).every((n) => / Alternator$/.test(n))).toBe(true);
    });

    it('sells motor oil from oil companies, and a universal brake fluid whose reviews are about fluid and that weighs about a pound', async () => {
      const page = await newPage(viewport);
      await openCategory(page, 'Motor Oil');
      const oilBrands = (await page.locator('.listing__items .product-card__brand').allTextContents()).map((s) =>
        s.trim(),
      );
      expect(oilBrands.length).toBeGreaterThan(0);
      expect(oilBrands.filter((b) => !OIL_BRANDS.includes(b))).toEqual([]);

      await openCategory(page, 'Brake Fluid');
      const fluids = page.locator('.listing__items .product-card__name a');
      const links = await fluids.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      expect(await page.locator('.listing__items .tag--universal').count()).toBe(links.length);
      const reviews: string[] = [];
      for (const href of links) {
        await page.goto(href);
        await page.getByRole('heading', { name: /^Reviews \(\d+\)$/ }).waitFor();
        reviews.push(...(await page.locator('.review__text').allTextContents()));
      }
      expect(reviews.length).toBeGreaterThan(0);
      expect(reviews.filter((r) => /\bfit/i.test(r))).toEqual([]);

      // The comparison shows its weight: about a pound.
      const id = new URL(links[0]!, 'http://x').searchParams.get('product_id')!;
      expect((await page.request.post('/product/compare/add', { form: { product_id: id } })).ok()).toBe(true);
      await page.goto('/product/compare');
      const weight = page.getByText(/^\d+\.\d{2} lb$/).first();
      await weight.waitFor();
      const pounds = Number((await weight.textContent())!.replace(' lb', ''));
      expect(pounds).toBeGreaterThanOrEqual(0.8);
      expect(pounds).toBeLessThanOrEqual(1.2);
    });

    it('shows every brand tile with its whole name, and a brand page sells what the brand makes', async () => {
      const page = await newPage(viewport);
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Top brands' });
      const names = strip.locator('.brand-strip__name');
      await names.first().waitFor();
      await strip.scrollIntoViewIfNeeded();
      const tiles = await names.evaluateAll((els) =>
        els.map((e) => ({
          text: e.textContent,
          cut: e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight,
          tile: e.closest('a')!.getBoundingClientRect().width,
        })),
      );
      expect(tiles.length).toBeGreaterThanOrEqual(40);
      expect(tiles.filter((t) => t.cut)).toEqual([]);
      expect(tiles.every((t) => t.tile <= viewport.width)).toBe(true);
      expect(tiles.map((t) => t.text)).toEqual(
        expect.arrayContaining(['Standard Motor Products', 'Power Stop', 'Mobil 1', 'Interstate']),
      );
      // The link says the brand's name.
      await strip.getByRole('link', { name: 'Monroe', exact: true }).click();
      await page.getByRole('heading', { name: 'Monroe', level: 1 }).waitFor();
      await cards(page).first().waitFor();
      const parts = await cardNames(page);
      expect(parts.length).toBeGreaterThan(0);
      expect(parts.filter((n) => !/(Shock|Strut|Coil Spring)( - .*)?$/.test(n))).toEqual([]);
    });

    it("shows the demo shopper's saved F-150 and two past orders with their history", async () => {
      const page = await newPage(viewport);
      await page.goto('/account/login');
      await page.getByLabel('E-Mail Address').fill('shopper@example.com');
      await page.getByLabel('Password').fill('shopper123');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
      const garage = page.getByRole('region', { name: 'My Garage' });
      await garage.getByText('2015 Ford F-150', { exact: true }).waitFor();

      await page.goto('/account/order');
      const rows = page.locator('.order-table tbody tr');
      await rows.first().waitFor();
      const complete = rows.filter({ hasText: 'Complete' });
      const processing = rows.filter({ hasText: 'Processing' });
      expect(await complete.count()).toBeGreaterThanOrEqual(1);
      expect(await processing.count()).toBeGreaterThanOrEqual(1);

      await complete.last().getByRole('link').click();
      await page.getByText(/Status: Complete/).waitFor();
      await page
        .getByRole('main')
        .getByText(/Brake Pad - Front/)
        .first()
        .waitFor();
      const history = page.getByRole('region', { name: 'Order history' });
      await history.getByText(/Picked up\. Thank you!/).waitFor();
      expect(await history.locator('li').count()).toBe(4);
    });
  });
}
