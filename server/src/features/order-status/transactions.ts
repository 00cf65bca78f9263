// The ledger of an order's money (decision 0018, one ledger since decision 0038): every payment on an order, whichever
// side took it — a counter tender, a payment link, the storefront's card — is a row of order_transactions, and
// recordTransaction is its one writer. Paid, balance and change due are sums over the approved rows (payments/balance).
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import {
  orderTransactions,
  type TransactionDetails,
  type TransactionStatus,
  type TransactionType,
} from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export type TransactionRow = typeof orderTransactions.$inferSelect;

export interface RecordTransactionInput {
  orderId: number;
  type: TransactionType;
  label: string;
  amountCents: number;
  /** A card tender's surcharge on top of the amount (decision 0095); 0 for every other tender. */
  surchargeCents?: number;
  status: TransactionStatus;
  /** One per tender attempt; the same key on the same order answers the first row (created false). */
  idempotencyKey: string;
  details?: TransactionDetails;
  providerReference?: string | null;
  terminalStatus?: string | null;
  settled?: boolean;
  createdBy?: number | null;
}

/**
 * Writes one transaction inside `tx` (call it inside a transaction). The insert is conflict-free on
 * (order_id, idempotency_key): a concurrent request with the same key waits for the first to commit and then gets the
 * existing row with `created: false` — so callers apply side effects (gift card, store credit) only when `created`.
 */
export async function recordTransaction(
  tx: Db,
  input: RecordTransactionInput,
): Promise<{ transaction: TransactionRow; created: boolean }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new HttpError(400, 'Amount must be more than $0.00');
  const inserted = await tx
    .insert(orderTransactions)
    .values({
      orderId: input.orderId,
      transactionType: input.type,
      label: input.label,
      amountCents: input.amountCents,
      surchargeCents: input.surchargeCents ?? 0,
      status: input.status,
      idempotencyKey: input.idempotencyKey,
      details: input.details ?? {},
      providerReference: input.providerReference ?? null,
      terminalStatus: input.terminalStatus ?? null,
      settled: input.settled ?? false,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing({ target: [orderTransactions.orderId, orderTransactions.idempotencyKey] })
    .returning();
  if (inserted[0]) return { transaction: inserted[0], created: true };
  const [existing] = await tx
    .select()
    .from(orderTransactions)
    .where(
      and(eq(orderTransactions.orderId, input.orderId), eq(orderTransactions.idempotencyKey, input.idempotencyKey)),
    );
  return { transaction: existing!, created: false };
}

/** The idempotency key of the storefront card payment recorded with its order (one per order). */
export const STOREFRONT_CARD_KEY = 'storefront-card';

/** The label of a card payment taken online (payment link or storefront), as the counter lists it. */
export const onlineCardLabel = (last4: string) => `Online card payment (ending ${last4})`;

/**
 * Marks an order's provider payment void in the ledger when the provider has already voided it (the authorization was
 * canceled before it could be captured): no provider call, the money was never taken.
 */
export async function markProviderPaymentVoid(db: Db, orderId: number, reference: string): Promise<void> {
  await db
    .update(orderTransactions)
    .set({ status: 'void', voidedAt: new Date(), terminalStatus: 'VOID' })
    .where(
      and(
        eq(orderTransactions.orderId, orderId),
        eq(orderTransactions.providerReference, reference),
        eq(orderTransactions.status, 'approved'),
      ),
    );
}
