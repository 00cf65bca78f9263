// Void all, completing the order through the status table and attaching a customer at the POS checkout (issue 13,
// spec 001 s7); a shopper is refused every checkout call.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheckoutState } from '@parts/common/pos-checkout';
import { orders } from '#src/db/schema/index';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { useCheckoutServer } from './checkout-test-kit';

const pos = useCheckoutServer();
const { db, key, pay, state } = pos;

describe('void all and complete', () => {
  it('void all voids every approved transaction; amount paid 0 and balance the total', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 1_000 });
    const orderId = await makeOrder(db(), { totalCents: 6_000, customerId });
    await pay(orderId, { transaction_type: 'cash', amount: '10' });
    await pay(orderId, { transaction_type: 'check', amount: '20', check_number: '5' });
    await pay(orderId, { transaction_type: 'store_credit', amount: '10' });
    expect((await state(orderId)).amountPaid).toBe('40.00');
    const r = await pos.staff.get<{ success: string; state: CheckoutState }>(
      `/pos/checkout/voidTransactions?orderId=${orderId}`,
    );
    expect(r.body.success).toBe('All transactions have been voided.');
    expect(r.body.state).toMatchObject({ amountPaid: '0.00', balanceDue: '60.00', storeCredit: '10.00' });
    expect(r.body.state.transactions.map((t) => t.status)).toEqual(['void', 'void', 'void']);
  });

  it('complete: outstanding_balance while a balance is due, complete when paid in full, through the status table', async () => {
    const orderId = await makeOrder(db(), { totalCents: 4_000 });
    await pay(orderId, { transaction_type: 'cash', amount: '15' });
    const part = await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`);
    expect(part.body).toMatchObject({
      status: 'outstanding_balance',
      paid_in_full: false,
      redirect: `/pos/order/receipt?order_id=${orderId}`,
    });
    await pay(orderId, { transaction_type: 'cash', amount: '30' });
    const full = await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`);
    expect(full.body).toMatchObject({ status: 'complete', paid_in_full: true });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('complete');
    const voidedOrder = await makeOrder(db(), { totalCents: 100, status: 'voided' });
    const refused = await pos.staff.post(`/pos/checkout/complete?orderId=${voidedOrder}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('An order that is voided cannot become outstanding_balance.');
  });

  it('setCustomer attaches the customer; a shopper gets 403 on every call', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 500 });
    const orderId = await makeOrder(db(), { totalCents: 1_000 });
    const r = await pos.staff.post<{ success: string; state: CheckoutState }>(
      `/pos/checkout/setCustomer?orderId=${orderId}`,
      { customerId: String(customerId) },
      { form: true },
    );
    expect(r.body.success).toBe('Customer added to order!');
    expect(r.body.state).toMatchObject({
      storeCredit: '5.00',
      customer: { customer_id: customerId, name: 'Casey Counter' },
    });
    const shopper = pos.server.client();
    for (const [m, p] of [
      ['get', `/pos/checkout/getTransactions?orderId=${orderId}`],
      ['post', `/pos/checkout/addTransaction?orderId=${orderId}`],
      ['get', `/pos/checkout/voidTransactions?orderId=${orderId}`],
      ['post', `/pos/checkout/complete?orderId=${orderId}`],
      ['get', '/pos/checkout/getVoucher?voucherCode=GIFT25'],
      ['get', `/pos/checkout/events?orderId=${orderId}`],
    ] as const) {
      const res =
        m === 'get'
          ? await shopper.get(p)
          : await shopper.post(p, { transaction_type: 'cash', amount: '1', idempotency_key: key() });
      expect(res.status, p).toBe(403);
    }
  });
});
