// One report for a period of the store's days (issue 27, decision 0077): the rows, their totals, and the same as CSV.
import { REPORTS, type ReportAnswer, type ReportQuery } from '@parts/common/reports';
import { storeInstant, storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { counterReport } from './counter';
import { salesReport, type Period } from './sales';

const nextDay = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const COUNTED: Record<string, string> = {
  voids: 'Voids',
  overrides: 'Units',
  searches: 'Searches',
  kiosk_videos: 'Plays',
};

export async function buildReport(db: Db, q: ReportQuery): Promise<ReportAnswer> {
  const timeZone = await storeTimeZone(db);
  const to = q.to ?? q.from ?? storeToday(timeZone);
  const from = q.from ?? to;
  const p: Period = {
    start: storeInstant(from, '00:00', timeZone),
    end: storeInstant(nextDay(to), '00:00', timeZone),
    timeZone,
  };
  const sales = q.report.startsWith('sales_');
  const rows = sales ? await salesReport(db, q.report, p) : await counterReport(db, q.report, p);
  const money = sales || q.report === 'voids' || q.report === 'overrides';
  const margins = rows.filter((r) => r.margin_cents !== null);
  return {
    report: q.report,
    title: REPORTS.find((r) => r.id === q.report)!.title,
    from,
    to,
    time_zone: timeZone,
    count_label: sales ? (q.report === 'sales_payment' ? 'Payments' : 'Orders') : COUNTED[q.report]!,
    money,
    rows,
    total_count: rows.reduce((s, r) => s + r.count, 0),
    total_cents: money ? rows.reduce((s, r) => s + (r.amount_cents ?? 0), 0) : null,
    total_margin_cents: margins.length ? margins.reduce((s, r) => s + r.margin_cents!, 0) : null,
  };
}

/** A cell as CSV writes it: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
function cell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const dollars = (c: number | null) => (c === null ? null : (c / 100).toFixed(2));

export function reportCsv(r: ReportAnswer): string {
  const label = REPORTS.find((x) => x.id === r.report)!.label;
  const listing = r.report === 'voids' || r.report === 'overrides';
  const head = [label, r.count_label];
  if (r.money) head.push('Amount');
  if (r.report.startsWith('sales_') && r.report !== 'sales_payment') head.push('Cost', 'Gross margin');
  if (listing || r.report === 'searches') head.push(r.report === 'searches' ? 'Last searched' : 'When');
  if (listing) head.push('Staff');
  if (listing || r.report === 'kiosk_videos') head.push(r.report === 'voids' ? 'Register' : 'Note');
  const lines = r.rows.map((x) => {
    const out: (string | number | null)[] = [x.label, x.count];
    if (r.money) out.push(dollars(x.amount_cents));
    if (r.report.startsWith('sales_') && r.report !== 'sales_payment')
      out.push(dollars(x.cost_cents), dollars(x.margin_cents));
    if (listing || r.report === 'searches') out.push(x.when);
    if (listing) out.push(x.who);
    if (listing || r.report === 'kiosk_videos') out.push(x.note);
    return out.map(cell).join(',');
  });
  return [head.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}
