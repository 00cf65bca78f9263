// Issue 10 "the storefront a shopper trusts": axe-core finds no serious or critical violation on any storefront page,
// on a desktop (1366 px) and a phone (375 px), as a guest and logged in, with the menus and dialogs a shopper opens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const SIZES = [
  { name: 'desktop (1366 px)', width: 1366, height: 900 },
  { name: 'phone (375 px)', width: 375, height: 812 },
];

/** Waits for the page to finish loading: no request in flight, no spinner or skeleton left, the heading drawn. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.spinner, .skeleton').first().waitFor({ state: 'detached' });
  await page.locator('main h1').first().waitFor();
}

/** Opens a path and returns axe's serious and critical violations there, once everything has loaded. */
async function violationsAt(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settled(page);
  return seriousViolations(page);
}

async function json<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** Puts an in-stock part without required options into this browser's cart through the cart call. */
async function fillCart(page: Page): Promise<void> {
  const { products } = await json<{ products: { product_id: number; in_stock: number }[] }>(
    page,
    '/api/products?limit=50',
  );
  for (const p of products.filter((x) => x.in_stock > 0)) {
    const res = await page.request.post('/checkout/cart/add', {
      form: { product_id: String(p.product_id), quantity: '1' },
    });
    if (res.ok() && !(await res.text()).includes('"error"')) return;
  }
  throw new Error('No part could be added to the cart.');
}

/** Every storefront address a guest can open, with the ids of real demo data. */
async function guestPages(page: Page): Promise<string[]> {
  const { products } = await json<{ products: { product_id: number }[] }>(page, '/api/products?limit=1');
  const { pages } = await json<{ pages: { information_id: number }[] }>(page, '/api/content/information/links');
  const { items } = await json<{ items: { url: string }[] }>(page, '/api/content/blog');
  return [
    '/',
    '/product/catalog',
    '/product/category?path=1',
    '/product/search?search=brake',
    '/product/search?search=qqxxzzvv',
    '/product/special',
    `/product/product?product_id=${products[0]!.product_id}`,
    '/checkout/cart',
    '/checkout/checkout',
    '/account/login',
    '/account/register',
    '/product/compare',
    '/information/contact',
    `/information/information?information_id=${pages[0]!.information_id}`,
    '/blog',
    `/${items[0]!.url}`,
    '/module/dealer_locator',
    '/no-such-page',
  ];
}

