// What a new shopper hit on a desktop (1366 px) and a phone (375 px) (issue 10): each test fails without its fix.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_MSG } from '@parts/common/checkout';
import { newPage, useBrowser } from './browser';

useBrowser();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

/** How far the page can scroll sideways (0 when nothing is wider than the screen). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Puts an in-stock part without required options into this browser's cart through the cart call. */
async function fillCart(page: Page): Promise<void> {
  const listing = await page.request.get('/api/products?limit=50');
  const { products } = (await listing.json()) as { products: { product_id: number; in_stock: number }[] };
  for (const p of products.filter((x) => x.in_stock > 0)) {
    const res = await page.request.post('/checkout/cart/add', {
      form: { product_id: String(p.product_id), quantity: '1' },
    });
    if (res.ok() && !(await res.text()).includes('"error"')) return;
  }
  throw new Error('No part could be added to the cart.');
}

/** WCAG contrast ratio of an element's text colour against the first opaque background behind it. */
const contrastOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length >= 3 && (c[3] === undefined || c[3] > 0.9)) return c;
      }
      return [255, 255, 255];
    };
    return els.map((el) => {
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(background(el))];
      return { text: el.textContent, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
    });
  });

describe('desktop (1366 px)', () => {
  it('draws every search suggestion with WCAG AA contrast (4.5:1)', async () => {
    for (const size of [DESKTOP, { width: 375, height: 812 }]) {
      const page = await newPage(size);
      await page.goto('/');
      await page.getByPlaceholder('Part number, brand or keyword').fill('brake');
      await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
      const texts = await contrastOf(page, '.autocomplete__option, .autocomplete__option *');
      expect(texts.length).toBeGreaterThan(3);
      expect(texts.filter((t) => t.ratio < 4.5)).toEqual([]);
    }
  });

  it('shows the whole placeholder of the Year, Make and Model selects', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Shop by Vehicle' });
    for (const label of ['Year', 'Make', 'Model']) {
      const sel = region.getByLabel(label, { exact: true });
      const room = await sel.evaluate((s: HTMLSelectElement) => {
        const style = getComputedStyle(s);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(s.selectedOptions[0]?.textContent ?? '').width;
        // The native arrow takes about 24 px on the right.
        return s.clientWidth - parseFloat(style.paddingLeft) - 24 - text;
      });
      expect(room, label).toBeGreaterThanOrEqual(0);
    }
  });

  it('styles the search page’s filter and sort selects like every other field', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/product/search?search=brake');
    for (const label of [
      '.search-filters select >> nth=0',
      '.search-filters select >> nth=1',
      'select[name="sort"]',
      'select[name="limit"]',
    ]) {
      const look = await page.locator(label).evaluate((s) => ({
        radius: parseFloat(getComputedStyle(s).borderTopLeftRadius),
        height: s.getBoundingClientRect().height,
      }));
      expect(look.radius, label).toBeGreaterThan(0);
      expect(look.height, label).toBeGreaterThanOrEqual(40);
    }
  });

  it('keeps toasts off the header’s cart count', async () => {
    const page = await newPage(DESKTOP);
    const listing = await page.request.get('/api/products?limit=30');
    const { products } = (await listing.json()) as { products: { product_id: number; in_stock: number }[] };
    const part = products.find((x) => x.in_stock > 0)!;
    await page.goto(`/product/product?product_id=${part.product_id}`);
    await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).click();
    // No vehicle chosen: the Heads up! dialog asks first.
    await page.getByRole('dialog').getByRole('button', { name: 'I Understand' }).click();
    const toast = page
      .locator('.toast')
      .filter({ hasText: /Success!/ })
      .first();
    await toast.waitFor();
    const [t, c] = [await toast.boundingBox(), await page.locator('.cart-link__count').first().boundingBox()];
    expect(t && c).toBeTruthy();
    const overlap =
      t!.x < c!.x + c!.width && c!.x < t!.x + t!.width && t!.y < c!.y + c!.height && c!.y < t!.y + t!.height;
    expect(overlap).toBe(false);
  });
});

