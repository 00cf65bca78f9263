// Issue 14 (POS orders): find an order in each tab, continue a saved one and a kiosk one, void a paid one (stock back,
// payment voided), add a history entry that texts a consenting customer and is refused for a non-consenting one
// without the override. Orders are made through the real calls (counter cart, kiosk Submit to Buy, POS checkout).
// Screenshots at 1366 and 375 px; no sideways scroll at 375 px.
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
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
const uid = () => Math.random().toString(36).slice(2, 10);

type Part = { product_id: number; name: string; in_stock: number };
async function parts(page: Page): Promise<Part[]> {
  const res = await page.request.get('/api/products?limit=100&page=1');
  const { products } = (await res.json()) as { products: (Part & { requires_options?: boolean; minimum?: number })[] };
  return products.filter((p) => p.in_stock > 3 && !p.requires_options && (p.minimum ?? 1) === 1);
}
/** Store stock now (the listing's counts are cached for up to 30 s; the product page's inventory call is not). */
async function stockOf(page: Page, productId: number): Promise<number> {
  const res = await page.request.post('/api/inventory/getInventoriesByProductId', { data: { productId } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { inventory: { quantity: number }[] } }).data.inventory.reduce(
    (s, i) => s + i.quantity,
    0,
  );
}

async function addToCart(page: Page, productId: number, quantity = 1) {
  const res = await page.request.post('/checkout/cart/add', {
    form: { product_id: String(productId), quantity: String(quantity) },
  });
  expect(res.status()).toBe(200);
}

