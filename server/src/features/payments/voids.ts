// Voiding at the POS checkout (issue 13, spec 001 s7): one transaction, all of an order's, or its store-credit payments;
// each reverses its effect once (gift card balance, store-credit ledger, the terminal's or the card provider's void or
// refund).
import { and, eq, sql } from 'drizzle-orm';
import { PAY_MSG, type PaymentType } from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { giftVouchers, orders, orderTransactions } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { addCreditEntry } from './credit';
import { refuseVoidOfPaidInvoice } from '#src/features/house-accounts/ledger';
import { paymentProvider } from '#src/features/checkout/payment';
import { lockOrder, orderTransactionsOf, type TransactionRow } from './balance';
import type { CheckoutEvents } from './events';
import { terminalProvider } from './terminal';
import { freshRow, TERMINAL_TYPES, tx, type PayContext } from './pay-context';
import { formatCents } from '@parts/common/money';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

/** A payment voided or refunded by hand at the checkout (not as part of an order's void, which writes its own row). */
async function auditVoid(t: Db, audit: AuditActor | undefined, done: TransactionRow, refund: boolean): Promise<void> {
  if (!audit) return;
  const verb = refund ? 'Refunded' : 'Voided';
  await recordAudit(t, audit, {
    action: refund ? 'payment.refund' : 'payment.void',
    targetType: 'order',
    targetId: done.orderId,
    summary: `${verb} ${done.label || done.transactionType} payment of ${formatCents(done.amountCents)} on order #${done.orderId}`,
    detail: { transaction_id: done.transactionId, type: done.transactionType, amount_cents: done.amountCents },
  });
}

/**
 * Voids one approved transaction and reverses its effect once: the gift card balance comes back, store credit goes
 * back to the ledger, a terminal payment is voided (unsettled) or refunded (settled) at the provider.
 */
export async function voidTransaction(
  ctx: PayContext,
  transactionId: number,
  opts: { orderId?: number; terminalAction?: 'void' | 'refund'; audit?: AuditActor } = {},
): Promise<TransactionRow> {
  const { db } = ctx;
  const row = await freshRow(db, transactionId);
  if (!row || (opts.orderId !== undefined && row.orderId !== opts.orderId))
    throw new HttpError(404, PAY_MSG.transactionNotFound);
  if (row.status === 'void') throw new HttpError(409, PAY_MSG.alreadyVoid);
  if (row.status !== 'approved') throw new HttpError(409, 'Only an approved transaction can be voided.');
  await refuseVoidOfRefundedTender(db, row.transactionId);
  if (row.transactionType === 'online' && row.providerReference) {
    // A card taken online (the storefront's checkout, a payment link) goes back through the payment provider, once:
    // the key is the transaction's, so a retry or a concurrent void gets the same answer, never a second refund.
    const r = await paymentProvider(db).refund(row.providerReference, row.amountCents, `void:${row.transactionId}`);
    if (!r.ok) {
      const again = await freshRow(db, transactionId);
      if (again?.status === 'void') throw new HttpError(409, PAY_MSG.alreadyVoid);
      throw new HttpError(409, r.message);
    }
    return tx(db, async (t) => {
      const [done] = await t
        .update(orderTransactions)
        .set({ status: 'void', voidedAt: new Date(), terminalStatus: r.action === 'void' ? 'VOID' : 'REFUND' })
        .where(and(eq(orderTransactions.transactionId, transactionId), eq(orderTransactions.status, 'approved')))
        .returning();
      if (!done) throw new HttpError(409, PAY_MSG.alreadyVoid);
      await auditVoid(t, opts.audit, done, r.action !== 'void');
      return done;
    });
  }
  if (TERMINAL_TYPES.includes(row.transactionType)) {
    // Void before settlement, refund after: the terminal says which (issue 30 item 8), not our copy of its settled
    // flag, which only the checkout screen's getTransactions refreshes.
    const settled = await settledAtTerminal(ctx, row);
    const action = settled ? 'refund' : 'void';
    if (opts.terminalAction && opts.terminalAction !== action) throw new HttpError(409, PAY_MSG.noAction);
    const ref = row.providerReference ?? '';
    const r =
      action === 'void'
        ? await ctx.provider.void(ref)
        : await ctx.provider.refund(ref, row.amountCents + row.surchargeCents);
    if (!r.ok) {
      const again = (await freshRow(db, transactionId))!;
      if (again.status === 'void') throw new HttpError(409, PAY_MSG.alreadyVoid);
      throw new HttpError(409, r.message);
    }
    return tx(db, async (t) => {
      const [done] = await t
        .update(orderTransactions)
        .set({ status: 'void', voidedAt: new Date(), terminalStatus: action === 'void' ? 'VOID' : 'REFUND' })
        .where(and(eq(orderTransactions.transactionId, transactionId), eq(orderTransactions.status, 'approved')))
        .returning();
      if (!done) throw new HttpError(409, PAY_MSG.alreadyVoid);
      await auditVoid(t, opts.audit, done, action === 'refund');
      return done;
    });
  }
  return tx(db, async (t) => {
    await lockOrder(t, row.orderId);
    // Again under the order's lock (the lock a return takes): a return that committed meanwhile is seen here.
    await refuseVoidOfRefundedTender(t, row.transactionId);
    if (row.transactionType === 'house_account')
      await refuseVoidOfPaidInvoice(
        t,
        row.transactionId,
        typeof row.details.customer_id === 'number' ? row.details.customer_id : undefined,
      );
    const [done] = await t
      .update(orderTransactions)
      .set({ status: 'void', voidedAt: new Date() })
      .where(and(eq(orderTransactions.transactionId, transactionId), eq(orderTransactions.status, 'approved')))
      .returning();
    if (!done) throw new HttpError(409, PAY_MSG.alreadyVoid);
    if (done.transactionType === 'voucher' && done.details.voucher_id) {
      await t
        .update(giftVouchers)
        .set({ balanceCents: sql`${giftVouchers.balanceCents} + ${done.amountCents}` })
        .where(eq(giftVouchers.voucherId, done.details.voucher_id));
    }
    if (done.transactionType === 'store_credit') {
      const [o] = await t
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.orderId, done.orderId));
      const [spent] = rowsOf<{ customer_id: number }>(
        await t.execute(
          sql`select customer_id from customer_credits where transaction_id = ${done.transactionId} and amount_cents < 0 limit 1`,
        ),
      );
      const customerId = spent?.customer_id ?? o?.customerId;
      if (customerId)
        await addCreditEntry(t, {
          customerId,
          amountCents: done.amountCents,
          description: `Voided payment on order #${done.orderId}`,
          orderId: done.orderId,
          transactionId: done.transactionId,
        });
    }
    await auditVoid(t, opts.audit, done, false);
    return done;
  });
}

