// Content and navigation (issue 12) in a real browser at 1366 px and 375 px: blog, banners, hero menu, alert bars,
// countdown, currency and language switches, and the search page's in-stock box.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './browser';

useBrowser();

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 800 };

const cards = (page: Page) => page.locator('.blog-cards__grid > li');

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path);
  return (await res.json()) as T;
}

describe('blog', () => {
  for (const size of [WIDE, PHONE]) {
    it(`shows 9 cards, then 18 after Show More, each opening its post (${size.width} px)`, async () => {
      const page = await newPage(size);
      await page.goto('/blog');
      await page.getByRole('button', { name: 'Show More' }).waitFor();
      expect(await cards(page).count()).toBe(9);
      await page.getByRole('button', { name: 'Show More' }).click();
      await expect.poll(() => cards(page).count()).toBe(18);
      // A post without a picture gets the grey card; the text takes the configured colour.
      expect(await page.getByRole('img', { name: 'No picture' }).count()).toBeGreaterThan(0);
      const color = await page
        .locator('.blog-card__title')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      expect(color).toBe('rgb(31, 42, 68)');
      const links = await cards(page)
        .locator('a')
        .evaluateAll((as) =>
          as.map((a) => ({
            href: a.getAttribute('href') ?? '',
            title: a.querySelector('.blog-card__title')?.textContent ?? '',
          })),
        );
      expect(links).toHaveLength(18);
      // Show More again shows the last 6 and goes away: no card remains.
      await page.getByRole('button', { name: 'Show More' }).click();
      await expect.poll(() => cards(page).count()).toBe(24);
      expect(await page.getByRole('button', { name: 'Show More' }).count()).toBe(0);

      const toOpen = size === WIDE ? links : links.slice(0, 2);
      for (const link of toOpen) {
        expect(link.href).toMatch(/^\/blog\/[a-z0-9-]+$/);
        await page.goto(link.href);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(link.title);
      }
      // Clicking a card (not typing its address) opens it too.
      await page.goto('/blog');
      await cards(page).first().locator('a').click();
      await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
      await page.getByRole('link', { name: 'Back to the blog' }).waitFor();
    });
  }
});

