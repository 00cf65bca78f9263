// Where a return's money goes (issue 28, decision 0054): back to the sale's own tenders, split in proportion to what is
// left of each (common/src/returns.ts splitRefund), or all to store credit. Every refund is a row of the order's one
// ledger (order_transactions, status refund) written by recordTransaction. Cash, checks (given back as cash), a card
// keyed in by hand, gift cards and store credit are done inside the return's transaction; a card on a terminal or
// online goes through its provider after the commit (refund_pending until it answers), with the row's id in its key, so
// a double submit or a retry gives back once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import { splitRefund } from '@parts/common/returns';
import { surchargeBackCents } from '@parts/common/card-surcharge';
import type { Db } from '#src/db/client';
import { giftVouchers, orderTransactions } from '#src/db/schema/index';
import { recordTransaction, type TransactionRow } from '#src/features/order-status/transactions';
import { addCreditEntry } from '#src/features/payments/credit';
import { paymentProvider } from '#src/features/checkout/payment';
import { terminalProvider } from '#src/features/payments/terminal';
import { surchargeLabel, withoutSurchargeLabel } from '#src/features/payments/surcharge';
import { invoicesOf, lockAccount } from '#src/features/house-accounts/ledger';
import { HttpError } from '#src/http/errors';

const PROVIDER_TYPES: readonly string[] = ['card_device', 'smart_terminal', 'online'];
const GIVEN: readonly string[] = ['refund_pending', 'refund'];

/**
 * What is left to give back of each approved tender: its amount, less change handed out (cash) and earlier refunds;
 * and what earlier refunds gave back of it and of its card surcharge.
 */
export function refundableTenders(list: TransactionRow[], changeDueCents: number) {
  const given = new Map<number, number>();
  const surchargeGiven = new Map<number, number>();
  for (const t of list)
    if (GIVEN.includes(t.status) && typeof t.details.refund_of === 'number') {
      given.set(t.details.refund_of, (given.get(t.details.refund_of) ?? 0) + t.amountCents);
      surchargeGiven.set(t.details.refund_of, (surchargeGiven.get(t.details.refund_of) ?? 0) + t.surchargeCents);
    }
  let change = changeDueCents;
  const approved = list.filter((t) => t.status === 'approved');
  const left = new Map<number, number>();
  // The change the drawer gave out came from the cash tendered, the latest cash first.
  for (const t of [...approved].reverse()) {
    let keep = t.amountCents;
    if (t.transactionType === 'cash' && change > 0) {
      const off = Math.min(change, keep);
      keep -= off;
      change -= off;
    }
    left.set(t.transactionId, Math.max(0, keep - (given.get(t.transactionId) ?? 0)));
  }
  return approved.map((t) => ({
    tender: t,
    refundableCents: left.get(t.transactionId) ?? 0,
    surchargeBack: {
      amountCents: t.amountCents,
      surchargeCents: t.surchargeCents,
      amountBackCents: given.get(t.transactionId) ?? 0,
      surchargeBackCents: surchargeGiven.get(t.transactionId) ?? 0,
    },
  }));
}

function refundLabel(t: TransactionRow, surchargeCents: number): string {
  if (t.transactionType === 'cash') return 'Cash refund';
  if (t.transactionType === 'check') return `Cash refund for ${t.label}`;
  // The payment's label names its own surcharge; the refund's names the share it gives back.
  const paid = withoutSurchargeLabel(t.label, t.surchargeCents);
  return `Refund to ${paid}${surchargeLabel(surchargeCents)}`;
}

export interface RefundPlanInput {
  orderId: number;
  refundId: number;
  refundCents: number;
  refundTo: 'original' | 'store_credit';
  customerId: number | null;
  list: TransactionRow[];
  changeDueCents: number;
  staffUserId: number;
}

