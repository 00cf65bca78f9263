// A return gives back its share of the card surcharge (decisions 0095 and 0098), as a cashier checks it: two $50.00
// parts paid $100.00 on the card reader with a 3% surcharge ($3.00), one returned ($51.50 back to the card), then the
// other ($51.50: the rest), $103.00 in all; the drawer's tenders and the reader's batch agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartData } from '@parts/common/cart';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import type { TillState, ZReport } from '@parts/common/till';
import { rowsOf } from '#src/db/rows';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { plainPart, setStock } from '#src/test/cart-fixtures';
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

/** A $50.00 part with no tax class (no tax), 10 on the cashier's store's shelf. */
async function untaxedPartAt50(): Promise<number> {
  const part = await plainPart(db(), 3);
  await db().execute(
    sql`update products set price_cents = 5000, tax_class_id = null where product_id = ${part.product_id}`,
  );
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  return part.product_id;
}

const giveBack = (orderId: number, orderProductId: number) =>
  pos.staff.post<CreateReturnAnswer>('/pos/returns/create', {
    order_id: orderId,
    idempotency_key: key(),
    reason: 'defective',
    condition: 'defective',
    lines: [{ order_product_id: orderProductId, quantity: 1 }],
  });

describe('a return of a card payment with a surcharge', () => {
  it('returning half gives back $51.50, the rest $51.50: $103.00, all that was charged', async () => {
    const productId = await untaxedPartAt50();
    const c = pos.server.client();
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    await c.post('/checkout/cart/add', { product_id: String(productId), quantity: '2' }, { form: true });
    expect((await c.get<CartData>('/checkout/cart/getData')).body.total_text).toBe('$100.00');
    const orderId = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
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
    const first = await giveBack(orderId, line.order_product_id);
    expect(first.status).toBe(200);
    expect(first.body.refund.refund_text).toBe('$50.00');
    expect(first.body.refund.tenders.map((t) => [t.label, t.amount_text, t.status])).toEqual([
      [
        expect.stringMatching(
          /^Refund to Credit card on Counter 1 card reader ending \d{4} \+ \$1\.50 card surcharge$/,
        ),
        '$50.00',
        'refund',
      ],
    ]);
    const second = await giveBack(orderId, line.order_product_id);
    expect(second.status).toBe(200);
    expect(second.body.refund.tenders.map((t) => [t.label, t.amount_text])).toEqual([
      [expect.stringMatching(/ \+ \$1\.50 card surcharge$/), '$50.00'],
    ]);

    // The card got $51.50 back twice through the reader: $103.00, what it was charged.
    const sims = rowsOf<{ amount_cents: number; status: string }>(
      await db().execute(sql`select amount_cents, status from terminal_sim_requests
        where action = 'REFUND' order by created_at`),
    );
    expect(sims).toEqual([
      { amount_cents: 5150, status: 'REFUNDED' },
      { amount_cents: 5150, status: 'REFUNDED' },
    ]);

    // The drawer's tenders: $100.00 on the card device and $3.00 of surcharge taken, both given back.
    const day = (await state()).day!;
    expect(day.tenders).toEqual([
      { type: 'card_device', name: 'Card device', count: 1, taken_cents: 10_000, voided_cents: 10_000, net_cents: 0 },
      { type: 'card_surcharge', name: 'Card surcharge', count: 1, taken_cents: 300, voided_cents: 300, net_cents: 0 },
    ]);
    const closed = await pos.staff.post<{ day: ZReport }>('/pos/till/close', {
      day_id: day.day_id,
      counts: {},
      over_short_reason: '',
      idempotency_key: key(),
    });
    expect(closed.body.day.batch).toMatchObject({
      lines: [
        expect.objectContaining({ card_type: 'card_device', sale_cents: 10_300, refund_cents: 10_300, net_cents: 0 }),
        expect.objectContaining({ card_type: 'smart_terminal', sale_cents: 0 }),
      ],
      provider_net_cents: 0,
      ledger_net_cents: 0,
      difference_cents: 0,
    });
  });
});
