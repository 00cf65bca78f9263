// Voiding a POS order (issue 14, spec 001 s2 "POS order view"; decision 0024): payments are voided through pospay's
// voidTransaction (each through its provider), the stock comes back through releaseOrderHolds and the status changes
// through the lifecycle (changeOrderStatus).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import { PAY_MSG } from '@parts/common/pos-checkout';
import { POS_ORDERS_MSG } from '@parts/common/pos-orders';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { orders, orderTransactions } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { releaseOrderHolds } from '#src/features/checkout/order-holds';
import { canChangeStatus, changeOrderStatus, LIFECYCLE_MSG } from '#src/features/order-status/lifecycle';
import { lockOrder } from '#src/features/payments/balance';
import { tx as inTx, type PayContext } from '#src/features/payments/pay-context';
import { voidTransaction } from '#src/features/payments/voids';
import { refuseVoidOfPaidInvoice } from '#src/features/house-accounts/ledger';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

/** Payments whose money sits with a provider (terminals, the online card): given back first, each as it succeeds. */
const PROVIDER_TYPES = ['card_device', 'smart_terminal', 'online'];

/** An order with a return is not voided: the return already gave back money and stock, a void would again. */
async function refuseVoidOfReturnedOrder(db: Db, orderId: number): Promise<void> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from return_refunds where order_id = ${orderId}`),
  );
  if ((r?.n ?? 0) > 0) throw new HttpError(409, POS_ORDERS_MSG.hasReturns);
}

/**
 * GET /pos/order/void. Terminal and online card payments (the storefront's card, a payment link) are voided or
 * refunded at their provider first — a provider call cannot be rolled back, so each is recorded as it succeeds; if any
 * fails the order is left as it is and the errors are answered. Then one transaction, with the order row locked: every other payment is voided (gift card
 * balance and store credit come back), the stock and voucher spending come back, and the status becomes voided through
 * the lifecycle table. A second void answers the refusal of the table (409) and changes nothing.
 */
export async function voidOrder(
  ctx: PayContext,
  orderId: number,
  staffUserId: number,
  audit?: AuditActor,
): Promise<{ errors: string[]; success?: string }> {
  const { db } = ctx;
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw notFound(POS_ORDERS_MSG.notFound);
  if (!(await canChangeStatus(db, o.status, 'voided')))
    throw new HttpError(409, LIFECYCLE_MSG.refused(o.status, 'voided'));
  const txs = await db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.transactionId));
  if (txs.some((t) => t.status === 'pending')) throw new HttpError(409, PAY_MSG.terminalBusy);
  // A return gave money and parts back: said before any card goes back.
  await refuseVoidOfReturnedOrder(db, orderId);
  // A sale on account whose invoice has payments applied cannot be voided: said before any card goes back.
  for (const t of txs.filter((x) => x.status === 'approved' && x.transactionType === 'house_account'))
    await refuseVoidOfPaidInvoice(db, t.transactionId, undefined);

  const errors: string[] = [];
  for (const t of txs.filter((x) => x.status === 'approved' && PROVIDER_TYPES.includes(x.transactionType))) {
    try {
      await voidTransaction(ctx, t.transactionId);
    } catch (err) {
      if (err instanceof HttpError && err.message === PAY_MSG.alreadyVoid) continue;
      errors.push(`${t.label}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (errors.length) return { errors };

  await inTx(db, async (tx) => {
    // A void that ran meanwhile (a double click, a second tab) made the order voided: this one is refused, unchanged.
    const locked = await lockOrder(tx, orderId);
    if (!(await canChangeStatus(tx, locked.status, 'voided')))
      throw new HttpError(409, LIFECYCLE_MSG.refused(locked.status, 'voided'));
    // Again under the order's lock, the lock a return takes: a return that committed meanwhile stops the void.
    await refuseVoidOfReturnedOrder(tx, orderId);
    const left = await tx
      .select({
        id: orderTransactions.transactionId,
        type: orderTransactions.transactionType,
        amountCents: orderTransactions.amountCents,
      })
      .from(orderTransactions)
      .where(and(eq(orderTransactions.orderId, orderId), inArray(orderTransactions.status, ['approved', 'pending'])));
    // A provider payment approved since the first pass (a terminal request still running elsewhere, a payment link paid
    // meanwhile) stops the void; a retry gives it back too.
    if (left.some((t) => PROVIDER_TYPES.includes(t.type))) throw new HttpError(409, PAY_MSG.terminalBusy);
    for (const t of left) await voidTransaction({ ...ctx, db: tx }, t.id);
    // The cash taken goes back over the counter (decision 0051): marked on its payments for the order view, and said in
    // the history.
    const cash = left.filter((t) => t.type === 'cash');
    if (cash.length)
      await tx
        .update(orderTransactions)
        .set({ details: sql`${orderTransactions.details} || '{"returned_by_void": true}'::jsonb` })
        .where(
          inArray(
            orderTransactions.transactionId,
            cash.map((t) => t.id),
          ),
        );
    const cashCents = cash.reduce((s, t) => s + t.amountCents, 0);
    await releaseOrderHolds(tx, orderId);
    await changeOrderStatus(tx, orderId, 'voided', {
      comment: `Order voided at the counter: stock returned, payments voided.${cashCents ? ` ${formatCents(cashCents)} cash to return to the customer.` : ''}`,
      userId: staffUserId,
    });
    // In the void's transaction: a void that rolls back leaves no audit row (decision 0062).
    if (audit)
      await recordAudit(tx, audit, {
        action: 'order.void',
        targetType: 'order',
        targetId: orderId,
        summary: `Voided order #${orderId} (${formatCents(locked.totalCents)})`,
        detail: { total_cents: locked.totalCents, payments_voided: left.length, cash_returned_cents: cashCents },
      });
  });
  return { errors: [], success: POS_ORDERS_MSG.voided(orderId) };
}
