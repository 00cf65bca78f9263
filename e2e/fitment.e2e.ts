// Vehicle fitment in the browser (issue 3, "Done when"): pick a vehicle with the widget and see the listing's badges
// change, remove a facet, enter a VIN, and use the product page's Application module, fitment table and Heads up!.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIN_MSG } from '@parts/common/vin';
import { newPage, useBrowser } from './browser';

useBrowser();

const FITS = 'Fits Your Vehicle';
const NO_FIT = "Doesn't Fit Your Vehicle";
const SELECT_VEHICLE = 'Select Vehicle';

const widget = (page: Page) => page.getByRole('region', { name: 'Shop by Vehicle' });
const header = (page: Page) => page.getByRole('banner');
const featured = (page: Page) => page.getByRole('region', { name: 'Featured parts' });
const select = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const selectedText = (sel: Locator) => sel.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');

async function badgeCount(scope: Locator, words: string): Promise<number> {
  return scope.getByText(words, { exact: true }).count();
}

/** Picks Year and Make by name and the first model the store lists, submits, and waits for the page to reload with it. */
async function chooseVehicle(page: Page, year = '2013', make = 'Ford'): Promise<string> {
  const w = widget(page);
  await select(w, 'Year').selectOption({ label: year });
  await select(w, 'Make').selectOption({ label: make });
  const model = select(w, 'Model');
  const first = model.locator('option:not([value=""])').first();
  await first.waitFor({ state: 'attached' });
  const modelName = (await first.textContent()) ?? '';
  await model.selectOption({ label: modelName });
  await w.getByRole('button', { name: 'Submit' }).click();
  const label = `${year} ${make} ${modelName}`;
  await header(page)
    .getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .waitFor();
  return label;
}

