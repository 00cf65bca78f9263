// A returned line gives back what it cost after its share of the order's coupon (issue 28): a customer who paid $5 less
// for two parts never gets the $5 back by returning one of them.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CreateReturnAnswer, ReturnOrder } from '@parts/common/returns';
import { rowsOf } from '#src/db/rows';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { plainPart, setStock } from '#src/test/cart-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

/** A part at $100.00 list (taxed at the counter's 8.25%) on the cashier's store's shelf. */
async function partAt100(offset: number) {
  const part = await plainPart(db(), offset);
  await db().execute(sql`update products set price_cents = 10000 where product_id = ${part.product_id}`);
  const [store] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from users where username = 'cashier'`),
  );
  await setStock(db(), part.product_id, 10, store!.location_id);
  return part.product_id;
}

describe('a return on a sale with a coupon', () => {
  it('two $100.00 parts with WELCOME5 ($5.00 off) paid $211.08 cash; one back refunds $97.50 + $8.04 tax = $105.54', async () => {
    const first = await partAt100(10);
    const second = await partAt100(11);
    const c = pos.server.client();
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    for (const productId of [first, second])
      expect(
        (await c.post('/checkout/cart/add', { product_id: String(productId), quantity: '1' }, { form: true })).status,
      ).toBe(200);
    expect((await c.post('/checkout/cart/applyCode', { code: 'WELCOME5' }, { form: true })).status).toBe(200);
    const orderId = (await c.get<{ order_id: number }>('/checkout/cart/saveOrderAndCheckout')).body.order_id;
    // $200.00 - $5.00, each line taxed after its $2.50 share: 2 x 8.25% of $97.50 = 2 x $8.04.
    const [order] = rowsOf<{ discount_cents: number; total_cents: number }>(
      await db().execute(sql`select discount_cents, total_cents from orders where order_id = ${orderId}`),
    );
    expect(order).toEqual({ discount_cents: 500, total_cents: 21_108 });
    await pay(orderId, { transaction_type: 'cash', amount: '211.08' });
    expect((await pos.staff.post(`/pos/checkout/complete?orderId=${orderId}`)).body).toMatchObject({
      paid_in_full: true,
    });

    const lines = (await pos.staff.get<ReturnOrder>(`/pos/returns/order?order_id=${orderId}`)).body.lines;
    const answer = await pos.staff.post<CreateReturnAnswer>('/pos/returns/create', {
      order_id: orderId,
      idempotency_key: key(),
      reason: 'defective',
      condition: 'stock',
      lines: [{ order_product_id: lines[1]!.order_product_id, quantity: 1 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.refund).toMatchObject({
      goods_text: '$97.50',
      tax_text: '$8.04',
      fee_text: '$0.00',
      refund_text: '$105.54',
      change_out_text: '$105.54',
    });

    // The other part back too: the two refunds add up to exactly what was paid.
    const rest = await pos.staff.post<CreateReturnAnswer>('/pos/returns/create', {
      order_id: orderId,
      idempotency_key: key(),
      reason: 'defective',
      condition: 'stock',
      lines: [{ order_product_id: lines[0]!.order_product_id, quantity: 1 }],
    });
    expect(rest.body.refund.refund_text).toBe('$105.54');
  });
});
