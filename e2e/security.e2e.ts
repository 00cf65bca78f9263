// The store runs under its Content Security Policy (decision 0015): the pages a shopper walks through (home, listing,
// product page, cart, checkout, account) and the API docs load with the header present and no CSP violation reported.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

/** Records every CSP violation the page reports (the console guard in browser.ts catches the console side too). */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

describe('the Content Security Policy', () => {
  it('lets the store, a product page, the cart and checkout load without a violation', async () => {
    const page = await newPage();
    const violations = await watchCsp(page);
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(home?.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByRole('region', { name: 'Shop by Vehicle' }).waitFor();

    const listing = await page.request.get('/api/products?limit=20');
    const { products } = (await listing.json()) as { products: { product_id: number; in_stock: number }[] };
    const part = products.find((p) => p.in_stock > 0) ?? products[0]!;
    await page.goto(`/product/product?product_id=${part.product_id}`);
    await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).waitFor();
    // Pictures are SVGs from /media and the captcha an SVG from /tool/captcha: all same-origin images.
    await page.waitForLoadState('networkidle');

    await page.goto('/checkout/cart');
    await page.getByRole('main').waitFor();
    await page.goto('/checkout/checkout');
    await page.getByRole('main').waitFor();
    await page.goto('/account/register');
    await page.getByRole('form', { name: 'Register account' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('lets the API documentation at /docs render', async () => {
    const page = await newPage();
    const violations = await watchCsp(page);
    await page.goto('/docs');
    await page.getByText('PartsDesk API').first().waitFor();
    expect(violations).toEqual([]);
  });
});
