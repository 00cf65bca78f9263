// The POS checkout calls (issue 13, spec 001 s3-s5, s7): every tender's rules and messages, void and void all, the
// idempotent terminal request (a lost answer is followed by a status query, never a second charge), the event
// stream, completing, and races on one order, one gift card and one customer's credit (run on PostgreSQL too).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AddTransactionAnswer, CheckoutState, TerminalEvent } from '@parts/common/pos-checkout';
import { buildApp } from '#src/app';
import { readConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { giftVouchers, orders, terminalSimRequests } from '#src/db/schema/index';
import { creditBalance } from '#src/features/customers/credit';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { plainPart } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder, makeVoucher } from '#src/test/pos-fixtures';

let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startTestServer();
  staff = server.client();
  expect((await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  expect((await staff.post('/pos/checkout/simulator', { mode: 'auto', delay_ms: 100 })).status).toBe(200);
});
afterAll(() => server.close());
beforeEach(async () => {
  await saveSettings(db(), { pos_terminal_simulator_mode: 'auto', pos_terminal_simulator_delay_ms: 100 });
});

const db = () => server.database.db;
const key = () => randomBytes(8).toString('hex');
type Answer = AddTransactionAnswer & { error?: string; errors?: Record<string, string> };
const pay = (orderId: number, body: Record<string, string>, query = '') => staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}${query}`, { idempotency_key: key(), ...body }, { form: true });
const state = async (orderId: number) => (await staff.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
const devices = async (orderId: number) => {
  const s = await state(orderId);
  return { reader: String(s.cardDevices[0]!.device_id), terminal: String(s.smartTerminals[0]!.device_id), dept: String(s.departments[0]!.device_id) };
};
const waitFor = async (orderId: number, transactionId: number, status: string) => {
  for (let i = 0; i < 100; i++) {
    const t = (await state(orderId)).transactions.find((x) => x.transaction_id === transactionId)!;
    if (t.status === status) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`transaction ${transactionId} never became ${status}`);
};
const simRows = async () => rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from terminal_sim_requests`))[0]!.n;

describe('checkout state and balance arithmetic', () => {
  it('answers the order total split into its costs, and an empty transaction list', async () => {
    const orderId = await makeOrder(db(), { totalCents: 12_345, taxCents: 845, laborCents: 2_500 });
    const s = await state(orderId);
    expect(s).toMatchObject({ orderId, orderTotal: '123.45', costParts: '90.00', costLabor: '25.00', costTax: '8.45', costSurcharge: '0.00', costCreditCardSurcharge: '0.00', costCreditCardSurchargeTax: '0.00', amountPaid: '0.00', balanceDue: '123.45', changeDue: '0.00', paidInFull: false, storeCredit: '0.00', transactions: [], bookedAppointments: [] });
    expect(s.paymentTypes.map((p) => p.code)).toEqual(['cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online']);
  });

  it('cash: split payments lower the balance in cents; over-tendering shows Change Due; a paid order takes no more', async () => {
    const orderId = await makeOrder(db(), { totalCents: 10_001 });
    for (const amount of ['0', '0.00', '-5', 'abc', '']) {
      const r = await pay(orderId, { transaction_type: 'cash', amount });
      expect(r.status, amount).toBe(400);
      expect(r.body.error).toBe('Amount must be more than $0.00');
      expect(r.body.errors).toEqual({ amount: 'Amount must be more than $0.00' });
    }
    const a = await pay(orderId, { transaction_type: 'cash', amount: '33.34' });
    expect(a.status).toBe(200);
    expect(a.body.state).toMatchObject({ amountPaid: '33.34', balanceDue: '66.67', changeDue: '0.00', paidInFull: false });
    const b = await pay(orderId, { transaction_type: 'cash', amount: '70' });
    expect(b.body.state).toMatchObject({ amountPaid: '103.34', balanceDue: '-3.33', changeDue: '3.33', paidInFull: true });
    const c = await pay(orderId, { transaction_type: 'cash', amount: '1' });
    expect(c.status).toBe(409);
    expect(c.body.error).toBe('The order is paid in full: no more payments can be taken.');
  });

  it('the same idempotency key sent five times at once makes one payment', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const k = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, { transaction_type: 'cash', amount: '12.50', idempotency_key: k }, { form: true })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.transaction.transaction_id)).size).toBe(1);
    expect((await state(orderId)).amountPaid).toBe('12.50');
  });

  it('different keys racing for the last of the balance: every tender is checked against the balance one at a time', async () => {
    const orderId = await makeOrder(db(), { totalCents: 3_000 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(orderId, { transaction_type: 'check', amount: '10.00', check_number: '101' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error)).toEqual(['The order is paid in full: no more payments can be taken.']);
    expect((await state(orderId)).amountPaid).toBe('30.00');
  });
});

