// Issue 29 "Done when": behind HAProxy with two app processes (npm run start:cluster), a shopper's cart and a cashier's
// terminal payment work whichever process answers; the process holding the POS event stream is stopped mid-payment
// (it drains, the browser's stream reconnects to the other process, which records the terminal's answer); a process
// killed with SIGKILL is routed around and restarted. Runs where a PostgreSQL server is (TEST_DATABASE_URL).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';
import { startCluster, type Cluster } from './cluster';
import { checkoutState, payOnTerminal, simulator } from './pos-checkout-steps';

const adminUrl = process.env.TEST_DATABASE_URL;

useBrowser();

/** Which process (X-Served-By, set by HAProxy) answered each call whose path matches `pattern`. */
function servedBy(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (pattern.test(new URL(res.url()).pathname)) seen.push(res.headers()['x-served-by'] ?? 'none');
  });
  return seen;
}

async function inStockPart(page: Page): Promise<{ product_id: number; name: string }> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
  const { products } = (await listing.json()) as { products: { product_id: number; name: string; in_stock: number }[] };
  const part = products.find((p) => p.in_stock > 3);
  expect(part, 'an in-stock part in the demo catalogue').toBeDefined();
  return part!;
}

/** Adds the first in-stock part from its page (first value of each option; with no vehicle chosen the store asks first). */
async function addFromProductPage(page: Page): Promise<{ product_id: number; name: string }> {
  const part = await inStockPart(page);
  await page.goto(`/product/product?product_id=${part.product_id}`);
  const main = page.locator('.product-page__main');
  await main.getByRole('button', { name: 'Add to Cart' }).waitFor();
  for (const select of await main.locator('select').all()) {
    const label = await select.evaluate((s: HTMLSelectElement) => s.labels[0]?.textContent ?? '');
    if (/quantity|year|make|model|engine/i.test(label)) continue;
    const value = await select.locator('option:not([value=""])').first().getAttribute('value');
    if (value) await select.selectOption(value);
  }
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'I Understand' }).click();
  await page.locator('[role="status"]').filter({ hasText: 'Success!' }).first().waitFor();
  return part;
}

const until = async (check: () => boolean | Promise<boolean>, what: string) => {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.runIf(adminUrl)('two app processes behind HAProxy', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster(adminUrl!);
  });
  afterAll(async () => {
    await cluster.stop();
  });

  it("keeps a shopper's cart while both processes answer", async () => {
    const page = await newPage({ origin: cluster.url });
    const api = servedBy(page, /^\/(api|checkout)\//);
    await page.goto('/');
    const part = await addFromProductPage(page);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByRole('article', { name: part.name }).waitFor();
    expect([...new Set(api)].sort()).toEqual(['w1', 'w2']);
  });

  it("takes a terminal payment when the process holding the checkout's event stream stops mid-payment", async () => {
    const page = await newPage({ origin: cluster.url, width: 1366 });
    await loginAsStaff(page);
    const streams = servedBy(page, /^\/pos\/checkout\/events$/);
    const part = await inStockPart(page);
    expect(
      (
        await page.request.post('/checkout/cart/add', { form: { product_id: String(part.product_id), quantity: '1' } })
      ).status(),
    ).toBe(200);
    const { order_id: orderId, redirect } = (await (
      await page.request.get('/checkout/cart/saveOrderAndCheckout')
    ).json()) as { order_id: number; redirect: string };
    // The terminal answers 12 s after the request: well after the stopped process's drain (DRAIN_MS 4 s) and close, so
    // the answer can only reach the page through a stream on the other process (with 5 s, a slow machine's stopped
    // process was still holding its stream when the answer came).
    await simulator(page, 'approve', 12_000);
    // Each process keeps the settings for 2 s: wait until both read the new delay, whichever takes the payment (a
    // fast run sent it within 2 s to the other process, which approved at the old delay before its stream moved).
    for (const port of Object.values(cluster.ports()))
      await until(async () => {
        const r = await page.request.get(`http://127.0.0.1:${port}/pos/checkout/simulator`);
        return r.ok() && ((await r.json()) as { delay_ms: number }).delay_ms === 12_000;
      }, `the simulator's delay on port ${port}`);
    await page.goto(redirect);
    await page.getByRole('heading', { name: `Check Out — Order #${orderId}` }).waitFor();
    await until(() => streams.length > 0, 'the event stream');
    const first = streams[0]!;
    const other = first === 'w1' ? 'w2' : 'w1';

    await payOnTerminal(page);
    const stopped = cluster.pids()[first]!;
    process.kill(stopped, 'SIGTERM');
    await page.getByText('The transaction was approved.').waitFor({ timeout: 30_000 });
    expect(streams).toContain(other);
    const state = await checkoutState(page, orderId);
    expect(state.transactions.map((t) => `${t.transaction_type}:${t.status}`)).toEqual(['smart_terminal:approved']);
    expect(state.balanceDue).toBe('0.00');
    // The cluster command starts the stopped process again.
    await until(() => (cluster.pids()[first] ?? stopped) !== stopped, `${first} to be restarted`);
  });

  it('routes around a process killed with SIGKILL and restarts it', async () => {
    await until(async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 4; i++) seen.add((await fetch(`${cluster.url}/healthz`)).headers.get('x-served-by') ?? '');
      return seen.size === 2;
    }, 'both processes in rotation');
    const killed = cluster.pids().w1!;
    process.kill(killed, 'SIGKILL');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${cluster.url}/api/ping`)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    await until(() => (cluster.pids().w1 ?? killed) !== killed, 'w1 to be restarted');
    await until(
      async () => (await fetch(`${cluster.url}/healthz`)).headers.get('x-served-by') === 'w1',
      'HAProxy to route to the restarted w1',
    );
  });
});
