// Issue 11 (custom forms): the Fleet Accounts page's form (all thirteen field types) validates, takes its first values
// from the URL, refuses a wrong captcha at the captcha with the button back after a second, submits with the right one,
// thanks the shopper, and its message lands in the outbox for the recipients; the contact page's parts request too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRODUCT_MSG } from '@parts/common/messages';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { E2E_CAPTCHA } from './server';

useBrowser();

const noSideways = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function outbox(page: Page) {
  const list = (await (await page.request.get('/api/staff/outbox')).json()) as {
    emails: { kind: string; to: string; subject: string }[];
  };
  return list.emails.filter((m) => m.kind === 'form_submission');
}

describe('custom forms', () => {
  for (const width of [1366, 375]) {
    it(`the fleet form at ${width} px: every field type, URL values, validation, captcha, thank you, outbox`, async () => {
      const page = await newPage({ width });
      await page.goto('/');
      // Under 767 px the footer's sections are collapsed behind their titles.
      if (width < 767) await page.getByRole('contentinfo').getByRole('button', { name: 'Customer Service' }).click();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Fleet Accounts' }).click();
      await page.waitForURL(/information\/information\?slug=fleet-accounts/);
      // Initial values from the URL query, by field id.
      await page.goto(`/information/information?slug=fleet-accounts&company=Acme%20Fleet%20${width}&notes=Vans`);
      const form = page.locator('.custom-form[data-id="2"]');
      await form.getByRole('heading', { name: 'Open a fleet account' }).waitFor();
      // Display-only fields: legend, description, image.
      await form.getByRole('heading', { name: 'Your business', level: 3 }).waitFor();
      await form.getByText('Fleet accounts get Fleet group pricing').waitFor();
      const picture = form.getByRole('img', { name: 'Fleet service vans' });
      await picture.waitFor();
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await form.getByLabel('Company').inputValue()).toBe(`Acme Fleet ${width}`);
      expect(await form.getByLabel('Vehicles and parts you buy most').inputValue()).toBe('Vans');
      // A dropdown starts at its first option; a store_select is filled from module/forms/getLocations.
      expect(await form.getByLabel('Fleet size').inputValue()).toBe('1-5 vehicles');
      await expect
        .poll(() => form.getByLabel('Home store').locator('option').allTextContents())
        .toEqual(['Austin - North Lamar', 'Round Rock', 'San Marcos']);
      await noSideways(page, width);
      await page.screenshot({ path: `/tmp/forms-fleet-${width}.png`, fullPage: true });

      // Empty submit: each required field says so, the captcha too; nothing is sent.
      await form.getByLabel('Company').fill('');
      const apply = form.getByRole('button', { name: 'Apply' });
      await apply.click();
      for (const text of [
        'Company is required!',
        'Email is required!',
        'Billing is required!',
        'Start date is required!',
        'I agree to be contacted about this application is required!',
        'Enter the code in the picture.',
      ])
        await form.getByText(text, { exact: true }).waitFor();
      await form.getByLabel('Email').fill('ops@');
      await apply.click();
      await form.getByText('Must be a valid email!', { exact: true }).waitFor();
      await page.screenshot({ path: `/tmp/forms-fleet-errors-${width}.png`, fullPage: true });

      await form.getByLabel('Company').fill(`Lone Star ${width}`);
      await form.getByLabel('Email').fill('ops@lonestar.example');
      await form.getByLabel('Fleet size').selectOption('21-50 vehicles');
      await form.getByLabel('Monthly invoice').check();
      await form.getByLabel('Home store').selectOption('Round Rock');
      await form.getByLabel('Start date').fill('2027-02-01');
      await form.getByLabel('Best time to call').fill('08:30');
      await form.getByLabel('Visit by our fleet manager').fill('2027-02-03T10:00');
      await form.getByLabel('I agree to be contacted about this application').check();

      // A wrong captcha: the server's message shows at the captcha, the button reads the submitted text, then returns.
      await form.getByLabel('Enter the code in the picture').fill('wrong7');
      const submitting = form.getByRole('button', { name: 'Submitting...' }).waitFor();
      await apply.click();
      await submitting;
      await form.getByText(PRODUCT_MSG.captchaWrong, { exact: true }).waitFor();
      await form.getByRole('button', { name: 'Apply' }).waitFor({ timeout: 3000 });
      expect(await form.getByRole('button', { name: 'Apply' }).isEnabled()).toBe(true);
      expect(await form.getByLabel('Enter the code in the picture').inputValue()).toBe('');

      await form.getByLabel('Enter the code in the picture').fill(E2E_CAPTCHA);
      await form.getByRole('button', { name: 'Apply' }).click();
      await form.getByRole('status').filter({ hasText: 'Thank you for your Submission' }).waitFor();
      await noSideways(page, width);
      await page.screenshot({ path: `/tmp/forms-fleet-thanks-${width}.png`, fullPage: true });

      const staff = await newPage();
      await loginAsStaff(staff, 'admin');
      const subs = (await (await staff.request.get('/api/staff/forms/submissions?form_id=2')).json()) as {
        submissions: { submission_values: Record<string, unknown> }[];
      };
      const mine = subs.submissions.find((s) => s.submission_values.company === `Lone Star ${width}`);
      expect(mine?.submission_values).toMatchObject({
        email: 'ops@lonestar.example',
        fleet_size: '21-50 vehicles',
        billing: 'Monthly invoice',
        home_store: 'Round Rock',
        start_date: '2027-02-01',
        call_time: '08:30',
        visit: '2027-02-03 10:00',
        notes: 'Vans',
        terms: true,
      });
      // The POS screen lists it for the counter.
      await staff.setViewportSize({ width, height: 900 });
      await staff.getByRole('navigation', { name: 'Point of sale' }).getByRole('link', { name: 'Forms' }).click();
      await staff.getByRole('heading', { name: 'Form submissions' }).waitFor();
      await staff
        .getByRole('listitem')
        .filter({ hasText: `Lone Star ${width}` })
        .getByText('Round Rock')
        .waitFor();
      await staff.getByText('Best time to call').first().waitFor();
      // The screen's own content fits (the POS bar above it is the shell's).
      expect(
        await staff.locator('.form-submissions').evaluate((el) => el.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(width);
      await staff.screenshot({ path: `/tmp/forms-pos-${width}.png` });
      const mail = await outbox(staff);
      const to = mail.filter((m) => m.subject.startsWith('Open a fleet account #')).map((m) => m.to);
      expect(to).toEqual(
        expect.arrayContaining([
          'fleet@partsdesk.example',
          'accounts@partsdesk.example',
          'roundrock@partsdesk.example',
        ]),
      );
    });
  }

  it('the contact page carries the parts-request form, which thanks the shopper with its own message', async () => {
    const page = await newPage({ width: 375 });
    await page.goto('/information/contact');
    const form = page.locator('.custom-form[data-id="1"]');
    await form.getByRole('heading', { name: 'Request a part' }).waitFor();
    await form.getByLabel('Your name').fill('Sam Ortiz');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await form.getByLabel('Vehicle (year, make, model)').fill('2012 Honda Civic');
    await form.getByLabel('Which part do you need?').fill('Left mirror glass');
    await expect.poll(() => form.getByLabel('Pick up at').inputValue()).toBe('Austin - North Lamar');
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByRole('status').filter({ hasText: 'A parts specialist will get back to you' }).waitFor();
    await noSideways(page, 375);
    await page.screenshot({ path: '/tmp/forms-contact-375.png', fullPage: true });
  });

  it('goes to redirect_url after a successful submission when redirect_on_submit is set', async () => {
    const page = await newPage({ width: 1366 });
    // The demo parts form, as a store that set a redirect would serve it.
    await page.route('**/api/forms/1', async (route) => {
      const res = await route.fetch();
      const form = (await res.json()) as { form_data: Record<string, unknown> };
      await route.fulfill({
        response: res,
        json: { ...form, form_data: { ...form.form_data, redirect_on_submit: true, redirect_url: '/blog' } },
      });
    });
    await page.goto('/information/contact?name=Lee%20Park&vehicle=2019%20Ram%201500');
    const form = page.locator('.custom-form[data-id="1"]');
    expect(await form.getByLabel('Your name').inputValue()).toBe('Lee Park');
    await form.getByRole('textbox', { name: 'Email' }).fill('lee@example.com');
    await form.getByLabel('Which part do you need?').fill('Tow mirror');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(/\/blog$/);
  });
});
