// Issue 13 (receipt): a cashier finishes a counter sale — the order is saved and paid through the real calls (the cart,
// then the online payment link paid by card on the customer's side), the receipt shows it paid, goes out by email (it
// is in the outbox), the invoice opens in a new tab, and Done starts the next sale. Also: no sideways scroll at 375 px
// and the 80 mm print layout.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Adds the first in-stock part without options to the counter cart and saves it as an order (the cart's real calls). */
async function saveCounterOrder(page: Page): Promise<number> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
  expect(listing.status()).toBe(200);
  const { products } = (await listing.json()) as {
    products: { product_id: number; in_stock: number; requires_options?: boolean }[];
  };
  let added = false;
  for (const p of products.filter((x) => x.in_stock > 0 && !x.requires_options).slice(0, 15)) {
    const res = await page.request.post('/checkout/cart/add', {
      form: { product_id: String(p.product_id), quantity: '1' },
    });
    if (res.status() === 200) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { order_id: number }).order_id;
}

/** A cash payment through the POS checkout call (pospay's), as the checkout screen takes it. */
async function payCash(page: Page, orderId: number, amount: string): Promise<number> {
  const res = await page.request.post(`/pos/checkout/addTransaction?orderId=${orderId}`, {
    data: { transaction_type: 'cash', amount, idempotency_key: `e2e-${orderId}-${amount}-${Date.now()}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { transaction: { transaction_id: number } }).transaction.transaction_id;
}

/** Opens the outbox and answers the text of the newest message whose subject matches. */
async function readOutbox(page: Page, subject: string): Promise<string> {
  await page.goto('/pos/outbox');
  await page
    .getByRole('button', { name: `Read ${subject}` })
    .first()
    .click();
  const message = page.getByRole('region', { name: `Message: ${subject}` });
  await message.locator('pre').waitFor();
  return (await message.locator('pre').textContent()) ?? '';
}

describe('POS receipt', () => {
  it('pays an order by link, shows the receipt, sends it by email, opens the invoice and finishes the sale', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    const orderId = await saveCounterOrder(page);
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await page.getByRole('heading', { name: `Receipt for order #${orderId}` }).waitFor();
    const payment = page.getByRole('region', { name: 'Payment Status' });
    await payment.getByText('No transactions have been made yet.').waitFor();

    // Part paid in cash at the checkout (one more cash payment voided), completed with a balance left.
    await payCash(page, orderId, '20.00');
    const voided = await payCash(page, orderId, '5.00');
    expect(
      (
        await page.request.post('/pos/checkout/voidTransaction', { data: { transaction_id: voided, orderId } })
      ).status(),
    ).toBe(200);
    expect((await page.request.post(`/pos/checkout/complete?orderId=${orderId}`)).status()).toBe(200);
    await page.reload();
    await page.getByText('Outstanding Balance', { exact: true }).first().waitFor();
    await payment.getByText(/^Outstanding Balance: \$/).waitFor();
    const txList = payment.getByRole('list', { name: 'Transactions' });
    expect(await txList.getByRole('listitem').count()).toBe(1);
    await txList.getByText('$20.00').waitFor();

    // The customer picker attaches a customer to the order.
    await page.getByRole('combobox', { name: 'Find a customer' }).fill('shopper@example');
    await page.getByRole('option').first().click();
    await page.getByText('Customer added to order!').waitFor();
    await page.getByRole('combobox', { name: 'Change customer' }).waitFor();

    // The payment link goes out by email; the customer opens it without a staff session and pays by card.
    const send = page.getByRole('region', { name: 'Send or Print' });
    await send.getByLabel('Email address').fill('pat@example.com');
    await send.getByRole('button', { name: 'Send Payment Link' }).click();
    await page.getByText('Payment link sent to pat@example.com.').waitFor();
    const linkMail = await readOutbox(page, `Pay for order #${orderId}`);
    const link = /https?:\/\/\S+\/checkout\/pay\?token=[A-Za-z0-9_-]+/.exec(linkMail)?.[0];
    expect(link).toBeTruthy();

    const customer = await newPage({ width: 375, height: 800 });
    await customer.goto(new URL(link!).pathname + new URL(link!).search);
    await customer.getByRole('heading', { name: `Pay for order #${orderId}` }).waitFor();
    const due = (await customer.locator('.paylink__due dd').textContent()) ?? '';
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByLabel('Expiry (MM/YY)').fill('12/30');
    await customer.getByLabel('CVC').fill('123');
    await shot(customer, 'paylink-375');
    await customer.getByRole('button', { name: `Pay ${due}` }).click();
    await customer.getByText(`Thank you! Your payment of ${due} was received.`).waitFor();
    await customer.reload();
    await customer.getByText('This payment link has already been used.').waitFor();

    // Back at the counter the receipt shows the payment.
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await payment.getByText('Paid in full').waitFor();
    await txList.getByText('Online card payment (ending 4242)').waitFor();
    expect(await txList.getByRole('listitem').count()).toBe(2);
    expect(await page.locator('.receipt__due dd').textContent()).toBe('$0.00');
    await page.locator('.status-pill').getByText('Complete').waitFor();
    await shot(page, 'receipt-1366');

    // Send by email: the receipt lands in the outbox.
    await send.getByRole('radio', { name: 'Email' }).check();
    await send.getByLabel('Email address').fill('pat@example.com');
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Receipt sent to pat@example.com.').waitFor();
    const receiptMail = await readOutbox(page, `Receipt for order #${orderId}`);
    expect(receiptMail).toContain(`Receipt for order #${orderId}`);
    expect(receiptMail).toContain('Online card payment (ending 4242)');
    expect(receiptMail).toContain('Change due: $0.00');

    // The 80 mm print layout: only the receipt paper is printed.
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await page.getByRole('heading', { name: `Receipt for order #${orderId}` }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.receipt-paper').isVisible()).toBe(true);
    expect(await page.locator('.receipt-screen').isVisible()).toBe(false);
    expect(await page.locator('.pos-bar').isVisible()).toBe(false);
    if (SHOTS) await page.pdf({ path: `${SHOTS}/receipt-print.pdf`, preferCSSPageSize: true });
    await shot(page, 'receipt-print');
    await page.emulateMedia({ media: 'screen' });

    // The invoice opens in a new tab, printable.
    const [invoice] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Open Invoice/ }).click(),
    ]);
    await invoice.getByRole('heading', { name: `Invoice #${orderId}` }).waitFor();
    await invoice.getByText('Online card payment (ending 4242)').waitFor();
    await shot(invoice, 'invoice-1366');
    await invoice.emulateMedia({ media: 'print' });
    expect(await invoice.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    if (SHOTS) await invoice.pdf({ path: `${SHOTS}/invoice-print.pdf`, format: 'Letter' });
    await invoice.close();

    // Done: the sale is finished; New Sale goes back to the counter cart.
    await page.getByRole('link', { name: 'Done' }).click();
    await page.getByRole('heading', { name: 'Sale finished' }).waitFor();
    await page.getByText(/^Paid \$[\d,.]+$/).waitFor();
    const next = page.getByRole('button', { name: 'New Sale' });
    await expect.poll(() => next.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'done-1366');
    // New Sale clears the counter cart that held this order and opens it empty.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/cart$/);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/checkout/cart/getData')).json()) as { total_items: number }).total_items,
      )
      .toBe(0);
  });

  it('fits a 375 px phone without sideways scroll', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    const orderId = await saveCounterOrder(page);
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await page.getByRole('heading', { name: `Receipt for order #${orderId}` }).waitFor();
    await page.getByRole('button', { name: 'Order History' }).click();
    // The order-history modal (issue 14) replaced the inline table.
    const history = page.getByRole('dialog', { name: `Order History — Order #${orderId}` });
    await history.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await history.getByRole('button', { name: 'Close' }).click();
    await shot(page, 'receipt-375');
    await page.goto(`/pos/order/invoice?order_id=${orderId}`);
    await page.getByRole('heading', { name: `Invoice #${orderId}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'invoice-375');
    await page.goto(`/pos/order/done?order_id=${orderId}`);
    await page.getByRole('heading', { name: 'Sale finished' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'done-375');
  });
});
