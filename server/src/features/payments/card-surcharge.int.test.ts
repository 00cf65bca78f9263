// The card surcharge at the POS checkout (issue 27, decision 0095): set in Store → Settings, charged on card tenders
// on top of their amount, never on cash; shown in the checkout state and on the receipt.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { makeOrder } from '#src/test/pos-fixtures';
import { useCheckoutServer } from './checkout-test-kit';

const pos = useCheckoutServer();
const { db, pay, state, devices } = pos;

const setSurcharge = (percent: string, cap: string) =>
  pos.manager.post<{ errors?: Record<string, string> }>('/admin/api/settings/save', {
    card_surcharge_percent: percent,
    card_surcharge_cap: cap,
  });

describe('card surcharge', () => {
  it('refuses a percent out of range or a cap that is not an amount, and changes nothing', async () => {
    for (const [percent, cap] of [
      ['3.5', '0'],
      ['-1', '0'],
      ['abc', '0'],
      ['3', '-5'],
    ]) {
      const r = await setSurcharge(percent!, cap!);
      expect(r.status, `${percent} ${cap}`).toBe(400);
    }
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    expect((await state(orderId)).cardSurcharge).toEqual({ percentBp: 0, capCents: 0 });
  });

  it('a 3% setting charges 3% on a card tender, nothing on cash, and the receipt shows it', async () => {
    expect((await setSurcharge('3', '0')).status).toBe(200);
    const orderId = await makeOrder(db(), { totalCents: 10_000 });
    const card = await pay(orderId, { transaction_type: 'card', amount: '60.00', card_type: 'Credit' });
    expect(card.status).toBe(200);
    expect(card.body.transaction.transaction_label).toBe('Credit card + $1.80 card surcharge');
    expect(card.body.state).toMatchObject({
      costCreditCardSurcharge: '1.80',
      orderTotal: '101.80',
      amountPaid: '61.80',
      balanceDue: '40.00',
    });
    const cash = await pay(orderId, { transaction_type: 'cash', amount: '40.00' });
    expect(cash.body.transaction.transaction_label).toBe('Cash');
    expect(cash.body.state).toMatchObject({
      costCreditCardSurcharge: '1.80',
      orderTotal: '101.80',
      amountPaid: '101.80',
      balanceDue: '0.00',
      paidInFull: true,
    });
    const receipt = await pos.staff.get<{ order: { totals: { title: string; text: string }[] } }>(
      `/pos/order/info?order_id=${orderId}`,
    );
    expect(receipt.body.order.totals).toEqual([
      { code: 'sub_total', title: 'Sub-Total', text: '$100.00' },
      { code: 'tax', title: 'Tax', text: '$0.00' },
      { code: 'card_surcharge', title: 'Card surcharge', text: '$1.80' },
      { code: 'total', title: 'Total', text: '$101.80' },
    ]);
  });

  it('a card reader is asked for the amount and the surcharge, no more than the cap', async () => {
    expect((await setSurcharge('3', '1.00')).status).toBe(200);
    // The cap is kept as integer cents; the form reads it back in dollars (decision 0099).
    const kept = await db().execute(sql`select value from settings where key = 'card_surcharge_cap_cents'`);
    expect(Number(rowsOf<{ value: unknown }>(kept)[0]!.value)).toBe(100);
    const form = await pos.manager.get<{ values: { card_surcharge_cap: string } }>('/admin/api/settings');
    expect(form.body.values.card_surcharge_cap).toBe('1.00');
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const r = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '50.00',
      card_type: 'Credit',
      datacap_device: d.reader,
      payjunction_terminal_id: d.dept,
    });
    expect(r.body.transaction.status).toBe('approved');
    expect(r.body.state).toMatchObject({ costCreditCardSurcharge: '1.00', amountPaid: '51.00', balanceDue: '0.00' });
    const [sent] = rowsOf<{ amount_cents: number }>(
      await db().execute(
        sql`select amount_cents from terminal_sim_requests where request_key like ${`${orderId}:%`} and action = 'CHARGE'`,
      ),
    );
    expect(sent?.amount_cents).toBe(5_100);
  });
});
