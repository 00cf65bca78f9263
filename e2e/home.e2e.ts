// The storefront home page renders the demo catalogue, on a desktop and on a phone.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

describe('home page', () => {
  it('shows categories and featured parts from the demo catalogue, with prices and pictures that load', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured parts' }).waitFor();
    const categoryLinks = page.getByRole('link', { name: /Brakes/ });
    expect(await categoryLinks.count()).toBeGreaterThan(0);
    const prices = await page.locator('text=/^\\$\\d[\\d,]*\\.\\d{2}$/').allTextContents();
    expect(prices.length).toBeGreaterThanOrEqual(12);
    await page
      .getByText(/In Stock: \d+/)
      .first()
      .waitFor();
    // Every picture on the page decoded (no broken images).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const broken = await page.$$eval('img', (imgs) =>
      imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );
    expect(broken).toEqual([]);
  });

  it('keeps the header usable on a phone: search box labelled, cart and menu reachable', async () => {
    const page = await newPage({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured parts' }).waitFor();
    await expect(page.getByRole('searchbox').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: /cart/i }).first().isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('link', { name: 'Store Locator' }).first().isVisible()).resolves.toBe(true);
  });

  it('searches from the header', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('searchbox').first().fill('brake pad');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/search\?search=brake(\+|%20)pad/);
  });
});
