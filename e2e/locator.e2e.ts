// Issue 11 "Done when" (stores): a ZIP code finds the nearest demo store and it becomes the header's store; the
// locator filters by distance and service; the browser's position picks the nearest store once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './browser';

useBrowser();

const stores = (page: Page) =>
  page
    .getByRole('region', { name: 'Stores found' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const names = async (page: Page) => stores(page).getByRole('heading').allTextContents();
const headerStore = (page: Page) => page.getByRole('banner').locator('.store-location__name');

async function search(page: Page, text: string) {
  await page.getByLabel('ZIP code, city or store name').fill(text);
  await page.getByRole('search', { name: 'Find a store' }).getByRole('button', { name: 'Search', exact: true }).click();
}

describe('the store locator', () => {
  it('opens its popup once, finds stores by ZIP and distance, filters, and makes one the header store', async () => {
    const page = await newPage({ width: 1366, locatorPopup: true });
    // The popup greets a new shopper on the store's pages and leads to the locator, never over it (issue 31).
    await page.goto('/product/catalog');
    const popup = page.getByRole('dialog', { name: 'Find your nearest store' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Find my store' }).click();
    await page.getByRole('heading', { name: 'Store Locator', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const fresh = await newPage({ width: 375, locatorPopup: true });
    await fresh.goto('/index.php?route=module/dealer_locator/');
    await fresh.getByRole('heading', { name: 'Store Locator', level: 1 }).waitFor();
    await fresh.getByText('3 stores found.').waitFor({ state: 'attached' });
    expect(await fresh.getByRole('dialog').count()).toBe(0);

    // A place it does not know is named as such, not "no stores within 25 miles" of it.
    await search(fresh, 'abc');
    await fresh
      .getByRole('alert')
      .filter({ hasText: 'We don\'t know a place called "abc". Try a ZIP code or a store\'s town.' })
      .waitFor();
    expect(await fresh.getByText(/No stores within/).count()).toBe(0);

    await search(page, '78666');
    await page.waitForFunction(() => document.querySelector('.store-card h3')?.textContent === 'San Marcos');
    expect(await names(page)).toEqual(['San Marcos']);
    await page.getByLabel('Distance').selectOption('250');
    await page.getByText('3 stores found.').waitFor({ state: 'attached' });
    expect(await names(page)).toEqual(['San Marcos', 'Austin - North Lamar', 'Round Rock']);

    await page.getByLabel('Installation').check();
    await page.getByText('2 stores found.').waitFor({ state: 'attached' });
    expect(await names(page)).toEqual(['San Marcos', 'Austin - North Lamar']);
    await page.getByLabel('Installation').uncheck();
    await page.getByText('3 stores found.').waitFor({ state: 'attached' });

    await search(page, '00000');
    await page.getByRole('alert').filter({ hasText: 'Invalid ZIP code. Please try again.' }).waitFor();

    await search(page, '78664');
    await page.getByRole('button', { name: 'Make this my store: Round Rock' }).click();
    await page.getByText('Round Rock is now your store.').waitFor();
    await page.waitForFunction(
      () => document.querySelector('header .store-location__name')?.textContent === 'Round Rock',
    );
    // The chosen store comes first, marked; no popup after a reload.
    await page.reload();
    await search(page, '78666');
    await page.getByText('My Store', { exact: true }).waitFor();
    expect((await names(page))[0]).toBe('Round Rock');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: /View all stores within 50 miles/ }).click();
    const all = page.getByRole('dialog', { name: 'All stores within 50 miles' });
    await all.getByRole('heading', { name: 'San Marcos' }).waitFor();
  });

  it("asks the browser's position once and makes the nearest store the header's", async () => {
    const page = await newPage({ width: 375 });
    await page.context().grantPermissions(['geolocation'], { origin: baseUrl() });
    await page.context().setGeolocation({ latitude: 29.89, longitude: -97.94 });
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('.store-location__name')?.textContent === 'San Marcos');
    expect(await headerStore(page).textContent()).toBe('San Marcos');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
