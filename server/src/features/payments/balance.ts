// Payments on an order (issue 13, decision 0018): every tender is a row of order_transactions; what is paid and what
// is due are sums over the approved rows, computed when asked, never stored. recordTransaction is the one writer.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { orders, orderTransactions } from '#src/db/schema/index';
import type { TransactionRow } from '#src/features/order-status/transactions';
import { HttpError } from '#src/http/errors';

// The one writer lives with the orders (features/order-status/transactions.ts) so the storefront's order transaction can record
// its card payment too without depending on the POS checkout.
export {
  recordTransaction,
  type RecordTransactionInput,
  type TransactionRow,
} from '#src/features/order-status/transactions';

export interface OrderBalance {
  totalCents: number;
  /** Sum of the approved transactions. */
  paidCents: number;
  /** total - paid; below zero when more was tendered than due (cash). */
  balanceCents: number;
  /** What to hand back: paid - total when above zero, else 0. */
  changeDueCents: number;
  /** The card surcharges the approved transactions took on top of their amounts (decision 0095): not in the above. */
  surchargeCents: number;
}

export const BALANCE_MSG = { orderNotFound: 'Order not found.' };

/** The order's total, paid and balance in cents, from its approved transactions. */
export async function orderBalance(tx: Db, orderId: number): Promise<OrderBalance> {
  const [row] = rowsOf<{ total_cents: number; paid_cents: number; surcharge_cents: number }>(
    await tx.execute(sql`select o.total_cents,
      coalesce((select sum(t.amount_cents) from order_transactions t where t.order_id = o.order_id and t.status = 'approved'), 0)::int as paid_cents,
      coalesce((select sum(t.surcharge_cents) from order_transactions t where t.order_id = o.order_id and t.status = 'approved'), 0)::int as surcharge_cents
      from orders o where o.order_id = ${orderId}`),
  );
  if (!row) throw new HttpError(404, BALANCE_MSG.orderNotFound);
  return balanceOf(row.total_cents, row.paid_cents, row.surcharge_cents);
}

/** The arithmetic, for callers that already hold the sums. */
export function balanceOf(totalCents: number, paidCents: number, surchargeCents = 0): OrderBalance {
  const balanceCents = totalCents - paidCents;
  return { totalCents, paidCents, balanceCents, changeDueCents: balanceCents < 0 ? -balanceCents : 0, surchargeCents };
}

/** Locks the order row until the end of the transaction (tenders on one order run one at a time). */
export async function lockOrder(tx: Db, orderId: number) {
  const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  if (!o) throw new HttpError(404, BALANCE_MSG.orderNotFound);
  return o;
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
