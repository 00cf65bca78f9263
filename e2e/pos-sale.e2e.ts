// Issue 13's whole counter sale in one browser session, as a cashier at the counter does it: attach a customer and
// their vehicle, scan a part, add labor and a custom product, edit a price, check out, pay part in cash and the rest on
// the simulated smart terminal (one decline, one lost answer recovered), see Change Due, complete, and email the
// receipt (it is in the outbox). The screens' details are tested in pos-cart, pos-checkout and pos-receipt.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { checkoutState, completeToReceipt, payCash, terminalDeclineThenLostAnswer } from './pos-checkout-steps';

useBrowser();

const line = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem', { name });

describe('a counter sale, cart to receipt', () => {
  it('customer, vehicle, scan, labor, custom product, price edit, cash + terminal (decline, lost answer), complete, email the receipt', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    // The admin: a cashier's powers plus the outbox, where the emailed receipt is read back.
    await loginAsStaff(page, 'admin');
    await page.goto('/checkout/cart');
    await page.getByText('The shopping cart is empty.').waitFor();

    const find = page.getByRole('combobox', { name: 'Find a customer' });
    await find.fill('Demo Shop');
    await page.getByRole('option', { name: /Demo Shopper/ }).waitFor();
    await find.press('Enter');
    await page.getByText('Customer assigned to cart!').first().waitFor();

    const vehicles = page.getByLabel('Customer’s vehicles');
    const option = vehicles.locator('option:not([value=""])').first();
    await option.waitFor({ state: 'attached' });
    await vehicles.selectOption({ label: ((await option.textContent()) ?? '').trim() });
    await page.getByText('Vehicle added to the cart.').first().waitFor();

    // A part found the way a cashier reads it off the box: its part number, typed by the scanner in one burst.
    const listing = await page.request.get('/api/products?limit=100&page=1');
    const { products } = (await listing.json()) as {
      products: { name: string; mpn: string; in_stock: number; requires_options?: boolean; minimum?: number }[];
    };
    const part = products.find(
      (p) => p.in_stock > 2 && !p.requires_options && (p.minimum ?? 1) === 1 && /\d/.test(p.mpn),
    );
    expect(part).toBeDefined();
    await page.getByRole('heading', { name: 'Cart', exact: true }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate((code) => {
      for (const key of [...code.split(''), 'Enter'])
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, part!.mpn);
    await line(page, part!.name).waitFor();

    // 45 minutes of Standard Labor at $120.00/hr.
    await page.getByRole('button', { name: 'Add Labor' }).click();
    const labor = page.getByRole('dialog', { name: 'Add Labor' });
    await labor.getByLabel('Time (minutes)').fill('45');
    await labor.getByText('$90.00').waitFor();
    await labor.getByRole('button', { name: 'Add Labor' }).click();
    await line(page, 'Standard Labor').waitFor();

    await page.getByRole('button', { name: 'Add Custom Product' }).click();
    const custom = page.getByRole('dialog', { name: 'Add a Custom Product' });
    await custom.getByLabel('Name').fill('Shop supplies');
    await custom.getByLabel('Price').fill('4.50');
    await custom.getByRole('button', { name: 'Add', exact: true }).click();
    await line(page, 'Shop supplies').waitFor();
    await custom.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: `Edit price of ${part!.name}` }).click();
    const price = page.getByRole('dialog', { name: `Price of ${part!.name}` });
    await price.getByLabel('New price').fill('9.99');
    await price.getByRole('button', { name: 'Update Price' }).click();
    await page.getByText('The unit price has been updated.').first().waitFor();

    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL(/\/pos\/checkout\?order_id=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
    await page.getByRole('heading', { name: `Check Out — Order #${orderId}` }).waitFor();

    // $20.00 in cash, the rest on the terminal.
    await payCash(page, '20.00');
    await terminalDeclineThenLostAnswer(page, 500);

    const state = await checkoutState(page, orderId);
    expect(state.transactions.map((t) => `${t.transaction_type}:${t.status}`)).toEqual([
      'cash:approved',
      'smart_terminal:declined',
      'smart_terminal:approved',
    ]);
    // One charge on the terminal for exactly what the cash left: the lost answer was not charged again.
    const terminal = state.transactions.filter(
      (t) => t.transaction_type === 'smart_terminal' && t.status === 'approved',
    );
    expect(terminal).toHaveLength(1);
    expect(Math.round(Number(terminal[0]!.amount) * 100) + 2000).toBe(Math.round(Number(state.orderTotal) * 100));
    expect(state.balanceDue).toBe('0.00');
    await page.getByTestId('change-due').getByText('$0.00').waitFor();

    await completeToReceipt(page, orderId);
    await page.getByRole('heading', { name: `Receipt for order #${orderId}` }).waitFor();

    const send = page.getByRole('region', { name: 'Send or Print' });
    await send.getByRole('radio', { name: 'Email' }).check();
    await send.getByLabel('Email address').fill('counter-sale@example.com');
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Receipt sent to counter-sale@example.com.').waitFor();

    await page.goto('/pos/outbox');
    await page
      .getByRole('button', { name: `Read Receipt for order #${orderId}` })
      .first()
      .click();
    const message = page.getByRole('region', { name: `Message: Receipt for order #${orderId}` });
    await message.locator('pre').waitFor();
    const text = (await message.locator('pre').textContent()) ?? '';
    expect(text).toContain('Shop supplies');
    expect(text).toContain('Standard Labor');
    expect(text).toContain('Change due: $0.00');
  });
});