/** A kiosk's Submit to Buy (status kiosk, stock taken), from a device turned into a kiosk by staff. */
async function kioskOrder(productId: number): Promise<number> {
  const kiosk = await newPage();
  await loginAsStaff(kiosk, 'cashier');
  expect((await kiosk.request.post('/api/staff/kiosk/start', { data: { location_id: 1 } })).status()).toBe(200);
  await addToCart(kiosk, productId, 2);
  const res = await kiosk.request.post('/tool/kiosk/submit', {
    data: { firstname: 'Kim', lastname: `Kiosk`, telephone: '(512) 555-0142', idempotency_key: `e2e-kiosk-${uid()}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { order_id: number }).order_id;
}

async function payAndComplete(page: Page, orderId: number, amount?: string) {
  const state = (await (await page.request.get(`/pos/checkout/getTransactions?orderId=${orderId}`)).json()) as {
    balanceDue: string;
  };
  const res = await page.request.post(`/pos/checkout/addTransaction?orderId=${orderId}`, {
    data: { transaction_type: 'cash', amount: amount ?? state.balanceDue, idempotency_key: `e2e-${orderId}-${uid()}` },
  });
  expect(res.status()).toBe(200);
  expect((await page.request.post(`/pos/checkout/complete?orderId=${orderId}`)).status()).toBe(200);
  return amount ?? state.balanceDue;
}

async function findInTab(page: Page, tab: string, orderId: number) {
  await page.goto('/pos/order');
  await page.getByRole('navigation', { name: 'Order status' }).getByRole('button', { name: tab, exact: true }).click();
  const filter = page.locator('details.pos-orders__filters');
  if (!(await filter.getAttribute('open'))) await filter.locator('summary').click();
  await page.getByLabel('Order ID').fill(String(orderId));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('link', { name: `#${orderId}`, exact: true }).waitFor();
}

describe('POS orders', () => {
  it('finds orders in each tab, continues a saved and a kiosk order, voids a paid one', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    const [a, b] = await parts(page);
    expect(b).toBeDefined();

    const kioskId = await kioskOrder(a!.product_id);
    const before = await stockOf(page, b!.product_id);
    const paidId = await kioskOrder(b!.product_id);
    expect(await stockOf(page, b!.product_id)).toBe(before - 2);
    const paidCash = await payAndComplete(page, paidId);

    await addToCart(page, a!.product_id);
    const saved = await page.request.get(`/checkout/cart/saveOrder?key=e2e-${uid()}`);
    expect(saved.status()).toBe(200);
    const savedId = ((await saved.json()) as { order_id: number }).order_id;

    await addToCart(page, a!.product_id);
    const owing = await page.request.get('/checkout/cart/saveOrderAndCheckout');
    const owingId = ((await owing.json()) as { order_id: number }).order_id;
    await payAndComplete(page, owingId, '1.00');
    await page.request.get('/checkout/cart/abandonOrder');

    await findInTab(page, 'All', owingId);
    await findInTab(page, 'Saved', savedId);
    await findInTab(page, 'Kiosk', kioskId);
    await findInTab(page, 'Outstanding Balance', owingId);
    // An unpaid kiosk order owes its total: it is listed under Outstanding Balance too (issue 31).
    await findInTab(page, 'Outstanding Balance', kioskId);
    await findInTab(page, 'Paid', paidId);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${paidId}`, exact: true }) });
    await row.getByText('Paid', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete order #${paidId}` }).waitFor();
    await shot(page, 'pos-orders-list-1366');

    // Continue Order needs exactly one selected order.
    await findInTab(page, 'Saved', savedId);
    await page.getByRole('button', { name: 'Continue Order' }).click();
    await page.getByText('Please select one order to continue.').first().waitFor();
    await page.getByRole('checkbox', { name: `Select order #${savedId}` }).check();
    await page.getByRole('button', { name: 'Continue Order' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout/cart');
    await page.getByText(a!.name).first().waitFor();

    // A kiosk order is continued at the counter from its view.
    await page.goto(`/pos/order/view?order_id=${kioskId}`);
    await page.getByRole('heading', { name: `Order #${kioskId}` }).waitFor();
    await page.getByText('Kim Kiosk').first().waitFor();
    await page.getByRole('button', { name: 'Continue Order' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout/cart');
    await page.getByText(a!.name).first().waitFor();
    await page.request.get('/checkout/cart/abandonOrder');

    // Void the paid one: payments voided, stock back, Void Order disabled afterwards.
    await page.goto(`/pos/order/view?order_id=${paidId}`);
    await page.getByRole('link', { name: 'View Receipt' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue Order' }).count()).toBe(0);
    await shot(page, 'pos-order-view-1366');
    await page.getByRole('button', { name: 'Void Order' }).click();
    const confirm = page.getByRole('dialog', { name: `Void order #${paidId}?` });
    await confirm.getByRole('button', { name: 'Void Order' }).click();
    await page.getByText(`Order #${paidId} has been voided`).first().waitFor();
    await page.locator('.status-pill', { hasText: 'Voided' }).waitFor();
    expect(await page.getByRole('button', { name: 'Void Order' }).isDisabled()).toBe(true);
    // The void leaves its trail (issue 31): the cash payment listed as voided, the cash to hand back, nothing due.
    await page.getByRole('list', { name: 'Transactions' }).getByText('Voided').waitFor();
    await page.getByText('Nothing due (voided)').waitFor();
    await page.locator('.receipt__due', { hasText: 'Cash to return' }).getByText(`$${paidCash}`).waitFor();
    expect(await page.getByRole('button', { name: 'Continue Order' }).count()).toBe(0);
    await shot(page, 'pos-order-voided-1366');
    expect(await stockOf(page, b!.product_id)).toBe(before);

    // 375 px: the list and the view fit.
    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'cashier');
    await phone.goto('/pos/order');
    await phone
      .getByRole('link', { name: `#${paidId}`, exact: true })
      .first()
      .waitFor();
    await noSidewaysScroll(phone);
    await shot(phone, 'pos-orders-list-375');
    await phone.goto(`/pos/order/view?order_id=${owingId}`);
    await phone.getByRole('heading', { name: `Order #${owingId}` }).waitFor();
    await noSidewaysScroll(phone);
    await shot(phone, 'pos-order-view-375');
  });

  it('adds a history entry that texts a consenting customer; a non-consenting one needs the override', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    const [a] = await parts(page);
    const orders: number[] = [];
    for (let i = 0; i < 2; i++) {
      await addToCart(page, a!.product_id);
      const saved = await page.request.get(`/checkout/cart/saveOrder?key=e2e-${uid()}`);
      orders.push(((await saved.json()) as { order_id: number }).order_id);
    }

    const assign = async (orderId: number, search: string, name: RegExp) => {
      await page.goto(`/pos/order/view?order_id=${orderId}`);
      await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
      const find = page.getByRole('combobox').first();
      await find.fill(search);
      await page.getByRole('option', { name }).first().click();
      await page.getByText('Customer added to order!').first().waitFor();
    };

    // Demo Shopper consents to texts: no override needed.
    await assign(orders[0]!, 'Demo Shop', /Demo Shopper/);
    await page.getByRole('button', { name: 'Order History' }).click();
    const modal = page.getByRole('dialog', { name: `Order History — Order #${orders[0]}` });
    await modal.getByLabel('Order Status').waitFor();
    await modal.getByLabel('Comment').fill('Your brake pads are in.');
    await modal.getByLabel('Notify Customer').check();
    await modal.getByLabel('By email').uncheck();
    await modal.getByLabel('By text message').check();
    expect(await modal.getByLabel('Phone').inputValue()).toBe('(512) 555-0101');
    expect(
      await modal.getByText('The customer does NOT consent to receiving text messages. Send anyway?').count(),
    ).toBe(0);
    await shot(page, 'pos-order-history-1366');
    await modal.getByRole('button', { name: 'Add History' }).click();
    await page.getByText('Order history added.').first().waitFor();
    await modal.getByRole('cell', { name: 'Your brake pads are in.' }).waitFor();
    // The text is in the SMS outbox (the default SMS provider), newest first.
    const outbox = (await (await page.request.get('/api/staff/outbox')).json()) as {
      emails: { kind: string; channel: string }[];
    };
    expect(outbox.emails[0]).toMatchObject({ kind: 'order_history', channel: 'sms' });

    // Hill Country Fleet Services does not: refused without the override, sent with it.
    await assign(orders[1]!, 'Fleet', /Fleet Services/);
    await page.getByRole('button', { name: 'Order History' }).click();
    const second = page.getByRole('dialog', { name: `Order History — Order #${orders[1]}` });
    await second.getByLabel('Order Status').waitFor();
    await second.getByLabel('Comment').fill('Ready for pickup soon.');
    await second.getByLabel('Notify Customer').check();
    await second.getByLabel('By email').uncheck();
    await second.getByLabel('By text message').check();
    const override = second.getByLabel('The customer does NOT consent to receiving text messages. Send anyway?');
    await override.waitFor();
    await second.getByRole('button', { name: 'Add History' }).click();
    await second.getByText("Customer doesn't constent to text messages").waitFor();
    expect(await second.getByRole('cell', { name: 'Ready for pickup soon.' }).count()).toBe(0);
    await override.check();
    await second.getByRole('button', { name: 'Add History' }).click();
    await page.getByText('Order history added.').first().waitFor();
    await second.getByRole('cell', { name: 'Ready for pickup soon.' }).waitFor();

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'cashier');
    await phone.goto(`/pos/order/view?order_id=${orders[1]}`);
    await phone.getByRole('button', { name: 'Order History' }).click();
    await phone.getByRole('dialog').getByLabel('Order Status').waitFor();
    await noSidewaysScroll(phone);
    await shot(phone, 'pos-order-history-375');
  });
});
