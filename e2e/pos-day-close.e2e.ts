// The end of the day at the counter (issue 28, decision 0094), as a cashier does it: the register picked (a manager
// added it to the store), the float counted, a cash sale with change, the same part brought back and refunded in cash,
// a voided payment, cash paid out with a reason, the drawer counted a dollar short, the close refused without a reason
// and done with one, and the register's Z report whose sales, returns, voids and over/short are the day's. At 1366
// and 375 px.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from '@parts/common/money';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import type { TillState } from '@parts/common/till';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';
import { checkoutState, payCash } from './pos-checkout-steps';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

async function counterOrder(page: Page): Promise<number> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
  const { products } = (await listing.json()) as { products: { product_id: number; in_stock: number }[] };
  const part = products.find((p) => p.in_stock > 3);
  expect(part, 'an in-stock part in the demo catalogue').toBeDefined();
  expect(
    (
      await page.request.post('/checkout/cart/add', { form: { product_id: String(part!.product_id), quantity: '1' } })
    ).status(),
  ).toBe(200);
  const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
  return ((await saved.json()) as { order_id: number }).order_id;
}

/** A manager adds a register of this test's own to the cashier's store in Store → Stores, so its day is new. */
async function addRegister(cashier: Page, name: string): Promise<void> {
  const store = ((await (await cashier.request.get('/pos/till/state')).json()) as TillState).store;
  const admin = await newPage({ width: 1366, height: 900 });
  await loginAsStaff(admin, 'admin');
  await admin.goto('/admin/store/stores');
  await admin.getByRole('link', { name: store }).click();
  await admin.getByRole('heading', { level: 1, name: store }).waitFor();
  const add = admin.getByRole('form', { name: 'Add a register' });
  await add.getByLabel('New register').fill(name);
  await add.getByRole('button', { name: 'Add register' }).click();
  await admin.getByText(`${name} has been saved.`).first().waitFor();
  await admin.getByRole('form', { name: `Register ${name}` }).waitFor();
  // The demo's spare smart terminal (at no register) goes to the new register: its batch is that register's.
  const reader = admin.getByRole('form', { name: 'Card reader Service desk terminal' });
  await reader.getByLabel('At register').selectOption({ label: name });
  await reader.getByRole('button', { name: 'Save card reader Service desk terminal' }).click();
  await admin.getByText(`Service desk terminal is at ${name}.`).first().waitFor();
  expect(await seriousViolations(admin)).toEqual([]);
  const registers = admin.getByRole('region', { name: 'Registers' });
  if (shots) {
    await mkdir(shots, { recursive: true });
    await registers.screenshot({ path: `${shots}/store-registers-1366.png` });
  }
  await admin.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(admin);
  if (shots) await registers.screenshot({ path: `${shots}/store-registers-375.png` });
}