describe.each(SIZES)('axe on the storefront, $name', (size) => {
  it('finds no serious or critical violation on any page a guest opens', { timeout: 180_000 }, async () => {
    const page = await newPage(size);
    const found: string[] = [];
    for (const path of await guestPages(page))
      found.push(...(await violationsAt(page, path)).map((v) => `${path}: ${v}`));
    expect(found).toEqual([]);
  });

  it('finds none on the cart and checkout with a part in the cart', async () => {
    const page = await newPage(size);
    await fillCart(page);
    const found: string[] = [];
    for (const path of ['/checkout/cart', '/checkout/checkout'])
      found.push(...(await violationsAt(page, path)).map((v) => `${path}: ${v}`));
    expect(found).toEqual([]);
  });

  it('finds none on the account pages of a logged-in shopper, an order placed', async () => {
    const page = await newPage(size);
    await page.goto('/account/login');
    await page.getByLabel('E-Mail Address').fill('shopper@example.com');
    await page.getByLabel('Password').fill('shopper123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    // The dashboard holds the garage and the address book.
    await page.getByRole('heading', { name: 'My Garage' }).waitFor();
    await settled(page);
    const found = (await seriousViolations(page)).map((v) => `/account/account: ${v}`);

    // An order of their own, placed at the checkout (store pickup, pay at pickup).
    await fillCart(page);
    await page.goto('/checkout/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Store pickup (free)').check();
    const store = page.getByLabel('Pickup store');
    await store.selectOption((await store.locator('option', { hasText: 'Round Rock' }).getAttribute('value')) ?? '');
    await page.getByLabel('Pay at pickup').check();
    found.push(...(await seriousViolations(page)).map((v) => `/checkout/checkout (filled): ${v}`));
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByRole('heading', { name: 'Your order has been placed!' }).waitFor();
    await settled(page);
    found.push(...(await seriousViolations(page)).map((v) => `/checkout/success: ${v}`));
    const orderId = Number(((await page.getByText(/^Order #\d+$/).textContent()) ?? '').replace(/\D/g, ''));
    expect(orderId).toBeGreaterThan(0);

    for (const path of ['/account/order', `/account/order/info?order_id=${orderId}`, '/account/wishlist']) {
      found.push(...(await violationsAt(page, path)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  it('finds none with the search suggestions open', async () => {
    const page = await newPage(size);
    await page.goto('/');
    await settled(page);
    await page.getByPlaceholder('Part number, brand or keyword').first().fill('brake');
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds none in the vehicle picker and in the fitment warning before Add to Cart', async () => {
    const page = await newPage(size);
    const { products } = await json<{ products: { product_id: number; in_stock: number }[] }>(
      page,
      '/api/products?limit=50',
    );
    await page.goto(`/product/product?product_id=${products.find((p) => p.in_stock > 0)!.product_id}`);
    await settled(page);
    await page.getByRole('banner').getByRole('button', { name: 'Select Vehicle' }).click();
    await page.getByRole('dialog').getByLabel('Year', { exact: true }).waitFor();
    const found = (await seriousViolations(page)).map((v) => `vehicle picker: ${v}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // No vehicle chosen: Add to Cart asks first ("Heads up!").
    await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'I Understand' }).waitFor();
    found.push(...(await seriousViolations(page)).map((v) => `fitment warning: ${v}`));
    expect(found).toEqual([]);
  });

  it('finds none on the in-store kiosk: its splash, its welcome dialog and the store behind it', async () => {
    const page = await newPage(size);
    await loginAsStaff(page, 'admin');
    await page.getByRole('navigation', { name: 'Point of sale' }).getByRole('link', { name: 'Kiosk' }).click();
    await page.getByLabel('Store').selectOption({ label: 'Round Rock' });
    await page.getByRole('button', { name: 'Start kiosk mode' }).click();
    const splash = page.getByRole('region', { name: 'Welcome' });
    await splash.waitFor();
    const found = (await seriousViolations(page)).map((v) => `kiosk splash: ${v}`);
    await splash.getByRole('button', { name: 'Press here to get started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize your ride!' });
    await dialog.waitFor();
    found.push(...(await seriousViolations(page)).map((v) => `kiosk welcome: ${v}`));
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Reset', exact: true }).waitFor();
    await settled(page);
    found.push(...(await seriousViolations(page)).map((v) => `kiosk store: ${v}`));
    expect(found).toEqual([]);
  });
});

describe('axe on the phone menu (375 px)', () => {
  it('finds none with the menu open', async () => {
    const page = await newPage(SIZES[1]);
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Store Locator' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the suggestion list by keyboard (1366 px)', () => {
  it('takes the focus with Tab, scrolls the highlighted hit into sight and opens it with Enter', async () => {
    const page = await newPage(SIZES[0]);
    await page.goto('/');
    await settled(page);
    const box = page.getByPlaceholder('Part number, brand or keyword').first();
    await box.fill('brake');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.getByRole('option').first().waitFor();
    // Taller than the screen allows: the list scrolls, which is why a keyboard must reach it.
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await box.press('Tab'); // the Search button
    await page.keyboard.press('Tab');
    expect(await list.evaluate((el) => el === document.activeElement)).toBe(true);

    // Up from nothing highlighted goes to the last hit, at the bottom of the scroll.
    await page.keyboard.press('ArrowUp');
    const last = list.getByRole('option').last();
    expect(await last.getAttribute('aria-selected')).toBe('true');
    const inSight = await last.evaluate((o) => {
      const [a, b] = [o.parentElement!.parentElement!.getBoundingClientRect(), o.getBoundingClientRect()];
      return b.top >= a.top - 1 && b.bottom <= a.bottom + 1;
    });
    expect(inSight).toBe(true);
    const name = ((await last.locator('.autocomplete__label').textContent()) ?? '').trim();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });
});
