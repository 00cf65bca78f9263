// Return Items on a sale charged to a house account (issue 28, decisions 0054 and 0058), as the cashier and the
// bookkeeper would check it: the part's money goes back to the account (its balance, its available credit, the open
// invoice, the aging report and the statement all drop by the part's price and tax), and when the invoice was already
// paid on account the money the shop paid comes back as store credit instead of vanishing.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import type { AgingReport, HouseAccount, Statement } from '@parts/common/house-account';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import { rowsOf } from '#src/db/rows';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { creditBalance } from '#src/features/payments/credit';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { makeCustomer } from '#src/test/pos-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

/** A part at the given list price, taxed at the counter's 8.25%, 10 on the cashier's store's shelf. */
async function partAt(offset: number, priceCents: number) {
  const part = await plainPart(db(), offset);
  await db().execute(
    sql`update products set price_cents = ${priceCents}, core_charge_cents = null where product_id = ${part.product_id}`,
  );
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  return part.product_id;
}

/** A repair shop with a $1,000.00 house account, net 30, opened by the manager. */
async function repairShop() {
  const customerId = await makeCustomer(db());
  const r = await pos.manager.post(`/pos/account/save?customerId=${customerId}`, {
    enabled: '1',
    credit_limit: '1000.00',
    terms_days: '30',
    statement_day: '1',
  });
  expect(r.status).toBe(200);
  return customerId;
}

/** The repair shop buys a $100.00 part and a $40.00 part ($151.55 with tax) on its account at the counter. */
async function buyTwoPartsOnAccount(customerId: number) {
  const [hundred, forty] = [await partAt(0, 10_000), await partAt(1, 4_000)];
  const c = pos.server.client();
  expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  for (const productId of [hundred, forty])
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(productId), quantity: '1' }, { form: true })).status,
    ).toBe(200);
  expect((await c.get<CartData>('/checkout/cart/getData')).body.totals.at(-1)?.text).toBe('$151.55');
  const orderId = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
  expect(
    (await pos.staff.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) })).status,
  ).toBe(200);
  const charged = await pay(orderId, { transaction_type: 'house_account', amount: '151.55' });
  expect(charged.body.transaction).toMatchObject({ transaction_type: 'house_account', status: 'approved' });
  expect((await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`)).body).toMatchObject({
    paid_in_full: true,
  });
  return orderId;
}

/** Return Items: the $40.00 part comes back defective (no restocking fee), refund to the original tender. */
async function returnTheFortyDollarPart(orderId: number) {
  const order = (await pos.staff.get<ReturnOrder>(`/pos/returns/order?order_id=${orderId}`)).body;
  const line = order.lines.find((l) => l.unit_text === '$40.00')!;
  return pos.staff.post<CreateReturnAnswer & { error?: string }>('/pos/returns/create', {
    order_id: orderId,
    idempotency_key: key(),
    reason: 'defective',
    condition: 'defective',
    refund_to: 'original',
    lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
  });
}

const account = async (customerId: number) =>
  (await pos.staff.get<HouseAccount>(`/pos/account/get?customerId=${customerId}`)).body;
const agingRow = async (customerId: number) =>
  (await pos.staff.get<AgingReport>('/pos/account/aging')).body.accounts.find((a) => a.customer_id === customerId);

describe('Return Items on a house-account sale', () => {
  it('two parts for $151.55 on account, the $40.00 part back: the account owes $108.25, $891.75 is available, and the invoice, aging and statement agree', async () => {
    const shop = await repairShop();
    const orderId = await buyTwoPartsOnAccount(shop);
    expect(await account(shop)).toMatchObject({ balance_cents: 15_155, available_cents: 84_845 });

    const r = await returnTheFortyDollarPart(orderId);
    expect(r.status).toBe(200);
    expect(r.body.refund).toMatchObject({ goods_text: '$40.00', tax_text: '$3.30', refund_text: '$43.30' });
    expect(r.body.refund.tenders.map((t) => [t.transaction_type, t.label, t.amount_text, t.status])).toEqual([
      ['house_account', 'Refund to House Account', '$43.30', 'refund'],
    ]);

    const after = await account(shop);
    expect(after).toMatchObject({ balance_cents: 10_825, available_cents: 89_175 });
    expect(after.open_invoices).toMatchObject([{ order_id: orderId, amount_cents: 15_155, open_cents: 10_825 }]);
    expect(after.aging).toMatchObject({ current: 10_825, total: 10_825 });
    expect(await agingRow(shop)).toMatchObject({ current: 10_825, total: 10_825 });
    // The month's statement shows the return as a credit line and ends at the same balance.
    const s = (await pos.staff.get<Statement>(`/pos/account/statement?customerId=${shop}`)).body;
    expect(s.lines.map((l) => [l.kind, l.charge_cents, l.payment_cents, l.balance_cents])).toEqual([
      ['invoice', 15_155, 0, 15_155],
      ['return', 0, 4_330, 10_825],
    ]);
    expect(s).toMatchObject({ opening_cents: 0, closing_cents: 10_825, aging: { current: 10_825, total: 10_825 } });
  });

  it('a sale already paid on account: the returned part comes back as $43.30 store credit, the account stays at $0.00', async () => {
    const shop = await repairShop();
    const orderId = await buyTwoPartsOnAccount(shop);
    const paid = await pos.staff.post(`/pos/account/pay?customerId=${shop}`, {
      idempotency_key: key(),
      tender: 'check',
      check_number: '7310',
      amount: '151.55',
    });
    expect(paid.status).toBe(200);
    expect(await account(shop)).toMatchObject({ balance_cents: 0, available_cents: 100_000, open_invoices: [] });

    const r = await returnTheFortyDollarPart(orderId);
    expect(r.status).toBe(200);
    expect(r.body.refund.tenders.map((t) => [t.transaction_type, t.label, t.amount_text, t.status])).toEqual([
      ['store_credit', 'Refund to store credit', '$43.30', 'refund'],
    ]);
    expect(await creditBalance(db(), shop)).toBe(4_330);
    expect(await account(shop)).toMatchObject({ balance_cents: 0, available_cents: 100_000, open_invoices: [] });
    expect(await agingRow(shop)).toMatchObject({ total: 0 });
  });
});