describe('tender rules and messages', () => {
  it('check: the number is a whole number of at least 1; the amount cannot pass the balance due', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_000 });
    for (const check_number of ['', '0', '1.5', 'abc', '-3']) {
      const r = await pay(orderId, { transaction_type: 'check', amount: '5', check_number });
      expect(r.status, check_number).toBe(400);
      expect(r.body.errors).toEqual({ check_number: 'Check number must be a whole number of at least 1.' });
    }
    const over = await pay(orderId, { transaction_type: 'check', amount: '20.01', check_number: '7' });
    expect(over.body.error).toBe('Amount cannot be more than the balance due of $20.00.');
    const ok = await pay(orderId, { transaction_type: 'check', amount: '5', check_number: '1001' });
    expect(ok.body.transaction).toMatchObject({ transaction_label: 'Check #1001', amount: '5.00', transaction_type: 'check', status: 'approved' });
  });

  it('card entered manually: a card type is required', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_000 });
    const r = await pay(orderId, { transaction_type: 'card', amount: '5' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ card_type: 'Select a card type.' });
    const ok = await pay(orderId, { transaction_type: 'card', amount: '5', card_type: 'Credit', manual_entry: '1', card_last4: '4242' });
    expect(ok.body.transaction.transaction_label).toBe('Credit card (manual entry) ending 4242');
  });

  it('a disabled payment type is refused and the state lists only enabled types', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_000 });
    await saveSettings(db(), { pos_payment_types: ['cash'] });
    try {
      expect((await state(orderId)).paymentTypes).toEqual([{ code: 'cash', name: 'Cash' }]);
      const r = await pay(orderId, { transaction_type: 'check', amount: '5', check_number: '1' });
      expect(r.body.error).toBe('This payment type is not enabled.');
      await saveSettings(db(), { pos_payment_types: [] });
      expect((await state(orderId)).paymentTypes).toEqual([]);
    } finally {
      await saveSettings(db(), { pos_payment_types: ['cash', 'check', 'card', 'card_device', 'smart_terminal', 'voucher', 'store_credit', 'online'] });
    }
  });

  it('gift card: lookup, "Invalid code", "Max amount allowed", the balance taken and given back on void', async () => {
    const orderId = await makeOrder(db(), { totalCents: 10_000 });
    const v = await makeVoucher(db(), 2_500);
    expect((await staff.get(`/pos/checkout/getVoucher?voucherCode=${v.code.toLowerCase()}`)).body).toEqual({ voucher: { code: v.code, amount: '25.00', amount_text: '$25.00', original_amount: '25.00' } });
    const unknown = await staff.get('/pos/checkout/getVoucher?voucherCode=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Invalid code');
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '5', voucher_code: 'NOPE' })).body.error).toBe('Invalid code');
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '5' })).body.errors).toEqual({ voucher_code: 'Invalid code' });
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '25.01', voucher_code: v.code })).body.error).toBe('Max amount allowed: $25.00');
    const ok = await pay(orderId, { transaction_type: 'voucher', amount: '20', voucher_code: v.code });
    expect(ok.body.state.amountPaid).toBe('20.00');
    const [after] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, v.voucherId));
    expect(after!.balanceCents).toBe(500);
    const voided = await staff.post<Answer>('/pos/checkout/voidTransaction', { transaction_id: ok.body.transaction.transaction_id });
    expect(voided.body).toMatchObject({ success: 'The transaction has been voided.', transaction: { status: 'void' } });
    const [back] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, v.voucherId));
    expect(back!.balanceCents).toBe(2_500);
    const again = await staff.post('/pos/checkout/voidTransaction', { transaction_id: ok.body.transaction.transaction_id });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This transaction is already void.');
  });

  it('gift card: two orders spending one card at once never take more than its balance', async () => {
    const v = await makeVoucher(db(), 3_000);
    const ordersIds = await Promise.all([1, 2, 3].map(() => makeOrder(db(), { totalCents: 5_000 })));
    const answers = await Promise.all(ordersIds.map((o) => pay(o, { transaction_type: 'voucher', amount: '20', voucher_code: v.code })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.error)).toEqual(['Max amount allowed: $10.00', 'Max amount allowed: $10.00']);
    const [after] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, v.voucherId));
    expect(after!.balanceCents).toBe(1_000);
  });

  it('store credit: needs a customer and credit, capped at min(credit, balance due), written to and reversed in the ledger', async () => {
    const noCustomer = await makeOrder(db(), { totalCents: 5_000 });
    expect((await pay(noCustomer, { transaction_type: 'store_credit', amount: '5' })).body.error).toBe('A customer must be selected!');
    const poor = await makeCustomer(db());
    expect((await pay(noCustomer, { transaction_type: 'store_credit', amount: '5' }, `&customerId=${poor}`)).body.error).toBe('The customer has no store credit.');

    const customerId = await makeCustomer(db(), { creditCents: 8_000 });
    const orderId = await makeOrder(db(), { totalCents: 5_000, customerId });
    expect((await state(orderId)).storeCredit).toBe('80.00');
    expect((await pay(orderId, { transaction_type: 'store_credit', amount: '50.01' })).body.error).toBe('Max amount allowed: $50.00');
    const half = await pay(orderId, { transaction_type: 'store_credit', amount: '40' });
    expect(half.body.state).toMatchObject({ storeCredit: '40.00', amountPaid: '40.00', balanceDue: '10.00' });
    expect((await pay(orderId, { transaction_type: 'store_credit', amount: '10.01' })).body.error).toBe('Max amount allowed: $10.00');
    expect(await creditBalance(db(), customerId)).toBe(4_000);
    await staff.post('/pos/checkout/voidTransaction', { transaction_id: half.body.transaction.transaction_id, orderId });
    expect(await creditBalance(db(), customerId)).toBe(8_000);
    const ledger = rowsOf<{ amount_cents: number; description: string }>(await db().execute(sql`select amount_cents, description from customer_credits where customer_id = ${customerId} order by customer_transaction_id`));
    expect(ledger).toEqual([
      { amount_cents: 8_000, description: 'Opening credit' },
      { amount_cents: -4_000, description: `Paid on order #${orderId}` },
      { amount_cents: 4_000, description: `Voided payment on order #${orderId}` },
    ]);
  });

  it('/checkout/cart/removeCredit voids the store-credit payments of the cart\'s order back to the ledger', async () => {
    const c = server.client();
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    const part = await plainPart(db());
    expect((await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true })).status).toBe(200);
    const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    const orderId = saved.body.order_id;
    const customerId = await makeCustomer(db(), { creditCents: 500 });
    await c.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) }, { form: true });
    const paid = await c.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, { transaction_type: 'store_credit', amount: '5', idempotency_key: key() }, { form: true });
    expect(paid.body.state.storeCredit).toBe('0.00');
    const removed = await c.get<{ success: string; reversed: number }>('/checkout/cart/removeCredit');
    expect(removed.body).toMatchObject({ reversed: 1 });
    expect(await creditBalance(db(), customerId)).toBe(500);
    expect((await state(orderId)).transactions.map((t) => t.status)).toEqual(['void']);
  });

  it('store credit: two orders of one customer racing never take the credit below zero', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 3_000 });
    const ids = await Promise.all([1, 2, 3].map(() => makeOrder(db(), { totalCents: 5_000, customerId })));
    const answers = await Promise.all(ids.map((o) => pay(o, { transaction_type: 'store_credit', amount: '20' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await creditBalance(db(), customerId)).toBe(1_000);
  });
});

