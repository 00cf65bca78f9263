// House (commercial) accounts (issue 28, decision 0058): the pure money rules in cents — the limit check of a sale on
// account, applying a payment to the oldest open invoices first (or to chosen ones), due dates and aging buckets — and
// the texts and schemas the counter, the customer editor and the server share. Dates are the store's calendar dates
// ("Y-m-d", common/store-time.ts storeToday): "net 30" is 30 store days after the invoice's store date.
import { z } from 'zod';
import { flag, id, intRange, money, optionalText } from './input';
import { formatCents } from './money';

export const HOUSE_MSG = {
  noAccount: 'This customer has no house account.',
  noCustomer: 'A customer must be selected!',
  onHold: 'The house account is on hold: no sale can be charged to it.',
  overLimit: (availableCents: number, limitCents: number) =>
    `Over the credit limit: ${formatCents(availableCents)} of the ${formatCents(limitCents)} limit is available.`,
  poRequired: 'This account requires a PO number.',
  nothingOwed: 'The account has no open balance.',
  overBalance: (cents: number) => `Amount cannot be more than the account balance of ${formatCents(cents)}.`,
  overChosen: (cents: number) => `Amount cannot be more than the chosen invoices' open ${formatCents(cents)}.`,
  notOpen: 'One of the chosen invoices is not open on this account.',
  saved: 'The house account has been saved.',
  paid: 'The payment has been applied to the account.',
  statementSent: 'The statement has been emailed.',
  noEmail: 'The customer has no email address.',
  voidAfterPayment: (cents: number) =>
    `This sale's house account invoice already has ${formatCents(cents)} of payments on account applied to it, so it cannot be voided. Take a return instead: it credits the account.`,
} as const;

/** Terms when none are set: net 30. */
export const DEFAULT_TERMS_DAYS = 30;

/** A store date ("Y-m-d") plus whole days, on the calendar (no clock, so no daylight-saving step). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const AGING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  d1_30: '1–30',
  d31_60: '31–60',
  d61_90: '61–90',
  over90: 'Over 90',
};

/** The bucket of an invoice by days past its due date on `today`: not yet due is current. */
export function agingBucket(dueDate: string, today: string): AgingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'over90';
}

export type AgingTotals = Record<AgingBucket | 'total', number>;

/** Open cents per bucket and in all, for one account's open invoices. */
export function agingOf(invoices: readonly { dueDate: string; openCents: number }[], today: string): AgingTotals {
  const t: AgingTotals = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0, total: 0 };
  for (const i of invoices) {
    if (i.openCents <= 0) continue;
    t[agingBucket(i.dueDate, today)] += i.openCents;
    t.total += i.openCents;
  }
  return t;
}

/** What a sale of `amountCents` on account would leave: refused (with the message) or allowed. */
export function chargeRefusal(a: {
  limitCents: number;
  balanceCents: number;
  onHold: boolean;
  amountCents: number;
}): string | null {
  if (a.onHold) return HOUSE_MSG.onHold;
  const available = Math.max(0, a.limitCents - a.balanceCents);
  if (a.amountCents > available) return HOUSE_MSG.overLimit(available, a.limitCents);
  return null;
}

export interface OpenInvoice {
  id: number;
  /** The invoice's store date; ties are broken by id (the order they were charged in). */
  date: string;
  openCents: number;
}

/**
 * Splits a payment over open invoices, oldest first: each invoice takes what it still owes until the payment runs
 * out. With `chosen`, only those invoices take it (still oldest first among them). Answers the allocations and what
 * was left over (the caller refuses a payment that leaves any: an account is never paid in advance).
 */
export function applyPayment(
  invoices: readonly OpenInvoice[],
  amountCents: number,
  chosen?: readonly number[],
): { allocations: { id: number; cents: number }[]; leftCents: number } {
  const pick = chosen && chosen.length ? new Set(chosen) : null;
  const ordered = invoices
    .filter((i) => i.openCents > 0 && (!pick || pick.has(i.id)))
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  const allocations: { id: number; cents: number }[] = [];
  let left = amountCents;
  for (const i of ordered) {
    if (left <= 0) break;
    const cents = Math.min(left, i.openCents);
    allocations.push({ id: i.id, cents });
    left -= cents;
  }
  return { allocations, leftCents: left };
}

// ---- Wire schemas ----

