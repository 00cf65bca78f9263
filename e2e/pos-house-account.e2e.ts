// Issue 28's house accounts, as the counter uses them (decision 0058): a manager opens a repair shop's charge account
// with a $500.00 limit; the cashier sells $300.00 on account, is refused the next $300.00 sale past the limit, takes
// a payment on account in cash, then the sale goes through; the statement and the aging report show the $300.00 owed.
// Walked at 1366 and 375 px.
import { mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { completeToReceipt } from './pos-checkout-steps';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/house-account-${name}.png`, fullPage: true });
}

/** No sideways scroll: the page is never wider than the window. */
async function fitsWidth(page: Page) {
  const { scroll, client, wide } = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > client + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName}.${e.className}`);
    return { scroll: document.documentElement.scrollWidth, client, wide };
  });
  expect(scroll, wide.join(' ')).toBeLessThanOrEqual(client);
}

/** A counter order of one $300.00 custom product for the customer, opened at its checkout. */
async function saleOf(page: Page, customerId: number): Promise<number> {
  // A fresh cart: the last sale's lines stay in the counter cart after its checkout.
  expect((await page.request.get('/checkout/cart/abandonOrder')).status()).toBe(200);
  const add = await page.request.post('/checkout/cart/addCustomProduct', {
    form: { name: 'Brake job parts', price: '300.00', quantity: '1' },
  });
  expect(add.status()).toBe(200);
  const set = await page.request.post('/checkout/cart/setCustomer', { form: { customer_id: String(customerId) } });
  expect(set.status()).toBe(200);
  const checkout = (await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as {
    order_id: number;
    redirect: string;
  };
  await page.goto(checkout.redirect);
  await page.getByRole('heading', { name: `Check Out — Order #${checkout.order_id}` }).waitFor();
  return checkout.order_id;
}

async function chargeToAccount(page: Page) {
  await page.getByLabel('House Account', { exact: true }).check();
  const form = page.getByRole('form', { name: 'House Account payment' });
  await expect.poll(() => form.getByLabel('Amount').inputValue()).toBe('300.00');
  await form.getByRole('button', { name: 'Add Payment' }).click();
  return form;
}

describe('house accounts at the counter', () => {
  for (const width of [1366, 375]) {
    it(`a repair shop buys to its limit, is refused past it, pays on account; statement and aging agree (${width} px)`, async () => {
      const size = { width, height: width > 500 ? 900 : 800 };
      const manager = await newPage(size);
      await loginAsStaff(manager, 'admin');
      const shop = `Brake Shop ${randomBytes(3).toString('hex')}`;
      const saved = await manager.request.post('/pos/customer/save', {
        data: {
          customer_group_id: 2,
          firstname: 'Ramos',
          lastname: shop,
          email: `${shop.replace(/ /g, '.').toLowerCase()}@example.com`,
          telephone: '(512) 555-0177',
          newsletter: 0,
          texting_alerts: 0,
          status: 1,
          addresses: [],
        },
      });
      expect(saved.status()).toBe(200);
      const customerId = ((await saved.json()) as { customer: { customer_id: number } }).customer.customer_id;

      // The manager opens the account: $500.00, net 30.
      await manager.goto(`/pos/customer/edit?customer_id=${customerId}&tab=account`);
      const settings = manager.getByRole('form', { name: 'House account settings' });
      await settings.getByLabel('Charge account open').check();
      await settings.getByLabel('Credit limit').fill('500.00');
      await settings.getByRole('button', { name: 'Save Account' }).click();
      await manager.getByText('The house account has been saved.').first().waitFor();
      await expect.poll(() => manager.getByTestId('account-available').textContent()).toBe('$500.00');
      await shoot(manager, `tab-${width}`);
      await fitsWidth(manager);

      // The cashier sells $300.00 on account, then is refused the next $300.00.
      const cashier = await newPage(size);
      await loginAsStaff(cashier);
      const first = await saleOf(cashier, customerId);
      await chargeToAccount(cashier);
      await cashier.getByText('House Account: $300.00').first().waitFor();
      await completeToReceipt(cashier, first);
      const second = await saleOf(cashier, customerId);
      const refused = await chargeToAccount(cashier);
      await refused.getByText('Over the credit limit: $200.00 of the $500.00 limit is available.').first().waitFor();
      await fitsWidth(cashier);
      await shoot(cashier, `refused-${width}`);

      // A payment on account in cash: the oldest invoice is paid and the balance is back to $0.00.
      await cashier.goto(`/pos/customer/edit?customer_id=${customerId}&tab=account`);
      await expect.poll(() => cashier.getByTestId('account-balance').textContent()).toBe('$300.00');
      const pay = cashier.getByRole('form', { name: 'Payment on account' });
      await expect.poll(() => pay.getByLabel(/^Amount/).inputValue()).toBe('300.00');
      await pay.getByLabel(/^Payment type/).selectOption({ label: 'Cash' });
      await shoot(cashier, `pay-${width}`);
      await pay.getByRole('button', { name: 'Take Payment' }).click();
      await cashier.getByText('The payment has been applied to the account.').first().waitFor();
      await expect.poll(() => cashier.getByTestId('account-balance').textContent()).toBe('$0.00');

      // Now the second sale goes on account.
      await cashier.goto(`/pos/checkout?order_id=${second}`);
      await chargeToAccount(cashier);
      await cashier.getByText('House Account: $300.00').first().waitFor();

      // The statement shows the $300.00 owed and is emailed; the aging report agrees.
      await cashier.goto(`/pos/customer/edit?customer_id=${customerId}&tab=account`);
      await cashier.getByRole('link', { name: 'Statement' }).click();
      await expect.poll(() => cashier.getByTestId('statement-balance').textContent()).toBe('$300.00');
      await cashier.getByRole('cell', { name: /^Payment — Cash$/ }).waitFor();
      await fitsWidth(cashier);
      await shoot(cashier, `statement-${width}`);
      await cashier.getByRole('button', { name: 'Email Statement' }).click();
      await cashier.getByText('The statement has been emailed.').first().waitFor();

      await cashier.goto('/pos/accounts');
      await cashier.getByRole('heading', { name: 'Accounts aging' }).waitFor();
      await shoot(cashier, `aging-${width}`);
      const row = cashier.getByRole('row', { name: new RegExp(shop) });
      await row.waitFor();
      expect(await row.getByRole('cell').allTextContents()).toEqual([
        '$300.00',
        '$0.00',
        '$0.00',
        '$0.00',
        '$0.00',
        '$300.00',
      ]);
      await fitsWidth(cashier);
      await shoot(cashier, `aging-${width}`);
    });
  }
});
