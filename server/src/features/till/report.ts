// The Z report of a drawer day (issue 28, decisions 0056 and 0060), from the ledger rows stamped with the day: money
// taken in the day (day_id), money given back in it (void_day_id: voids, refunds of settled card payments, and the
// refund rows of returns), the sales whose first payment landed in it, payments on house accounts taken in it
// (account_payments.day_id), the cash paid in and out. Rows keep their stamps forever, so a closed day's numbers do
// not move when a later day voids one of its payments: the void counts in the later day.
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_TYPE_NAMES } from '@parts/common/pos-checkout';
import { expectedCash, type ZReport } from '@parts/common/till';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { locations, registers, tillMovements, users, type tillDays } from '#src/db/schema/index';
import { accountPaymentsOfDay, returnsAndCoresOfDay } from './returns-and-accounts';

export type DayRow = typeof tillDays.$inferSelect;

/** The tenders' line of the card surcharges taken and given back (not a payment type of its own). */
export const SURCHARGE_LINE = 'card_surcharge';

interface LedgerRow {
  transaction_id: number;
  order_id: number;
  transaction_type: string;
  status: string;
  return_refund_id: number | null;
  amount_cents: number;
  surcharge_cents: number;
  terminal_status: string | null;
  day_id: number | null;
  void_day_id: number | null;
  order_total_cents: number;
}

const staffName = async (db: Db, userId: number | null) => {
  if (!userId) return '';
  const [u] = await db.select({ f: users.firstname, l: users.lastname }).from(users).where(eq(users.userId, userId));
  return u ? `${u.f} ${u.l}`.trim() : '';
};

const sum = (rows: { amount_cents: number }[]) => rows.reduce((s, r) => s + r.amount_cents, 0);

