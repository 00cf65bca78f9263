// An alert bar written in the back office shows across the top of the storefront on the next page a shopper opens.
// At 1366 px, with the editor looked at on a phone (no sideways scroll, no serious axe findings).
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

describe('alert bars from the back office', () => {
  it('publishes a bar the shopper sees on the home page', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/content/alerts');
    await page.getByRole('button', { name: 'Add alert bar' }).click();
    const editor = page.getByRole('form', { name: 'New alert bar' });
    await editor.getByLabel('Message').fill('Closed Thursday for Thanksgiving');
    await editor.getByLabel('Link', { exact: true }).fill('/information/information?slug=about');
    await editor.getByLabel('Link text').fill('Opening hours');
    await editor.getByLabel('Tone').selectOption('warning');
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-alerts-editor-1366.png`, fullPage: true });
    await editor.getByRole('button', { name: 'Save alert bar' }).click();
    await page.getByRole('cell', { name: 'Closed Thursday for Thanksgiving Opening hours', exact: true }).waitFor();

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'admin');
    await phone.goto('/admin/content/alerts');
    await phone.getByRole('button', { name: 'Edit Closed Thursday for Thanksgiving' }).waitFor();
    const wide = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    if (shots) await phone.screenshot({ path: `${shots}/admin-alerts-375.png`, fullPage: true });

    const shopper = await newPage();
    await shopper.goto('/');
    await shopper.getByText('Closed Thursday for Thanksgiving').waitFor();
    await shopper.getByRole('link', { name: 'Opening hours' }).waitFor();
  });
});
