// The counter's and the shoppers' reports (issue 27, decision 0077). Voids and price overrides are read from the order
// data (the order's history names who voided it; the order line keeps its original price and who changed it), so
// they cover orders from before the audit log too; the register comes from the audit log when it has the row.
// Searches with no results come from search_log (features/search), kiosk plays from kiosk_video_plays (features/kiosk).
import { sql } from 'drizzle-orm';
import type { ReportRow } from '@parts/common/reports';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import type { Period } from './sales';

const row = (r: Partial<ReportRow> & { key: string; label: string; count: number }): ReportRow => ({
  amount_cents: null,
  cost_cents: null,
  margin_cents: null,
  who: '',
  when: '',
  note: '',
  ...r,
});

const at = (p: Period, col: string) =>
  sql`${sql.raw(col)} >= ${p.start.toISOString()}::timestamptz and ${sql.raw(col)} < ${p.end.toISOString()}::timestamptz`;
const localTime = (p: Period, col: string) =>
  sql`to_char(${sql.raw(col)} at time zone ${p.timeZone}, 'YYYY-MM-DD HH24:MI')`;

/** Orders voided in the period, newest first: the total, who voided it and the register (from the audit log). */
async function voids(db: Db, p: Period): Promise<ReportRow[]> {
  const rows = rowsOf<{ order_id: number; total: number; who: string | null; at: string; store: string | null }>(
    await db.execute(sql`
      select o.order_id, o.total_cents as total, ${localTime(p, 'h.created_at')} as at,
        nullif(trim(u.firstname || ' ' || u.lastname), '') as who,
        (select s.name from audit_log a join locations s on s.location_id = a.location_id
          where a.action = 'order.void' and a.target_id = o.order_id::text order by a.audit_id desc limit 1) as store
      from order_history h join orders o on o.order_id = h.order_id left join users u on u.user_id = h.user_id
      where h.status = 'voided' and ${at(p, 'h.created_at')}
      order by h.created_at desc, h.order_history_id desc`),
  );
  return rows.map((r) =>
    row({
      key: String(r.order_id),
      label: `Order #${r.order_id}`,
      count: 1,
      amount_cents: Number(r.total),
      who: r.who ?? '',
      when: r.at,
      note: r.store ?? '',
    }),
  );
}

/** Order lines sold at a price changed at the counter, newest first: the change in money (new − original) × quantity. */
async function overrides(db: Db, p: Period): Promise<ReportRow[]> {
  const rows = rowsOf<{
    id: number;
    order_id: number;
    name: string;
    original: number;
    unit: number;
    quantity: number;
    who: string | null;
    approver: string | null;
    at: string;
  }>(
    await db.execute(sql`
      select op.order_product_id as id, op.order_id, op.name, op.price_original_cents as original,
        op.unit_cents as unit, op.quantity, ${localTime(p, 'o.created_at')} as at,
        nullif(trim(u.firstname || ' ' || u.lastname), '') as who,
        nullif(trim(a.firstname || ' ' || a.lastname), '') as approver
      from order_products op join orders o on o.order_id = op.order_id
        left join users u on u.user_id = op.price_changed_by left join users a on a.user_id = op.price_approved_by
      where op.price_original_cents is not null and op.product_id is not null and ${at(p, 'o.created_at')}
      order by o.created_at desc, op.order_product_id desc`),
  );
  const money = (c: number) => `$${(c / 100).toFixed(2)}`;
  return rows.map((r) =>
    row({
      key: String(r.id),
      label: `${r.name} (order #${r.order_id})`,
      count: r.quantity,
      amount_cents: (r.unit - r.original) * r.quantity,
      who: r.who ?? '',
      when: r.at,
      note: `${money(r.original)} → ${money(r.unit)}${r.approver ? `, approved by ${r.approver}` : ''}`,
    }),
  );
}

/** The 50 searches most often made in the period that found nothing. */
async function searches(db: Db, p: Period): Promise<ReportRow[]> {
  const rows = rowsOf<{ term: string; n: number; last: string }>(
    await db.execute(sql`
      select term, count(*)::int as n, ${localTime(p, 'max(created_at)')} as last from search_log
      where result_count = 0 and ${at(p, 'created_at')}
      group by term order by 2 desc, 1 limit 50`),
  );
  return rows.map((r) => row({ key: r.term, label: r.term, count: Number(r.n), when: r.last }));
}

/** Plays per kiosk video in the period, with the time watched. */
async function kioskVideos(db: Db, p: Period): Promise<ReportRow[]> {
  const rows = rowsOf<{ video: string; n: number; seconds: number }>(
    await db.execute(sql`
      select video_id as video, count(*)::int as n,
        coalesce(round(sum(extract(epoch from (end_date - start_date)))), 0)::int as seconds
      from kiosk_video_plays where ${at(p, 'start_date')}
      group by 1 order by 2 desc, 1`),
  );
  return rows.map((r) =>
    row({
      key: r.video,
      label: r.video,
      count: Number(r.n),
      note: `${Math.round(Number(r.seconds) / 60)} min watched`,
    }),
  );
}

export function counterReport(db: Db, report: string, p: Period): Promise<ReportRow[]> {
  if (report === 'voids') return voids(db, p);
  if (report === 'overrides') return overrides(db, p);
  if (report === 'searches') return searches(db, p);
  return kioskVideos(db, p);
}
