// The monthly statement of a house account and the aging of every account (issue 28, decision 0058). A statement lists
// the month's invoices and payments with a running balance from the opening balance, and the aging as it stood on the
// month's last day (payments made after it do not count). Dates are the store's calendar dates.
import { sql } from 'drizzle-orm';
import { addDays, agingOf, AGING_BUCKETS, type AgingReport, type Statement } from '@parts/common/house-account';
import { formatCents } from '@parts/common/money';
import { storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { HttpError } from '#src/http/errors';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { customerOf } from './account';
import { accountOf, allAccounts, invoicesOf } from './ledger';

/** The first and last store date of a month "Y-m". */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

export async function statementOf(db: Db, customerId: number, month?: string): Promise<Statement> {
  const c = await customerOf(db, customerId);
  const a = await accountOf(db, customerId);
  if (!a) throw new HttpError(404, 'This customer has no house account.');
  const m = month ?? storeToday(await storeTimeZone(db)).slice(0, 7);
  const { from, to } = monthRange(m);
  const tz = await storeTimeZone(db);
  const charges = rowsOf<{
    at: string;
    id: number;
    order_id: number;
    date: string;
    due_date: string;
    po: string;
    cents: number;
    open_at_end: number;
  }>(
    await db.execute(sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at,
        c.transaction_id as id, c.order_id, c.invoice_date::text as date,
        c.due_date::text as due_date, c.po_number as po, c.amount_cents as cents,
        (c.amount_cents - coalesce((select sum(a.amount_cents) from account_payment_allocations a
          join account_payments p on p.payment_id = a.payment_id
          where a.transaction_id = c.transaction_id and p.payment_date <= ${to}), 0)
          - coalesce((select sum(r.amount_cents) from order_transactions r
          where r.order_id = c.order_id and r.transaction_type = 'house_account' and r.status = 'refund'
            and r.details->>'refund_of' = c.transaction_id::text
            and (r.created_at at time zone ${tz})::date <= ${to}), 0))::int as open_at_end
      from house_account_charges c
      join order_transactions t on t.transaction_id = c.transaction_id and t.status = 'approved'
      where c.customer_id = ${customerId} and c.invoice_date <= ${to}
      order by c.invoice_date, c.transaction_id`),
  );
  const payments = rowsOf<{ at: string; id: number; date: string; label: string; cents: number }>(
    await db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at,
        payment_id as id, payment_date::text as date, label, amount_cents as cents
      from account_payments where customer_id = ${customerId} and payment_date <= ${to}
      order by payment_date, payment_id`),
  );
  // What a return gave back to the account (returns/refund-tenders.ts: a House Account refund row naming the charge),
  // on its store date: a credit line, as invoicesOf counts it, so the closing balance is the account's balance.
  const returned = rowsOf<{ at: string; id: number; order_id: number; date: string; cents: number }>(
    await db.execute(sql`select to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at,
        r.transaction_id as id, c.order_id, (r.created_at at time zone ${tz})::date::text as date, r.amount_cents as cents
      from order_transactions r
      join house_account_charges c on r.details->>'refund_of' = c.transaction_id::text and c.order_id = r.order_id
      join order_transactions t on t.transaction_id = c.transaction_id and t.status = 'approved'
      where c.customer_id = ${customerId} and r.transaction_type = 'house_account' and r.status = 'refund'
        and (r.created_at at time zone ${tz})::date <= ${to}
      order by r.transaction_id`),
  );
  const before = (d: string) => d < from;
  const opening =
    charges.filter((x) => before(x.date)).reduce((s, x) => s + x.cents, 0) -
    [...payments, ...returned].filter((x) => before(x.date)).reduce((s, x) => s + x.cents, 0);
  type Line = Statement['lines'][number];
  // In store-date order; on one day, in the order they happened.
  const lines: (Omit<Line, 'balance_cents'> & { at: string })[] = [
    ...charges
      .filter((x) => !before(x.date))
      .map((x) => ({
        at: x.at,
        date: x.date,
        kind: 'invoice' as const,
        reference: `Invoice #${x.order_id}${x.po ? ` (PO ${x.po})` : ''}`,
        due_date: x.due_date,
        charge_cents: x.cents,
        payment_cents: 0,
      })),
    ...payments
      .filter((x) => !before(x.date))
      .map((x) => ({
        at: x.at,
        date: x.date,
        kind: 'payment' as const,
        reference: `Payment — ${x.label}`,
        due_date: '',
        charge_cents: 0,
        payment_cents: x.cents,
      })),
    ...returned
      .filter((x) => !before(x.date))
      .map((x) => ({
        at: x.at,
        date: x.date,
        kind: 'return' as const,
        reference: `Return — Invoice #${x.order_id}`,
        due_date: '',
        charge_cents: 0,
        payment_cents: x.cents,
      })),
  ].sort((p, q) => (p.date === q.date ? (p.at < q.at ? -1 : p.at > q.at ? 1 : 0) : p.date < q.date ? -1 : 1));
  let running = opening;
  const withBalance = lines.map(({ at: _at, ...l }) => {
    running += l.charge_cents - l.payment_cents;
    return { ...l, balance_cents: running };
  });
  return {
    customer_id: customerId,
    name: c.name,
    email: c.email,
    month: m,
    from,
    to,
    terms_days: a.termsDays,
    opening_cents: opening,
    lines: withBalance,
    closing_cents: running,
    aging: agingOf(
      charges.map((x) => ({ dueDate: x.due_date, openCents: x.open_at_end })),
      to,
    ),
  };
}

/** The statement as a plain-text email (the printable page is the web's /pos/accounts/statement). */
export function statementText(s: Statement): string {
  const rows = s.lines.map(
    (l) =>
      `${l.date}  ${l.reference.padEnd(36)} ${(l.charge_cents ? formatCents(l.charge_cents) : '').padStart(12)} ${(l.payment_cents ? formatCents(l.payment_cents) : '').padStart(12)} ${formatCents(l.balance_cents).padStart(12)}`,
  );
  return [
    `Statement for ${s.name}, ${s.from} to ${s.to} (net ${s.terms_days})`,
    '',
    `Opening balance: ${formatCents(s.opening_cents)}`,
    ...rows,
    `Balance due: ${formatCents(s.closing_cents)}`,
    '',
    `Aging — current ${formatCents(s.aging.current)}, 1–30 ${formatCents(s.aging.d1_30)}, 31–60 ${formatCents(s.aging.d31_60)}, 61–90 ${formatCents(s.aging.d61_90)}, over 90 ${formatCents(s.aging.over90)}`,
  ].join('\n');
}

/** Every account's open balance by bucket on the store's today, with the totals. */
export async function agingReport(db: Db, today?: string): Promise<AgingReport> {
  const day = today ?? storeToday(await storeTimeZone(db));
  const accounts = [];
  const totals = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0, total: 0 };
  for (const a of await allAccounts(db)) {
    const open = await invoicesOf(db, a.customerId);
    if (!a.enabled && open.length === 0) continue;
    const aging = agingOf(open, day);
    const c = await customerOf(db, a.customerId);
    accounts.push({
      customer_id: a.customerId,
      name: c.name,
      limit_cents: a.creditLimitCents,
      on_hold: a.onHold,
      ...aging,
    });
    for (const b of [...AGING_BUCKETS, 'total'] as const) totals[b] += aging[b];
  }
  return { today: day, accounts, totals };
}
