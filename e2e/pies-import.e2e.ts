// A PIES file imported from the back office, as an owner does it: choose the file, watch the progress, read the result
// (the rejected Item with its line), then find the new part on the storefront by an interchange number, with its price
// and specification table. At 1366 and 375 px (no sideways scrolling on a phone).
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;
const SAMPLE = fileURLToPath(
  new URL('../server/src/features/catalog-import/fixtures/pies-sample.xml', import.meta.url),
);

describe('PIES import in the browser', () => {
  it('uploads with progress, shows the result, and the new part is on the storefront', async () => {
    if (shots) await mkdir(shots, { recursive: true });
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/imports/pies');
    await page.getByRole('heading', { level: 1, name: 'PIES import' }).waitFor();
    await page.getByLabel('PIES XML file').setInputFiles(SAMPLE);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('progressbar')
      .or(page.getByRole('region', { name: 'Import result' }))
      .first()
      .waitFor();
    const result = page.getByRole('region', { name: 'Import result' });
    await result.getByText('pies-sample.xml: Imported').waitFor();
    expect(await result.getByRole('listitem').allInnerTexts()).toEqual([
      '2 created',
      '0 updated',
      '0 unchanged',
      '1 rejected',
    ]);
    await result
      .getByRole('row', { name: /115 WGNR H5593PD part type 13736 is not mapped to a store category/ })
      .waitFor();
    await page.getByRole('table', { name: 'Import history, newest first' }).getByText('pies-sample.xml').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-pies-1366.png`, fullPage: true });

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'admin');
    await phone.goto('/admin/imports/pies');
    await phone.getByRole('table', { name: 'Import history, newest first' }).getByText('pies-sample.xml').waitFor();
    const wide = await phone.evaluate(
      () =>
        Array.from(document.querySelectorAll('body *')).filter(
          (e) => e.getBoundingClientRect().right > window.innerWidth + 1,
        ).length,
    );
    expect(wide).toBe(0);
    if (shots) await phone.screenshot({ path: `${shots}/admin-pies-375.png`, fullPage: true });

    await page.goto('/product/search?search=PGD1093C');
    await page.getByRole('link', { name: 'Wagner QuickStop Ceramic Disc Brake Pad Set' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Wagner QuickStop Ceramic Disc Brake Pad Set' }).waitFor();
    await page.getByText('$54.99').first().waitFor();
    const specs = page.getByRole('region', { name: 'Specifications' });
    await specs.getByRole('row', { name: 'Friction Material Ceramic' }).waitFor();
    await specs.getByText('Replaces: AKBN ACT-1093, RYBS PGD1093C').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/product-specs-1366.png`, fullPage: true });
  });
});
