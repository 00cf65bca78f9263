// A cashier checks out a counter order: part in cash, the rest on the simulated smart terminal (one decline, one lost
// answer recovered by a status query), sees Change Due, completes and lands on the receipt. Also: no order.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { checkoutState, completeToReceipt, payCash, terminalDeclineThenLostAnswer } from './pos-checkout-steps';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

async function counterOrder(page: Page): Promise<{ orderId: number; redirect: string }> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
  const { products } = (await listing.json()) as { products: { product_id: number; in_stock: number }[] };
  const part = products.find((p) => p.in_stock > 3);
  expect(part, 'an in-stock part in the demo catalogue').toBeDefined();
  const added = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(part!.product_id), quantity: '2' },
  });
  expect(added.status()).toBe(200);
  const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
  expect(saved.status()).toBe(200);
  const body = (await saved.json()) as { order_id: number; redirect: string };
  return { orderId: body.order_id, redirect: body.redirect };
}

describe('POS checkout', () => {
  it('takes cash and the smart terminal (decline, then a lost answer recovered), shows Change Due and completes to the receipt', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    const { orderId, redirect } = await counterOrder(page);
    expect(redirect).toBe(`/pos/checkout?order_id=${orderId}`);
    await page.goto(redirect);
    await page.getByRole('heading', { name: `Check Out — Order #${orderId}` }).waitFor();
    await page.getByText('No transactions have been made yet.').waitFor();

    // Cash: a zero amount is refused with the spec's text, then part of the balance is paid.
    await page.getByLabel('Cash', { exact: true }).check();
    const cashForm = page.getByRole('form', { name: 'Cash payment' });
    await cashForm.getByLabel('Amount').fill('0');
    await cashForm.getByRole('button', { name: 'Add Payment' }).click();
    await cashForm.getByText('Amount must be more than $0.00').waitFor();
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${shots}/pos-checkout-cash-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    await payCash(page, '10.00');

    // The terminal declines (the dialog closes with the terminal's message); then the answer to the next request is
    // lost: the server asks the terminal for its status and the payment is approved once.
    await terminalDeclineThenLostAnswer(page, 700, shots && `${shots}/pos-checkout-terminal-wait.png`);

    const state = await checkoutState(page, orderId);
    expect(state.transactions.map((t) => `${t.transaction_type}:${t.status}`)).toEqual([
      'cash:approved',
      'smart_terminal:declined',
      'smart_terminal:approved',
    ]);
    expect(state.balanceDue).toBe('0.00');
    await page.getByTestId('change-due').getByText('$0.00').waitFor();
    expect(await page.getByLabel('Cash', { exact: true }).isDisabled()).toBe(true);

    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/pos-checkout-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${shots}/pos-checkout-375.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await completeToReceipt(page, orderId);
  });

  it('gift card: looked up after a pause, refused over its balance, paid, voided and void all', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    const { redirect } = await counterOrder(page);
    await page.goto(redirect);
    await page.getByLabel('Gift card', { exact: true }).check();
    const form = page.getByRole('form', { name: 'Gift card payment' });
    await form.getByLabel(/^Gift card code/).fill('NOPE');
    await form.getByText('Invalid code').waitFor();
    await form.getByLabel(/^Gift card code/).fill('GIFT25');
    await form.getByText('Balance: $25.00').waitFor();
    await form.getByLabel(/^Amount/).fill('30');
    await form.getByRole('button', { name: 'Add Payment' }).click();
    await form.getByText('Max amount allowed: $25.00').waitFor();
    await form.getByRole('button', { name: '50%' }).click();
    await form.getByLabel(/^Amount/).fill('5.00');
    await form.getByRole('button', { name: 'Add Payment' }).click();
    const gift = page.locator('.tx').filter({ hasText: 'Gift card GIFT25' });
    await gift.getByText('Approved').waitFor();
    await page.getByLabel('Cash', { exact: true }).check();
    await page
      .getByRole('form', { name: 'Cash payment' })
      .getByLabel(/^Amount/)
      .fill('1.00');
    await page.getByRole('form', { name: 'Cash payment' }).getByRole('button', { name: 'Add Payment' }).click();
    await page.locator('.tx').filter({ hasText: 'Cash' }).getByText('Approved').waitFor();
    await gift.getByRole('button', { name: /^Void/ }).click();
    await gift.getByText('Voided').waitFor();
    await page.getByRole('button', { name: 'Void All' }).click();
    await page.locator('.tx').filter({ hasText: 'Cash' }).getByText('Voided').waitFor();
    await page.getByText('Amount Paid').locator('..').getByText('$0.00').waitFor();
  });

  it('with no order says so and goes to the catalog', async () => {
    const page = await newPage();
    await loginAsStaff(page);
    await page.goto('/pos/checkout');
    await page.getByText('There is no order to show. Redirecting to the catalog page...').waitFor();
    await page.waitForURL((u) => u.pathname === '/product/catalog', { timeout: 10_000 });
  });
});
