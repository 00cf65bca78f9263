// Card devices and smart terminals at the POS checkout (issue 13, spec 001 s4): the idempotent terminal request (a lost
// answer is followed by a status query, never a second charge), the event stream (across processes on PostgreSQL),
// declines, cancelling, and voiding or refunding through the action link.
import { describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TerminalEvent } from '@parts/common/pos-checkout';
import { buildApp } from '#src/app';
import { readConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { terminalSimRequests } from '#src/db/schema/index';
import { makeOrder } from '#src/test/pos-fixtures';
import { useCheckoutServer, type Answer } from './checkout-test-kit';

const pos = useCheckoutServer();
const { db, key, pay, state, devices, waitFor, simRows } = pos;

describe('card device (Datacap-style)', () => {
  it('needs a card type, a device and a department, with the spec messages', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const r = await pay(orderId, { transaction_type: 'card_device', amount: '5' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      card_type: 'Select a card type.',
      datacap_device: 'Select a device that will display the amount.',
      payjunction_terminal_id: 'Select a department that will process the batch.',
    });
    const d = await devices(orderId);
    const wrongKind = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '5',
      card_type: 'Debit',
      datacap_device: d.terminal,
      payjunction_terminal_id: d.dept,
    });
    expect(wrongKind.body.errors).toEqual({ datacap_device: 'Select a device that will display the amount.' });
  });

  it('approves, declines with the message, and a lost answer is recovered by asking the status (one charge)', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const form = {
      transaction_type: 'card_device',
      card_type: 'Credit',
      datacap_device: d.reader,
      payjunction_terminal_id: d.dept,
    };
    const declined = await pay(orderId, { ...form, amount: '10.01' });
    expect(declined.body).toMatchObject({
      error: 'Declined: insufficient funds.',
      transaction: { status: 'declined', message: 'Declined: insufficient funds.' },
    });
    const timedOut = await pay(orderId, { ...form, amount: '10.02' });
    expect(timedOut.body).toMatchObject({
      error: 'The terminal timed out waiting for the customer.',
      transaction: {
        status: 'declined',
        card_device: { void_or_return_action: null, void_or_return_status: 'TIMEOUT' },
      },
    });
    const before = await simRows();
    const lost = await pay(orderId, { ...form, amount: '10.03' });
    expect(lost.body).toMatchObject({
      success: 'The transaction was approved.',
      transaction: {
        status: 'approved',
        card_device: { void_or_return_action: 'VOID', void_or_return_status: 'CAPTURE' },
      },
    });
    expect(await simRows()).toBe(before + 1);
    expect(lost.body.state).toMatchObject({ amountPaid: '10.03', balanceDue: '39.97' });
    const v = await pos.staff.post<Answer>('/pos/checkout/voidTransaction', {
      transaction_id: lost.body.transaction.transaction_id,
    });
    expect(v.body.transaction).toMatchObject({
      status: 'void',
      card_device: { void_or_return_action: null, void_or_return_status: 'VOID' },
    });
    expect(v.body.state.amountPaid).toBe('0.00');
  });
});

