// The owner's reports and orders (issue 27, decision 0077): a counter sale today shows in Sales by day as a chart and
// a table; a void made at the counter is listed in the voids report with its cashier; the POS order view's View in
// Admin opens the admin order page, which leads to the orders list. Sales are made through the real counter
// calls. Screenshots at 1366 and 375 px; no sideways scroll on a phone; axe's serious findings none.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;
const uid = () => Math.random().toString(36).slice(2, 10);

/** A counter sale by the page's staff member, paid in cash and completed: its order id and total. */
async function counterSale(page: Page): Promise<{ orderId: number; total: string }> {
  const res = await page.request.get('/api/products?limit=50&page=1');
  const { products } = (await res.json()) as {
    products: { product_id: number; in_stock: number; requires_options?: boolean; minimum?: number }[];
  };
  const part = products.find((p) => p.in_stock > 3 && !p.requires_options && (p.minimum ?? 1) === 1)!;
  const add = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(part.product_id), quantity: '1' },
  });
  expect(add.status()).toBe(200);
  const order = await page.request.get('/checkout/cart/saveOrderAndCheckout');
  const orderId = ((await order.json()) as { order_id: number }).order_id;
  const state = (await (await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`)).json()) as {
    balanceDue: string;
  };
  const paid = await page.request.post(`/pos/checkout/addTransaction?orderId=${orderId}`, {
    data: { transaction_type: 'cash', amount: state.balanceDue, idempotency_key: `e2e-${uid()}` },
  });
  expect(paid.status()).toBe(200);
  expect((await page.request.post(`/pos/checkout/complete?orderId=${orderId}`)).status()).toBe(200);
  return { orderId, total: state.balanceDue };
}

describe('reports', () => {
  it("shows today's sales as a chart and a table, and lists a counter void with its cashier", async () => {
    if (shots) await mkdir(shots, { recursive: true });
    const counter = await newPage();
    await loginAsStaff(counter, 'cashier');
    await counterSale(counter);
    const voided = await counterSale(counter);
    expect((await counter.request.get(`/pos/order/void?order_id=${voided.orderId}`)).status()).toBe(200);

    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/reports?report=sales_day');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const chart = page.getByRole('img', { name: /Sales by day, .*: a bar chart of the table below\./ });
    await chart.waitFor();
    const today = await page.getByLabel('From', { exact: true }).inputValue();
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(`^${today} `) });
    await row.waitFor();
    expect(Number(await row.locator('td').first().textContent())).toBeGreaterThanOrEqual(1);
    // The chart is drawn: its canvas has a size and pixels.
    expect((await chart.boundingBox())!.height).toBeGreaterThan(100);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-reports-sales-1366.png`, fullPage: true });

    await page.getByRole('combobox', { name: 'Report', exact: true }).selectOption('voids');
    const voidRow = page.getByRole('row', { name: new RegExp(`^Order #${voided.orderId} `) });
    await voidRow.waitFor();
    await voidRow.getByRole('cell', { name: 'Casey Rivera' }).waitFor();
    await voidRow.getByRole('cell', { name: `$${voided.total}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('report')).toBe('voids');
    if (shots) await page.screenshot({ path: `${shots}/admin-reports-voids-1366.png`, fullPage: true });

    // The POS order view's View in Admin opens the admin order page (in a new tab: followed here in the same one).
    await page.goto(`/pos/order/view?order_id=${voided.orderId}`);
    const link = page.getByRole('link', { name: 'View in Admin (opens in a new tab)' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(`/admin/orders/view?order_id=${voided.orderId}`);
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: `Order #${voided.orderId}` }).waitFor();
    await page.getByText('Served by Casey Rivera').waitFor();
    await page.getByRole('list', { name: 'History' }).getByText('Voided').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-order-1366.png`, fullPage: true });
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByRole('link', { name: `#${voided.orderId}`, exact: true }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/admin-orders-1366.png`, fullPage: true });

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'admin');
    await phone.goto('/admin/reports?report=sales_day');
    await phone.getByRole('img', { name: /Sales by day/ }).waitFor();
    await phone.getByRole('table').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shots) await phone.screenshot({ path: `${shots}/admin-reports-sales-375.png`, fullPage: true });
    await phone.goto('/admin/orders');
    await phone.getByRole('link', { name: `#${voided.orderId}`, exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shots) await phone.screenshot({ path: `${shots}/admin-orders-375.png`, fullPage: true });
    await phone.goto(`/admin/orders/view?order_id=${voided.orderId}`);
    await phone.getByRole('heading', { level: 1, name: `Order #${voided.orderId}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    if (shots) await phone.screenshot({ path: `${shots}/admin-order-375.png`, fullPage: true });
  });
});
