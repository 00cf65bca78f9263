// Finishing a POS checkout (issue 13, spec 001 s7): completing the order through the status table, which takes the
// counter stock, and attaching a customer to the order.
import { and, eq } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import { PAY_MSG } from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { customers, orders, orderTransactions } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { changeOrderStatus } from '#src/features/order-status/lifecycle';
import { takeCounterStock } from '#src/features/checkout/order-holds';
import { lockOrder, orderBalance } from './balance';
import { tx, type PayContext } from './pay-context';

/** POST /pos/checkout/complete: complete when paid in full, else outstanding_balance (through the status table). */
export async function completeCheckout(
  ctx: PayContext,
  orderId: number,
  staffUserId: number,
): Promise<{ status: string; paid_in_full: boolean }> {
  return tx(ctx.db, async (t) => {
    const order = await lockOrder(t, orderId);
    const [pending] = await t
      .select({ id: orderTransactions.transactionId })
      .from(orderTransactions)
      .where(and(eq(orderTransactions.orderId, orderId), eq(orderTransactions.status, 'pending')));
    if (pending) throw new HttpError(409, PAY_MSG.terminalBusy);
    const b = await orderBalance(t, orderId);
    const to = b.balanceCents <= 0 ? 'complete' : 'outstanding_balance';
    // The parts leave over the counter now: the store's stock goes down (a void gives it back).
    await takeCounterStock(t, orderId);
    if (order.status !== to) {
      await changeOrderStatus(t, orderId, to, {
        comment:
          to === 'complete'
            ? `Paid in full at the counter (${formatCents(b.paidCents)})`
            : `Checked out with ${formatCents(b.balanceCents)} outstanding`,
        userId: staffUserId,
      });
    }
    return { status: to, paid_in_full: b.balanceCents <= 0 };
  });
}

/** POST /pos/checkout/setCustomer: attaches a customer to the order. */
export async function setOrderCustomer(db: Db, orderId: number, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  if (!c) throw new HttpError(404, 'Customer not found.');
  const done = await db
    .update(orders)
    .set({
      customerId,
      customerGroupId: c.customerGroupId,
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      telephone: c.telephone,
      updatedAt: new Date(),
    })
    .where(eq(orders.orderId, orderId))
    .returning({ id: orders.orderId });
  if (!done.length) throw new HttpError(404, PAY_MSG.orderNotFound);
  return {
    customer_id: c.customerId,
    customer: {
      customer_id: c.customerId,
      name: `${c.firstname} ${c.lastname}`,
      email: c.email,
      telephone: c.telephone,
    },
  };
}
