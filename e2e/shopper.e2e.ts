// What a new shopper hit on a desktop (1366 px) and a phone (375 px) (issue 10): each test fails without its fix.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

const DESKTOP = { width: 1366, height: 900 };


describe('unknown pages', () => {
  it('answers HTTP 404 for a page that does not exist, and still draws the friendly page', async () => {
    const page = await newPage(DESKTOP);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect((await page.goto('/product/catalog'))?.status()).toBe(200);
  });
});

