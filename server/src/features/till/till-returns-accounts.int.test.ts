// The drawer day with returns and house accounts (issue 28, decision 0060), as a cashier closes it: a cash sale of two
// parts with core charges, one part brought back and refunded in cash (its deposit with it), a sale on a house
// account, and a payment on account in cash and one by check. The drawer holds the float, the cash kept and the cash
// paid on account; the check is listed but not counted as cash. Runs on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import type { TillState, ZReport } from '@parts/common/till';
import { rowsOf } from '#src/db/rows';
import { orders, users } from '#src/db/schema/index';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

type DayAnswer = { success?: string; day: ZReport; error?: string; errors?: Record<string, string> };

const state = async () => (await pos.staff.get<TillState>('/pos/till/state')).body;
const close = (dayId: number, counts: Record<string, number>) =>
  pos.staff.post<DayAnswer>('/pos/till/close', {
    day_id: dayId,
    counts,
    over_short_reason: '',
    idempotency_key: key(),
  });

/** A part at $100.00 with a $22.00 core charge, on the shelf of the cashier's store. */
async function batteryAt100() {
  const part = await plainPart(db(), 40);
  await db().execute(
    sql`update products set price_cents = 10000, core_charge_cents = 2200 where product_id = ${part.product_id}`,
  );
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  return part.product_id;
}

/** Rings the parts up on the cashier's register and saves the order. */
async function ringUp(productId: number, quantity: number): Promise<{ orderId: number; total: string }> {
  const c = pos.server.client();
  expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  const add = { product_id: String(productId), quantity: String(quantity) };
  expect((await c.post('/checkout/cart/add', add, { form: true })).status).toBe(200);
  const cart = (await c.get<CartData>('/checkout/cart/getData')).body;
  const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
  return { orderId: saved.body.order_id, total: cart.totals.find((t) => t.code === 'total')!.text };
}

describe('the drawer day with returns and house accounts', () => {
  it('float $100.00, a cash sale, a part back in cash, a house-account sale, $40.00 cash on account: exact count, $0.00 over/short', async () => {
    // A fresh day for this test.
    const before = await state();
    if (before.day) expect((await close(before.day.day_id, { '1': before.day.cash.expected_cents })).status).toBe(200);
    const opened = await pos.staff.post<DayAnswer>('/pos/till/open', {
      register_id: before.register.register_id,
      counts: { '2000': 5 },
      idempotency_key: key(),
    });
    expect(opened.body.day.cash.float_cents).toBe(10_000);

    // Two batteries: $200.00 + $16.50 tax + $44.00 cores = $260.50, paid with $300.00 cash ($39.50 change).
    const productId = await batteryAt100();
    const { orderId, total } = await ringUp(productId, 2);
    expect(total).toBe('$260.50');
    expect((await pay(orderId, { transaction_type: 'cash', amount: '300.00' })).body.state.changeDue).toBe('39.50');
    expect((await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`)).status).toBe(200);

    // One battery comes back defective: $100.00 + $8.25 tax + its $22.00 deposit = $130.25 out of the drawer.
    const line = (await pos.staff.get<ReturnOrder>(`/pos/returns/order?order_id=${orderId}`)).body.lines[0]!;
    const returned = await pos.staff.post<CreateReturnAnswer>('/pos/returns/create', {
      order_id: orderId,
      idempotency_key: key(),
      reason: 'defective',
      condition: 'defective',
      lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
    });
    expect(returned.status).toBe(200);
    expect(returned.body.refund).toMatchObject({ refund_text: '$130.25', change_out_text: '$130.25' });

    // A repair shop buys $60.00 on its house account, then pays $40.00 cash and a $10.00 check on account.
    const shop = await makeCustomer(db());
    const opening = await pos.manager.post(`/pos/account/save?customerId=${shop}`, {
      enabled: '1',
      credit_limit: '500.00',
      terms_days: '30',
      statement_day: '1',
    });
    expect(opening.status).toBe(200);
    const shopOrder = await makeOrder(db(), { totalCents: 6_000, customerId: shop });
    const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
    await db().update(orders).set({ staffUserId: cashier!.userId }).where(eq(orders.orderId, shopOrder));
    expect((await pay(shopOrder, { transaction_type: 'house_account', amount: '60.00' })).status).toBe(200);
    const cashOnAccount = await pos.staff.post(`/pos/account/pay?customerId=${shop}`, {
      idempotency_key: key(),
      tender: 'cash',
      amount: '40.00',
    });
    expect(cashOnAccount.status).toBe(200);
    const checkOnAccount = await pos.staff.post(`/pos/account/pay?customerId=${shop}`, {
      idempotency_key: key(),
      tender: 'check',
      check_number: '1042',
      amount: '10.00',
    });
    expect(checkOnAccount.status).toBe(200);

    // $100.00 float + $300.00 cash taken - $39.50 change - $130.25 cash refund + $40.00 cash on account = $270.25.
    const live = (await state()).day!;
    expect(live.cash).toMatchObject({
      float_cents: 10_000,
      cash_sales_cents: 30_000,
      change_given_cents: 3_950,
      cash_refunds_cents: 13_025,
      account_cash_cents: 4_000,
      expected_cents: 27_025,
    });

    // The drawer holds two $100s, a $50, a $20 and a quarter.
    const closed = await close(live.day_id, { '10000': 2, '5000': 1, '2000': 1, '25': 1 });
    expect(closed.status).toBe(200);
    const z = closed.body.day;
    expect(z).toMatchObject({
      status: 'closed',
      sales: { count: 2, total_cents: 32_050, tax_cents: 1_650 },
      returns: { count: 1, cents: 13_025 },
      voids: { count: 0, cents: 0 },
      core_charges: { count: 2, cents: 4_400 },
      core_credits: { count: 1, cents: 2_200 },
      cash: { expected_cents: 27_025, counted_cents: 27_025, over_short_cents: 0 },
    });
    expect(z.tenders).toEqual(
      expect.arrayContaining([
        { type: 'cash', name: 'Cash', count: 1, taken_cents: 30_000, voided_cents: 13_025, net_cents: 16_975 },
        {
          type: 'house_account',
          name: 'House Account',
          count: 1,
          taken_cents: 6_000,
          voided_cents: 0,
          net_cents: 6_000,
        },
      ]),
    );
    expect(z.tenders).toHaveLength(2);
    expect(z.account_payments).toEqual([
      { tender: 'cash', name: 'Cash', count: 1, cents: 4_000 },
      { tender: 'check', name: 'Check', count: 1, cents: 1_000 },
    ]);
    expect((await pos.staff.get<ZReport>(`/pos/till/report?day_id=${z.day_id}`)).body).toEqual(z);
  });
});
