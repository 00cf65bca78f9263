// Fitment → Coverage (issue 26, decision 0084): the owner opens the page on the demo store and sees the holes per
// category as bars and a ranked table, the history of imports and the parts with no applications, each linked to its
// editor. Screenshots at 1366 and 375 px; no sideways scroll on a phone; axe's serious findings none.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

describe('fitment coverage', () => {
  it('lists the holes of the demo store with a chart, and the parts with no applications', async () => {
    if (shots) await mkdir(shots, { recursive: true });
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Coverage' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Fitment coverage' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/fitment/coverage');
    const chart = page.getByRole('img', { name: 'Holes per major category: a bar chart of the table below.' });
    await chart.waitFor();
    expect((await chart.boundingBox())!.height).toBeGreaterThan(100);
    const holes = page.getByRole('table', { name: 'Holes, most wanted first' });
    const first = holes.getByRole('row').nth(1);
    await first.waitFor();
    expect(await first.getByRole('cell').first().textContent()).toBe('1');
    await page.getByText(/^\d[\d,]* holes over 50 popular vehicles × 12 major categories/).waitFor();

    // Narrowed to one category, every row is that category's.
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Brake Pads' });
    await page.waitForURL(/[?&]category=[1-9]/);
    // The rows change when the narrowed answer arrives: wait until the table shows only that category.
    await page.waitForFunction(() => {
      const table = Array.from(document.querySelectorAll('table')).find(
        (t) => t.caption?.textContent === 'Holes, most wanted first',
      );
      const cells = Array.from(table?.querySelectorAll('tbody td[data-label="Category"]') ?? []);
      return cells.length > 0 && cells.every((c) => c.textContent === 'Brake Pads');
    });
    const categories = await holes.locator('tbody td[data-label="Category"]').allTextContents();
    expect(new Set(categories)).toEqual(new Set(['Brake Pads']));

    await page.getByRole('heading', { name: 'Coverage after each import' }).waitFor();
    await page.getByRole('heading', { name: 'Parts with no applications' }).waitFor();
    await page.getByText(/without a single application: no vehicle search finds them\. \d[\d,]* parts\./).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-coverage-1366.png`, fullPage: true });

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'admin');
    await phone.goto('/admin/fitment/coverage');
    await phone.getByRole('img', { name: /Holes per major category/ }).waitFor();
    await phone.getByRole('table', { name: 'Holes, most wanted first' }).getByRole('row').nth(1).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shots) await phone.screenshot({ path: `${shots}/admin-coverage-375.png`, fullPage: true });
  });
});
