// Catalogue → Reviews (issue 26): a shopper's review waits in the back office; approved with a reply, it shows on the
// product page with the store's answer under it. At 1366 px, and the list looked at on a phone (375 px).
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@parts/common/catalog';
import { seriousViolations } from './axe';
import { baseUrl, loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

async function productWithoutReviews(): Promise<number> {
  for (let id = 1; id < 400; id++) {
    const res = await fetch(`${baseUrl()}/api/products/${id}`, { headers: { accept: 'application/json' } });
    if (res.ok && ((await res.json()) as ProductPage).reviews.count === 0) return id;
  }
  throw new Error('no demo product without reviews');
}

describe('review moderation', () => {
  it('approves a review with a reply, and the shopper sees both', async () => {
    const productId = await productWithoutReviews();
    const sent = await fetch(`${baseUrl()}/api/products/${productId}/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Dana Mechanic', text: 'Bolted straight on, no squeal.', rating: '4' }),
    });
    expect(sent.status).toBe(200);

    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/catalog/reviews');
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    await page.getByRole('button', { name: 'Reply to Dana Mechanic' }).click();
    await page.getByLabel('Reply to Dana Mechanic').fill('Thanks Dana, glad they fit.');
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-reviews-1366.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save reply' }).click();
    await page.getByText('Reply: Thanks Dana, glad they fit.').waitFor();
    await page.getByRole('button', { name: 'Approve the review by Dana Mechanic' }).click();
    await page.getByRole('button', { name: 'Reject the review by Dana Mechanic' }).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-reviews-375.png` });

    const shopper = await newPage();
    await shopper.goto(`/product/product?product_id=${productId}`);
    await shopper.getByText('Bolted straight on, no squeal.').waitFor();
    await shopper.getByText('Thanks Dana, glad they fit.').waitFor();
    if (shots) await shopper.screenshot({ path: `${shots}/product-review-reply-1280.png`, fullPage: true });
  });
});
