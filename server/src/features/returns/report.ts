// The money of returns and core charges in a period, for the end-of-day close and its Z report (issue 28): refunds by
// tender (the ledger's refund rows of returns made at the store) and core charges taken and given back. Pure reads; the
// period is [from, to) in instants (the caller turns the store's day into instants with common/src/store-time.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import type { TransactionType } from '#src/db/schema/index';

export interface PeriodQuery {
  /** The store (a location id); null = every store. */
  storeId: number | null;
  from: Date;
  to: Date;
}

export interface RefundsByTender {
  transactionType: TransactionType;
  count: number;
  cents: number;
}

/** Money given back by returns in the period, per tender type (cash includes checks given back as cash). */
export async function refundsByTender(db: Db, q: PeriodQuery): Promise<RefundsByTender[]> {
  const rows = rowsOf<{ transaction_type: TransactionType; n: number; cents: number }>(
    await db.execute(sql`select t.transaction_type, count(*)::int as n, sum(t.amount_cents)::int as cents
      from order_transactions t
      join return_refunds r on r.refund_id = (t.details->>'return_refund_id')::int
      where t.status = 'refund' and t.created_at >= ${q.from.toISOString()} and t.created_at < ${q.to.toISOString()}
        and (${q.storeId}::int is null or r.store_id = ${q.storeId}::int)
      group by t.transaction_type order by t.transaction_type`),
  );
  return rows.map((r) => ({ transactionType: r.transaction_type, count: r.n, cents: r.cents }));
}

export interface CoreChargeTotals {
  /** Core charges on the period's paid orders (before tax). */
  chargedCents: number;
  /** Core charges given back in the period (core returns and returned parts' deposits, tax included). */
  creditedCents: number;
  returnsCount: number;
  /** Everything returns gave back in the period, and the restocking fees kept. */
  refundedCents: number;
  feesCents: number;
}

export async function returnsAndCoresInPeriod(db: Db, q: PeriodQuery): Promise<CoreChargeTotals> {
  const [charged] = rowsOf<{ cents: number }>(
    await db.execute(sql`select coalesce(sum(op.core_charge_cents * op.quantity), 0)::int as cents
      from order_products op join orders o on o.order_id = op.order_id
      left join users u on u.user_id = o.staff_user_id
      where op.core_charge_cents > 0 and o.created_at >= ${q.from.toISOString()} and o.created_at < ${q.to.toISOString()}
        and exists (select 1 from order_transactions t where t.order_id = o.order_id and t.status = 'approved')
        and (${q.storeId}::int is null or coalesce(o.pickup_location_id, u.location_id) = ${q.storeId}::int)`),
  );
  const [given] = rowsOf<{ core: number; n: number; refunded: number; fees: number }>(
    await db.execute(sql`select coalesce(sum(core_cents), 0)::int as core, count(*)::int as n,
        coalesce(sum(refund_cents), 0)::int as refunded, coalesce(sum(fee_cents), 0)::int as fees
      from return_refunds where created_at >= ${q.from.toISOString()} and created_at < ${q.to.toISOString()}
        and (${q.storeId}::int is null or store_id = ${q.storeId}::int)`),
  );
  return {
    chargedCents: charged?.cents ?? 0,
    creditedCents: given?.core ?? 0,
    returnsCount: given?.n ?? 0,
    refundedCents: given?.refunded ?? 0,
    feesCents: given?.fees ?? 0,
  };
}