/** The sold part brought back at the counter (the counter's own calls); the cash given back. */
async function returnInCash(page: Page, orderId: number): Promise<string> {
  expect((await page.request.post(`/pos/checkout/complete?orderId=${orderId}`)).status()).toBe(200);
  const order = (await (await page.request.get(`/pos/returns/order?order_id=${orderId}`)).json()) as ReturnOrder;
  const r = await page.request.post('/pos/returns/create', {
    data: {
      order_id: orderId,
      idempotency_key: `day-close-return-${orderId}`,
      reason: 'defective',
      condition: 'defective',
      lines: [{ order_product_id: order.lines[0]!.order_product_id, quantity: 1 }],
    },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as CreateReturnAnswer).refund!.change_out_text;
}

/** Axe's serious findings on this screen, the POS shell's bar included. */
const screenViolations = (page: Page) => seriousViolations(page);

/** Nothing on the page reaches past the window's right edge (names what does, when something does). */
describe('the end-of-day close', () => {
  it('register picked, float, cash sale, a cash return, a void, paid out, counted short with a reason, the Z report', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page);
    const registerName = `Back counter ${Date.now().toString(36)}`;
    await addRegister(page, registerName);

    await page.getByRole('link', { name: 'Drawer' }).click();
    await page.getByRole('heading', { name: 'Drawer and day close' }).waitFor();
    const picker = page.getByRole('form', { name: 'Your register' });
    await picker.getByLabel('Register').selectOption({ label: registerName });
    await picker.getByRole('button', { name: 'Work at this register' }).click();
    await page.getByText(`You are at ${registerName}.`).first().waitFor();
    await page.getByText(new RegExp(`${registerName}: no day is open`)).waitFor();
    const float = page.getByRole('form', { name: 'Count the opening float' });
    await float.getByLabel('$20', { exact: true }).fill('4');
    await float.getByLabel('$5', { exact: true }).fill('4');
    await expect.poll(() => page.getByTestId('float-total').textContent()).toBe('$100.00');
    await float.getByRole('button', { name: 'Open the day' }).click();
    await page.getByRole('form', { name: 'Close the day' }).waitFor();
    expect(await screenViolations(page)).toEqual([]);

    // A sale paid in cash with change, and a second order whose cash payment is voided.
    const sold = await counterOrder(page);
    await page.goto(`/pos/checkout?order_id=${sold}`);
    const total = toCents((await checkoutState(page, sold)).orderTotal)!;
    const tendered = (Math.floor(total / 1000) + 1) * 1000;
    await payCash(page, (tendered / 100).toFixed(2));
    await page.getByText('Change Due').first().waitFor();
    // The customer brings the part back: everything they paid goes back in cash, out of this register's drawer.
    expect(await returnInCash(page, sold)).toBe(formatCents(total));
    // Rung up at the other register (its own cart), paid here, then voided.
    const other = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(other);
    const voidedOrder = await counterOrder(other);
    expect(voidedOrder).not.toBe(sold);
    await page.goto(`/pos/checkout?order_id=${voidedOrder}`);
    const voidedTotal = toCents((await checkoutState(page, voidedOrder)).orderTotal)!;
    await payCash(page, (voidedTotal / 100).toFixed(2));
    const voidAll = await page.request.get(`/pos/checkout/voidTransactions?orderId=${voidedOrder}`);
    expect(voidAll.status()).toBe(200);

    await page.goto('/pos/till');
    const moves = page.getByRole('form', { name: 'Cash paid in or out' });
    await moves.getByLabel('Amount').fill('5.00');
    await moves.getByRole('button', { name: 'Record' }).click();
    await moves.getByText('Enter a reason.').waitFor();
    await moves.getByLabel('Reason').fill('Coffee for the shop');
    await moves.getByRole('button', { name: 'Record' }).click();
    await page.getByText('Out: Coffee for the shop').waitFor();

    // $100.00 float + the sale (the change went back) - its return in cash - $5.00 paid out; a dollar less is there.
    const expected = 10_000 - 500;
    await expect.poll(() => page.getByTestId('z-expected').first().textContent()).toBe(formatCents(expected));
    const close = page.getByRole('form', { name: 'Close the day' });
    const short = expected - 100;
    await close.getByLabel('$1', { exact: true }).fill(String(Math.floor(short / 100)));
    await close.getByLabel('1¢', { exact: true }).fill(String(short % 100));
    await expect.poll(() => page.getByTestId('over-short').textContent()).toBe('-$1.00');
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/day-close-1366.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/day-close-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await close.getByRole('button', { name: 'Close the day and print the Z report' }).click();
    await close.getByText('The drawer is over or short: enter a reason.').waitFor();
    await close.getByLabel('Over/short reason').fill('Gave a dollar too much change');
    await close.getByRole('button', { name: 'Close the day and print the Z report' }).click();
    await page.waitForURL(/\/pos\/till\/report\?day_id=\d+$/);
    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    expect(await page.getByTestId('z-store').textContent()).toContain(registerName);
    expect(await page.getByTestId('z-sales').textContent()).toBe(formatCents(total + voidedTotal));
    expect(await page.getByTestId('z-voids').textContent()).toBe(formatCents(voidedTotal));
    expect(await page.getByTestId('z-returns').textContent()).toBe(formatCents(total));
    expect(await page.getByTestId('z-counted').textContent()).toBe(formatCents(short));
    expect(await page.getByTestId('z-over-short').textContent()).toBe('-$1.00');
    await page.getByText('Reason: Gave a dollar too much change').waitFor();
    // The card batch is the batch of this register's own reader (no card taken today: an empty batch, no difference).
    await page.getByText('Readers at this register: Service desk terminal').waitFor();
    expect(await page.getByTestId('z-batch-diff').textContent()).toBe('$0.00');
    expect(await screenViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Print (80 mm)' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/z-report-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/z-report-375.png`, fullPage: true });

    // The closed day is not the open one any more: the register shows no day until the next sale or float.
    await page.goto('/pos/till');
    await page.getByText(new RegExp(`${registerName}: no day is open`)).waitFor();
  });

  it('lost sales: one tap records a part with its reason; the report lists it by part and by reason (375 px)', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page);
    await page.goto('/pos/lost-sales');
    await page.getByRole('heading', { name: 'Lost sales' }).waitFor();
    await page.getByLabel('Part asked for').fill('Headlight switch, 1968 Beetle');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Not stocked' }).click();
    await page.getByText('Lost sale recorded.').first().waitFor();
    await page.getByRole('row', { name: /Headlight switch, 1968 Beetle 1× 2/ }).waitFor();
    await page.getByRole('row', { name: /Not stocked 1 2/ }).waitFor();
    await noSidewaysScroll(page);
    expect(await screenViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/lost-sales-375.png`, fullPage: true });
  });
});
