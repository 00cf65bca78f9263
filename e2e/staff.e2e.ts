// A staff user logs in, sees the POS shell, locks the register and unlocks it with the PIN.
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

describe('staff and POS', () => {
  it('shows the spec error on a wrong password and stays on the login page', async () => {
    const page = await newPage();
    await page.goto('/pos/login');
    await page.getByLabel('Username').fill('cashier');
    await page.getByLabel('Password').fill('not-it');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' }).textContent(),
    ).resolves.toContain('incorrect');
    expect(new URL(page.url()).pathname).toBe('/pos/login');
  });

  it('logs a cashier in to the POS shell, locks it, refuses a wrong PIN and unlocks with the right one', async () => {
    const page = await newPage();
    await loginAsStaff(page);
    await page.getByText('Casey Rivera').first().waitFor();
    await page.getByRole('heading', { name: 'Cart' }).waitFor();
    for (const name of ['Orders', 'Customers'])
      await page.getByRole('navigation', { name: 'Point of sale' }).getByRole('link', { name }).waitFor();

    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('heading', { name: 'Register locked' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Point of sale' }).count()).toBe(0);

    await page.getByLabel('PIN').fill('9999');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('alert').filter({ hasText: 'That PIN is not right.' }).waitFor();

    // The lock survives a reload: it lives in the server session, not in the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Register locked' }).waitFor();

    await page.getByLabel('PIN').fill('2345');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('navigation', { name: 'Point of sale' }).waitFor();
  });

  it('opens a POS page for staff only', async () => {
    const page = await newPage();
    await page.goto('/pos/order');
    await page.getByRole('link', { name: 'Go to staff login' }).waitFor();
    await loginAsStaff(page);
    await page.goto('/pos/order');
    await page
      .getByRole('heading', { name: /Orders/ })
      .first()
      .waitFor();
  });
});