describe('vehicle widget', () => {
  it('picks a vehicle by Year, Make and Model; the featured cards answer for it and the header shows it', async () => {
    const page = await newPage();
    await page.goto('/');
    await featured(page).waitFor();
    expect(await badgeCount(featured(page), SELECT_VEHICLE)).toBeGreaterThan(0);
    await header(page).getByRole('button', { name: SELECT_VEHICLE }).waitFor();

    // Each select waits for the one before it; popular makes come first in their own group.
    await expect(select(widget(page), 'Make').isDisabled()).resolves.toBe(true);
    await expect(widget(page).getByRole('button', { name: 'Submit' }).isDisabled()).resolves.toBe(true);
    await select(widget(page), 'Year').selectOption({ label: '2013' });
    await select(widget(page), 'Make')
      .locator('optgroup[label="Popular"] option')
      .first()
      .waitFor({ state: 'attached' });

    const label = await chooseVehicle(page);
    await featured(page).waitFor();
    expect(await badgeCount(featured(page), SELECT_VEHICLE)).toBe(0);
    // The featured parts follow the vehicle filter like every listing (issue 10): they fit, none says it does not.
    await expect.poll(() => badgeCount(featured(page), NO_FIT)).toBe(0);
    expect(await badgeCount(featured(page), FITS)).toBeGreaterThan(0);
    await expect(widget(page).getByText(label).isVisible()).resolves.toBe(true);
  });

  it('removes a facet: taking the Model away clears the vehicle', async () => {
    const page = await newPage();
    await page.goto('/');
    await chooseVehicle(page);
    await widget(page).getByRole('button', { name: 'Remove Model' }).click();
    await header(page).getByRole('button', { name: SELECT_VEHICLE }).waitFor();
    await select(widget(page), 'Year').waitFor();
  });

  it('reads a VIN: a mistyped one gets the check-digit message, a good one fills in the vehicle and asks for the rest', async () => {
    const page = await newPage();
    await page.goto('/');
    const w = widget(page);
    await w.getByText('Use a VIN instead').click();
    await select(w, 'VIN').fill('1FTFW1ET0DFC10312');
    await w.getByRole('button', { name: 'Look up' }).click();
    await w.getByRole('alert').filter({ hasText: VIN_MSG.checkDigit }).waitFor();

    await select(w, 'VIN').fill('1FTFW1ET9DFC10312');
    await w.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => selectedText(select(w, 'Year'))).toBe('2013');
    await expect.poll(() => selectedText(select(w, 'Make'))).toBe('Ford');
    // The full decode (NHTSA vPIC, offline) names the model and the 3.5 L engine; the trim and cab are left to ask.
    await expect.poll(() => selectedText(select(w, 'Model'))).toBe('F-150');
    await w
      .getByRole('status')
      .filter({ hasText: /^2013 Ford F-150 .*3\.5L filled in from the VIN: now choose the / })
      .waitFor();
    await expect(w.getByRole('alert').count()).resolves.toBe(0);
  });

  it('reaches the VIN lookup by keyboard inside the header dialog', async () => {
    const page = await newPage();
    await page.goto('/');
    await header(page)
      .getByRole('button', { name: /^Select Vehicle/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent.includes('Use a VIN instead') ?? false);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await select(dialog, 'VIN').waitFor();
  });

  it('replaces a saved Year/Make/Model with an engine chosen on the Engine tab', async () => {
    const page = await newPage();
    await page.goto('/');
    await chooseVehicle(page);
    await header(page)
      .getByRole('button', { name: /change/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Engine' }).click();
    const pickFirst = async (label: string) => {
      const sel = select(dialog, label);
      const first = sel.locator('option:not([value=""])').first();
      await first.waitFor({ state: 'attached' });
      await sel.selectOption({ label: (await first.textContent()) ?? '' });
      return (await first.textContent()) ?? '';
    };
    const mfr = await pickFirst('Manufacturer');
    await pickFirst('Family');
    await pickFirst('Size');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await header(page)
      .getByRole('button', { name: new RegExp(`^${mfr}`) })
      .waitFor();
  });

  it('moves between the Year/Make/Model and Engine tabs with the arrow keys; a list comes once a session', async () => {
    const page = await newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/');
    const w = widget(page);
    await w.getByRole('tab', { name: 'Year/Make/Model' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(w.getByRole('tab', { name: 'Engine' }).getAttribute('aria-selected')).resolves.toBe('true');
    await select(w, 'Manufacturer').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await expect(select(w, 'Family').isDisabled()).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await select(w, 'Year').waitFor();
    // Back on the Engine tab the manufacturers are there at once, from the cache: the server was asked once.
    await page.keyboard.press('ArrowRight');
    await select(w, 'Manufacturer').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    expect(asked.filter((p) => p === '/ymm/json/engine_mfrs')).toHaveLength(1);
  });
});

describe('product page', () => {
  it('shows the fit, the Application module and a searchable fitment table; warns before adding; resets the vehicle', async () => {
    const page = await newPage();
    await page.goto('/');
    await chooseVehicle(page);
    // A part made for this vehicle (the featured parts fit it; a universal one has no fitment table).
    const card = featured(page).getByRole('article').filter({ hasNotText: 'Universal part' }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('heading').getByRole('link').click();

    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: 'Application', exact: true }).waitFor();
    const main = page.getByRole('main');
    const fits = (await badgeCount(main, FITS)) > 0;
    expect(
      (await badgeCount(main, NO_FIT)) +
        (await badgeCount(main, 'Verify Fitment')) +
        (await badgeCount(main, 'Unknown Fitment')) +
        (fits ? 1 : 0),
    ).toBeGreaterThan(0);

    // The table: rows grouped by make and model; a search narrows them, a nonsense one finds nothing.
    const table = page.getByRole('table', { name: 'Vehicles this part fits' });
    await table.waitFor();
    const rows = table.locator('tbody tr:not(.fitment-table__group)');
    expect(await rows.count()).toBeGreaterThan(0);
    const vehicle = (await rows.first().getByRole('cell').nth(1).textContent()) ?? '';
    const make = vehicle.split(' ')[0] ?? '';
    await page.getByLabel('Search vehicles').fill(make);
    await expect
      .poll(async () => (await rows.allTextContents()).every((t) => t.includes(make)) && (await rows.count()) > 0)
      .toBe(true);
    await page.getByLabel('Search vehicles').fill('zzzz-no-such-vehicle');
    await page.getByText('No results', { exact: true }).waitFor();

    // Add to Cart: a part that is not a sure fit asks first; then the cart answers (added, or the options it needs).
    await page.locator('.product-page__main').getByRole('button', { name: 'Add to Cart' }).click();
    if (!fits) {
      const dialog = page.getByRole('dialog', { name: 'Heads up!' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'I Understand' }).click();
    }
    await page
      .locator('[role="status"], [role="alert"]')
      .filter({ hasText: /Success!|Uh oh!/ })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Reset Vehicle' }).click();
    await header(page).getByRole('button', { name: SELECT_VEHICLE }).waitFor();
    await page.getByRole('heading', { name: 'Application', exact: true }).waitFor();
    await select(page.getByRole('region', { name: 'Application' }), 'Year').waitFor();
  });

  it('says so when the product does not exist', async () => {
    const page = await newPage();
    await page.goto('/product/product?product_id=99999999');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
  });
});
