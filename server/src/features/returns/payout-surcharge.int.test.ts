// A declined card refund paid out in cash or store credit gives back the return's share of the card surcharge too
// (decision 0104), as a cashier checks it: two $50.00 parts paid $103.00 on the card reader ($100.00 + 3%), one
// returned with the card refund declined and paid out in cash ($51.50 from the drawer), the other returned to the card
// ($51.50): $103.00 in all. The drawer expects $51.50 less cash, the Z report's lines and the reader's batch agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartData, OrderInfo } from '@parts/common/cart';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import type { StoreDetail } from '@parts/common/stores-admin';
import type { TillState, ZReport } from '@parts/common/till';
import { rowsOf } from '#src/db/rows';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { saveSettings } from '#src/features/settings/queries';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { makeCustomer } from '#src/test/pos-fixtures';
import { putReaderAt } from '#src/test/reader-fixtures';

const pos = useCheckoutServer();
const { db, key, pay, devices } = pos;

const surcharge = (percent: string) =>
  pos.manager.post('/admin/api/settings/save', { card_surcharge_percent: percent, card_surcharge_cap: '0' });
const state = async () => (await pos.staff.get<TillState>('/pos/till/state')).body;

beforeAll(async () => {
  expect((await surcharge('3')).status).toBe(200);
  const r1 = (await state()).registers.find((r) => r.name === 'Register 1')!;
  await putReaderAt(pos.manager, db(), 'Counter 1 card reader', r1.register_id);
});
afterAll(async () => {
  expect((await surcharge('0')).status).toBe(200);
});

