// Payments on an order (issue 13, decision 0018): every tender is a row of order_transactions; what is paid and what
// is due are sums over the approved rows, computed when asked, never stored. recordTransaction is the one writer.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import {
  orders,
  orderTransactions,
  type TransactionDetails,
  type TransactionStatus,
  type TransactionType,
} from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export type TransactionRow = typeof orderTransactions.$inferSelect;

export interface OrderBalance {
  totalCents: number;
  /** Sum of the approved transactions. */
  paidCents: number;
  /** total - paid; below zero when more was tendered than due (cash). */
  balanceCents: number;
  /** What to hand back: paid - total when above zero, else 0. */
  changeDueCents: number;
}

export const BALANCE_MSG = { orderNotFound: 'Order not found.' };

/** The order's total, paid and balance in cents, from its approved transactions. */
export async function orderBalance(tx: Db, orderId: number): Promise<OrderBalance> {
  const [row] = rowsOf<{ total_cents: number; paid_cents: number }>(
    await tx.execute(sql`select o.total_cents,
      coalesce((select sum(t.amount_cents) from order_transactions t where t.order_id = o.order_id and t.status = 'approved'), 0)::int as paid_cents
      from orders o where o.order_id = ${orderId}`),
  );
  if (!row) throw new HttpError(404, BALANCE_MSG.orderNotFound);
  return balanceOf(row.total_cents, row.paid_cents);
}

/** The arithmetic, for callers that already hold the sums. */
export function balanceOf(totalCents: number, paidCents: number): OrderBalance {
  const balanceCents = totalCents - paidCents;
  return { totalCents, paidCents, balanceCents, changeDueCents: balanceCents < 0 ? -balanceCents : 0 };
}

/** Locks the order row until the end of the transaction (tenders on one order run one at a time). */
export async function lockOrder(tx: Db, orderId: number) {
  const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  if (!o) throw new HttpError(404, BALANCE_MSG.orderNotFound);
  return o;
}

export interface RecordTransactionInput {
  orderId: number;
  type: TransactionType;
  label: string;
  amountCents: number;
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

/** The transaction with this key on this order, if any. */
export async function transactionByKey(db: Db, orderId: number, key: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(orderTransactions)
    .where(and(eq(orderTransactions.orderId, orderId), eq(orderTransactions.idempotencyKey, key)));
  return row;
}

/** The order's transactions, oldest first. */
export async function orderTransactionsOf(db: Db, orderId: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.transactionId));
}