describe('card device (Datacap-style)', () => {
  it('needs a card type, a device and a department, with the spec messages', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const r = await pay(orderId, { transaction_type: 'card_device', amount: '5' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ card_type: 'Select a card type.', datacap_device: 'Select a device that will display the amount.', payjunction_terminal_id: 'Select a department that will process the batch.' });
    const d = await devices(orderId);
    const wrongKind = await pay(orderId, { transaction_type: 'card_device', amount: '5', card_type: 'Debit', datacap_device: d.terminal, payjunction_terminal_id: d.dept });
    expect(wrongKind.body.errors).toEqual({ datacap_device: 'Select a device that will display the amount.' });
  });

  it('approves, declines with the message, and a lost answer is recovered by asking the status (one charge)', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const form = { transaction_type: 'card_device', card_type: 'Credit', datacap_device: d.reader, payjunction_terminal_id: d.dept };
    const declined = await pay(orderId, { ...form, amount: '10.01' });
    expect(declined.body).toMatchObject({ error: 'Declined: insufficient funds.', transaction: { status: 'declined', message: 'Declined: insufficient funds.' } });
    const timedOut = await pay(orderId, { ...form, amount: '10.02' });
    expect(timedOut.body).toMatchObject({ error: 'The terminal timed out waiting for the customer.', transaction: { status: 'declined', card_device: { void_or_return_action: null, void_or_return_status: 'TIMEOUT' } } });
    const before = await simRows();
    const lost = await pay(orderId, { ...form, amount: '10.03' });
    expect(lost.body).toMatchObject({ success: 'The transaction was approved.', transaction: { status: 'approved', card_device: { void_or_return_action: 'VOID', void_or_return_status: 'CAPTURE' } } });
    expect(await simRows()).toBe(before + 1);
    expect(lost.body.state).toMatchObject({ amountPaid: '10.03', balanceDue: '39.97' });
    const v = await staff.post<Answer>('/pos/checkout/voidTransaction', { transaction_id: lost.body.transaction.transaction_id });
    expect(v.body.transaction).toMatchObject({ status: 'void', card_device: { void_or_return_action: null, void_or_return_status: 'VOID' } });
    expect(v.body.state.amountPaid).toBe('0.00');
  });
});

