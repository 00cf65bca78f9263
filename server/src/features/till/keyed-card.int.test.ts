// A card keyed in by hand at the close (decision 0104): charged outside the readers, so the close counts it on a line
// of its own beside the batch, on neither side of the comparison, while the Card surcharge line holds every surcharge.
// $100.00 keyed in (+3% = $103.00) and $50.00 on the reader (+3% = $51.50): the batch and the readers' tenders agree
// on $51.50, the keyed line is $103.00, the surcharge line $4.50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TillState, ZReport } from '@parts/common/till';
import { orders, users } from '#src/db/schema/index';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { makeOrder } from '#src/test/pos-fixtures';
import { putReaderAt } from '#src/test/reader-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

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

/** A sale of `totalCents` rung up by the cashier. */
async function cashierOrder(totalCents: number): Promise<number> {
  const orderId = await makeOrder(db(), { totalCents });
  const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
  await db().update(orders).set({ staffUserId: cashier!.userId }).where(eq(orders.orderId, orderId));
  return orderId;
}

describe('a card keyed in by hand at the close', () => {
  it('is on a line of its own beside the batch; the batch compares the readers only', async () => {
    const keyed = await cashierOrder(10_000);
    const byHand = await pay(keyed, {
      transaction_type: 'card',
      amount: '100.00',
      card_type: 'Credit',
      manual_entry: '1',
      card_last4: '4242',
    });
    expect(byHand.body.transaction.transaction_label).toBe(
      'Credit card (manual entry) ending 4242 + $3.00 card surcharge',
    );
    const onReader = await cashierOrder(5_000);
    const { reader, dept } = await pos.devices(onReader);
    const card = await pay(onReader, {
      transaction_type: 'card_device',
      amount: '50.00',
      card_type: 'Credit',
      datacap_device: reader,
      payjunction_terminal_id: dept,
    });
    expect(card.body.transaction.status).toBe('approved');

    const day = (await state()).day!;
    expect(day.tenders).toEqual([
      {
        type: 'card',
        name: 'Card (entered manually)',
        count: 1,
        taken_cents: 10_000,
        voided_cents: 0,
        net_cents: 10_000,
      },
      { type: 'card_device', name: 'Card device', count: 1, taken_cents: 5_000, voided_cents: 0, net_cents: 5_000 },
      { type: 'card_surcharge', name: 'Card surcharge', count: 2, taken_cents: 450, voided_cents: 0, net_cents: 450 },
    ]);
    const closed = await pos.staff.post<{ day: ZReport }>('/pos/till/close', {
      day_id: day.day_id,
      counts: {},
      over_short_reason: '',
      idempotency_key: key(),
    });
    expect(closed.status).toBe(200);
    expect(closed.body.day.batch).toMatchObject({
      readers: ['Counter 1 card reader', 'Round Rock card reader', 'Round Rock terminal'],
      provider_net_cents: 5_150,
      ledger_net_cents: 5_150,
      difference_cents: 0,
      keyed_net_cents: 10_300,
    });
  });
});
