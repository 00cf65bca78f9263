// Payments on account at the counter (issue 28, decision 0058): any tender (cash, check, card), applied to the oldest
// open invoices first or to the invoices the cashier chose (common/house-account.ts applyPayment). One idempotency key
// is one payment: a double submit, or the same key at once from two tabs, answers the first payment. The account row
// is locked while the payment is split, so two payments never both take the same invoice's open amount.
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TENDER_NAMES, applyPayment, HOUSE_MSG, type AccountPaymentInput } from '@parts/common/house-account';
import { storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { accountPaymentAllocations, accountPayments } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { invoicesOf, lockAccount } from './ledger';

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

export interface PaymentResult {
  paymentId: number;
  allocations: { invoiceId: number; orderId: number; cents: number }[];
}

async function resultOf(t: Db, paymentId: number): Promise<PaymentResult> {
  const rows = await t
    .select()
    .from(accountPaymentAllocations)
    .where(eq(accountPaymentAllocations.paymentId, paymentId));
  const invoices = await invoicesOf(t, (await paymentRow(t, paymentId)).customerId, false);
  const orderOf = new Map(invoices.map((i) => [i.id, i.orderId]));
  return {
    paymentId,
    allocations: rows
      .map((r) => ({ invoiceId: r.transactionId, orderId: orderOf.get(r.transactionId) ?? 0, cents: r.amountCents }))
      .sort((a, b) => a.invoiceId - b.invoiceId),
  };
}

async function paymentRow(t: Db, paymentId: number) {
  const [p] = await t.select().from(accountPayments).where(eq(accountPayments.paymentId, paymentId));
  return p!;
}

export async function payOnAccount(
  db: Db,
  customerId: number,
  input: AccountPaymentInput,
  staffUserId: number,
): Promise<PaymentResult> {
  return tx(db, async (t) => {
    const account = await lockAccount(t, customerId);
    if (!account) throw new HttpError(404, HOUSE_MSG.noAccount);
    // Under the lock: a payment with this key made by a request that got here first is the answer.
    const [seen] = await t
      .select()
      .from(accountPayments)
      .where(
        and(eq(accountPayments.customerId, customerId), eq(accountPayments.idempotencyKey, input.idempotency_key)),
      );
    if (seen) return resultOf(t, seen.paymentId);
    const open = await invoicesOf(t, customerId);
    const owed = open.reduce((s, i) => s + i.openCents, 0);
    if (owed <= 0) throw new HttpError(409, HOUSE_MSG.nothingOwed);
    const chosen = input.invoice_ids;
    if (chosen.some((id) => !open.some((i) => i.id === id)))
      throw new HttpError(400, HOUSE_MSG.notOpen, { invoice_ids: HOUSE_MSG.notOpen });
    const { allocations, leftCents } = applyPayment(
      open.map((i) => ({ id: i.id, date: i.date, openCents: i.openCents })),
      input.amount,
      chosen,
    );
    if (leftCents > 0) {
      const message = chosen.length ? HOUSE_MSG.overChosen(input.amount - leftCents) : HOUSE_MSG.overBalance(owed);
      throw new HttpError(400, message, { amount: message });
    }
    const label =
      input.tender === 'check' ? `Check #${Number(input.check_number)}` : ACCOUNT_TENDER_NAMES[input.tender];
    const [p] = await t
      .insert(accountPayments)
      .values({
        customerId,
        tender: input.tender,
        label,
        amountCents: input.amount,
        idempotencyKey: input.idempotency_key,
        paymentDate: storeToday(await storeTimeZone(t)),
        createdBy: staffUserId,
      })
      .returning();
    await t
      .insert(accountPaymentAllocations)
      .values(allocations.map((a) => ({ paymentId: p!.paymentId, transactionId: a.id, amountCents: a.cents })));
    return resultOf(t, p!.paymentId);
  });
}
