// Returns, refunds and core charges at the counter (issue 28), as a cashier would check them: a split sale (cash and a
// card on the card reader) partly returned, a battery's core charge and its core brought back two days later, the core
// bank and the vendor return, restocking fees, store credit, and double submits and races (run on PostgreSQL too).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CustomerReturns } from '@parts/common/customer-tabs';
import type { AdminOrderView } from '@parts/common/admin-orders';
import type { CartData, OrderInfo } from '@parts/common/cart';
import type { CoresOutstanding, CreateReturnAnswer, ReturnOrder, VendorBins } from '@parts/common/returns';
import { rowsOf } from '#src/db/rows';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { plainPart, setStock, stockOf } from '#src/test/cart-fixtures';
import { makeCustomer } from '#src/test/pos-fixtures';

const pos = useCheckoutServer();
const { db, key, pay, devices } = pos;

/** A part at $100.00 list, taxed at the counter's 8.25%, 10 on the cashier's store's shelf; with a core charge when given. */
async function partAt100(offset: number, coreChargeCents: number | null = null) {
  const part = await plainPart(db(), offset);
  await db().execute(
    sql`update products set price_cents = 10000, core_charge_cents = ${coreChargeCents} where product_id = ${part.product_id}`,
  );
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  return part.product_id;
}

/** Rings the parts up on a fresh register, saves the order and answers it with its cart as the counter showed it. */
async function ringUp(lines: { productId: number; quantity: number }[], customerId?: number) {
  const c = pos.server.client();
  expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  for (const l of lines)
    expect(
      (
        await c.post(
          '/checkout/cart/add',
          { product_id: String(l.productId), quantity: String(l.quantity) },
          { form: true },
        )
      ).status,
    ).toBe(200);
  const cart = (await c.get<CartData>('/checkout/cart/getData')).body;
  const saved = await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout');
  const orderId = saved.body.order_id;
  if (customerId)
    expect(
      (await pos.staff.post(`/pos/checkout/setCustomer?orderId=${orderId}`, { customerId: String(customerId) })).status,
    ).toBe(200);
  return { orderId, cart };
}

async function payCardOnReader(orderId: number, amount: string) {
  const d = await devices(orderId);
  const r = await pay(orderId, {
    transaction_type: 'card_device',
    card_type: 'Credit',
    datacap_device: d.reader,
    payjunction_terminal_id: d.dept,
    amount,
  });
  expect(r.body.transaction.status).toBe('approved');
}

