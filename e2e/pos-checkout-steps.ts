// The POS checkout steps a cashier repeats in the browser tests (pos-checkout, pos-sale): paying cash, the smart
// terminal's decline then lost answer, reading the state back and completing to the receipt. One copy, so a change to
// the checkout screen's labels is made once.
import { expect } from 'vitest';
import { request, type Page } from 'playwright-core';

/**
 * Sets the simulated terminal's mode; `delayMs` is how long it waits before answering. An admin switches it, in a
 * session of its own (the cashier at the page lacks simulators.switch, decision 0037).
 */
export async function simulator(page: Page, mode: string, delayMs: number) {
  const admin = await request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    expect(
      (await admin.post('/api/staff/login', { data: { username: 'admin', password: 'partsdesk' } })).status(),
    ).toBe(200);
    expect((await admin.post('/pos/checkout/simulator', { form: { mode, delay_ms: String(delayMs) } })).status()).toBe(
      200,
    );
  } finally {
    await admin.dispose();
  }
}

/** Pays `amount` (e.g. '10.00') in cash and waits for the transaction in the list. */
export async function payCash(page: Page, amount: string) {
  await page.getByLabel('Cash', { exact: true }).check();
  const cash = page.getByRole('form', { name: 'Cash payment' });
  await cash.getByLabel('Amount').fill(amount);
  await cash.getByRole('button', { name: 'Add Payment' }).click();
  await page
    .locator('.tx')
    .filter({ hasText: 'Cash' })
    .filter({ hasText: `$${amount}` })
    .waitFor();
}

/**
 * Sends the balance to the terminal of the staff member's store and waits for the customer dialog; `screenshot` saves
 * it there. Another store's terminal is never offered (decision 0104): the demo's North Lamar (the admin's store) and
 * Round Rock (the cashier's) each have one, and only one of them is listed. Which is offered first depends on the
 * register the cashier works (another file may have put the spare Service desk terminal at it), so it is picked by name.
 */
export async function payOnTerminal(page: Page, screenshot?: string) {
  await page.getByLabel('Smart terminal', { exact: true }).check();
  const terminal = page.getByLabel(/^Terminal/);
  await terminal.locator('option', { hasText: 'terminal' }).first().waitFor({ state: 'attached' });
  const offered = await terminal.locator('option').allTextContents();
  const own = offered.filter((o) => o === 'Front counter terminal' || o === 'Round Rock terminal');
  expect(own).toHaveLength(1);
  await terminal.selectOption({ label: own[0]! });
  await page.getByLabel('Department').selectOption({ label: 'Parts' });
  await page.getByRole('button', { name: 'Send to Terminal' }).click();
  await page.getByRole('dialog').getByText('Please wait, your customer is choosing the payment method.').waitFor();
  if (screenshot) await page.screenshot({ path: screenshot });
}

/**
 * The terminal declines (the dialog closes with its message), then the answer to the next request is lost: the server
 * asks the terminal for its status and the payment is approved once. The simulator is back on auto afterwards.
 */
export async function terminalDeclineThenLostAnswer(page: Page, delayMs: number, screenshot?: string) {
  await simulator(page, 'decline', delayMs);
  await payOnTerminal(page, screenshot);
  await page.getByText('Declined: insufficient funds.').first().waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await simulator(page, 'lose_answer', delayMs);
  await payOnTerminal(page, screenshot);
  await page.getByText('The transaction was approved.').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await simulator(page, 'auto', delayMs);
}

export interface CheckoutStateSeen {
  transactions: { transaction_type: string; status: string; amount: string }[];
  balanceDue: string;
  orderTotal: string;
}

/** The checkout state as the server has it (getTransactions). */
export async function checkoutState(page: Page, orderId: number): Promise<CheckoutStateSeen> {
  return (await (
    await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`)
  ).json()) as CheckoutStateSeen;
}

/** Completes the checkout and waits for the order's receipt page. */
export async function completeToReceipt(page: Page, orderId: number) {
  await page.getByRole('button', { name: 'Complete Check Out' }).click();
  await page.waitForURL(
    (u) => u.pathname === '/pos/order/receipt' && u.searchParams.get('order_id') === String(orderId),
  );
}
