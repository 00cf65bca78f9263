// POS customers in a real browser: staff create a customer with two addresses and custom fields, add a vehicle by a
// decoded VIN, give a credit, add history with a picture, ban the IP the customer logged in from (and that IP is then
// refused at login), and tag the customer. Every tab is looked at at 1366 and 375 px without sideways scroll.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const SHOTS = process.env.SCREENSHOT_DIR ?? '';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Nothing of these screens sticks out at the side. Measured inside the screen's own root: the POS bar above it belongs
 * to the shell (at 375 px its row of links is wider than the phone today; see the report of issue 15).
 */
async function noSideways(page: Page, what: string) {
  const culprits = await page.evaluate(() => {
    const root = document.querySelector('.pos-customers, .customer-editor');
    if (!root) return ['(screen root missing)'];
    const width = document.documentElement.clientWidth;
    return Array.from(root.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest('.visually-hidden'))
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
  expect(culprits, `${what} sticks out sideways`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await noSideways(page, name);
}

describe('POS customers', () => {
  it('staff create a customer, add a vehicle by VIN, a credit, history with a picture, ban the IP and tag the customer', async () => {
    if (SHOTS) await mkdir(SHOTS, { recursive: true });
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    await page.goto('/pos/customer');
    await page.getByRole('table').waitFor();
    await shoot(page, 'list-1366');
    await page.getByRole('link', { name: 'Add Customer' }).click();

    // General: names, contact, and the account custom fields.
    const form = page.getByRole('form', { name: 'Add customer' });
    await form.getByLabel(/^First Name( \*)?$/).fill('Robin');
    await form.getByLabel(/^Last Name( \*)?$/).fill('Castillo');
    await form.getByLabel(/^E-Mail( \*)?$/).fill('robin.castillo@example.com');
    await form.getByLabel(/^Telephone( \*)?$/).fill('5125550188');
    await expect(form.getByLabel(/^Telephone( \*)?$/).inputValue()).resolves.toBe('(512) 555-0188');
    await form.getByLabel(/^Preferred contact( \*)?$/).selectOption({ label: 'Text message' });
    await form.getByLabel(/^Fleet account number( \*)?$/).fill('FL-2291');

    // A rule refused in the form, with the spec's message, before anything is sent.
    await form.getByLabel(/^First Name( \*)?$/).fill('R');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Minimum 2 characters').waitFor();
    await form.getByLabel(/^First Name( \*)?$/).fill('Robin');

    // Two addresses through the left navigation, one with an address custom field.
    await form.getByRole('button', { name: 'Add Address' }).click();
    await form.getByLabel(/^Address 1( \*)?$/).fill('400 Congress Ave');
    await form.getByLabel(/^City( \*)?$/).fill('Austin');
    await form.getByLabel(/^Post Code( \*)?$/).fill('78701');
    await form.getByLabel(/^Region \/ State( \*)?$/).selectOption({ label: 'Texas' });
    await form.getByLabel(/^Gate code( \*)?$/).fill('4411#');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await form.getByLabel(/^Address 1( \*)?$/).fill('12 Mill Rd');
    await form.getByLabel(/^City( \*)?$/).fill('San Marcos');
    await form.getByLabel(/^Post Code( \*)?$/).fill('78666');
    await form.getByLabel(/^Region \/ State( \*)?$/).selectOption({ label: 'Texas' });
    await form.getByRole('checkbox', { name: 'Wednesday' }).check();
    await shoot(page, 'general-address-1366');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CUSTOMER_MSG.saved).first().waitFor();
    await page.waitForURL(/\/pos\/customer\/edit\?customer_id=\d+/);
    const customerId = Number(new URL(page.url()).searchParams.get('customer_id'));
    const nav = page.getByRole('navigation', { name: 'Customer sections' });
    await nav.getByRole('button', { name: /^400 Congress Ave/ }).waitFor();
    await nav.getByRole('button', { name: /^12 Mill Rd/ }).waitFor();
    await shoot(page, 'general-1366');

    // A password so the customer can log in (the IP tab needs a login to show an address).
    const edit = page.getByRole('form', { name: 'Edit customer' });
    await edit.getByLabel(/^Password( \*)?$/).fill('robin-pass');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(CUSTOMER_MSG.saved).first().waitFor();

    const tabs = page.getByRole('tablist', { name: 'Customer' });
    // Vehicles: a VIN decoded offline to the model and trim, then saved.
    await tabs.getByRole('tab', { name: 'Vehicles' }).click();
    await page.getByRole('button', { name: 'Add Vehicle' }).click();
    await page.getByLabel(/^VIN( \*)?$/).fill('1HGCM82633A004352');
    await page.getByRole('button', { name: 'Decode VIN' }).click();
    const decoded = page.getByRole('status').filter({ hasText: /2003 · Honda · Accord · EX-V6/ });
    await decoded.waitFor();
    await expect(page.getByLabel(/^Title( \*)?$/).inputValue()).resolves.toBe('2003 Honda Accord EX-V6');
    await page.getByRole('button', { name: 'Save Vehicle' }).click();
    await page.locator('.vehicle-list__vin').filter({ hasText: '1HGCM82633A004352' }).waitFor();
    await shoot(page, 'vehicles-1366');

    // Credits: a credit, and the balance is its sum.
    await tabs.getByRole('tab', { name: 'Credits' }).click();
    await page.getByLabel(/^Description( \*)?$/).fill('Goodwill for the late part');
    await page.getByLabel(/^Amount( \*)?$/).fill('25');
    // A credit of nothing is refused on its field, by the route's own rule, before anything is sent.
    await page.getByLabel(/^Amount( \*)?$/).fill('0');
    await page.getByRole('button', { name: 'Add Credit' }).click();
    await page.getByText('Amount must be more than $0.00').waitFor();
    await page.getByLabel(/^Amount( \*)?$/).fill('25');
    await page.getByRole('button', { name: 'Add Credit' }).click();
    // The ledger and the balance are fetched again without a reload; the form is empty for the next one.
    await page.getByTestId('credit-balance').filter({ hasText: '$25.00' }).waitFor();
    await page.getByRole('cell', { name: 'Goodwill for the late part' }).waitFor();
    expect(await page.getByLabel(/^Description( \*)?$/).inputValue()).toBe('');
    await shoot(page, 'credits-1366');

    // The credit pays at the counter: a $30.00 sale for this customer takes the whole $25.00 (100%, capped at the
    // smaller of credit and balance), and the ledger is back to $0.00.
    expect(
      (
        await page.request.post('/checkout/cart/addCustomProduct', {
          form: { name: 'Brake bleed', price: '30.00', quantity: '1' },
        })
      ).status(),
    ).toBe(200);
    expect(
      (await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: String(customerId) } })).status(),
    ).toBe(200);
    const checkout = (await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as {
      order_id: number;
      redirect: string;
    };
    await page.goto(checkout.redirect);
    await page.getByRole('radio', { name: /^Store credit/ }).check();
    const creditForm = page.getByRole('form', { name: 'Store credit payment' });
    await creditForm.getByText('Amount: $25.00').waitFor();
    await creditForm.getByRole('button', { name: 'Add Payment' }).click();
    await page.locator('.tx').filter({ hasText: 'Store credit' }).filter({ hasText: '$25.00' }).waitFor();
    expect(await page.getByRole('radio', { name: /^Store credit/ }).isDisabled()).toBe(true);
    await page.goto(`/pos/customer/edit?customer_id=${customerId}`);
    await tabs.getByRole('tab', { name: 'Credits' }).click();
    await page.getByTestId('credit-balance').filter({ hasText: '$0.00' }).waitFor();

    // History: empty first, then a comment with a picture.
    await tabs.getByRole('tab', { name: 'History' }).click();
    await page.getByText(CUSTOMER_MSG.noHistory).waitFor();
    await page.getByLabel(/^Comment( \*)?$/).fill('Showed us the damaged caliper');
    await page.getByLabel(/^Image( \*)?$/).setInputFiles({ name: 'caliper.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Add History' }).click();
    await page.getByRole('img', { name: /Picture added/ }).waitFor();
    await shoot(page, 'history-1366');

    // IP Addresses: the customer logs in from this machine, staff ban that IP, the next login is refused.
    const shopper = await newPage();
    const login = (p: Page) =>
      p.evaluate(
        async () =>
          (
            await fetch('/api/account/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({ email: 'robin.castillo@example.com', password: 'robin-pass' }),
            })
          ).json() as Promise<{ error?: string; success?: string }>,
      );
    await shopper.goto('/');
    await expect(login(shopper)).resolves.toMatchObject({ success: expect.any(String) });
    await tabs.getByRole('tab', { name: 'IP Addresses' }).click();
    await page.getByRole('button', { name: 'Ban IP' }).click();
    await page.getByRole('button', { name: 'Unban IP' }).waitFor();
    await shoot(page, 'ips-1366');
    try {
      const other = await newPage();
      await other.goto('/');
      await expect(login(other)).resolves.toMatchObject({ error: CUSTOMER_MSG.ipRefused });
    } finally {
      // The browser tests share one server on 127.0.0.1: lift the ban for the files that follow.
      await page.getByRole('button', { name: 'Unban IP' }).click();
      await page.getByRole('button', { name: 'Ban IP' }).waitFor();
    }

    // Tags: a tag created on the customer's tab is assigned to them at once (issue 31), and stays after a reload.
    await tabs.getByRole('tab', { name: 'Tags' }).click();
    await page.getByLabel(/^Tag title( \*)?$/).fill('Body shop');
    await page.getByRole('button', { name: 'Create Tag' }).click();
    await page.getByText(CUSTOMER_MSG.tagsSaved).first().waitFor();
    await page.getByRole('checkbox', { name: 'Body shop', checked: true }).waitFor();
    await page.reload();
    await tabs.getByRole('tab', { name: 'Tags' }).click();
    await page.getByRole('checkbox', { name: 'Body shop', checked: true }).waitFor();
    await shoot(page, 'tags-1366');

    // The order the credit paid part of is on the Orders tab with its balance; there are no returns.
    await tabs.getByRole('tab', { name: 'Orders' }).click();
    const paidRow = page.getByRole('row').filter({ hasText: `#${checkout.order_id}` });
    await paidRow.waitFor();
    expect(await paidRow.getByText('$30.00').count()).toBeGreaterThan(0);
    expect(await paidRow.getByText('$5.00').count()).toBeGreaterThan(0);
    for (const tab of ['Returns']) {
      await tabs.getByRole('tab', { name: tab }).click();
      await page.getByText(CUSTOMER_MSG.noResults).waitFor();
      await shoot(page, `${tab.toLowerCase()}-1366`);
    }

    // The same screens on a phone: nothing scrolls sideways.
    const phone = await newPage({ width: 375, height: 812 });
    await loginAsStaff(phone);
    await phone.goto('/pos/customer');
    await phone.getByRole('table').waitFor();
    await shoot(phone, 'list-375');
    for (const tab of ['general', 'orders', 'vehicles', 'returns', 'history', 'credits', 'ips', 'tags']) {
      await phone.goto(`/pos/customer/edit?customer_id=${customerId}${tab === 'general' ? '' : `&tab=${tab}`}`);
      await phone.getByRole('tabpanel').waitFor();
      await phone.waitForLoadState('networkidle');
      await shoot(phone, `${tab}-375`);
    }
    await phone.goto('/pos/customer/add');
    await phone.getByRole('form', { name: 'Add customer' }).waitFor();
    await shoot(phone, 'add-375');
  });

  it('an admin adds a custom field and it appears on the customer form', async () => {
    const page = await newPage({ width: 375, height: 812 });
    await loginAsStaff(page, 'admin');
    await page.goto('/pos/customer');
    await page.getByRole('link', { name: 'Custom Fields' }).click();
    const form = page.getByRole('form', { name: 'Custom field' });
    await form.getByLabel(/^Name( \*)?$/).fill('Shop hours');
    await form.getByLabel('Type').selectOption('radio');
    await form.getByLabel('Values (one a line)').fill('Mornings\nAfternoons');
    await form.getByRole('button', { name: 'Save Field' }).click();
    await page.locator('td[data-label="Name"]', { hasText: 'Shop hours' }).waitFor();
    await shoot(page, 'fields-375');
    await page.goto('/pos/customer/add');
    await page.getByRole('radio', { name: 'Afternoons' }).waitFor();
  });
});