const complete = async (orderId: number) =>
  expect((await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`)).body).toMatchObject({
    paid_in_full: true,
  });

const returnOrder = async (orderId: number) =>
  (await pos.staff.get<ReturnOrder>(`/pos/returns/order?order_id=${orderId}`)).body;

const submit = (body: Record<string, unknown>, who = pos.staff) =>
  who.post<CreateReturnAnswer & { errors?: Record<string, string> }>('/pos/returns/create', body);

describe('Return Items on a split sale', () => {
  it('two parts paid $100.00 cash and $116.50 on the card reader; one back (not needed, 15% fee): $43.07 cash out, $50.18 to the card, stock back once', async () => {
    const productId = await partAt100(0);
    const customerId = await makeCustomer(db());
    const { orderId } = await ringUp([{ productId, quantity: 2 }], customerId);
    await pay(orderId, { transaction_type: 'cash', amount: '100.00' });
    await payCardOnReader(orderId, '116.50');
    await complete(orderId);
    expect(await stockOf(db(), productId)).toBe(8);

    const before = await returnOrder(orderId);
    expect(before.paid).toBe(true);
    const line = before.lines[0]!;
    expect(line).toMatchObject({ sold: 2, returned: 0, returnable: 2, unit_text: '$100.00', core_charge_text: null });

    const body = {
      order_id: orderId,
      idempotency_key: key(),
      reason: 'not_needed',
      condition: 'stock',
      lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
    };
    // The cashier's double click: five submits at once make one return.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => submit(body)));
    for (const a of answers) expect(a.status).toBe(200);
    const refund = answers[0]!.body.refund;
    expect(new Set(answers.map((a) => a.body.refund.refund_id)).size).toBe(1);
    expect(answers[0]!.body.success).toBe('The return is recorded and the refund given.');
    expect(refund).toMatchObject({
      goods_text: '$100.00',
      tax_text: '$8.25',
      fee_text: '$15.00',
      refund_text: '$93.25',
      change_out_text: '$43.07',
    });
    expect(refund.tenders.map((t) => [t.label, t.amount_text, t.status])).toEqual([
      ['Cash refund', '$43.07', 'refund'],
      [expect.stringContaining('Refund to Credit card'), '$50.18', 'refund'],
    ]);
    expect(refund.returns).toMatchObject([{ quantity: 1, return_status: 'Closed', condition: 'stock' }]);
    expect(await stockOf(db(), productId)).toBe(9);

    // The card part went back through the terminal simulator, once.
    const sims = rowsOf<{ amount_cents: number; status: string }>(
      await db().execute(
        sql`select amount_cents, status from terminal_sim_requests where action = 'REFUND' and original_reference = (
          select provider_reference from order_transactions where order_id = ${orderId} and transaction_type = 'card_device' and status = 'approved')`,
      ),
    );
    expect(sims).toEqual([{ amount_cents: 5018, status: 'REFUNDED' }]);
    // The order stays paid (a return is its own record); its checkout lists the refunds.
    const state = (await pos.state(orderId)).transactions.map((t) => [t.transaction_label, t.amount, t.status]);
    expect(state).toContainEqual(['Cash refund', '43.07', 'refund']);

    const after = await returnOrder(orderId);
    expect(after.lines[0]).toMatchObject({ returned: 1, returnable: 1 });
    expect(after.refunds).toHaveLength(1);

    const tab = await pos.staff.get<CustomerReturns>(`/api/customer_return?customerId=${customerId}`);
    expect(tab.body.returns).toMatchObject([{ order_id: orderId, return_status: 'Closed' }]);
    expect(tab.body.returns[0]!.product).toBe(after.lines[0]!.name);

    // The order's history says it once, on the POS order view and on the admin order page alike.
    const note = `Returned 1 × ${line.name} (${line.model}), Not needed, back to stock; refunded $93.25: Cash refund $43.07, ${refund.tenders[1]!.label} $50.18 (sent to the processor). Restocking fee $15.00 kept.`;
    const posView = (await pos.staff.get<{ order: OrderInfo }>(`/pos/order/info?order_id=${orderId}`)).body.order;
    expect(posView.history.filter((h) => h.comment.startsWith('Returned'))).toEqual([
      { date_added: expect.any(String), status: 'Complete', comment: note },
    ]);
    const adminView = (await pos.manager.get<AdminOrderView>(`/admin/api/orders/view?order_id=${orderId}`)).body;
    expect(adminView.order.history.at(-1)!.comment).toBe(note);
  });

  it('never more than was sold less what came back; a defective part goes to the defective bin, not the shelf', async () => {
    const productId = await partAt100(1);
    const { orderId } = await ringUp([{ productId, quantity: 1 }]);
    await pay(orderId, { transaction_type: 'cash', amount: '108.25' });
    await complete(orderId);
    const line = (await returnOrder(orderId)).lines[0]!;
    const tooMany = await submit({
      order_id: orderId,
      idempotency_key: key(),
      reason: 'defective',
      lines: [{ order_product_id: line.order_product_id, quantity: 2 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(`At most 1 of ${line.name} can be returned.`);

    const ok = await submit({
      order_id: orderId,
      idempotency_key: key(),
      reason: 'defective',
      condition: 'defective',
      lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
    });
    expect(ok.body.refund).toMatchObject({ fee_text: '$0.00', refund_text: '$108.25', change_out_text: '$108.25' });
    expect(await stockOf(db(), productId)).toBe(9);
    const bins = (await pos.staff.get<VendorBins>('/pos/returns/bins')).body;
    expect(bins.defective_bin[0]!.parts.map((p) => p.order_id)).toContain(orderId);
  });

  it('store credit by choice; a cashier may not waive the restocking fee, a manager may', async () => {
    const productId = await partAt100(2);
    const customerId = await makeCustomer(db());
    const { orderId } = await ringUp([{ productId, quantity: 2 }], customerId);
    await pay(orderId, { transaction_type: 'cash', amount: '216.50' });
    await complete(orderId);
    const line = (await returnOrder(orderId)).lines[0]!;
    const body = {
      order_id: orderId,
      reason: 'wrong_part',
      refund_to: 'store_credit',
      waive_fee: '1',
      lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
    };
    const refused = await submit({ ...body, idempotency_key: key() });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Waiving the restocking fee needs a manager.');
    const waived = await submit({ ...body, idempotency_key: key() }, pos.manager);
    expect(waived.body.refund).toMatchObject({ fee_text: '$0.00', fee_waived: true, refund_text: '$108.25' });
    expect(waived.body.refund.tenders).toMatchObject([{ label: 'Refund to store credit', amount_text: '$108.25' }]);
    expect((await pos.state(orderId)).storeCredit).toBe('108.25');
  });

  it('the last unit returned under two different keys at once: one return, the other refused, stock back once', async () => {
    const productId = await partAt100(3);
    const { orderId } = await ringUp([{ productId, quantity: 1 }]);
    await pay(orderId, { transaction_type: 'cash', amount: '108.25' });
    await complete(orderId);
    const line = (await returnOrder(orderId)).lines[0]!;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        submit({
          order_id: orderId,
          idempotency_key: key(),
          reason: 'defective',
          lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(await stockOf(db(), productId)).toBe(10);
    const [cash] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from order_transactions where order_id = ${orderId} and status = 'refund'`,
      ),
    );
    expect(cash!.n).toBe(1);
  });
});