/** Writes the refund rows inside the return's transaction (order row locked) and does the local tenders' part. */
export async function writeRefunds(tx: Db, p: RefundPlanInput): Promise<void> {
  if (p.refundCents <= 0) return;
  const base = { orderId: p.orderId, createdBy: p.staffUserId };
  if (p.refundTo === 'store_credit') {
    if (!p.customerId)
      throw new HttpError(400, 'A customer must be selected!', { refund_to: 'A customer must be selected!' });
    const r = await recordTransaction(tx, {
      ...base,
      type: 'store_credit',
      label: 'Refund to store credit',
      amountCents: p.refundCents,
      status: 'refund',
      idempotencyKey: `return:${p.refundId}:credit`,
      details: { return_refund_id: p.refundId },
    });
    await addCreditEntry(tx, {
      customerId: p.customerId,
      amountCents: p.refundCents,
      description: `Refund for a return on order #${p.orderId}`,
      orderId: p.orderId,
      transactionId: r.transaction.transactionId,
    });
    return;
  }
  const tenders = refundableTenders(p.list, p.changeDueCents);
  const held = tenders.reduce((s, t) => s + t.refundableCents, 0);
  if (p.refundCents > held) throw new HttpError(409, `Only ${formatCents(held)} of the payments is left to give back.`);
  const shares = splitRefund(
    tenders.map((t) => ({ transactionId: t.tender.transactionId, refundableCents: t.refundableCents })),
    p.refundCents,
  );
  for (const [i, { tender, surchargeBack }] of tenders.entries()) {
    let amount = shares[i]!;
    if (tender.transactionType === 'house_account') amount -= await paidOnAccountToCredit(tx, p, tender, amount);
    if (amount <= 0) continue;
    const viaProvider = PROVIDER_TYPES.includes(tender.transactionType);
    // A card payment's surcharge goes back in proportion to what the return gives back of it (decision 0098).
    const surcharge = surchargeBackCents(surchargeBack, amount);
    const r = await recordTransaction(tx, {
      ...base,
      // A check is given back as cash: the drawer pays it out.
      type: tender.transactionType === 'check' ? 'cash' : tender.transactionType,
      label: refundLabel(tender, surcharge),
      amountCents: amount,
      surchargeCents: surcharge,
      status: viaProvider ? 'refund_pending' : 'refund',
      terminalStatus: viaProvider ? 'PENDING' : null,
      idempotencyKey: `return:${p.refundId}:${tender.transactionId}`,
      details: { return_refund_id: p.refundId, refund_of: tender.transactionId },
    });
    if (tender.transactionType === 'voucher' && tender.details.voucher_id)
      await tx
        .update(giftVouchers)
        .set({ balanceCents: sql`${giftVouchers.balanceCents} + ${amount}` })
        .where(eq(giftVouchers.voucherId, tender.details.voucher_id));
    if (tender.transactionType === 'store_credit' && p.customerId)
      await addCreditEntry(tx, {
        customerId: p.customerId,
        amountCents: amount,
        description: `Refund for a return on order #${p.orderId}`,
        orderId: p.orderId,
        transactionId: r.transaction.transactionId,
      });
  }
}

/**
 * A House Account tender gives back to the account only what its invoice still owes (the account never shows a
 * credit: its balance is its open invoices); the part the shop already paid on account is its money, so it comes back
 * as the customer's store credit, the simplest honest place for it. The account row is locked first, as a payment on
 * account does, so the two never both take the same open amount. Answers the cents moved to store credit.
 */
async function paidOnAccountToCredit(tx: Db, p: RefundPlanInput, charge: TransactionRow, amount: number) {
  // The invoice is the charge's own row (charge.ts writes the account's customer into its details).
  const customerId = Number(charge.details.customer_id ?? p.customerId);
  const invoiceId = charge.transactionId;
  if (!customerId) return 0;
  await lockAccount(tx, customerId);
  const invoice = (await invoicesOf(tx, customerId, false)).find((x) => x.id === invoiceId);
  const toCredit = Math.max(0, amount - Math.max(0, invoice?.openCents ?? amount));
  if (toCredit <= 0) return 0;
  const r = await recordTransaction(tx, {
    orderId: p.orderId,
    createdBy: p.staffUserId,
    type: 'store_credit',
    label: 'Refund to store credit',
    amountCents: toCredit,
    status: 'refund',
    idempotencyKey: `return:${p.refundId}:${invoiceId}:credit`,
    details: { return_refund_id: p.refundId, refund_of: invoiceId },
  });
  await addCreditEntry(tx, {
    customerId,
    amountCents: toCredit,
    description: `Refund for a return on order #${p.orderId} (paid on account)`,
    orderId: p.orderId,
    transactionId: r.transaction.transactionId,
  });
  return toCredit;
}

/**
 * Sends the refund's card parts to their providers (after the return's commit). Each row's key is its own id, so a
 * concurrent double submit asks the provider twice with one key and gets one refund; the conditional update records
 * the answer once.
 */
export async function settleProviderRefunds(db: Db, refundId: number): Promise<void> {
  const pending = await db
    .select()
    .from(orderTransactions)
    .where(
      and(
        eq(orderTransactions.status, 'refund_pending'),
        sql`(${orderTransactions.details}->>'return_refund_id')::int = ${refundId}`,
      ),
    );
  if (pending.length === 0) return;
  const originals = await db
    .select()
    .from(orderTransactions)
    .where(
      inArray(
        orderTransactions.transactionId,
        pending.map((p) => Number(p.details.refund_of)),
      ),
    );
  for (const row of pending) {
    const original = originals.find((o) => o.transactionId === row.details.refund_of);
    const ref = original?.providerReference ?? '';
    const key = `refund:${row.transactionId}`;
    const answer =
      original?.transactionType === 'online'
        ? await paymentProvider(db).refund(ref, row.amountCents, key)
        : await terminalProvider(db).returnPayment(ref, row.amountCents + row.surchargeCents, key);
    await db
      .update(orderTransactions)
      .set({
        status: answer.ok ? 'refund' : 'refund_failed',
        terminalStatus: answer.ok ? 'REFUND' : 'DECLINED',
        details: sql`${orderTransactions.details} || ${JSON.stringify({ message: answer.message })}::jsonb`,
      })
      .where(
        and(eq(orderTransactions.transactionId, row.transactionId), eq(orderTransactions.status, 'refund_pending')),
      );
  }
}
