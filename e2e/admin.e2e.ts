// The back office's frame (decision 0062), as an owner and a cashier meet it: /admin asks a visitor to log in and
// brings them back; the admin's menu and overview list its pages by group; the audit log opens with its filters; a
// cashier has no way in. At 1366 and 375 px, with axe's serious findings and no sideways scrolling on a phone.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

describe('the back office', () => {
  it('sends a visitor to the staff login and back, then shows the admin its pages', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await page.goto('/admin/audit');
    await page.getByRole('link', { name: 'Go to staff login' }).click();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('partsdesk');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/audit');

    const menu = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).resolves.toBe('page');
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-02');
    await page.getByText('No results!').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-audit-1366.png`, fullPage: true });

    await menu.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Reports' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Audit log' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('folds the menu into a button on a phone', async () => {
    if (shots) await mkdir(shots, { recursive: true });
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.getByRole('navigation', { name: 'Point of sale' }).getByRole('link', { name: 'Back office' }).click();
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-audit-375.png`, fullPage: true });
  });

  it('gives a cashier no way in', async () => {
    const page = await newPage();
    await loginAsStaff(page, 'cashier');
    const posMenu = page.getByRole('navigation', { name: 'Point of sale' });
    expect(await posMenu.getByRole('link', { name: 'Back office' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByText('Your account has no back office permissions.', { exact: false }).waitFor();
    await page.goto('/admin/audit');
    await page.getByText('You do not have permission to do that.').waitFor();
  });
});