/** Chooses the 2013 Ford F-150 of a real VIN in this browser's session (the VIN call, then saveVehicle). */
async function chooseF150(page: Page): Promise<void> {
  const vin = (await (await page.request.get('/ymm/json/vin?VIN=1FTFW1ET9DFC10312')).json()) as {
    facets: { api_field: string; api_value: string }[];
  };
  const adds = vin.facets
    .slice(0, 3)
    .map((f, i) => `add${i + 1}=${f.api_field}:${f.api_value}`)
    .join('&');
  expect((await page.request.get(`/ymm/json/saveVehicle?${adds}`)).ok()).toBe(true);
}

describe('no results under the vehicle filter', () => {
  it('says the vehicle emptied the search and lists all parts in one click', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/');
    await chooseF150(page);
    // A part number of a part that does not fit this truck.
    const all = (await (await page.request.get('/api/search?search=brake&all_parts=true&limit=100')).json()) as {
      products: { mpn: string; name: string; fit: { result: string } }[];
    };
    const other = all.products.find((p) => p.fit.result === 'no')!;
    expect(other).toBeDefined();
    await page.goto(`/product/search?search=${encodeURIComponent(other.mpn)}`);
    const empty = page.locator('.listing__empty');
    await empty.getByText(/^No results for your 2013 Ford F-150/).waitFor();
    await empty.getByRole('button', { name: 'Search all parts' }).click();
    await page.getByRole('main').getByText(other.name).first().waitFor();
    expect(page.url()).toContain('all_parts=true');
  });
});

describe('unknown pages', () => {
  it('answers HTTP 404 for a page that does not exist, and still draws the friendly page', async () => {
    const page = await newPage(DESKTOP);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect((await page.goto('/product/catalog'))?.status()).toBe(200);
  });
});

describe('checkout', () => {
  it('masks the phone as (###) ###-####, clears "Required" once filled, and refuses an expired card at its field', async () => {
    const page = await newPage(DESKTOP);
    await page.goto('/');
    await fillCart(page);
    await page.goto('/checkout/checkout');
    const phone = page.getByLabel('Telephone');
    await phone.fill('');
    await phone.pressSequentially('5125550199');
    expect(await phone.inputValue()).toBe('(512) 555-0199');

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const summary = page.locator('.checkout__error');
    await summary.filter({ hasText: 'Required' }).waitFor();
    await page.getByLabel('First Name').fill('Casey');
    await page.getByLabel('Last Name').fill('Nguyen');
    await page.getByLabel('E-Mail').fill('casey@example.com');
    await page.getByLabel('Store pickup (free)').check();
    const store = page.getByLabel('Pickup store');
    await store.selectOption((await store.locator('option:not([value=""])').first().getAttribute('value')) ?? '');
    await page.getByLabel('Credit or debit card').check();
    await expect.poll(() => summary.count()).toBe(0);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('01/19');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(CARD_MSG.expired).first().waitFor();
    expect(page.url()).toContain('/checkout/checkout');
  });
});

describe('375 px phones', () => {
  it('never scrolls sideways: home, listing, product, cart, checkout, account and search pages', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    await fillCart(page);
    const paths = [
      '/',
      '/product/catalog',
      '/product/search?search=brake',
      '/product/product?product_id=1',
      '/checkout/cart',
      '/checkout/checkout',
      '/account/login',
      '/account/register',
      '/information/contact',
      '/product/compare',
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const over = await sideways(page);
      if (over > 0) wide.push(`${path} (+${over}px)`);
    }
    expect(wide).toEqual([]);
  });

  it('offers Login, Register, Wishlist and Compare in the phone menu, and names the chosen vehicle in the header', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Login', 'Register', 'Wishlist', 'Compare'])
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);

    // A vehicle chosen (through the VIN call and saveVehicle, as the selector does): the header names it, visibly.
    await chooseF150(page);
    await page.goto('/');
    const label = page.getByRole('banner').locator('.vehicle-slot__label');
    await expect.poll(() => label.textContent()).toMatch(/^2013 Ford F-150/);
    const box = await label.boundingBox();
    expect(box!.width).toBeGreaterThan(60);
    expect(await sideways(page)).toBe(0);
  });

  it('keeps the cart summary (code form, Apply, totals) inside its box', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    await fillCart(page);
    await page.goto('/checkout/cart');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByRole('button', { name: 'Apply' }).waitFor();
    const outside = await summary.evaluate((box) => {
      const edge = box.getBoundingClientRect();
      return Array.from(box.querySelectorAll('*'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > edge.right + 0.5 || r.left < edge.left - 0.5);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect(outside).toEqual([]);
  });
});