describe('banner carousel', () => {
  it('turns at its speed on a wide screen, showing the desktop image', async () => {
    const home = await getJson<{ banners: { banner_speed: number }[] }>('/api/content/home');
    const speed = home.banners[0]?.banner_speed ?? 0;
    expect(speed).toBe(5000);
    const page = await newPage(WIDE);
    await page.goto('/');
    const active = page.locator('.banner-slide[data-active]');
    await active.waitFor();
    const start = Date.now();
    const first = await active.locator('h2').textContent();
    await expect
      .poll(() =>
        active
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/-desktop\.svg$/);
    await expect
      .poll(() => active.locator('h2').textContent(), { timeout: speed + 3000, interval: 100 })
      .not.toBe(first);
    const turnedAfter = Date.now() - start;
    expect(turnedAfter).toBeGreaterThan(speed - 1500);
    expect(turnedAfter).toBeLessThan(speed + 1500);
    const second = await active.locator('h2').textContent();
    const t2 = Date.now();
    await expect
      .poll(() => active.locator('h2').textContent(), { timeout: speed + 3000, interval: 100 })
      .not.toBe(second);
    expect(Math.abs(Date.now() - t2 - speed)).toBeLessThan(600);
  });

  it('shows the mobile image on a phone', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    const img = page.locator('.banner-slide[data-active] img');
    await img.waitFor();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc))
      .toMatch(/-mobile\.svg$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

describe('hero menu', () => {
  it('opens the second level on hover and closes it 500 ms after the pointer leaves (1366 px)', async () => {
    const page = await newPage(WIDE);
    await page.goto('/');
    const shop = page.getByRole('button', { name: 'Shop Parts' });
    await shop.hover();
    const brakes = page.locator('#main-nav').getByRole('link', { name: 'Brakes', exact: true });
    await brakes.waitFor();
    expect(await shop.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(5, 800);
    await page.waitForTimeout(250);
    expect(await brakes.isVisible()).toBe(true);
    await brakes.waitFor({ state: 'hidden', timeout: 1500 });
    // Keyboard: Enter opens it too, Escape closes it.
    await shop.focus();
    await page.keyboard.press('Enter');
    await brakes.waitFor();
    await page.keyboard.press('Escape');
    await brakes.waitFor({ state: 'hidden' });
  });

  it('opens levels by click with Back buttons under 768 px', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.locator('#main-nav');
    await nav.getByRole('button', { name: /Shop Parts/ }).click();
    await nav.getByRole('button', { name: /^Brakes/ }).click();
    await nav.getByRole('link', { name: 'All Brakes' }).waitFor();
    expect(await nav.getByRole('button', { name: /Back/ }).count()).toBe(1);
    await nav.getByRole('button', { name: /Back/ }).click();
    await nav.getByRole('link', { name: 'All Shop Parts' }).waitFor();
    await nav.getByRole('button', { name: /Back/ }).click();
    await nav.getByRole('button', { name: /Shop Parts/ }).waitFor();
    expect(await nav.getByRole('button', { name: /Back/ }).count()).toBe(0);
    // A third-level link goes to its category.
    await nav.getByRole('button', { name: /Shop Parts/ }).click();
    await nav.getByRole('button', { name: /^Brakes/ }).click();
    await nav.getByRole('link', { name: 'All Brakes' }).click();
    await page.waitForURL(/\/product\/category\?path=\d+/);
  });
});

describe('alert bars and countdown', () => {
  it('keeps a dismissed alert bar dismissed after a reload, by a cookie named by its id', async () => {
    const page = await newPage(WIDE);
    await page.goto('/');
    const message = 'Free same-day store pickup on orders placed by 2 pm.';
    await page.getByText(message).waitFor();
    await page.getByRole('button', { name: `Dismiss: ${message}` }).click();
    expect(await page.getByText(message).count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'alert-free-pickup');
    expect(cookie?.value).toBe('hide');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    await page.reload();
    await page.getByText('Thanksgiving hours: all stores open 9 am to 2 pm.').waitFor();
    expect(await page.getByText(message).count()).toBe(0);
  });

  it('hides the countdown’s days under a day, and shows them with more left', async () => {
    const home = await getJson<{ countdowns: { ends_at: string }[] }>('/api/content/home');
    const end = Date.parse(home.countdowns[0]?.ends_at ?? '');
    for (const [left, days] of [
      [3 * 86_400_000 + 3_600_000, true],
      [12 * 3_600_000, false],
    ] as const) {
      const page = await newPage(PHONE);
      await page.clock.setFixedTime(new Date(end - left));
      await page.goto('/');
      const clock = page.locator('.countdown__clock');
      await clock.waitFor();
      expect(await clock.locator('[data-unit="days"]').count()).toBe(days ? 1 : 0);
      expect(await clock.locator('[data-unit="hours"] .countdown__card').textContent()).toBe(days ? '01' : '12');
    }
  });
});

describe('currency and language', () => {
  it('shows prices in euros after the currency switch, and dollars again after switching back', async () => {
    const page = await newPage(WIDE);
    await page.goto('/');
    const price = page.locator('.product-grid .price__current').first();
    await price.waitFor();
    const usd = (await price.textContent()) ?? '';
    expect(usd).toMatch(/^\$\d[\d,]*\.\d{2}$/);
    await page.getByRole('button', { name: /Currency/ }).click();
    await Promise.all([
      page.waitForURL((u) => !u.search.includes('currency')),
      page.getByRole('link', { name: /EUR/ }).click(),
    ]);
    await price.waitFor();
    const eur = (await price.textContent()) ?? '';
    const cents = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
    expect(eur).toMatch(/^€\d[\d,]*\.\d{2}$/);
    expect(cents(eur)).toBe(Math.round(cents(usd) * 0.92));
    // The choice holds across pages until changed.
    await page.reload();
    await expect.poll(() => price.textContent()).toBe(eur);
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.getByRole('link', { name: /USD/ }).click();
    await expect.poll(() => price.textContent()).toBe(usd);
  });

  it('changes the store’s texts with the language switch (375 px, from the menu)', async () => {
    const page = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'The right part for your vehicle' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'La pieza correcta para su vehículo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menú' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'The right part for your vehicle' }).waitFor();
  });
});

describe('search page', () => {
  it('narrows the results with the in-stock box, adding the description flag', async () => {
    // A part with no stock anywhere, found through the listing call, searched by its name.
    let soldOut: { name: string; product_id: number } | undefined;
    for (let page = 1; !soldOut && page <= 20; page++) {
      const list = await getJson<{ products: { name: string; product_id: number; in_stock: number }[] }>(
        `/api/products?limit=100&page=${page}`,
      );
      if (list.products.length === 0) break;
      soldOut = list.products.find((p) => p.in_stock === 0);
    }
    if (!soldOut) throw new Error('the demo has no sold-out part');
    const page = await newPage(WIDE);
    await page.goto(`/product/search?search=${encodeURIComponent(soldOut.name)}`);
    const card = page.locator(`a[href*="product_id=${soldOut.product_id}"]`).first();
    await card.waitFor();
    const count = page.getByText(/^\d+ parts?$/);
    const before = Number((await count.textContent())?.split(' ')[0]);
    // The box follows the URL, which react-router updates in a transition: click, then the page shows it checked.
    await page.getByLabel('In stock only').click();
    await page.waitForURL(/in_stock=true/);
    await expect.poll(() => page.getByLabel('In stock only').isChecked()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);
    await expect.poll(async () => Number((await count.textContent())?.split(' ')[0])).toBeLessThan(before);
    expect(await page.getByLabel('Search in product descriptions').isChecked()).toBe(true);
    const stock = await page.locator('.stock').allTextContents();
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((s) => /In Stock: [1-9]/.test(s))).toBe(true);
  });
});
