// The product page's fitment table as plain data: rows grouped by make and model (the server sorts them so), the
// years of each group written as ranges, and the "Showing a–b of N" line.
import type { FitmentTable } from '@parts/common/fitment';

export type FitmentRow = FitmentTable['rows'][number];

export interface FitmentGroup {
  key: string;
  make: string;
  model: string;
  /** "2011–2016, 2019" */
  years: string;
  rows: FitmentRow[];
}

/** Consecutive rows of the same make and model form a group; the page keeps the server's order. */
export function groupRows(rows: readonly FitmentRow[]): FitmentGroup[] {
  const groups: FitmentGroup[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last.make === row.make && last.model === row.model) last.rows.push(row);
    else
      groups.push({
        key: `${row.make}\u0000${row.model}\u0000${groups.length}`,
        make: row.make,
        model: row.model,
        years: '',
        rows: [row],
      });
  }
  for (const g of groups) g.years = yearRanges(g.rows.map((r) => r.year));
  return groups;
}

/** Distinct years, ascending, with runs joined: [2016, 2011, 2012, 2013, 2019] → "2011–2013, 2016, 2019". */
export function yearRanges(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  for (let i = 0; i < sorted.length; i++) {
    const y = sorted[i]!;
    const next = sorted[i + 1];
    if (next === y + 1) continue;
    parts.push(start === y ? String(y) : `${start}–${y}`);
    start = next;
  }
  return parts.join(', ');
}

export function showingText(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from}–${to} of ${total.toLocaleString('en-US')}`;
}

export const pageCount = (limit: number, total: number): number => Math.max(1, Math.ceil(total / limit));
