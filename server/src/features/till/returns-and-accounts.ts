// What issue 28's returns and house accounts add to a drawer day (decision 0060), from the rows migration 0037 stamps:
// a return's refund rows carry void_day_id (the day they were paid out in, so they sit with the voids as money given
// back: cash ones leave the drawer, card ones meet the batch's refunds), and payments on account carry day_id.
import { sql } from 'drizzle-orm';
import { ACCOUNT_TENDER_NAMES } from '@parts/common/house-account';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

export interface ReturnsAndCoresOfDay {
  /** The day's returns (one per return, whatever tenders it was given back on) and what their refunds gave back. */
  returnCount: number;
  returnCents: number;
  /** Core charges on the day's sales: units with a core and their charges (before tax). */
  coreChargeCount: number;
  coreChargeCents: number;
  /** Core charges given back by the day's returns. */
  coreCreditCount: number;
  coreCreditCents: number;
}

/** `refundRows`: the day's ledger rows of returns' refunds; `saleOrderIds`: the orders whose sale is the day's. */
export async function returnsAndCoresOfDay(
  db: Db,
  refundRows: { return_refund_id: number | null; amount_cents: number }[],
  saleOrderIds: number[],
): Promise<ReturnsAndCoresOfDay> {
  const returnIds = [...new Set(refundRows.map((r) => r.return_refund_id).filter((id) => id !== null))];
  const [credits] = returnIds.length
    ? rowsOf<{ n: number; cents: number }>(
        await db.execute(sql`select count(*) filter (where core_cents > 0)::int as n,
            coalesce(sum(core_cents), 0)::int as cents
          from return_refunds where refund_id in (${sql.join(returnIds, sql`, `)})`),
      )
    : [];
  const [charges] = saleOrderIds.length
    ? rowsOf<{ n: number; cents: number }>(
        await db.execute(sql`select coalesce(sum(quantity), 0)::int as n,
            coalesce(sum(core_charge_cents * quantity), 0)::int as cents
          from order_products where core_charge_cents > 0 and order_id in (${sql.join(saleOrderIds, sql`, `)})`),
      )
    : [];
  return {
    returnCount: returnIds.length,
    returnCents: refundRows.reduce((s, r) => s + r.amount_cents, 0),
    coreChargeCount: charges?.n ?? 0,
    coreChargeCents: charges?.cents ?? 0,
    coreCreditCount: credits?.n ?? 0,
    coreCreditCents: credits?.cents ?? 0,
  };
}

export interface AccountPaymentLine {
  tender: string;
  name: string;
  count: number;
  cents: number;
}

/** Payments on house accounts taken in the day, per tender (cash, check, card). */
export async function accountPaymentsOfDay(db: Db, dayId: number): Promise<AccountPaymentLine[]> {
  const rows = rowsOf<{ tender: keyof typeof ACCOUNT_TENDER_NAMES; n: number; cents: number }>(
    await db.execute(sql`select tender, count(*)::int as n, sum(amount_cents)::int as cents
      from account_payments where day_id = ${dayId} group by tender order by tender`),
  );
  return rows.map((r) => ({ tender: r.tender, name: ACCOUNT_TENDER_NAMES[r.tender], count: r.n, cents: r.cents }));
}
