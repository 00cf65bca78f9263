// Issue 10 "the storefront a shopper trusts": nothing jumps while a page loads. The layout shift of home, listing,
// product, cart, checkout (and, issue 31, the catalogue home, search, blog, contact and locator), summed over the whole
// load of each page (a fresh document, as a shopper arrives), stays under 0.1 on a desktop (1366 px) and a phone (375 px).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { layoutShifts, recordLayoutShifts } from './layout-shift';

useBrowser();

const SIZES = [
  { name: 'desktop (1366 px)', width: 1366, height: 900 },
  { name: 'phone (375 px)', width: 375, height: 812 },
];

/** Good CLS by the Web Vitals thresholds. */
const GOOD_CLS = 0.1;

/** An in-stock part without required options, with its picture (the product page's largest piece). */
async function aPart(page: Page): Promise<number> {
  const res = await page.request.get('/api/products?limit=50');
  const { products } = (await res.json()) as {
    products: { product_id: number; in_stock: number; image: string | null }[];
  };
  const part = products.find((p) => p.in_stock > 0 && p.image !== null);
  expect(part).toBeDefined();
  return part!.product_id;
}

/** Opens a path and returns its layout shift, with the moved elements listed when there are any. */
async function shiftOf(page: Page, path: string): Promise<{ path: string; cls: number; moved: string[] }> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  const { cls, shifts } = await layoutShifts(page);
  return { path, cls, moved: shifts.flatMap((s) => s.sources.map((src) => `${s.value.toFixed(3)} ${src}`)) };
}

describe.each(SIZES)('layout shift while pages load, $name', (size) => {
  it('measures a shift: an element pushed in above the page counts', async () => {
    // The yardstick first: a 200 px block added at the top after the first paint must register as a shift.
    const page = await newPage(size);
    await recordLayoutShifts(page);
    await page.goto('/information/contact');
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '200px';
      document.querySelector('main .container')?.prepend(block);
    });
    const { cls } = await layoutShifts(page);
    expect(cls).toBeGreaterThan(GOOD_CLS);
  });

  it('keeps every storefront page a shopper lands on under 0.1, a part in the cart', async () => {
    const page = await newPage(size);
    await recordLayoutShifts(page);
    const partId = await aPart(page);
    const added = await page.request.post('/checkout/cart/add', {
      form: { product_id: String(partId), quantity: '1' },
    });
    expect(await added.text()).not.toContain('"error"');

    const measured = [];
    for (const path of [
      '/',
      '/product/category?path=1',
      `/product/product?product_id=${partId}`,
      '/checkout/cart',
      '/checkout/checkout',
      // Issue 31: the catalogue home moved by 0.11 at 1366 px; the other pages a shopper lands on, fresh loads too.
      '/product/catalog',
      '/index.php?route=product/search&search=brake',
      '/blog',
      '/information/contact',
      '/module/dealer_locator',
    ]) {
      measured.push(await shiftOf(page, path));
    }
    expect(measured.filter((m) => m.cls >= GOOD_CLS)).toEqual([]);
  });
});
