// The owner's reports (issue 27, decision 0077): one shape for every report, so one chart, one table and one CSV
// export serve them all. Money is integer cents; the period is in the store's days (its time zone).
import { z } from 'zod';

export const REPORTS = [
  { id: 'sales_day', title: 'Sales by day', group: 'Sales', label: 'Day' },
  { id: 'sales_store', title: 'Sales by store', group: 'Sales', label: 'Store' },
  { id: 'sales_category', title: 'Sales by category', group: 'Sales', label: 'Category' },
  { id: 'sales_brand', title: 'Sales by brand', group: 'Sales', label: 'Brand' },
  { id: 'sales_payment', title: 'Sales by payment type', group: 'Sales', label: 'Payment type' },
  { id: 'sales_cashier', title: 'Sales by cashier', group: 'Sales', label: 'Cashier' },
  { id: 'voids', title: 'Voids at the counter', group: 'Counter', label: 'Order' },
  { id: 'overrides', title: 'Price overrides', group: 'Counter', label: 'Line' },
  { id: 'searches', title: 'Searches with no results', group: 'Shoppers', label: 'Search' },
  { id: 'kiosk_videos', title: 'Kiosk video plays', group: 'Shoppers', label: 'Video' },
] as const;
export type ReportId = (typeof REPORTS)[number]['id'];
const REPORT_IDS = REPORTS.map((r) => r.id) as [ReportId, ...ReportId[]];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');

/** A report over a period of the store's days, both ends included (today when not given). */
export const reportQuerySchema = z
  .object({
    report: z.enum(REPORT_IDS, { error: 'Choose a report from the list.' }),
    from: day.optional(),
    to: day.optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The period ends before it starts.', path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/**
 * One row: what it is about (a day, a store, a video…), how many (orders, voids, searches, plays) and the money when
 * the report has money. Gross margin counts only lines whose part has a cost (cost_cents is that cost); `who`, `when`
 * and `note` are filled by the listing reports (voids, overrides).
 */
export const reportRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  amount_cents: z.number().int().nullable(),
  cost_cents: z.number().int().nullable(),
  margin_cents: z.number().int().nullable(),
  who: z.string(),
  when: z.string(),
  note: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportAnswerSchema = z.object({
  report: z.enum(REPORT_IDS),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** What `count` counts in this report (orders, voids, searches, plays). */
  count_label: z.string(),
  /** Whether the report has money columns (amount, cost, margin). */
  money: z.boolean(),
  rows: z.array(reportRowSchema),
  total_count: z.number().int(),
  total_cents: z.number().int().nullable(),
  total_margin_cents: z.number().int().nullable(),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;
