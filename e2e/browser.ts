// One headless Chromium per test file (Debian's /usr/bin/chromium; browsers cannot be downloaded here),
// a fresh context per test so cookies never leak between tests, and a guard that fails a test on page errors.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

let browser: Browser | undefined;
const open: BrowserContext[] = [];
const errors: string[] = [];

export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    const seen = errors.splice(0);
    expect(seen, 'errors in the page').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** `origin`: another server than the suite's (the cluster behind HAProxy, cluster.e2e.ts). */
export async function newPage(
  opts: { width?: number; height?: number; locatorPopup?: boolean; origin?: string } = {},
): Promise<Page> {
  if (!browser) throw new Error('useBrowser() must run in the test file first');
  const origin = opts.origin ?? baseUrl();
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
  });
  open.push(context);
  // The shopper has already closed the store-locator popup (its cookie), so it covers no other test's first page;
  // the locator's own test asks for it (locatorPopup: true).
  if (!opts.locatorPopup) await context.addCookies([{ name: 'locator_popup', value: '1', url: origin }]);
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  // A 4xx the test provokes (a wrong password) logs a console error; server failures are caught by status instead.
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 500) errors.push(`${res.status()} ${res.url()}`);
  });
  return page;
}

/** Logs a staff user in through the login page, as a cashier at the counter would. */
export async function loginAsStaff(page: Page, username = 'cashier', password = 'partsdesk') {
  await page.goto('/pos/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('navigation', { name: 'Point of sale' }).waitFor();
}

/** No element reaches past the viewport's right edge (no sideways scrolling); names the first five that do.
 * A wide table inside a named, focusable scroll region (role="region" with tabindex, e.g. the fitment table's,
 * decision 0031) scrolls that region, not the page: its content is not counted, the region itself is. Any other box
 * (a modal's body, a list that scrolls down) is looked into, since a vertical scroller clips sideways content too. */
export async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => {
    const insideScrollRegion = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement)
        if (p.matches('[role="region"][tabindex]') && ['auto', 'scroll'].includes(getComputedStyle(p).overflowX))
          return true;
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !insideScrollRegion(e))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
      .slice(0, 5);
  });
  expect(wide).toEqual([]);
}