/** Two $50.00 parts (no tax) paid $100.00 + $3.00 surcharge on the reader: answers the order and its line. */
async function cardSaleOfTwo(offset: number, customerId?: number) {
  const part = await plainPart(db(), offset);
  await db().execute(
    sql`update products set price_cents = 5000, tax_class_id = null where product_id = ${part.product_id}`,
  );
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  const c = pos.server.client();
  expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '2' }, { form: true });
  expect((await c.get<CartData>('/checkout/cart/getData')).body.total_text).toBe('$100.00');
  const orderId = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
  if (customerId)
    await pos.staff.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) });
  const d = await devices(orderId);
  const paid = await pay(orderId, {
    transaction_type: 'card_device',
    card_type: 'Credit',
    datacap_device: d.reader,
    payjunction_terminal_id: d.dept,
    amount: '100.00',
  });
  expect(paid.body.transaction.status).toBe('approved');
  expect(paid.body.state.costCreditCardSurcharge).toBe('3.00');
  expect((await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`)).status).toBe(200);
  const line = (await pos.staff.get<ReturnOrder>(`/pos/returns/order?order_id=${orderId}`)).body.lines[0]!;
  return { orderId, line: line.order_product_id };
}

const giveBackOne = (orderId: number, line: number) =>
  pos.staff.post<CreateReturnAnswer>('/pos/returns/create', {
    order_id: orderId,
    idempotency_key: key(),
    reason: 'defective',
    condition: 'defective',
    lines: [{ order_product_id: line, quantity: 1 }],
  });

/** Returns one part with the processor declining: answers the declined row's id. */
async function declinedHalf(orderId: number, line: number) {
  await saveSettings(db(), { pos_terminal_simulator_mode: 'decline' });
  const r = await giveBackOne(orderId, line);
  await saveSettings(db(), { pos_terminal_simulator_mode: 'auto' });
  expect(r.status).toBe(200);
  expect(r.body.refund.tenders.map((t) => [t.amount_text, t.total_text, t.status])).toEqual([
    ['$50.00', '$51.50', 'refund_failed'],
  ]);
  return r.body.refund.tenders[0]!.transaction_id;
}

const payout = (transactionId: number, how: 'cash' | 'store_credit') =>
  pos.staff.post<CreateReturnAnswer>('/pos/returns/payout', { transaction_id: transactionId, payout: how });

describe('a declined card refund with a surcharge, paid out another way', () => {
  it('in cash: $51.50 from the drawer, the rest $51.50 to the card; the drawer, the Z report and the batch agree', async () => {
    const register_id = (await state()).register.register_id;
    const open = (await state()).day;
    if (open)
      expect(
        (
          await pos.staff.post('/pos/till/close', {
            day_id: open.day_id,
            counts: { '1': open.cash.expected_cents },
            over_short_reason: open.cash.expected_cents === 0 ? '' : 'earlier tests',
            idempotency_key: key(),
          })
        ).status,
      ).toBe(200);
    const float = await pos.staff.post<{ day: ZReport }>('/pos/till/open', {
      register_id,
      counts: { '2000': 5 },
      idempotency_key: key(),
    });
    expect(float.body.day.cash.float_cents).toBe(10_000);

    const { orderId, line } = await cardSaleOfTwo(30);
    const declined = await declinedHalf(orderId, line);
    const paidOut = await payout(declined, 'cash');
    expect(paidOut.status).toBe(200);
    expect(paidOut.body.refund.change_out_text).toBe('$51.50');
    expect(paidOut.body.refund.tenders.map((t) => [t.label, t.amount_text, t.total_text, t.status])).toEqual([
      [expect.stringMatching(/ \+ \$1\.50 card surcharge$/), '$50.00', '$51.50', 'refund_failed'],
      ['Cash refund (card refund declined) + $1.50 card surcharge', '$50.00', '$51.50', 'refund'],
    ]);
    // The order's history names the card refund once, with what was declined and what was paid instead.
    const history = (await pos.staff.get<{ order: OrderInfo }>(`/pos/order/info?order_id=${orderId}`)).body.order
      .history;
    expect(history.at(-1)!.comment).toMatch(/^Refund to [^+]+ of \$51\.50 was declined; paid out \$51\.50 in cash\.$/);
    // The drawer pays out $51.50: $100.00 float less $51.50.
    expect((await state()).day!.cash).toMatchObject({ cash_refunds_cents: 5150, expected_cents: 4850 });

    // The rest goes back to the card: $50.00 and the rest of the surcharge, $1.50.
    const rest = await giveBackOne(orderId, line);
    expect(rest.status).toBe(200);
    expect(rest.body.refund.tenders.map((t) => [t.amount_text, t.total_text, t.status])).toEqual([
      ['$50.00', '$51.50', 'refund'],
    ]);
    const sims = rowsOf<{ amount_cents: number; status: string }>(
      await db().execute(sql`select amount_cents, status from terminal_sim_requests where action = 'REFUND'
        and request_key in (select 'refund:' || transaction_id from order_transactions where order_id = ${orderId})
        order by created_at`),
    );
    expect(sims).toEqual([
      { amount_cents: 5150, status: 'DECLINED' },
      { amount_cents: 5150, status: 'REFUNDED' },
    ]);
    // Nothing is left to give back: a third return is refused.
    expect((await giveBackOne(orderId, line)).status).toBe(400);

    // The Z report: $100.00 by card, $50.00 of it given back to the card; $50.00 in cash; the $3.00 surcharge all given
    // back ($1.50 with the cash, $1.50 with the card).
    const day = (await state()).day!;
    expect(day.tenders).toEqual([
      { type: 'card_device', name: 'Card device', count: 1, taken_cents: 10_000, voided_cents: 5000, net_cents: 5000 },
      { type: 'cash', name: 'Cash', count: 0, taken_cents: 0, voided_cents: 5000, net_cents: -5000 },
      { type: 'card_surcharge', name: 'Card surcharge', count: 1, taken_cents: 300, voided_cents: 300, net_cents: 0 },
    ]);
    expect(day.cash.expected_cents).toBe(4850);
    const closed = await pos.staff.post<{ day: ZReport }>('/pos/till/close', {
      day_id: day.day_id,
      counts: { '2000': 2, '500': 1, '100': 3, '25': 2 },
      over_short_reason: '',
      idempotency_key: key(),
    });
    expect(closed.status).toBe(200);
    expect(closed.body.day.cash).toMatchObject({ counted_cents: 4850, over_short_cents: 0 });
    // The reader charged $103.00 and refunded $51.50 (the declined refund is not in its batch): $51.50 both sides.
    expect(closed.body.day.batch).toMatchObject({
      lines: [
        expect.objectContaining({ card_type: 'card_device', sale_cents: 10_300, refund_cents: 5150, net_cents: 5150 }),
        expect.objectContaining({ card_type: 'smart_terminal', sale_cents: 0 }),
      ],
      provider_net_cents: 5150,
      ledger_net_cents: 5150,
      difference_cents: 0,
    });
  });

  it("as store credit: $51.50 on the customer's account", async () => {
    const customerId = await makeCustomer(db());
    const { orderId, line } = await cardSaleOfTwo(31, customerId);
    const credit = await payout(await declinedHalf(orderId, line), 'store_credit');
    expect(credit.status).toBe(200);
    expect(credit.body.refund.tenders[1]).toMatchObject({
      label: 'Refund to store credit (card refund declined) + $1.50 card surcharge',
      amount_text: '$50.00',
      total_text: '$51.50',
    });
    expect(credit.body.refund.change_out_text).toBe('$0.00');
    expect((await pos.state(orderId)).storeCredit).toBe('51.50');
  });

  it("pays the cash out of the cashier's drawer when the card was taken on another register's reader", async () => {
    const till = await state();
    const [store] = rowsOf<{ location_id: number }>(
      await db().execute(sql`select location_id from registers where register_id = ${till.register.register_id}`),
    );
    const added = await pos.manager.post<{ detail: StoreDetail }>('/admin/api/stores/registers/save', {
      location_id: store!.location_id,
      name: 'Back counter',
      active: true,
    });
    const back = added.body.detail.registers.find((r) => r.name === 'Back counter')!.register_id;
    await putReaderAt(pos.manager, db(), 'Counter 1 card reader', back);
    const { orderId, line } = await cardSaleOfTwo(32);
    const declined = await declinedHalf(orderId, line);
    const before = (await state()).day?.cash.cash_refunds_cents ?? 0;
    expect((await payout(declined, 'cash')).status).toBe(200);
    // The $51.50 leaves the drawer the cashier works (Register 1), not the back counter's, where the reader is.
    expect((await state()).register.name).toBe('Register 1');
    expect((await state()).day!.cash.cash_refunds_cents - before).toBe(5150);
    const [landed] = rowsOf<{ register_id: number }>(
      await db().execute(sql`select d.register_id from order_transactions t join till_days d on d.day_id = t.void_day_id
        where t.order_id = ${orderId} and t.transaction_type = 'cash'`),
    );
    expect(landed!.register_id).toBe(till.register.register_id);
  });
});
