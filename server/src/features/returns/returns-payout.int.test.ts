// A card refund the processor declines (issue 28, decision 0067): the return is recorded, the card part is shown as
// declined, and the cashier pays it out in cash or as store credit instead — once, also under a double submit.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderInfo } from '@parts/common/cart';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import { rowsOf } from '#src/db/rows';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { saveSettings } from '#src/features/settings/queries';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { makeCustomer } from '#src/test/pos-fixtures';

const pos = useCheckoutServer();
const { db, key, pay, devices } = pos;
type Err = { error?: string; errors?: Record<string, string> };

/** A $100.00 part (8.25% tax) sold on the card reader, paid in full: answers the order and its line. */
async function cardSale(offset: number, customerId?: number) {
  const part = await plainPart(db(), offset);
  await db().execute(sql`update products set price_cents = 10000 where product_id = ${part.product_id}`);
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  const c = pos.server.client();
  expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
  const orderId = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
  if (customerId)
    await pos.staff.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) });
  await saveSettings(db(), { pos_terminal_simulator_mode: 'auto' });
  const d = await devices(orderId);
  const paid = await pay(orderId, {
    transaction_type: 'card_device',
    card_type: 'Credit',
    datacap_device: d.reader,
    payjunction_terminal_id: d.dept,
    amount: '108.25',
  });
  expect(paid.body.transaction.status).toBe('approved');
  expect((await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`)).status).toBe(200);
  const lines = (await pos.staff.get<ReturnOrder>(`/pos/returns/order?order_id=${orderId}`)).body.lines;
  return { orderId, line: lines[0]!.order_product_id };
}

/** Returns the line with the processor told to decline: answers the declined refund. */
async function declinedReturn(orderId: number, line: number) {
  await saveSettings(db(), { pos_terminal_simulator_mode: 'decline' });
  const r = await pos.staff.post<CreateReturnAnswer>('/pos/returns/create', {
    order_id: orderId,
    idempotency_key: key(),
    reason: 'defective',
    condition: 'stock',
    lines: [{ order_product_id: line, quantity: 1 }],
  });
  expect(r.status).toBe(200);
  expect(r.body.error).toBe('The return is recorded; a card refund did not go through. Submit again to retry it.');
  expect(r.body.refund.tenders).toMatchObject([
    {
      amount_text: '$108.25',
      status: 'refund_failed',
      message: 'Refund declined by the card processor.',
      paid_out: false,
    },
  ]);
  expect(r.body.refund.returns).toMatchObject([{ return_status: 'Received' }]);
  return r.body.refund.tenders[0]!.transaction_id;
}

const payout = (transactionId: number, how: 'cash' | 'store_credit') =>
  pos.staff.post<CreateReturnAnswer & Err>('/pos/returns/payout', { transaction_id: transactionId, payout: how });

describe('a declined card refund paid out another way', () => {
  it('in cash: three submits at once pay out $108.25 once, the return is refunded and closed', async () => {
    const { orderId, line } = await cardSale(20);
    const declined = await declinedReturn(orderId, line);
    const answers = await Promise.all([1, 2, 3].map(() => payout(declined, 'cash')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body.success).toBe('The declined card refund was paid out in cash.');
    const refund = answers[2]!.body.refund;
    expect(refund.tenders.map((t) => [t.label, t.amount_text, t.status, t.paid_out])).toEqual([
      [expect.stringContaining('Refund to Credit card'), '$108.25', 'refund_failed', true],
      ['Cash refund (card refund declined)', '$108.25', 'refund', false],
    ]);
    expect(refund.change_out_text).toBe('$108.25');
    expect(refund.returns).toMatchObject([{ return_status: 'Closed' }]);
    // The order's history tells it once: the return, then the payout.
    const history = (await pos.staff.get<{ order: OrderInfo }>(`/pos/order/info?order_id=${orderId}`)).body.order
      .history;
    expect(history.slice(-2).map((h) => h.comment)).toEqual([
      `Returned 1 × ${refund.returns[0]!.product} (${refund.returns[0]!.model}), Defective, back to stock; refunded $108.25: ${refund.tenders[0]!.label} $108.25 (sent to the processor).`,
      `${refund.tenders[0]!.label} of $108.25 was declined; paid out $108.25 in cash.`,
    ]);
    // The card was never refunded; a second payout of the same refund changes nothing.
    const sims = rowsOf<{ status: string }>(
      await db().execute(sql`select status from terminal_sim_requests where action = 'REFUND' and request_key in (
        select 'refund:' || transaction_id from order_transactions where order_id = ${orderId})`),
    );
    expect(sims).toEqual([{ status: 'DECLINED' }]);
    expect((await payout(declined, 'store_credit')).body.refund.tenders).toHaveLength(2);
  });

  it("as store credit on the customer's account; refused without a customer; only a declined refund can be paid out", async () => {
    const customerId = await makeCustomer(db());
    const { orderId, line } = await cardSale(21, customerId);
    const declined = await declinedReturn(orderId, line);
    const credit = await payout(declined, 'store_credit');
    expect(credit.body.refund.tenders[1]).toMatchObject({
      label: 'Refund to store credit (card refund declined)',
      amount_text: '$108.25',
    });
    expect((await pos.state(orderId)).storeCredit).toBe('108.25');

    const walkIn = await cardSale(22);
    const noCustomer = await payout(await declinedReturn(walkIn.orderId, walkIn.line), 'store_credit');
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.errors).toEqual({ payout: 'A customer must be selected!' });

    const paidRow = credit.body.refund.tenders[1]!.transaction_id;
    const notDeclined = await payout(paidRow, 'cash');
    expect(notDeclined.status).toBe(409);
    expect(notDeclined.body.error).toBe('Only a declined card refund can be paid out another way.');
  });
});