/** The day's report as of now (open) — the close freezes it with the count and the batch. */
export async function buildReport(db: Db, day: DayRow): Promise<ZReport> {
  const D = day.dayId;
  const [store] = await db
    .select({ name: locations.name, tz: locations.timeZone })
    .from(locations)
    .where(eq(locations.locationId, day.locationId));
  const [register] = await db
    .select({ name: registers.name })
    .from(registers)
    .where(eq(registers.registerId, day.registerId));
  const ledger = rowsOf<LedgerRow>(
    await db.execute(sql`select t.transaction_id, t.order_id, t.transaction_type, t.status, t.amount_cents, t.surcharge_cents,
        (t.details->>'return_refund_id')::int as return_refund_id, t.terminal_status,
        t.day_id, t.void_day_id, o.total_cents as order_total_cents
      from order_transactions t join orders o on o.order_id = t.order_id
      where t.day_id = ${D} or t.void_day_id = ${D}`),
  );
  const taken = ledger.filter((r) => r.day_id === D);
  const given = ledger.filter((r) => r.void_day_id === D);
  // Given back: a return's refund rows (status refund), refunds of settled card payments (the payment's own row,
  // refunded by the provider), and voids.
  const returned = given.filter((r) => r.status === 'refund');
  const refunds = given.filter((r) => r.status !== 'refund' && r.terminal_status === 'REFUND');
  const voids = given.filter((r) => r.status !== 'refund' && r.terminal_status !== 'REFUND');

  // A sale belongs to the day its first payment landed in (a split payment across two days counts once).
  const sales = rowsOf<{
    order_id: number;
    total_cents: number;
    totals: { code: string; title: string; value_cents: number }[];
  }>(
    await db.execute(sql`select o.order_id, o.total_cents, o.totals from orders o
      where o.order_id in (select order_id from order_transactions where day_id = ${D})
        and ${D} = (select t.day_id from order_transactions t where t.order_id = o.order_id and t.day_id is not null
                    order by t.transaction_id limit 1)`),
  );
  const taxes = new Map<string, number>();
  for (const o of sales)
    for (const line of o.totals)
      if (line.code === 'tax' && line.value_cents)
        taxes.set(line.title, (taxes.get(line.title) ?? 0) + line.value_cents);

  // Change handed back: what the order's payments alive at the end of the day exceed its total by, up to the cash
  // taken for it in the day (only cash gives change).
  const cashOrders = [...new Set(taken.filter((r) => r.transaction_type === 'cash').map((r) => r.order_id))];
  let changeGiven = 0;
  if (cashOrders.length) {
    const all = rowsOf<LedgerRow>(
      await db.execute(sql`select t.order_id, t.amount_cents, t.day_id, t.void_day_id, o.total_cents as order_total_cents
        from order_transactions t join orders o on o.order_id = t.order_id
        where t.order_id in (${sql.join(cashOrders, sql`, `)}) and t.day_id is not null`),
    );
    for (const orderId of cashOrders) {
      const mine = all.filter((r) => r.order_id === orderId);
      const alive = sum(mine.filter((r) => r.day_id! <= D && (r.void_day_id === null || r.void_day_id > D)));
      const cashIn = sum(taken.filter((r) => r.order_id === orderId && r.transaction_type === 'cash'));
      changeGiven += Math.min(cashIn, Math.max(0, alive - mine[0]!.order_total_cents));
    }
  }

  const byType = new Map<string, { count: number; taken: number; voided: number }>();
  for (const r of taken) {
    const t = byType.get(r.transaction_type) ?? { count: 0, taken: 0, voided: 0 };
    t.count += 1;
    t.taken += r.amount_cents;
    byType.set(r.transaction_type, t);
  }
  for (const r of given) {
    const t = byType.get(r.transaction_type) ?? { count: 0, taken: 0, voided: 0 };
    t.voided += r.amount_cents;
    byType.set(r.transaction_type, t);
  }
  // Card surcharges (decision 0095) on a line of their own: charged on top of the card tenders' amounts, given back
  // with a void, a refund of the payment, or a return's share of them (decision 0098).
  const charged = taken.filter((r) => r.surcharge_cents > 0);
  const back = given.filter((r) => r.surcharge_cents > 0);
  if (charged.length || back.length)
    byType.set(SURCHARGE_LINE, {
      count: charged.length,
      taken: charged.reduce((s, r) => s + r.surcharge_cents, 0),
      voided: back.reduce((s, r) => s + r.surcharge_cents, 0),
    });
  const tenders = [...byType].map(([type, t]) => ({
    type,
    name:
      type === SURCHARGE_LINE
        ? 'Card surcharge'
        : ((PAYMENT_TYPE_NAMES as Record<string, string | undefined>)[type] ?? type),
    count: t.count,
    taken_cents: t.taken,
    voided_cents: t.voided,
    net_cents: t.taken - t.voided,
  }));

  const movementRows = await db
    .select({
      movement_id: tillMovements.movementId,
      kind: tillMovements.kind,
      amount_cents: tillMovements.amountCents,
      reason: tillMovements.reason,
      f: users.firstname,
      l: users.lastname,
      at: tillMovements.createdAt,
    })
    .from(tillMovements)
    .leftJoin(users, eq(users.userId, tillMovements.createdBy))
    .where(eq(tillMovements.dayId, D))
    .orderBy(tillMovements.movementId);
  const movements = movementRows.map((m) => ({
    movement_id: m.movement_id,
    kind: m.kind,
    amount_cents: m.amount_cents,
    reason: m.reason,
    by: `${m.f ?? ''} ${m.l ?? ''}`.trim(),
    at: m.at.toISOString(),
  }));

  const extra = await returnsAndCoresOfDay(
    db,
    returned,
    sales.map((o) => o.order_id),
  );
  const accountPayments = await accountPaymentsOfDay(db, D);
  const cashFlow = {
    floatCents: day.floatCents ?? 0,
    cashSalesCents: sum(taken.filter((r) => r.transaction_type === 'cash')),
    changeGivenCents: changeGiven,
    // Voided cash, and returns given back in cash (a check is given back as cash); a declined card refund paid out in
    // cash pays the card surcharge's share out of the drawer too (decision 0104).
    cashRefundsCents: given
      .filter((r) => r.transaction_type === 'cash')
      .reduce((s, r) => s + r.amount_cents + r.surcharge_cents, 0),
    accountCashCents: accountPayments.filter((p) => p.tender === 'cash').reduce((s, p) => s + p.cents, 0),
    paidInCents: sum(movements.filter((m) => m.kind === 'paid_in')),
    paidOutCents: sum(movements.filter((m) => m.kind === 'paid_out')),
  };
  return {
    day_id: D,
    store: store?.name ?? '',
    register: register?.name ?? '',
    time_zone: store?.tz ?? '',
    business_date: day.businessDate,
    status: day.status,
    opened_at: day.openedAt.toISOString(),
    opened_by: await staffName(db, day.openedBy),
    closed_at: day.closedAt?.toISOString() ?? null,
    closed_by: day.closedBy ? await staffName(db, day.closedBy) : null,
    sales: {
      count: sales.length,
      total_cents: sales.reduce((s, o) => s + o.total_cents, 0),
      tax_cents: [...taxes.values()].reduce((s, c) => s + c, 0),
    },
    taxes: [...taxes].map(([title, cents]) => ({ title, cents })),
    core_charges: { count: extra.coreChargeCount, cents: extra.coreChargeCents },
    core_credits: { count: extra.coreCreditCount, cents: extra.coreCreditCents },
    returns: { count: refunds.length + extra.returnCount, cents: sum(refunds) + extra.returnCents },
    voids: { count: voids.length, cents: sum(voids) },
    tenders,
    account_payments: accountPayments,
    movements,
    cash: {
      float_cents: day.floatCents,
      cash_sales_cents: cashFlow.cashSalesCents,
      change_given_cents: cashFlow.changeGivenCents,
      cash_refunds_cents: cashFlow.cashRefundsCents,
      account_cash_cents: cashFlow.accountCashCents,
      paid_in_cents: cashFlow.paidInCents,
      paid_out_cents: cashFlow.paidOutCents,
      expected_cents: expectedCash(cashFlow),
      counted_cents: null,
      over_short_cents: null,
      over_short_reason: '',
      signed_off_by: '',
      counts: null,
    },
    batch: null,
  };
}
