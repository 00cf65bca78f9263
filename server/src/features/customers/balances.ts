// What customers owe: per order, its total less its approved transactions (the same sums as orderBalance in
// features/payments/balance.ts); per customer, the sum over their open orders. Never a stored guess.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { orders } from '#src/db/schema/index';

/** Orders that owe nothing whatever was paid: called off, or only a quote. */
export const NOT_OWED_STATUSES = ['cancelled', 'voided', 'quote'];

/** Cents paid on an order: its approved transactions (as orderBalance counts them). */
// Written with explicit table names: inside a sub-select Drizzle's column references are not qualified.
export const paidCentsSql = sql<number>`(select coalesce(sum(t.amount_cents), 0)::int from order_transactions t where t.order_id = "orders"."order_id" and t.status = 'approved')`;

/** An order's balance in cents, floored at zero (more tendered than due is change, not a debt). */
export const balanceCentsSql = sql<number>`greatest(${orders.totalCents} - ${paidCentsSql}, 0)`;

export const owedSql = sql<number>`case when ${orders.status} in (${sql.join(
  NOT_OWED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}) then 0 else ${balanceCentsSql} end`;

export async function outstandingByCustomer(db: Db, customerIds: number[]): Promise<Map<number, number>> {
  if (!customerIds.length) return new Map();
  const rows = await db
    .select({ id: orders.customerId, owed: sql<number>`coalesce(sum(${owedSql}), 0)::int` })
    .from(orders)
    .where(inArray(orders.customerId, customerIds))
    .groupBy(orders.customerId);
  return new Map(rows.map((r) => [r.id!, Number(r.owed)]));
}
