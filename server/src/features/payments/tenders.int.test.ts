// The POS checkout's tenders (issue 13, spec 001 s3-s5): the state and its balance arithmetic in cents, every tender's
// rules and messages, idempotency keys, and races on one order, one gift card and one customer's credit (run on
// PostgreSQL too).
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { giftVouchers } from '#src/db/schema/index';
import { creditBalance } from '#src/features/payments/credit';
import { saveSettings } from '#src/features/settings/queries';
import { plainPart } from '#src/test/cart-fixtures';
import { makeCustomer, makeOrder, makeVoucher } from '#src/test/pos-fixtures';
import { useCheckoutServer, type Answer } from './checkout-test-kit';

const pos = useCheckoutServer();
const { db, key, pay, state } = pos;

describe('checkout state and balance arithmetic', () => {
  it('answers the order total split into its costs, and an empty transaction list', async () => {
    const orderId = await makeOrder(db(), { totalCents: 12_345, taxCents: 845, laborCents: 2_500 });
    const s = await state(orderId);
    expect(s).toMatchObject({
      orderId,
      orderTotal: '123.45',
      costParts: '90.00',
      costLabor: '25.00',
      costTax: '8.45',
      costSurcharge: '0.00',
      costCreditCardSurcharge: '0.00',
      costCreditCardSurchargeTax: '0.00',
      amountPaid: '0.00',
      balanceDue: '123.45',
      changeDue: '0.00',
      paidInFull: false,
      storeCredit: '0.00',
      transactions: [],
      bookedAppointments: [],
    });
    expect(s.paymentTypes.map((p) => p.code)).toEqual([
      'cash',
      'check',
      'card',
      'card_device',
      'smart_terminal',
      'voucher',
      'store_credit',
      'online',
      'house_account',
    ]);
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
    expect(a.body.state).toMatchObject({
      amountPaid: '33.34',
      balanceDue: '66.67',
      changeDue: '0.00',
      paidInFull: false,
    });
    const b = await pay(orderId, { transaction_type: 'cash', amount: '70' });
    expect(b.body.state).toMatchObject({
      amountPaid: '103.34',
      balanceDue: '-3.33',
      changeDue: '3.33',
      paidInFull: true,
    });
    const c = await pay(orderId, { transaction_type: 'cash', amount: '1' });
    expect(c.status).toBe(409);
    expect(c.body.error).toBe('The order is paid in full: no more payments can be taken.');
  });

  it('the same idempotency key sent five times at once makes one payment', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000 });
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        pos.staff.post<Answer>(
          `/pos/checkout/addTransaction?orderId=${orderId}`,
          { transaction_type: 'cash', amount: '12.50', idempotency_key: k },
          { form: true },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.transaction.transaction_id)).size).toBe(1);
    expect((await state(orderId)).amountPaid).toBe('12.50');
  });

  it('different keys racing for the last of the balance: every tender is checked against the balance one at a time', async () => {
    const orderId = await makeOrder(db(), { totalCents: 3_000 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        pay(orderId, { transaction_type: 'check', amount: '10.00', check_number: '101' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error)).toEqual([
      'The order is paid in full: no more payments can be taken.',
    ]);
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
    expect(ok.body.transaction).toMatchObject({
      transaction_label: 'Check #1001',
      amount: '5.00',
      transaction_type: 'check',
      status: 'approved',
    });
  });

  it('card entered manually: a card type is required', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_000 });
    const r = await pay(orderId, { transaction_type: 'card', amount: '5' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ card_type: 'Select a card type.' });
    const ok = await pay(orderId, {
      transaction_type: 'card',
      amount: '5',
      card_type: 'Credit',
      manual_entry: '1',
      card_last4: '4242',
    });
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
      await saveSettings(db(), {
        pos_payment_types: [
          'cash',
          'check',
          'card',
          'card_device',
          'smart_terminal',
          'voucher',
          'store_credit',
          'online',
        ],
      });
    }
  });

  it('gift card: lookup, "Invalid code", "Max amount allowed", the balance taken and given back on void', async () => {
    const orderId = await makeOrder(db(), { totalCents: 10_000 });
    const v = await makeVoucher(db(), 2_500);
    expect((await pos.staff.get(`/pos/checkout/getVoucher?voucherCode=${v.code.toLowerCase()}`)).body).toEqual({
      voucher: { code: v.code, amount: '25.00', amount_text: '$25.00', original_amount: '25.00' },
    });
    const unknown = await pos.staff.get('/pos/checkout/getVoucher?voucherCode=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Invalid code');
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '5', voucher_code: 'NOPE' })).body.error).toBe(
      'Invalid code',
    );
    expect((await pay(orderId, { transaction_type: 'voucher', amount: '5' })).body.errors).toEqual({
      voucher_code: 'Invalid code',
    });
    expect(
      (await pay(orderId, { transaction_type: 'voucher', amount: '25.01', voucher_code: v.code })).body.error,
    ).toBe('Max amount allowed: $25.00');
    const ok = await pay(orderId, { transaction_type: 'voucher', amount: '20', voucher_code: v.code });
    expect(ok.body.state.amountPaid).toBe('20.00');
    const [after] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, v.voucherId));
    expect(after!.balanceCents).toBe(500);
    const voided = await pos.staff.post<Answer>('/pos/checkout/voidTransaction', {
      transaction_id: ok.body.transaction.transaction_id,
    });
    expect(voided.body).toMatchObject({ success: 'The transaction has been voided.', transaction: { status: 'void' } });
    const [back] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, v.voucherId));
    expect(back!.balanceCents).toBe(2_500);
    const again = await pos.staff.post('/pos/checkout/voidTransaction', {
      transaction_id: ok.body.transaction.transaction_id,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This transaction is already void.');
  });

  it('gift card: two orders spending one card at once never take more than its balance', async () => {
    const v = await makeVoucher(db(), 3_000);
    const ordersIds = await Promise.all([1, 2, 3].map(() => makeOrder(db(), { totalCents: 5_000 })));
    const answers = await Promise.all(
      ordersIds.map((o) => pay(o, { transaction_type: 'voucher', amount: '20', voucher_code: v.code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.error)).toEqual([
      'Max amount allowed: $10.00',
      'Max amount allowed: $10.00',
    ]);
    const [after] = await db().select().from(giftVouchers).where(eq(giftVouchers.voucherId, v.voucherId));
    expect(after!.balanceCents).toBe(1_000);
  });

  it('store credit: needs a customer and credit, capped at min(credit, balance due), written to and reversed in the ledger', async () => {
    const noCustomer = await makeOrder(db(), { totalCents: 5_000 });
    expect((await pay(noCustomer, { transaction_type: 'store_credit', amount: '5' })).body.error).toBe(
      'A customer must be selected!',
    );
    const poor = await makeCustomer(db());
    expect(
      (await pay(noCustomer, { transaction_type: 'store_credit', amount: '5' }, `&customerId=${poor}`)).body.error,
    ).toBe('The customer has no store credit.');

    const customerId = await makeCustomer(db(), { creditCents: 8_000 });
    const orderId = await makeOrder(db(), { totalCents: 5_000, customerId });
    expect((await state(orderId)).storeCredit).toBe('80.00');
    expect((await pay(orderId, { transaction_type: 'store_credit', amount: '50.01' })).body.error).toBe(
      'Max amount allowed: $50.00',
    );
    const half = await pay(orderId, { transaction_type: 'store_credit', amount: '40' });
    expect(half.body.state).toMatchObject({ storeCredit: '40.00', amountPaid: '40.00', balanceDue: '10.00' });
    expect((await pay(orderId, { transaction_type: 'store_credit', amount: '10.01' })).body.error).toBe(
      'Max amount allowed: $10.00',
    );
    expect(await creditBalance(db(), customerId)).toBe(4_000);
    await pos.staff.post('/pos/checkout/voidTransaction', {
      transaction_id: half.body.transaction.transaction_id,
      orderId,
    });
    expect(await creditBalance(db(), customerId)).toBe(8_000);
    const ledger = rowsOf<{ amount_cents: number; description: string }>(
      await db().execute(
        sql`select amount_cents, description from customer_credits where customer_id = ${customerId} order by customer_transaction_id`,
      ),
    );
    expect(ledger).toEqual([
      { amount_cents: 8_000, description: 'Opening credit' },
      { amount_cents: -4_000, description: `Paid on order #${orderId}` },
      { amount_cents: 4_000, description: `Voided payment on order #${orderId}` },
    ]);
  });

  it("/checkout/cart/removeCredit voids the store-credit payments of the cart's order back to the ledger", async () => {
    const c = pos.server.client();
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    const part = await plainPart(db());
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true }))
        .status,
    ).toBe(200);
    const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
    const orderId = saved.body.order_id;
    const customerId = await makeCustomer(db(), { creditCents: 500 });
    await c.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) }, { form: true });
    const paid = await c.post<Answer>(
      `/pos/checkout/addTransaction?orderId=${orderId}`,
      { transaction_type: 'store_credit', amount: '5', idempotency_key: key() },
      { form: true },
    );
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