describe('smart terminal (PayJunction-style)', () => {
  const listen = async (orderId: number, baseUrl = server.baseUrl) => {
    const ac = new AbortController();
    const res = await fetch(`${baseUrl}/pos/checkout/events?orderId=${orderId}`, { headers: { cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, signal: ac.signal });
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
    expect(r.body.errors).toEqual({ payjunction_smart_terminal_id: 'Select a device that will display the amount.', payjunction_terminal_id: 'Select a department that will process the batch.' });
  });

  it('waits for the customer; the event stream pushes the approval; the action link voids it (from_pos=1)', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const stream = await listen(orderId);
    const r = await pay(orderId, { transaction_type: 'smart_terminal', amount: '20.00', payjunction_smart_terminal_id: d.terminal, payjunction_terminal_id: d.dept });
    expect(r.body.transaction.status).toBe('pending');
    expect(r.body.awaiting).toEqual({ smartTerminalId: Number(d.terminal), siteTransactionId: `${orderId}:${(r.body.awaiting as { siteTransactionId: string }).siteTransactionId.split(':')[1]}`, transaction_id: r.body.transaction.transaction_id });
    const t = await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
    for (let i = 0; i < 50 && stream.got.length === 0; i++) await new Promise((res) => setTimeout(res, 100));
    await stream.stop();
    expect(stream.got).toEqual([{ orderId, transaction_id: t.transaction_id, status: 'approved', message: 'Approved' }]);
    expect(t.payment_terminal).toEqual({ action_text: 'Void', action_url: `/pos/checkout/terminalAction?transaction_id=${t.transaction_id}&action=void`, status: 'CAPTURE', settled: false });
    const wrong = await staff.get(`/pos/checkout/terminalAction?transaction_id=${t.transaction_id}&action=refund&from_pos=1`);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toBe('This transaction has no void or refund available.');
    const act = await staff.get<Answer>(`${t.payment_terminal!.action_url!}&from_pos=1`);
    expect(act.body).toMatchObject({ success: 'The payment has been voided.', transaction: { status: 'void', payment_terminal: { action_url: null, status: 'VOID' } } });
  });

  it('a settled payment is refunded through its action link', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const r = await pay(orderId, { transaction_type: 'smart_terminal', amount: '15.00', payjunction_smart_terminal_id: d.terminal, payjunction_terminal_id: d.dept });
    await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
    expect((await staff.post('/pos/checkout/simulator', { settle: '1' })).body.settled).toBeGreaterThanOrEqual(1);
    const t = (await state(orderId)).transactions[0]!;
    expect(t.payment_terminal).toMatchObject({ action_text: 'Refund', action_url: `/pos/checkout/terminalAction?transaction_id=${t.transaction_id}&action=refund`, settled: true });
    const act = await staff.get<Answer>(`${t.payment_terminal!.action_url!}&from_pos=1`);
    expect(act.body).toMatchObject({ success: 'The payment has been refunded.', transaction: { status: 'void', payment_terminal: { status: 'REFUND', action_url: null } } });
  });

  it.runIf(inject('dbTarget') === 'postgres')('on PostgreSQL the outcome reaches a stream held by another server process (LISTEN/NOTIFY)', async () => {
    const otherDb = await openDatabase({ databaseUrl: server.database.url!, poolSize: 2 });
    const other = await buildApp({ config: readConfig({ WEB_DIST: '/nonexistent-web-dist' } as NodeJS.ProcessEnv), database: otherDb });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherUrl = `http://127.0.0.1:${(other.server.address() as { port: number }).port}`;
      const orderId = await makeOrder(db(), { totalCents: 5_000 });
      const d = await devices(orderId);
      const stream = await listen(orderId, otherUrl);
      const r = await pay(orderId, { transaction_type: 'smart_terminal', amount: '20.00', payjunction_smart_terminal_id: d.terminal, payjunction_terminal_id: d.dept });
      await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
      for (let i = 0; i < 50 && stream.got.length === 0; i++) await new Promise((res) => setTimeout(res, 100));
      await stream.stop();
      expect(stream.got).toEqual([{ orderId, transaction_id: r.body.transaction.transaction_id, status: 'approved', message: 'Approved' }]);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it('a decline comes through the stream with its message and adds nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    await staff.post('/pos/checkout/simulator', { mode: 'decline' });
    const stream = await listen(orderId);
    const r = await pay(orderId, { transaction_type: 'smart_terminal', amount: '20.00', payjunction_smart_terminal_id: d.terminal, payjunction_terminal_id: d.dept });
    await waitFor(orderId, r.body.transaction.transaction_id, 'declined');
    for (let i = 0; i < 50 && stream.got.length === 0; i++) await new Promise((res) => setTimeout(res, 100));
    await stream.stop();
    expect(stream.got).toEqual([{ orderId, transaction_id: r.body.transaction.transaction_id, status: 'declined', message: 'Declined: insufficient funds.' }]);
    expect((await state(orderId)).amountPaid).toBe('0.00');
  });

  it('a lost answer: the server asks the terminal for the request status; the same key sent again never charges twice', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    await staff.post('/pos/checkout/simulator', { mode: 'lose_answer' });
    const k = key();
    const body = { transaction_type: 'smart_terminal', amount: '20.00', payjunction_smart_terminal_id: d.terminal, payjunction_terminal_id: d.dept, idempotency_key: k };
    const before = await simRows();
    const r = await staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(r.status).toBe(200);
    expect(r.body.transaction.status).toBe('pending');
    const again = await staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(again.body.transaction.transaction_id).toBe(r.body.transaction.transaction_id);
    await waitFor(orderId, r.body.transaction.transaction_id, 'approved');
    const third = await staff.post<Answer>(`/pos/checkout/addTransaction?orderId=${orderId}`, body, { form: true });
    expect(third.body).toMatchObject({ success: 'The transaction was approved.', transaction: { transaction_id: r.body.transaction.transaction_id, status: 'approved' } });
    expect(await simRows()).toBe(before + 1);
    expect((await state(orderId)).amountPaid).toBe('20.00');
  });

  it('Cancel Transaction cancels a payment still waiting for the customer', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const d = await devices(orderId);
    const r = await pay(orderId, { transaction_type: 'smart_terminal', amount: '20.02', payjunction_smart_terminal_id: d.terminal, payjunction_terminal_id: d.dept });
    const aw = r.body.awaiting!;
    // The waiting request holds its amount: another tender may take only what is left.
    expect((await pay(orderId, { transaction_type: 'check', amount: '30.00', check_number: '9' })).body.error).toBe('Amount cannot be more than the balance due of $29.98.');
    const busy = await staff.post(`/pos/checkout/complete?orderId=${orderId}`);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('A payment is waiting on a terminal. Finish or cancel it first.');
    const c = await staff.get<Answer>(`/pos/checkout/cancelSmartTerminal?smartTerminalId=${aw.smartTerminalId}&siteTransactionId=${encodeURIComponent(aw.siteTransactionId)}`);
    expect(c.body).toMatchObject({ success: 'The transaction was cancelled on the terminal.', transaction: { status: 'declined', message: 'The transaction was cancelled on the terminal.' } });
    const [sim] = await db().select().from(terminalSimRequests).where(eq(terminalSimRequests.requestKey, aw.siteTransactionId));
    expect(sim!.status).toBe('CANCELLED');
  });
});