describe('a return and a void of the same order', () => {
  it('after a return the order and its cash tender cannot be voided (the money and the part went back already)', async () => {
    const productId = await partAt100(5);
    const { orderId } = await ringUp([{ productId, quantity: 2 }]);
    const cash = await pay(orderId, { transaction_type: 'cash', amount: '216.50' });
    await complete(orderId);
    const line = (await returnOrder(orderId)).lines[0]!;
    const back = await submit({
      order_id: orderId,
      idempotency_key: key(),
      reason: 'defective',
      lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
    });
    expect(back.body.refund.refund_text).toBe('$108.25');
    const whole = await pos.manager.get<{ errors: string[] }>(`/pos/order/void?order_id=${orderId}`);
    expect(whole.status).toBe(409);
    expect(whole.body.errors).toEqual([
      'This order has returns, so it cannot be voided. Take a return of what is left instead.',
    ]);
    const tender = await pos.manager.post<{ error: string }>('/pos/checkout/voidTransaction', {
      transaction_id: cash.body.transaction.transaction_id,
    });
    expect(tender.status).toBe(409);
    expect(tender.body.error).toBe(
      'Part of this payment was already refunded for a return, so it cannot be voided. Take a return instead.',
    );
    expect(await stockOf(db(), productId)).toBe(9);
  });

  it('racing each other: exactly one wins; the money and the part go back once', async () => {
    const productId = await partAt100(6);
    const { orderId } = await ringUp([{ productId, quantity: 1 }]);
    await pay(orderId, { transaction_type: 'cash', amount: '108.25' });
    await complete(orderId);
    expect(await stockOf(db(), productId)).toBe(9);
    const line = (await returnOrder(orderId)).lines[0]!;
    const [ret, voided] = await Promise.all([
      submit({
        order_id: orderId,
        idempotency_key: key(),
        reason: 'defective',
        lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
      }),
      pos.manager.get<{ errors: string[] }>(`/pos/order/void?order_id=${orderId}`),
    ]);
    expect([ret.status, voided.status].sort()).toEqual([200, 409]);
    // The part is back on the shelf once, and the $108.25 cash goes back once: by the return or by the void.
    expect(await stockOf(db(), productId)).toBe(10);
    const [given] = rowsOf<{ refunded: number; voided: number }>(
      await db().execute(
        sql`select coalesce(sum(amount_cents) filter (where status = 'refund'), 0)::int as refunded,
          coalesce(sum(amount_cents) filter (where status = 'void'), 0)::int as voided
          from order_transactions where order_id = ${orderId}`,
      ),
    );
    expect(given!.refunded + given!.voided).toBe(10825);
    expect([
      { refunded: 10825, voided: 0 },
      { refunded: 0, voided: 10825 },
    ]).toContainEqual(given);
  });
});

