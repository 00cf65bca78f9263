// Issue 28's returns and core charges as a cashier walks them, at 1366 and 375 px: a paid split sale (cash and a card
// on the card reader) partly returned from the order view (the card part refunded through the terminal simulator, the
// cash part shown as change out, the return on the customer's Returns tab), and a battery sold
// with its core line whose core comes back against the receipt's order number, sits in the core bank and is sent back
// with an authorisation number. The sales are rung up through the counter's own calls; the returns are clicked.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const SIZES = [
  { width: 1366, height: 900 },
  { width: 375, height: 800 },
] as const;

interface Listed {
  product_id: number;
  name: string;
  in_stock: number;
  requires_options?: boolean;
  minimum?: number;
}

async function partsOf(page: Page, query: string): Promise<Listed[]> {
  const res = await page.request.get(`/api/products?limit=100&page=1${query}`);
  return ((await res.json()) as { products: Listed[] }).products.filter(
    (p) => p.in_stock > 3 && !p.requires_options && (p.minimum ?? 1) === 1,
  );
}

/** The Batteries category's id, from the catalogue home. */
async function batteriesId(page: Page): Promise<number> {
  const home = JSON.stringify(await (await page.request.get('/api/catalog')).json());
  const m = /"category_id":(\d+),"name":"Batteries"|"name":"Batteries"[^}]*?"category_id":(\d+)/.exec(home);
  expect(m).not.toBeNull();
  return Number(m![1] ?? m![2]);
}

/** Rings the part up, attaches the demo customer, pays (cash, then the rest on the card reader if asked) and completes. */
async function sell(
  page: Page,
  productId: number,
  quantity: number,
  splitCard: boolean,
  inspect?: () => Promise<void>,
) {
  const add = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(add.status()).toBe(200);
  if (inspect) await inspect();
  const saved = (await (await page.request.get('/checkout/cart/saveOrderAndCheckout')).json()) as { order_id: number };
  const orderId = saved.order_id;
  expect(
    (await page.request.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { form: { customerId: '2' } })).status(),
  ).toBe(200);
  const state = (await (await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`)).json()) as {
    orderTotal: string;
    cardDevices: { device_id: number }[];
    departments: { device_id: number }[];
  };
  const total = Math.round(Number(state.orderTotal) * 100);
  // About half on the card, in whole dollars (the simulator reads .01-.03 cents as a decline, timeout or lost answer).
  const cardCents = splitCard ? Math.floor(total / 200) * 100 : 0;
  const pay = (form: Record<string, string>) =>
    page.request.post(`/pos/checkout/addTransaction?orderId=${orderId}`, {
      form: { idempotency_key: `e2e-${orderId}-${form.transaction_type}`, ...form },
    });
  expect((await pay({ transaction_type: 'cash', amount: ((total - cardCents) / 100).toFixed(2) })).status()).toBe(200);
  if (cardCents > 0) {
    const card = await pay({
      transaction_type: 'card_device',
      card_type: 'Credit',
      datacap_device: String(state.cardDevices[0]!.device_id),
      payjunction_terminal_id: String(state.departments[0]!.device_id),
      amount: (cardCents / 100).toFixed(2),
    });
    expect(((await card.json()) as { transaction: { status: string } }).transaction.status).toBe('approved');
  }
  expect((await page.request.post(`/pos/checkout/complete?orderId=${orderId}`)).status()).toBe(200);
  return orderId;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('returns and core charges at the counter', () => {
  for (const size of SIZES) {
    it(`a split sale partly returned, and a battery's core returned and sent back (${size.width} px)`, async () => {
      const page = await newPage(size);
      await loginAsStaff(page, 'cashier');

      // Two of a part; about half on the card reader, the rest in cash.
      const part = (await partsOf(page, ''))[size.width === 1366 ? 0 : 1]!;
      const orderId = await sell(page, part.product_id, 2, true);

      await page.goto(`/pos/order/view?order_id=${orderId}`);
      await page.getByRole('button', { name: 'Return Items' }).click();
      const dialog = page.getByRole('dialog', { name: `Return Items, order #${orderId}` });
      await dialog.getByLabel(`Quantity of ${part.name} to return`).fill('1');
      await dialog.getByLabel('Reason').selectOption({ label: 'Defective' });
      await dialog.getByRole('button', { name: 'Return and Refund' }).click();
      await dialog.getByText('The return is recorded and the refund given.').waitFor();
      const sums = dialog.locator('.return-done__sums');
      const change = (await dialog.locator('.return-done__change').textContent()) ?? '';
      expect(change).toMatch(/^\$\d+\.\d\d$/);
      expect(Number(change.slice(1))).toBeGreaterThan(0);
      await dialog.getByText(/^Cash refund: \$/).waitFor();
      await dialog.getByText(/^Refund to Credit card.*: \$\d+\.\d\d$/).waitFor();
      await sums.getByText('Restocking fee').waitFor();
      await page.screenshot({ path: `/tmp/returns/return-done-${size.width}.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The order view lists its returns: what came back and where the money went.
      const returnsBox = page.getByRole('region', { name: 'Returns' });
      await returnsBox.getByText(/^Refund \$\d+\.\d\d$/).waitFor();
      await returnsBox.getByText(`1 × ${part.name}`, { exact: false }).waitFor();
      await noSidewaysScroll(page);
      await returnsBox.screenshot({ path: `/tmp/returns/order-returns-${size.width}.png` });

      await page.goto('/pos/customer/edit?customer_id=2&tab=returns');
      await page.getByRole('cell', { name: part.name }).first().waitFor();
      await noSidewaysScroll(page);

      // A battery: its core line on the sale, the core back against the receipt's order number.
      const battery = (await partsOf(page, `&category_id=${await batteriesId(page)}`))[size.width === 1366 ? 0 : 1]!;
      const batteryOrder = await sell(page, battery.product_id, 1, false, async () => {
        // The counter shows the core charge beside the battery and in the totals.
        const cart = (await (await page.request.get('/checkout/cart/getData')).json()) as {
          products: { product_id: number; core_charge?: { total_text: string } | null }[];
          totals: { title: string; text: string }[];
        };
        expect(cart.products.find((p) => p.product_id === battery.product_id)!.core_charge!.total_text).toBe('$22.00');
        expect(cart.totals).toContainEqual(expect.objectContaining({ title: 'Core Charges', text: '$22.00' }));
      });

      await page.goto('/pos/returns');
      await page.getByLabel('Receipt order number').fill(String(batteryOrder));
      await page.getByRole('button', { name: 'Core Return' }).click();
      const core = page.getByRole('dialog', { name: `Core Return, order #${batteryOrder}` });
      await core.getByLabel(`Quantity of ${battery.name} to return`).fill('1');
      await core.getByRole('button', { name: 'Credit the Core' }).click();
      await core.getByText('The return is recorded and the refund given.').waitFor();
      await core.locator('.return-done__change').getByText('$22.00').waitFor();
      await core.getByRole('button', { name: 'Done' }).click();

      const bank = page.getByRole('region', { name: 'Core bank' });
      await bank.getByRole('cell', { name: `#${batteryOrder}` }).waitFor();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `/tmp/returns/core-bank-${size.width}.png`, fullPage: true });
      await bank.getByRole('button', { name: /^Send Back to / }).click();
      await page
        .getByText(/^Sent back to the distributor\. Authorisation RA-/)
        .first()
        .waitFor();
      await bank.getByText('No cores are waiting to go back.').waitFor();
    });
  }
});