describe('void all and complete', () => {
  it('void all voids every approved transaction; amount paid 0 and balance the total', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 1_000 });
    const orderId = await makeOrder(db(), { totalCents: 6_000, customerId });
    await pay(orderId, { transaction_type: 'cash', amount: '10' });
    await pay(orderId, { transaction_type: 'check', amount: '20', check_number: '5' });
    await pay(orderId, { transaction_type: 'store_credit', amount: '10' });
    expect((await state(orderId)).amountPaid).toBe('40.00');
    const r = await staff.get<{ success: string; state: CheckoutState }>(`/pos/checkout/voidTransactions?orderId=${orderId}`);
    expect(r.body.success).toBe('All transactions have been voided.');
    expect(r.body.state).toMatchObject({ amountPaid: '0.00', balanceDue: '60.00', storeCredit: '10.00' });
    expect(r.body.state.transactions.map((t) => t.status)).toEqual(['void', 'void', 'void']);
  });

  it('complete: outstanding_balance while a balance is due, complete when paid in full, through the status table', async () => {
    const orderId = await makeOrder(db(), { totalCents: 4_000 });
    await pay(orderId, { transaction_type: 'cash', amount: '15' });
    const part = await staff.post(`/pos/checkout/complete?orderId=${orderId}`);
    expect(part.body).toMatchObject({ status: 'outstanding_balance', paid_in_full: false, redirect: `/pos/order/receipt?order_id=${orderId}` });
    await pay(orderId, { transaction_type: 'cash', amount: '30' });
    const full = await staff.post(`/pos/checkout/complete?orderId=${orderId}`);
    expect(full.body).toMatchObject({ status: 'complete', paid_in_full: true });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('complete');
    const voidedOrder = await makeOrder(db(), { totalCents: 100, status: 'voided' });
    const refused = await staff.post(`/pos/checkout/complete?orderId=${voidedOrder}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('An order that is voided cannot become outstanding_balance.');
  });

  it('setCustomer attaches the customer; a shopper gets 403 on every call', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 500 });
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    const r = await staff.post<{ success: string; state: CheckoutState }>(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) }, { form: true });
    expect(r.body.success).toBe('Customer added to order!');
    expect(r.body.state).toMatchObject({ storeCredit: '5.00', customer: { customer_id: customerId, name: 'Casey Counter' } });
    const shopper = server.client();
    for (const [m, p] of [
      ['get', `/pos/checkout/getTransactions?orderId=${orderId}`],
      ['post', `/pos/checkout/addTransaction?orderId=${orderId}`],
      ['get', `/pos/checkout/voidTransactions?orderId=${orderId}`],
      ['post', `/pos/checkout/complete?orderId=${orderId}`],
      ['get', '/pos/checkout/getVoucher?voucherCode=GIFT25'],
      ['get', `/pos/checkout/events?orderId=${orderId}`],
    ] as const) {
      const res = m === 'get' ? await shopper.get(p) : await shopper.post(p, { transaction_type: 'cash', amount: '1', idempotency_key: key() });
      expect(res.status, p).toBe(403);
    }
  });
});
