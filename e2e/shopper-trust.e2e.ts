// Issue 31 "The store tried as its users would" (storefront): a card's quantity break is what the cart charges, the
// order history fits a phone, and a new page opens at its top. (Layout shift: layout-shift.e2e.ts; locator:
// locator.e2e.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

const SIZES = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

interface Card {
  product_id: number;
  name: string;
  aaia: string;
  mpn: string;
  in_stock: number;
  requires_options?: boolean;
  price_block?: { instant_rebate_name: string | null; tiers: { quantity: number }[] };
}

/** A demo part with an instant rebate and quantity discounts, in stock, without required options. */
async function rebatedTieredPart(page: Page): Promise<Card> {
  for (let p = 1; p <= 20; p++) {
    const res = await page.request.get(`/api/products?limit=100&page=${p}`);
    const { products } = (await res.json()) as { products: Card[] };
    const part = products.find(
      (c) =>
        Boolean(c.price_block?.instant_rebate_name) &&
        (c.price_block?.tiers.length ?? 0) > 0 &&
        c.requires_options !== true &&
        c.in_stock >= 4,
    );
    if (part) return part;
    if (products.length < 100) break;
  }
  throw new Error('the demo store has no part with a rebate and quantity discounts');
}

describe('the storefront as a shopper tries it', () => {
  it("shows on the card the price the cart charges for the card's quantity break, rebate included", async () => {
    const shopper = await newPage();
    const part = await rebatedTieredPart(shopper);
    const breaks: string[] = [];
    for (const size of SIZES) {
      const page = await newPage(size);
      await page.goto(`/index.php?route=product/search&search=${encodeURIComponent(`${part.aaia} ${part.mpn}`)}`);
      const card = page.getByRole('article', { name: part.name }).first();
      const firstBreak = card.getByRole('list', { name: 'Quantity discounts' }).getByRole('listitem').first();
      breaks.push((await firstBreak.textContent()) ?? '');
    }
    expect(breaks[1]).toBe(breaks[0]);
    const m = /^(\d+)\+ (\$[\d,]+\.\d\d) each$/.exec(breaks[0]!);
    expect(m, breaks[0]).not.toBeNull();
    // The shopper takes the break's quantity: the cart charges that price each.
    await shopper.request.post('/checkout/cart/add', {
      data: { product_id: part.product_id, quantity: Number(m![1]) },
    });
    await shopper.goto('/checkout/cart');
    const line = shopper.locator('main').getByRole('article', { name: part.name, exact: true });
    await line.waitFor();
    expect(await line.textContent()).toContain(m![2]);
  });

  it('keeps the order history, Total column included, on a phone screen', async () => {
    const page = await newPage(SIZES[1]);
    await page.goto('/account/login');
    await page.getByLabel('E-Mail Address').fill('shopper@example.com');
    await page.getByLabel('Password').fill('shopper123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/account\/account/);
    for (const size of [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await page.goto('/account/order');
      const total = page.getByRole('columnheader', { name: 'Total' });
      await total.waitFor();
      const box = await total.boundingBox();
      expect(box!.x + box!.width, `${size.width} px`).toBeLessThanOrEqual(size.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
  });

  it("opens a new page in the same tab at its top, not at the last page's scroll position", async () => {
    for (const size of SIZES) {
      const page = await newPage(size);
      await page.goto('/product/catalog');
      await page.locator('main .product-card').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForFunction(() => window.scrollY === 1500);
      await page.goto('/product/manufacturer');
      await page.locator('main h1').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY), `${size.width} px`).toBe(0);
    }
  });
});
