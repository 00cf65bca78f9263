// House accounts at the counter (issue 28, decision 0058), as a cashier would try them: a repair shop's account buys
// up to its limit and is refused past it or on hold, pays on account (oldest invoices first, or chosen ones), and its
// statement and the aging report show the balance. Double submits and races run on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AgingReport, HouseAccount, Statement } from '@parts/common/house-account';
import { rowsOf } from '#src/db/rows';
import { houseAccountCharges } from '#src/db/schema/index';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { useCheckoutServer, type Answer } from './checkout-test-kit';

const pos = useCheckoutServer();
const { db, key, pay, state } = pos;

type Err = { error?: string; errors?: Record<string, string> };

/** A repair shop with a house account opened by the manager. */
async function repairShop(limit: string, extra: Record<string, string> = {}) {
  const customerId = await makeCustomer(db());
  const r = await pos.manager.post(`/pos/account/save?customerId=${customerId}`, {
    enabled: '1',
    credit_limit: limit,
    terms_days: '30',
    statement_day: '1',
    ...extra,
  });
  expect(r.status).toBe(200);
  return customerId;
}
const sale = (customerId: number, totalCents: number) => makeOrder(db(), { totalCents, customerId });
const onAccount = (orderId: number, amount: string, extra: Record<string, string> = {}) =>
  pay(orderId, { transaction_type: 'house_account', amount, ...extra });
const account = async (customerId: number) =>
  (await pos.staff.get<HouseAccount>(`/pos/account/get?customerId=${customerId}`)).body;
const payOnAccount = (customerId: number, body: Record<string, unknown>) =>
  pos.staff.post<
    Err & { payment_id: number; allocations: { order_id: number; cents: number }[]; account: HouseAccount }
  >(`/pos/account/pay?customerId=${customerId}`, { idempotency_key: key(), tender: 'cash', ...body });
/** Moves an invoice's store date (and its net-30 due date) into the past, as if charged then. */
const chargedOn = async (orderId: number, date: string, due: string) =>
  db()
    .update(houseAccountCharges)
    .set({ invoiceDate: date, dueDate: due })
    .where(eq(houseAccountCharges.orderId, orderId));

describe('the House Account tender', () => {
  it('buys up to the limit, is refused one cent past it, and the sale is a House Account row of the order', async () => {
    const shop = await repairShop('1000.00');
    const first = await sale(shop, 60_000);
    const a = await onAccount(first, '600.00');
    expect(a.status).toBe(200);
    expect(a.body.transaction).toMatchObject({
      transaction_type: 'house_account',
      transaction_label: 'House Account',
      amount: '600.00',
      status: 'approved',
    });
    expect((await state(first)).paidInFull).toBe(true);

    const second = await sale(shop, 40_001);
    const over = await onAccount(second, '400.01');
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('Over the credit limit: $400.00 of the $1,000.00 limit is available.');
    expect((await state(second)).amountPaid).toBe('0.00');
    // The rest is paid in cash; the account takes exactly what is left under the limit.
    expect((await pay(second, { transaction_type: 'cash', amount: '0.01' })).status).toBe(200);
    expect((await onAccount(second, '400.00')).status).toBe(200);
    expect(await account(shop)).toMatchObject({ balance_cents: 100_000, available_cents: 0 });
  });

  it('is refused on hold, without an account, without a customer, and without a PO number when the account needs one', async () => {
    const held = await repairShop('500', { on_hold: '1' });
    const r1 = await onAccount(await sale(held, 1_000), '10.00');
    expect(r1.status).toBe(400);
    expect(r1.body.error).toBe('The house account is on hold: no sale can be charged to it.');

    const walkIn = await makeCustomer(db());
    const r2 = await onAccount(await sale(walkIn, 1_000), '10.00');
    expect(r2.body.error).toBe('This customer has no house account.');

    const r3 = await onAccount(await makeOrder(db(), { totalCents: 1_000 }), '10.00');
    expect(r3.body.error).toBe('A customer must be selected!');

    const fleet = await repairShop('500', { po_required: '1' });
    const order = await sale(fleet, 2_500);
    const r4 = await onAccount(order, '25.00');
    expect(r4.status).toBe(400);
    expect(r4.body.errors).toEqual({ po_number: 'This account requires a PO number.' });
    const ok = await onAccount(order, '25.00', { po_number: 'RS-4471' });
    expect(ok.body.transaction.transaction_label).toBe('House Account (PO RS-4471)');
    expect((await account(fleet)).open_invoices).toMatchObject([
      { order_id: order, po_number: 'RS-4471', open_cents: 2_500 },
    ]);
  });

  it('a cashier may not open an account or set its limit', async () => {
    const customerId = await makeCustomer(db());
    const r = await pos.staff.post(`/pos/account/save?customerId=${customerId}`, {
      enabled: '1',
      credit_limit: '9999',
    });
    expect(r.status).toBe(403);
    expect((await account(customerId)).enabled).toBe(false);
  });

  it('a voided House Account payment frees the limit again', async () => {
    const shop = await repairShop('100');
    const order = await sale(shop, 10_000);
    const a = await onAccount(order, '100.00');
    expect((await account(shop)).available_cents).toBe(0);
    const v = await pos.staff.post('/pos/checkout/voidTransaction', {
      transaction_id: a.body.transaction.transaction_id,
    });
    expect(v.status).toBe(200);
    expect(await account(shop)).toMatchObject({ balance_cents: 0, available_cents: 10_000, open_invoices: [] });
  });

  it('a double submit (same key, five at once) charges the account once', async () => {
    const shop = await repairShop('1000');
    const order = await sale(shop, 25_000);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        pos.staff.post<Answer>(
          `/pos/checkout/addTransaction?orderId=${order}`,
          { transaction_type: 'house_account', amount: '250.00', idempotency_key: k },
          { form: true },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.transaction.transaction_id)).size).toBe(1);
    expect(await account(shop)).toMatchObject({ balance_cents: 25_000, available_cents: 75_000 });
  });

  it('two sales at once that together pass the limit: exactly one is charged', async () => {
    const shop = await repairShop('1000');
    const [a, b] = [await sale(shop, 60_000), await sale(shop, 60_000)];
    const answers = await Promise.all([onAccount(a, '600.00'), onAccount(b, '600.00')]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    expect(answers.find((x) => x.status === 400)!.body.error).toBe(
      'Over the credit limit: $400.00 of the $1,000.00 limit is available.',
    );
    expect(await account(shop)).toMatchObject({ balance_cents: 60_000, available_cents: 40_000 });
  });
});