describe('smart terminal (PayJunction-style)', () => {
  const listen = async (orderId: number, baseUrl = pos.server.baseUrl) => {
    const ac = new AbortController();
    const res = await fetch(`${baseUrl}/pos/checkout/events?orderId=${orderId}`, {
      headers: { cookie: [...pos.staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: ac.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const got: TerminalEvent[] = [];
    let buf = '';
    const pump = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buf += new TextDecoder().decode(value);
          let i;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const chunk = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const data = chunk.split('\n').find((l) => l.startsWith('data: '));
            if (chunk.includes('event: terminal') && data) got.push(JSON.parse(data.slice(6)) as TerminalEvent);
          }
        }
      } catch {
        /* aborted */
      }
    })();
    return { got, stop: async () => (ac.abort(), await pump) };
  };

  it('needs a device and a department', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const r = await pay(orderId, { transaction_type: 'smart_terminal', amount: '5' });
    expect(r.body.errors).toEqual({
      payjunction_smart_terminal_id: 'Select a device that will display the amount.',
      payjunction_terminal_id: 'Select a department that will process the batch.',
    });
  });

  it('waits for the customer; the event stream pushes the approval; the action link voids it (from_pos=1)', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const stream = await listen(orderId);
    const r = await pay(orderId, {
      transaction_type: 'smart_terminal',
      amount: '20.00',
      payjunction_smart_terminal_id: d.terminal,
      payjunction_terminal_id: d.dept,
    });
    expect(r.body.transaction.status).toBe('pending');
    expect(r.body.awaiting).toEqual({
      smartTerminalId: Number(d.terminal),
      siteTransactionId: `${orderId}:${(r.body.awaiting as { siteTransactionId: string }).siteTransactionId.split(':')[1]}`,
      transaction_id: r.body.transaction.transaction_id,
    });
    const t = await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
    for (let i = 0; i < 50 && stream.got.length === 0; i++) await new Promise((res) => setTimeout(res, 100));
    await stream.stop();
    expect(stream.got).toEqual([
      { orderId, transaction_id: t.transaction_id, status: 'approved', message: 'Approved' },
    ]);
    expect(t.payment_terminal).toEqual({
      action_text: 'Void',
      action_url: `/pos/checkout/terminalAction?transaction_id=${t.transaction_id}&action=void`,
      status: 'CAPTURE',
      settled: false,
    });
    const wrong = await pos.staff.get(
      `/pos/checkout/terminalAction?transaction_id=${t.transaction_id}&action=refund&from_pos=1`,
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe('This transaction has no void or refund available.');
    const act = await pos.staff.get<Answer>(`${t.payment_terminal!.action_url!}&from_pos=1`);
    expect(act.body).toMatchObject({
      success: 'The payment has been voided.',
      transaction: { status: 'void', payment_terminal: { action_url: null, status: 'VOID' } },
    });
  });

  it('a settled payment is refunded through its action link', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const r = await pay(orderId, {
      transaction_type: 'smart_terminal',
      amount: '15.00',
      payjunction_smart_terminal_id: d.terminal,
      payjunction_terminal_id: d.dept,
    });
    await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
    expect((await pos.manager.post('/pos/checkout/simulator', { settle: '1' })).body.settled).toBeGreaterThanOrEqual(1);
    const t = (await state(orderId)).transactions[0]!;
    expect(t.payment_terminal).toMatchObject({
      action_text: 'Refund',
      action_url: `/pos/checkout/terminalAction?transaction_id=${t.transaction_id}&action=refund`,
      settled: true,
    });
    const act = await pos.staff.get<Answer>(`${t.payment_terminal!.action_url!}&from_pos=1`);
    expect(act.body).toMatchObject({
      success: 'The payment has been refunded.',
      transaction: { status: 'void', payment_terminal: { status: 'REFUND', action_url: null } },
    });
  });

  it.runIf(inject('dbTarget') === 'postgres')(
    'on PostgreSQL the outcome reaches a stream held by another server process (LISTEN/NOTIFY)',
    async () => {
      const otherDb = await openDatabase({ databaseUrl: pos.server.database.url!, poolSize: 2 });
      const other = await buildApp({
        config: readConfig({ WEB_DIST: '/nonexistent-web-dist' } as NodeJS.ProcessEnv),
        database: otherDb,
      });
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const otherUrl = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
        const orderId = await makeOrder(db(), { totalCents: 5_000 });
        const d = await devices(orderId);
        const stream = await listen(orderId, otherUrl);
        const r = await pay(orderId, {
          transaction_type: 'smart_terminal',
          amount: '20.00',
          payjunction_smart_terminal_id: d.terminal,
          payjunction_terminal_id: d.dept,
        });
        await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
        for (let i = 0; i < 50 && stream.got.length === 0; i++) await new Promise((res) => setTimeout(res, 100));
        await stream.stop();
        expect(stream.got).toEqual([
          { orderId, transaction_id: r.body.transaction.transaction_id, status: 'approved', message: 'Approved' },
        ]);
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );

  it('a decline comes through the stream with its message and adds nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    await pos.manager.post('/pos/checkout/simulator', { mode: 'decline' });
    const stream = await listen(orderId);
    const r = await pay(orderId, {
      transaction_type: 'smart_terminal',
      amount: '20.00',
      payjunction_smart_terminal_id: d.terminal,
      payjunction_terminal_id: d.dept,
    });
    await waitFor(orderId, r.body.transaction.transaction_id, 'declined');
    for (let i = 0; i < 50 && stream.got.length === 0; i++) await new Promise((res) => setTimeout(res, 100));
    await stream.stop();
    expect(stream.got).toEqual([
      {
        orderId,
        transaction_id: r.body.transaction.transaction_id,
        status: 'declined',
        message: 'Declined: insufficient funds.',
      },
    ]);
    expect((await state(orderId)).amountPaid).toBe('0.00');
  });

  it('a lost answer: the server asks the terminal for the request status; the same key sent again never charges twice', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    await pos.manager.post('/pos/checkout/simulator', { mode: 'lose_answer' });
    const k = key();
    const body = {
      transaction_type: 'smart_terminal',
      amount: '20.00',
      payjunction_smart_terminal_id: d.terminal,
      payjunction_terminal_id: d.dept,
      idempotency_key: k,
    };
    const before = await simRows();
    const r = await pos.staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(r.status).toBe(200);
    expect(r.body.transaction.status).toBe('pending');
    const again = await pos.staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(again.body.transaction.transaction_id).toBe(r.body.transaction.transaction_id);
    await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
    const third = await pos.staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(third.body).toMatchObject({
      success: 'The transaction was approved.',
      transaction: { transaction_id: r.body.transaction.transaction_id, status: 'approved' },
    });
    expect(await simRows()).toBe(before + 1);
    expect((await state(orderId)).amountPaid).toBe('20.00');
  });

  it('Cancel Transaction cancels a payment still waiting for the customer', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const r = await pay(orderId, {
      transaction_type: 'smart_terminal',
      amount: '20.02',
      payjunction_smart_terminal_id: d.terminal,
      payjunction_terminal_id: d.dept,
    });
    const aw = r.body.awaiting!;
    // The waiting request holds its amount: another tender may take only what is left.
    expect((await pay(orderId, { transaction_type: 'check', amount: '30.00', check_number: '9' })).body.error).toBe(
      'Amount cannot be more than the balance due of $29.98.',
    );
    const busy = await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('A payment is waiting on a terminal. Finish or cancel it first.');
    const c = await pos.staff.get<Answer>(
      `/pos/checkout/cancelSmartTerminal?smartTerminalId=${aw.smartTerminalId}&siteTransactionId=${encodeURIComponent(aw.siteTransactionId)}`,
    );
    expect(c.body).toMatchObject({
      success: 'The transaction was cancelled on the terminal.',
      transaction: { status: 'declined', message: 'The transaction was cancelled on the terminal.' },
    });
    const [sim] = await db()
      .select()
      .from(terminalSimRequests)
      .where(eq(terminalSimRequests.requestKey, aw.siteTransactionId));
    expect(sim!.status).toBe('CANCELLED');
  });
});