describe('core charges', () => {
  it('a battery sells with its core line; its core comes back two days later for $22.00 cash; the core bank holds it until it is sent back', async () => {
    const productId = await partAt100(4, 2200);
    const customerId = await makeCustomer(db());
    const { orderId, cart } = await ringUp([{ productId, quantity: 1 }], customerId);
    expect(cart.products[0]!.core_charge).toEqual({ unit_text: '$22.00', total_text: '$22.00' });
    expect(cart.totals.map((t) => [t.title, t.text])).toContainEqual(['Core Charges', '$22.00']);
    expect(cart.totals.find((t) => t.code === 'total')!.text).toBe('$130.25');
    await pay(orderId, { transaction_type: 'cash', amount: '130.25' });
    await complete(orderId);

    const outstanding = async () => (await pos.staff.get<CoresOutstanding>('/pos/returns/coresOutstanding')).body;
    expect((await outstanding()).cores.filter((c) => c.order_id === orderId)).toMatchObject([
      { customer: 'Casey Counter', quantity: 1, core_charge_text: '$22.00' },
    ]);

    // Two days later the customer brings the old battery back against the invoice.
    await db().execute(sql`update orders set created_at = now() - interval '2 days' where order_id = ${orderId}`);
    const line = (await returnOrder(orderId)).lines[0]!;
    expect(line).toMatchObject({ core_charge_text: '$22.00', core_returnable: 1 });
    const body = {
      order_id: orderId,
      idempotency_key: key(),
      kind: 'core',
      reason: 'core',
      lines: [{ order_product_id: line.order_product_id, quantity: 1 }],
    };
    const [a, b] = await Promise.all([submit(body), submit(body)]);
    expect(a.body.refund.refund_id).toBe(b.body.refund.refund_id);
    expect(a.body.refund).toMatchObject({ core_text: '$22.00', refund_text: '$22.00', change_out_text: '$22.00' });
    const again = await submit({ ...body, idempotency_key: key() });
    expect(again.status).toBe(400);
    expect((await outstanding()).cores.filter((c) => c.order_id === orderId)).toEqual([]);
    // The core is not sellable stock.
    expect(await stockOf(db(), productId)).toBe(9);

    const bank = (await pos.staff.get<VendorBins>('/pos/returns/bins')).body.core_bank;
    expect(bank[0]!.parts.filter((p) => p.order_id === orderId)).toMatchObject([
      { quantity: 1, credit_text: '$22.00', age_days: 0 },
    ]);
    const sendKey = key();
    const [s1, s2] = await Promise.all([
      pos.staff.post<{ authorization_number: string; credit_expected_text: string; parts: number }>(
        '/pos/returns/vendorReturn',
        { kind: 'core', idempotency_key: sendKey },
      ),
      pos.staff.post<{ authorization_number: string }>('/pos/returns/vendorReturn', {
        kind: 'core',
        idempotency_key: sendKey,
      }),
    ]);
    expect(s1.body.authorization_number).toMatch(/^RA-/);
    expect(s2.body.authorization_number).toBe(s1.body.authorization_number);
    const after = (await pos.staff.get<VendorBins>('/pos/returns/bins')).body;
    expect(after.core_bank).toEqual([]);
    expect(after.vendor_returns[0]).toMatchObject({ authorization_number: s1.body.authorization_number, kind: 'core' });
    const tab = await pos.staff.get<CustomerReturns>(`/api/customer_return?customerId=${customerId}`);
    expect(tab.body.returns).toMatchObject([{ order_id: orderId, return_status: 'Sent to vendor' }]);
    const history = (await pos.staff.get<{ order: OrderInfo }>(`/pos/order/info?order_id=${orderId}`)).body.order
      .history;
    expect(history.slice(-2).map((h) => h.comment)).toEqual([
      `Core returned: 1 × ${line.name} (${line.model}), Core; refunded $22.00: Cash refund $22.00.`,
      `Sent 1 × ${line.name} (${line.model}) back to Warehouse distributor as cores, authorisation ${s1.body.authorization_number}.`,
    ]);
  });
});