/** A tender a return gave money back from (a refund row naming it) is never voided: that would refund it twice. */
async function refuseVoidOfRefundedTender(db: Db, transactionId: number): Promise<void> {
  const [given] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from order_transactions where (details->>'refund_of')::int = ${transactionId} and status in ('refund', 'refund_pending')`,
    ),
  );
  if ((given?.n ?? 0) > 0) throw new HttpError(409, PAY_MSG.refundedByReturn);
}

/** Asks the terminal whether the payment is settled, and keeps our copy in step; our copy when it has no record. */
async function settledAtTerminal(ctx: PayContext, row: TransactionRow): Promise<boolean> {
  const key = row.details.request_key;
  const s = key ? await ctx.provider.status(key) : null;
  if (!s) return row.settled;
  if (s.settled !== row.settled)
    await ctx.db
      .update(orderTransactions)
      .set({ settled: s.settled })
      .where(eq(orderTransactions.transactionId, row.transactionId));
  return s.settled;
}

/** GET /pos/checkout/voidTransactions: voids every approved transaction of the order; answers what could not be. */
export async function voidAll(
  ctx: PayContext,
  orderId: number,
  types?: PaymentType[],
  audit?: AuditActor,
): Promise<{ voided: number; errors: string[] }> {
  const list = (await orderTransactionsOf(ctx.db, orderId)).filter(
    (t) => t.status === 'approved' && (!types || types.includes(t.transactionType)),
  );
  const errors: string[] = [];
  let voided = 0;
  for (const t of list) {
    try {
      await voidTransaction(ctx, t.transactionId, { audit });
      voided++;
    } catch (err) {
      if (err instanceof HttpError && err.message === PAY_MSG.alreadyVoid) continue;
      errors.push(`${t.label}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { voided, errors };
}

/** /checkout/cart/removeCredit: voids the store-credit payments on the order; each goes back to the ledger. */
export function removeOrderCredit(db: Db, orderId: number): Promise<{ voided: number; errors: string[] }> {
  const quiet: CheckoutEvents = {
    publish: async () => undefined,
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
  return voidAll({ db, events: quiet, provider: terminalProvider(db) }, orderId, ['store_credit']);
}
