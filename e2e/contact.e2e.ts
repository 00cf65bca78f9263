// Issue 11 (forms): the contact page lists the stores and checks its form like the product Contact Us; the
// Schedule Appointment request arrives for staff.
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

describe('the contact page', () => {
  it('shows the stores and refuses an empty form and a wrong captcha', async () => {
    const page = await newPage({ width: 375 });
    await page.goto('/information/contact');
    for (const name of ['Austin - North Lamar', 'Round Rock', 'San Marcos'])
      await page.getByRole('heading', { name, level: 3 }).waitFor();
    await page.getByRole('link', { name: '(512) 555-0188' }).waitFor();
    const form = page.locator('#contact-page-form');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    expect(await form.getByText('Required').count()).toBeGreaterThanOrEqual(4);
    await form.getByLabel('Name').fill('Pat Lee');
    await form.getByLabel('Email').fill('pat@example.com');
    await form.getByLabel('Phone').fill('5125550199');
    await form.getByLabel('San Marcos').check();
    await form.getByLabel('Message').fill('Do you carry Bosch wipers?');
    await form.getByLabel('Enter the code in the box above').fill('zzzzz');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await form
      .locator('.field__error')
      .filter({ hasText: /captcha|code/i })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('sends a Schedule Appointment request that staff see', async () => {
    const page = await newPage({ width: 1366 });
    await page.goto('/information/contact');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.getByLabel('Name').fill('Robin Diaz');
    await dialog.getByLabel('Email').fill('robin@example.com');
    await dialog.getByLabel('Phone').fill('(512) 555-0177');
    await dialog.getByLabel('Store').selectOption({ label: 'Round Rock' });
    // A day already past is the server's refusal, shown under the Date field (decision 0066).
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Date').fill(lastWeek);
    await dialog.getByLabel('Time').fill('10:15');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    const dateField = dialog.locator('.field', { has: page.getByLabel('Date') });
    await dateField.locator('.field__error').getByText('Choose a time in the future.').waitFor();
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Date').fill(nextWeek);
    await dialog.getByLabel('Duration').selectOption('90');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Request sent successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const staff = await newPage();
    await loginAsStaff(staff);
    const list = (await (await staff.request.get('/api/staff/appointments/requests')).json()) as {
      requests: { name: string; duration: number; status: string }[];
    };
    expect(list.requests).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Robin Diaz', duration: 90, status: 'requested' })]),
    );
  });
});
