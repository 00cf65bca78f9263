// The alternate payout of a declined card refund (issue 28, decision 0067): when the card processor refuses to give a
// return's card part back (refund_failed), the cashier pays that part out another way — cash from the drawer or the
// customer's store credit. The declined row stays as the trail of the attempt, marked `paid_out_by` the new row; the new
// row is a `refund` of the same tender (refund_of), so the card is never refunded for it again and the drawer day counts
// the cash. One payout per declined row: the order row is locked and the key is the declined row's own id.
// The payout gives back what the card refund would have (decision 0104): the amount and the return's share of the card
// surcharge, carried on the payout row as `surcharge_cents` as on a card refund. So the drawer pays out both, the Card
// surcharge line counts the share as given back, and what is left to give back of the card (refundableTenders) knows
// the share went, so a later return gives back only the rest.
import { and, eq, sql } from 'drizzle-orm';
import { RETURN_MSG, type PayoutInput } from '@parts/common/returns';
import type { Db } from '#src/db/client';
import { orderTransactions } from '#src/db/schema/index';
import { recordTransaction } from '#src/features/order-status/transactions';
import { recordOrderNote } from '#src/features/order-status/lifecycle';
import { formatCents } from '@parts/common/money';
import { addCreditEntry } from '#src/features/payments/credit';
import { lockOrder } from '#src/features/payments/balance';
import { surchargeLabel, withoutSurchargeLabel } from '#src/features/payments/surcharge';
import { HttpError } from '#src/http/errors';

/** Pays out a declined card refund as cash or store credit; answers the return's refund id. */
export async function payOutDeclinedRefund(db: Db, input: PayoutInput, staffUserId: number): Promise<number> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [first] = await tx
      .select()
      .from(orderTransactions)
      .where(eq(orderTransactions.transactionId, input.transaction_id));
    if (!first || typeof first.details.return_refund_id !== 'number')
      throw new HttpError(404, RETURN_MSG.payoutNotFound);
    const order = await lockOrder(tx, first.orderId);
    const [row] = await tx
      .select()
      .from(orderTransactions)
      .where(eq(orderTransactions.transactionId, input.transaction_id));
    const refundId = row!.details.return_refund_id as number;
    // A double submit finds the payout already made: the same answer, nothing paid twice.
    if (typeof row!.details.paid_out_by === 'number') return refundId;
    if (row!.status !== 'refund_failed') throw new HttpError(409, RETURN_MSG.payoutNotDeclined);
    if (input.payout === 'store_credit' && !order.customerId)
      throw new HttpError(400, RETURN_MSG.noCustomer, { payout: RETURN_MSG.noCustomer });
    const share = row!.surchargeCents;
    const paid = row!.amountCents + share;
    const r = await recordTransaction(tx, {
      orderId: row!.orderId,
      createdBy: staffUserId,
      type: input.payout === 'cash' ? 'cash' : 'store_credit',
      label:
        (input.payout === 'cash'
          ? 'Cash refund (card refund declined)'
          : 'Refund to store credit (card refund declined)') + surchargeLabel(share),
      amountCents: row!.amountCents,
      surchargeCents: share,
      status: 'refund',
      idempotencyKey: `payout:${row!.transactionId}`,
      details: { return_refund_id: refundId, refund_of: row!.details.refund_of, payout_for: row!.transactionId },
    });
    if (input.payout === 'store_credit' && r.created)
      await addCreditEntry(tx, {
        customerId: order.customerId!,
        amountCents: paid,
        description: `Refund for a return on order #${row!.orderId} (card refund declined)`,
        orderId: row!.orderId,
        transactionId: r.transaction.transactionId,
      });
    if (r.created)
      await recordOrderNote(
        tx,
        row!.orderId,
        `${withoutSurchargeLabel(row!.label, share)} of ${formatCents(paid)} was declined; paid out ${formatCents(paid)} ${input.payout === 'cash' ? 'in cash' : 'as store credit'}.`,
        staffUserId,
      );
    await tx
      .update(orderTransactions)
      .set({
        details: sql`${orderTransactions.details} || ${JSON.stringify({ paid_out_by: r.transaction.transactionId })}::jsonb`,
      })
      .where(
        and(eq(orderTransactions.transactionId, row!.transactionId), eq(orderTransactions.status, 'refund_failed')),
      );
    return refundId;
  });
}
