// An image choice value's picture (issue 26, decision 0102): the owner adds an image choice option in the product
// editor, uploads a picture for its value, and the storefront's product page shows it beside the value (alt = the
// value's name); choosing the value puts it in the picture box. A text file is refused with the product pictures'
// message. The option is removed again at the end (the e2e server is shared). Screens at 1366 and 375 px.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@parts/common/catalog';
import { seriousViolations } from './axe';
import { baseUrl, loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();
const shots = process.env.SCREENSHOT_DIR;

const product = async (id: number) =>
  (await (
    await fetch(`${baseUrl()}/api/products/${id}`, { headers: { accept: 'application/json' } })
  ).json()) as ProductPage;

/** A demo part with its price shown, no options and no kit, from ids other browser tests do not edit (380–150, 1–). */
async function partWithoutOptions(): Promise<ProductPage> {
  for (let id = 149; id > 60; id--) {
    const p = await product(id);
    if (p.product_id === id && p.price_hidden === null && p.options.length === 0 && !p.is_package) return p;
  }
  throw new Error('no demo part without options');
}

describe("the product editor: an image choice value's picture", () => {
  it('uploads a picture for a value; the product page shows it beside the value and swaps it in', async () => {
    const part = await partWithoutOptions();
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto(`/admin/catalog/products/${part.product_id}`);
    await page.getByRole('heading', { name: 'Options (0)' }).waitFor();

    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByLabel('Option name').fill('Finish');
    await page.getByLabel('Type').selectOption('image');
    await page.getByLabel(/^Value/).fill('Chrome');
    await page.getByText('Save the options to give this value a picture.').waitFor();
    await page.getByRole('button', { name: 'Save options' }).click();
    await page.getByText('Options saved.').waitFor();

    // Not a picture: the product pictures' message, nothing stored.
    await page
      .getByLabel('Picture of Chrome', { exact: true })
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not pixels') });
    await page.getByText('The file is not a JPEG, PNG or WebP picture.').waitFor();

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#6b7280' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Picture of Chrome', { exact: true })
      .setInputFiles({ name: 'chrome.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Picture of Chrome saved.').waitFor();
    await page.getByLabel('Replace the picture of Chrome').waitFor();
    await page.getByText('Now: chrome.png.', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Options (1)' }).scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/admin-option-picture-1366.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page);
    await page.getByRole('heading', { name: 'Options (1)' }).scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/admin-option-picture-375.png` });

    const store = await newPage({ width: 375, height: 800 });
    await store.goto(`/product/product?product_id=${part.product_id}`);
    const swatch = store.getByRole('img', { name: 'Chrome', exact: true });
    await swatch.waitFor();
    expect(await swatch.getAttribute('src')).toMatch(
      new RegExp(`^/media/products/${part.product_id}/option-[0-9a-f]{24}-72\\.webp$`),
    );
    const chrome = store.getByRole('radio', { name: 'Chrome', exact: true });
    await chrome.check();
    await expect
      .poll(() => store.getByTestId('product-image').getAttribute('src'))
      .toMatch(new RegExp(`^/media/products/${part.product_id}/option-[0-9a-f]{24}-320\\.webp$`));
    // The value with its picture fits the phone, and the page does not scroll sideways (the fitment table scrolls in
    // its own box).
    const box = await store.locator('.option-value', { hasText: 'Chrome' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await noSidewaysScroll(store);
    expect(await seriousViolations(store)).toEqual([]);
    if (shots) await store.screenshot({ path: `${shots}/storefront-option-picture-375.png`, fullPage: true });

    // Removed, then the option too: the part is as the demo made it for the other files.
    await page.getByRole('button', { name: 'Remove picture of Chrome' }).click();
    await page.getByText('Picture of Chrome removed.').waitFor();
    await page.getByLabel('Picture of Chrome', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove option' }).click();
    await page.getByRole('button', { name: 'Save options' }).click();
    await page.getByRole('heading', { name: 'Options (0)' }).waitFor();
    await expect.poll(async () => (await product(part.product_id)).options.length).toBe(0);
  });
});
