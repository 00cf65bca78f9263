// What customers owe: per order, its total less what was paid; per customer, the sum over their open orders.
// Paid is a sum of the recorded payments, never a stored guess.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { orders, payments } from '#src/db/schema/index';

/** Orders that owe nothing whatever was paid: called off or only a quote. */
export const NOT_OWED_STATUSES = ['canceled', 'cancelled', 'voided', 'quote'];

/** Cents paid on an order: captured card payments. */
export const paidCentsSql = sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments} where ${payments.orderId} = ${orders.orderId} and ${payments.status} = 'captured')`;

/** An order's balance in cents (never below zero here: overpayment is change, not a debt). */
export const balanceCentsSql = sql<number>`greatest(${orders.totalCents} - ${paidCentsSql}, 0)`;

const owedSql = sql<number>`case when ${orders.status} in (${sql.join(NOT_OWED_STATUSES.map((s) => sql`${s}`), sql`, `)}) then 0 else ${balanceCentsSql} end`;

export async function outstandingByCustomer(db: Db, customerIds: number[]): Promise<Map<number, number>> {
  if (!customerIds.length) return new Map();
  const rows = await db
    .select({ id: orders.customerId, owed: sql<number>`coalesce(sum(${owedSql}), 0)::int` })
    .from(orders)
    .where(inArray(orders.customerId, customerIds))
    .groupBy(orders.customerId);
  return new Map(rows.map((r) => [r.id!, Number(r.owed)]));
}

export { owedSql };
