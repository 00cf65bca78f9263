// Search and listings in a real browser: the header search with its autocomplete sections, the results page, opening a
// part; and a category listing whose sort, page size, page and grid/list choice survive a reload.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

describe('search', () => {
  it('suggests in sections while typing, shows results on Enter, and opens a part', async () => {
    const page = await newPage({ width: 1280, height: 900 });
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search parts' });
    await box.click();
    // The suggestions for the whole term (on a slow machine a shorter term's list can show first, then be redrawn).
    const fullTerm = page.waitForResponse(
      (r) =>
        r.url().includes('/api/search/autocomplete?') && new URL(r.url()).searchParams.get('search') === 'brake pad',
    );
    await box.pressSequentially('brake pad', { delay: 40 });
    await fullTerm;
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await suggestions.waitFor();
    await suggestions.getByRole('group', { name: 'Parts' }).waitFor();
    await suggestions.getByRole('group', { name: 'Categories' }).waitFor();
    // Wider than 1199px: up to 8 hits a section, 10 parts.
    const parts = await suggestions.getByRole('group', { name: 'Parts' }).getByRole('option').count();
    expect(parts).toBeGreaterThan(0);
    expect(parts).toBeLessThanOrEqual(10);
    expect(
      await suggestions.getByRole('group', { name: 'Categories' }).getByRole('option').count(),
    ).toBeLessThanOrEqual(8);
    // The keyboard moves through the hits; Escape closes the list and Enter runs the full search.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBeTruthy();
    await page.keyboard.press('Escape');
    await suggestions.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('brake pad');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/search\?search=brake(\+|%20)pad/);
    await page.getByRole('heading', { name: 'Search: brake pad', level: 1 }).waitFor();
    const cards = page.locator('.listing__items article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeLessThanOrEqual(15);
    const firstName = page.locator('.listing__items .product-card__name a').first();
    const name = (await firstName.textContent())!.trim();
    expect(name).toMatch(/brake pad/i);
    await expect(
      cards
        .first()
        .getByText(/^\$\d[\d,]*\.\d{2}$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await firstName.click();
    await page.waitForURL(/\/product\/product\?product_id=\d+/);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });

  for (const width of [1366, 375]) {
    it(`says a pasted 5 MB search is too long and keeps the header box working, then finds "ngk spark plugs" (${width}px)`, async () => {
      const page = await newPage({ width, height: 900 });
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search parts' });
      // Typing 5 MB into a text box is slow work for the browser itself, the more so on a busy machine.
      await box.fill('brake pads '.repeat(480_000), { timeout: 120_000 });
      await page.getByRole('alert').filter({ hasText: 'Maximum 100 characters' }).waitFor();
      await page.keyboard.press('Enter');
      // Nothing was searched: the page and the box are as they were, the message stays.
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      await box.fill('');
      await page.getByRole('alert').filter({ hasText: 'Maximum 100 characters' }).waitFor({ state: 'detached' });
      await box.pressSequentially('ngk spark plugs', { delay: 30 });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/product\/search\?search=ngk(\+|%20)spark(\+|%20)plugs/);
      await page.getByRole('heading', { name: 'Search: ngk spark plugs', level: 1 }).waitFor();
      const first = page.locator('.listing__items .product-card__name a').first();
      await first.waitFor();
      expect((await first.textContent())!.trim()).toMatch(/^NGK .*Spark Plug$/);
    }, 180_000);
  }

  it('says a search address longer than a search can be is too long, without asking the server', async () => {
    const page = await newPage();
    await page.goto(`/index.php?route=product/search&search=${'x'.repeat(3000)}`);
    // The page says it, and the header box holding the same text says it too.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Maximum 100 characters. Shorten the search and try again.' })
      .waitFor();
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search parts' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says "No results" when nothing matches', async () => {
    const page = await newPage();
    await page.goto('/index.php?route=product/search&search=qqxxzzvv');
    await page.getByText('No results', { exact: true }).waitFor();
  });
});

describe('listing', () => {
  it('keeps sort, page size, page and grid/list across a reload (URL and localStorage display)', async () => {
    const page = await newPage({ width: 1280, height: 900 });
    await page.goto('/product/catalog');
    await page.getByRole('heading', { name: 'Parts Catalog' }).waitFor();
    // A category group: enough parts for more than one page of 25.
    await page.locator('.catalog-groups h2 a').first().click();
    await page.waitForURL(/\/product\/category\?path=\d+/);
    const sort = page.getByLabel('Sort By:');
    const size = page.getByLabel('Show:');
    await page.locator('.listing__items article').first().waitFor();

    await sort.selectOption({ label: 'Price (Low > High)' });
    await page.waitForURL(/sort=price&order=asc/);
    await size.selectOption('25');
    await page.waitForURL(/limit=25/);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem('display'))).toBe('list');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.listing__items article').length > 0 &&
        !document.querySelector('.listing[aria-busy]'),
    );
    // The sorted page may still be on its way when the old cards are idle: wait for the page the URL names to show.
    const prices = async () =>
      (await page.locator('.listing__items .price__current').allTextContents()).map((t) =>
        Number(t.replace(/[$,]/g, '')),
      );
    // Cheapest first (a card with an instant rebate may sit a little early; the sort key is the price before rebates).
    await expect
      .poll(
        async () => {
          const p = await prices();
          return p.length === 25 && p[0]! <= p.at(-1)!;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();

    await page.reload();
    await page.locator('.listing__items article').first().waitFor();
    expect(page.url()).toMatch(/sort=price/);
    expect(page.url()).toMatch(/limit=25/);
    expect(page.url()).toMatch(/page=2/);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await sort.inputValue()).toBe('price-asc');
    expect(await size.inputValue()).toBe('25');
    expect(await page.getByRole('button', { name: 'List', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('section.listing--list').count()).toBe(1);
    // Grid again, remembered the same way.
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    await page.reload();
    await page.locator('.listing__items article').first().waitFor();
    expect(await page.locator('section.listing--grid').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('display'))).toBe('grid');
  });
});
