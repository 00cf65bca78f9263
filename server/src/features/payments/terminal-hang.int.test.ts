// A terminal that never answers (issue 29): the call is given up after TERMINAL_CALL_TIMEOUT_MS (beyond the customer's
// time for a card device) and treated as a lost answer, so the sale is recovered by asking the request's status: one
// charge, the tender approved, nothing left hanging. Without the timeout these requests never answer.
import { describe, expect, it } from 'vitest';
import { saveSettings } from '#src/features/settings/queries';
import { makeOrder } from '#src/test/pos-fixtures';
import { useCheckoutServer, type Answer } from './checkout-test-kit';

const pos = useCheckoutServer({ TERMINAL_CALL_TIMEOUT_MS: '400' });
const { db, key, state, devices, simRows } = pos;

describe('a terminal that never answers', () => {
  it('smart terminal: the silent request counts as a lost answer and the status query records the approval', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    expect((await pos.manager.post('/pos/checkout/simulator', { mode: 'hang' })).status).toBe(200);
    const body = {
      transaction_type: 'smart_terminal',
      amount: '20.00',
      payjunction_smart_terminal_id: d.terminal,
      payjunction_terminal_id: d.dept,
      idempotency_key: key(),
    };
    const before = await simRows();
    const r = await pos.staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: 'The transaction was approved.', transaction: { status: 'approved' } });
    // The same key again answers the same tender: the terminal was asked once.
    const again = await pos.staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(again.body.transaction.transaction_id).toBe(r.body.transaction.transaction_id);
    expect(await simRows()).toBe(before + 1);
    expect((await state(orderId)).amountPaid).toBe('20.00');
  });

  it('card device: after the customer’s time and the call timeout, the status query records the approval', async () => {
    await saveSettings(db(), { pos_terminal_timeout_ms: 600 });
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    expect((await pos.manager.post('/pos/checkout/simulator', { mode: 'hang' })).status).toBe(200);
    const before = await simRows();
    const r = await pos.staff.post<Answer>(
      `/pos/checkout/addTransaction?orderId=${orderId}`,
      {
        transaction_type: 'card_device',
        card_type: 'Credit',
        datacap_device: d.reader,
        payjunction_terminal_id: d.dept,
        amount: '12.50',
        idempotency_key: key(),
      },
      { form: true },
    );
    expect(r.body).toMatchObject({
      success: 'The transaction was approved.',
      transaction: { status: 'approved', card_device: { void_or_return_status: 'CAPTURE' } },
    });
    expect(await simRows()).toBe(before + 1);
    const s = await state(orderId);
    expect(s.amountPaid).toBe('12.50');
    expect(s.transactions.filter((t) => t.status === 'pending')).toEqual([]);
  });
});