/** The house-account settings on the customer (the editor's House Account tab). */
export const houseAccountInput = z.object({
  enabled: flag,
  credit_limit: money('Credit limit'),
  terms_days: intRange('Terms (days)', 0, 365).default(DEFAULT_TERMS_DAYS),
  statement_day: intRange('Statement day', 1, 28).default(1),
  po_required: flag,
  on_hold: flag,
});
export type HouseAccountInput = z.infer<typeof houseAccountInput>;

export const ACCOUNT_TENDERS = ['cash', 'check', 'card'] as const;
export const ACCOUNT_TENDER_NAMES: Record<(typeof ACCOUNT_TENDERS)[number], string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
};

const idemKey = z
  .string({ error: 'The request needs an idempotency key.' })
  .trim()
  .min(8, 'The request needs an idempotency key.')
  .max(100, 'The request needs an idempotency key.');

/** A payment on account at the counter: any tender, to the oldest invoices or to chosen ones. */
export const accountPaymentInput = z
  .object({
    amount: money('Amount', 'Amount must be more than $0.00').refine((c) => c > 0, 'Amount must be more than $0.00'),
    tender: z.enum(ACCOUNT_TENDERS, { error: 'Choose a payment type.' }),
    check_number: optionalText(20),
    // One invoice or a list (a form's ticked boxes); a lone unticked box reads false: none chosen.
    invoice_ids: z
      .preprocess(
        (v) => (v === false || v === '' || v === null ? undefined : v),
        z.union([z.array(id('Invoice')), id('Invoice')]).optional(),
      )
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
    idempotency_key: idemKey,
  })
  .superRefine((v, ctx) => {
    if (v.tender === 'check' && !/^\d{1,9}$/.test(v.check_number))
      ctx.addIssue({
        code: 'custom',
        path: ['check_number'],
        message: 'Check number must be a whole number of at least 1.',
      });
  });
export type AccountPaymentInput = z.infer<typeof accountPaymentInput>;

const agingShape = z.object({
  current: z.number(),
  d1_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  over90: z.number(),
  total: z.number(),
});

export const houseAccountSchema = z.object({
  customer_id: z.number(),
  name: z.string(),
  email: z.string(),
  enabled: z.boolean(),
  credit_limit: z.string(),
  terms_days: z.number(),
  statement_day: z.number(),
  po_required: z.boolean(),
  on_hold: z.boolean(),
  customer_group: z.string(),
  /** Cents owed now and still available under the limit. */
  balance_cents: z.number(),
  available_cents: z.number(),
  aging: agingShape,
  open_invoices: z.array(
    z.object({
      id: z.number(),
      order_id: z.number(),
      date: z.string(),
      due_date: z.string(),
      po_number: z.string(),
      amount_cents: z.number(),
      open_cents: z.number(),
    }),
  ),
});
export type HouseAccount = z.infer<typeof houseAccountSchema>;

export const accountPaymentAnswerSchema = z.object({
  success: z.string(),
  payment_id: z.number(),
  allocations: z.array(z.object({ invoice_id: z.number(), order_id: z.number(), cents: z.number() })),
  account: houseAccountSchema,
});

export const agingReportSchema = z.object({
  today: z.string(),
  accounts: z.array(
    z
      .object({ customer_id: z.number(), name: z.string(), limit_cents: z.number(), on_hold: z.boolean() })
      .extend(agingShape.shape),
  ),
  totals: agingShape,
});
export type AgingReport = z.infer<typeof agingReportSchema>;

export const statementQuery = z.object({
  customerId: id('customerId'),
  /** The statement's month, "Y-m"; the store's current month when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month is written 2026-11.')
    .optional(),
});

export const statementSchema = z.object({
  customer_id: z.number(),
  name: z.string(),
  email: z.string(),
  month: z.string(),
  from: z.string(),
  to: z.string(),
  terms_days: z.number(),
  opening_cents: z.number(),
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['invoice', 'payment', 'return']),
      reference: z.string(),
      due_date: z.string(),
      charge_cents: z.number(),
      payment_cents: z.number(),
      balance_cents: z.number(),
    }),
  ),
  closing_cents: z.number(),
  aging: agingShape,
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * The statement period due on a store date (decision 0068): on or after the account's statement day, the month before
 * this one ("Y-m"); before it, none yet. A day the server was down is caught up on the next run of the month.
 */
export function statementPeriodDue(today: string, statementDay: number): string | null {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d < statementDay) return null;
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