describe('payments on account', () => {
  it('apply to the oldest open invoices first, or only to the chosen ones; never more than is owed', async () => {
    const shop = await repairShop('2000');
    const [oct, sep, nov] = [await sale(shop, 20_000), await sale(shop, 15_050), await sale(shop, 8_000)];
    for (const [o, cents] of [
      [oct, '200.00'],
      [sep, '150.50'],
      [nov, '80.00'],
    ] as const)
      expect((await onAccount(o, cents)).status).toBe(200);
    await chargedOn(sep, '2026-09-12', '2026-10-12');
    await chargedOn(oct, '2026-10-05', '2026-11-04');
    await chargedOn(nov, '2026-11-01', '2026-12-01');

    const p1 = await payOnAccount(shop, { amount: '300.00', tender: 'check', check_number: '5521' });
    expect(p1.status).toBe(200);
    expect(p1.body.allocations).toEqual([
      { invoice_id: expect.any(Number), order_id: oct, cents: 14_950 },
      { invoice_id: expect.any(Number), order_id: sep, cents: 15_050 },
    ]);
    expect(p1.body.account.balance_cents).toBe(13_050);

    const novInvoice = p1.body.account.open_invoices.find((i) => i.order_id === nov)!.id;
    const p2 = await payOnAccount(shop, { amount: '80.00', invoice_ids: [novInvoice] });
    expect(p2.body.allocations).toEqual([{ invoice_id: novInvoice, order_id: nov, cents: 8_000 }]);
    expect(p2.body.account.open_invoices).toMatchObject([{ order_id: oct, open_cents: 5_050 }]);

    const over = await payOnAccount(shop, { amount: '50.51' });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('Amount cannot be more than the account balance of $50.50.');
    const bad = await payOnAccount(shop, { amount: '10', invoice_ids: [novInvoice] });
    expect(bad.body.error).toBe('One of the chosen invoices is not open on this account.');
    expect((await account(shop)).balance_cents).toBe(5_050);
  });

  it('a sale on account whose invoice took a payment on account cannot be voided, neither its tender nor the order', async () => {
    const shop = await repairShop('1000');
    const order = await sale(shop, 10_000);
    const charge = await onAccount(order, '100.00');
    expect((await payOnAccount(shop, { amount: '40.00' })).status).toBe(200);
    const refusal =
      "This sale's house account invoice already has $40.00 of payments on account applied to it, so it cannot be voided. Take a return instead: it credits the account.";
    const v = await pos.manager.post<Err>('/pos/checkout/voidTransaction', {
      transaction_id: charge.body.transaction.transaction_id,
    });
    expect(v.status).toBe(409);
    expect(v.body.error).toBe(refusal);
    const whole = await pos.manager.get<Err & { errors: string[] }>(`/pos/order/void?order_id=${order}`);
    expect(whole.status).toBe(409);
    expect(whole.body.errors).toEqual([refusal]);
    expect(await account(shop)).toMatchObject({ balance_cents: 6_000 });
    expect((await state(order)).paidInFull).toBe(true);
  });

  it('a void of the sale on account racing a payment on account to its invoice: exactly one wins, the balance agrees', async () => {
    const shop = await repairShop('1000');
    const order = await sale(shop, 10_000);
    const charge = await onAccount(order, '100.00');
    const [v, p] = await Promise.all([
      pos.manager.post<Err>('/pos/checkout/voidTransaction', {
        transaction_id: charge.body.transaction.transaction_id,
      }),
      payOnAccount(shop, { amount: '40.00' }),
    ]);
    expect([v.status, p.status].sort()).toEqual([200, 409]);
    const [outcome] = rowsOf<{ charge: string; payments: number; balance_cents: number }>(
      await db().execute(
        sql`select (select status from order_transactions where transaction_id = ${charge.body.transaction.transaction_id}) as charge,
          (select count(*)::int from account_payments where customer_id = ${shop}) as payments, 0 as balance_cents`,
      ),
    );
    outcome!.balance_cents = (await account(shop)).balance_cents;
    // Either the void won (no payment taken, nothing owed) or the payment did (the sale stands, $60.00 owed).
    expect([
      { charge: 'void', payments: 0, balance_cents: 0 },
      { charge: 'approved', payments: 1, balance_cents: 6_000 },
    ]).toContainEqual(outcome);
    expect([
      'The account has no open balance.',
      "This sale's house account invoice already has $40.00 of payments on account applied to it, so it cannot be voided. Take a return instead: it credits the account.",
    ]).toContain((v.status === 409 ? v : p).body.error);
  });

  it('a double submit is one payment; two different payments at once never take the same open amount', async () => {
    const shop = await repairShop('1000');
    expect((await onAccount(await sale(shop, 10_000), '100.00')).status).toBe(200);
    const k = key();
    const same = await Promise.all(
      Array.from({ length: 4 }, () => payOnAccount(shop, { amount: '30.00', idempotency_key: k })),
    );
    expect(same.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect((await account(shop)).balance_cents).toBe(7_000);

    const racing = await Promise.all([
      payOnAccount(shop, { amount: '70.00' }),
      payOnAccount(shop, { amount: '70.00' }),
    ]);
    expect(racing.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(racing.find((a) => a.status === 409)!.body.error).toBe('The account has no open balance.');
    expect((await account(shop)).balance_cents).toBe(0);
  });
});

describe('statement and aging', () => {
  it("the month's statement lists invoices and payments with a running balance; aging shows each bucket", async () => {
    const shop = await repairShop('5000');
    const [aug, oct, nov] = [await sale(shop, 12_000), await sale(shop, 30_000), await sale(shop, 4_500)];
    for (const [o, cents] of [
      [aug, '120.00'],
      [oct, '300.00'],
      [nov, '45.00'],
    ] as const)
      expect((await onAccount(o, cents)).status).toBe(200);
    await chargedOn(aug, '2026-08-03', '2026-09-02');
    await chargedOn(oct, '2026-10-20', '2026-11-19');
    await chargedOn(nov, '2026-11-02', '2026-12-02');
    const paid = await payOnAccount(shop, { amount: '100.00' });
    expect(paid.status).toBe(200);
    await db().execute(
      sql`update account_payments set payment_date = '2026-11-10' where payment_id = ${paid.body.payment_id}`,
    );

    const s = await pos.staff.get<Statement>(`/pos/account/statement?customerId=${shop}&month=2026-11`);
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      opening_cents: 42_000,
      closing_cents: 36_500,
    });
    expect(s.body.lines).toEqual([
      expect.objectContaining({ date: '2026-11-02', kind: 'invoice', charge_cents: 4_500, balance_cents: 46_500 }),
      expect.objectContaining({ date: '2026-11-10', kind: 'payment', payment_cents: 10_000, balance_cents: 36_500 }),
    ]);
    // On Nov 30: Aug's $20 left is 89 days late, Oct's $300 is 11 days late, Nov's $45 is not yet due.
    expect(s.body.aging).toEqual({ current: 4_500, d1_30: 30_000, d31_60: 0, d61_90: 2_000, over90: 0, total: 36_500 });

    const october = await pos.staff.get<Statement>(`/pos/account/statement?customerId=${shop}&month=2026-10`);
    expect(october.body).toMatchObject({ opening_cents: 12_000, closing_cents: 42_000 });

    const mail = await pos.staff.post<Err & { success: string }>(
      `/pos/account/statement/email?customerId=${shop}&month=2026-11`,
    );
    expect(mail.body.success).toBe('The statement has been emailed.');
    const [sent] = rowsOf<{ subject: string; text_body: string }>(
      await db().execute(
        sql`select subject, text_body from email_outbox where customer_id = ${shop} order by email_id desc limit 1`,
      ),
    );
    expect(sent!.subject).toBe('Your statement for 2026-11');
    expect(sent!.text_body).toContain('Balance due: $365.00');

    const aging = await pos.staff.get<AgingReport>('/pos/account/aging');
    const row = aging.body.accounts.find((x) => x.customer_id === shop)!;
    expect(row.total).toBe(36_500);
    expect(row.current + row.d1_30 + row.d31_60 + row.d61_90 + row.over90).toBe(36_500);
  });
});
