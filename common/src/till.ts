// The end-of-day close (issue 28, decisions 0056 and 0094): a register's drawer day opens with a counted float, records cash paid
// in and out with a reason, and closes with the drawer counted by denomination; the close shows expected cash, counted
// and over/short, and freezes the Z report. The wire schemas, the messages and the pure cash arithmetic live here so
// the close screen and the server compute the same numbers (tested with literal numbers in till.test.ts).
import { z } from 'zod';
import { formatCents } from './money';
import { id, money, optionalText } from './input';

export const TILL_MSG = {
  reason: 'Enter a reason.',
  overShortReason: 'The drawer is over or short: enter a reason.',
  amount: 'Amount must be more than $0.00',
  count: 'Enter a whole number of 0 or more.',
  noStore: 'Your account has no store: ask a manager to set one.',
  floatCounted: 'The float for this day is already counted.',
  alreadyClosed: 'This day is already closed.',
  dayNotFound: 'Day not found.',
  opened: 'The day is open.',
  recorded: 'Recorded.',
  closed: 'The day is closed.',
  key: 'The request needs an idempotency key.',
  signOff: (limitCents: number) =>
    `The drawer is over or short by more than ${formatCents(limitCents)}: a manager must sign off with their PIN.`,
  pinNotManager: "That PIN is not a manager's.",
  registerNotFound: 'Register not found at your store.',
  registerOff: 'This register is not in use: pick another.',
  noRegister: 'Your store has no register: ask a manager to add one in Store → Stores.',
  registerPicked: (name: string) => `You are at ${name}.`,
} as const;

/** Whether a close needs a manager's sign-off (decision 0068): the over/short, either way, passes the store's limit. */
export function needsSignOff(overShortCents: number, limitCents: number): boolean {
  return Math.abs(overShortCents) > limitCents;
}

/** US bills and coins the drawer holds, largest first; `cents` is the key of a count. */
export const DENOMINATIONS = [
  { cents: 10000, label: '$100' },
  { cents: 5000, label: '$50' },
  { cents: 2000, label: '$20' },
  { cents: 1000, label: '$10' },
  { cents: 500, label: '$5' },
  { cents: 200, label: '$2' },
  { cents: 100, label: '$1' },
  { cents: 25, label: '25¢' },
  { cents: 10, label: '10¢' },
  { cents: 5, label: '5¢' },
  { cents: 1, label: '1¢' },
] as const;

/** A count: how many of each denomination, keyed by its cents ("2000": 3 is three $20 bills). */
export type DenominationCounts = Record<string, number>;

/** The cents a count holds. */
export function countedCents(counts: DenominationCounts): number {
  return DENOMINATIONS.reduce((sum, d) => sum + d.cents * (counts[String(d.cents)] ?? 0), 0);
}

/**
 * The cash the drawer should hold: float + cash sales − change given − cash refunds (voids and returns) + cash taken
 * on house accounts + paid in − paid out. Checks are not cash: the drawer is counted by denomination.
 */
export interface CashFlow {
  floatCents: number;
  cashSalesCents: number;
  changeGivenCents: number;
  cashRefundsCents: number;
  accountCashCents: number;
  paidInCents: number;
  paidOutCents: number;
}
export function expectedCash(c: CashFlow): number {
  return (
    c.floatCents +
    c.cashSalesCents -
    c.changeGivenCents -
    c.cashRefundsCents +
    c.accountCashCents +
    c.paidInCents -
    c.paidOutCents
  );
}

/** Above zero the drawer is over, below zero short. */
export const overShort = (countedCentsValue: number, expectedCents: number) => countedCentsValue - expectedCents;

const idempotencyKey = z.string({ error: TILL_MSG.key }).trim().min(8, TILL_MSG.key).max(100, TILL_MSG.key);

/** One count per denomination: 0 to 100000 pieces, as digits (a form's text box) or a number. */
const pieces = z.union([z.string(), z.number()], { error: TILL_MSG.count }).transform((v, ctx) => {
  const t = typeof v === 'number' ? String(v) : v.trim() === '' ? '0' : v.trim();
  if (!/^\d{1,6}$/.test(t) || Number(t) > 100_000) {
    ctx.addIssue({ code: 'custom', message: TILL_MSG.count });
    return z.NEVER;
  }
  return Number(t);
});
export const countsSchema = z.object(
  Object.fromEntries(DENOMINATIONS.map((d) => [String(d.cents), pieces.optional().default(0)])) as Record<
    string,
    z.ZodDefault<z.ZodOptional<typeof pieces>>
  >,
);

/** POST /pos/till/register: the register (drawer) the staff member works; their tenders and refunds land in its day. */
export const pickRegisterInput = z.object({ register_id: id('register_id') });

/** POST /pos/till/open: the float counted into the register's drawer. */
export const openDayInput = z.object({
  register_id: id('register_id'),
  counts: countsSchema,
  idempotency_key: idempotencyKey,
});
export type OpenDayInput = z.input<typeof openDayInput>;

/** POST /pos/till/movement: cash paid in or out of the drawer, with a reason. */
export const movementInput = z.object({
  register_id: id('register_id'),
  kind: z.enum(['paid_in', 'paid_out'], { error: 'Choose paid in or paid out.' }),
  amount: money('Amount', TILL_MSG.amount).refine((c) => c > 0, TILL_MSG.amount),
  reason: z.string({ error: TILL_MSG.reason }).trim().min(1, TILL_MSG.reason).max(200, 'At most 200 characters.'),
  idempotency_key: idempotencyKey,
});
export type MovementInput = z.input<typeof movementInput>;

/** POST /pos/till/close: the drawer counted; a reason when it is over or short (checked against the day's numbers). */
export const closeDayInput = z.object({
  day_id: id('day_id'),
  counts: countsSchema,
  over_short_reason: optionalText(200),
  /** A manager's PIN, when the over/short passes the limit and the closer may not sign off alone. */
  manager_pin: optionalText(12),
  idempotency_key: idempotencyKey,
});
export type CloseDayInput = z.input<typeof closeDayInput>;

export const dayIdQuery = z.object({ day_id: id('day_id') });

const cents = z.number().int();
const tenderLine = z.object({
  type: z.string(),
  name: z.string(),
  count: z.number().int(),
  taken_cents: cents,
  voided_cents: cents,
  net_cents: cents,
});
const movement = z.object({
  movement_id: z.number().int(),
  kind: z.enum(['paid_in', 'paid_out']),
  amount_cents: cents,
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});
const batchLine = z.object({
  card_type: z.string(),
  sale_count: z.number().int(),
  sale_cents: cents,
  refund_count: z.number().int(),
  refund_cents: cents,
  net_cents: cents,
});

/** The Z report: live while the day is open, frozen at the close. */
export const zReportSchema = z.object({
  day_id: z.number().int(),
  store: z.string(),
  /** The register (drawer) the day is of; reports frozen before registers existed read as ''. */
  register: z.string().default(''),
  time_zone: z.string(),
  business_date: z.string(),
  status: z.enum(['open', 'closed']),
  opened_at: z.string(),
  opened_by: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  sales: z.object({ count: z.number().int(), total_cents: cents, tax_cents: cents }),
  taxes: z.array(z.object({ title: z.string(), cents })),
  /** Core charges collected on the day's sales (units with a core, before tax). */
  core_charges: z.object({ count: z.number().int(), cents }),
  /** Core charges given back by the day's returns (core returns and returned parts' deposits). Reports frozen before
   * this line existed read as zero. */
  core_credits: z.object({ count: z.number().int(), cents }).default({ count: 0, cents: 0 }),
  /** Returns: the day's returns (their refunds, every tender) and refunds of settled card payments. */
  returns: z.object({ count: z.number().int(), cents }),
  voids: z.object({ count: z.number().int(), cents }),
  tenders: z.array(tenderLine),
  /** Payments on house accounts taken in the day, per tender (they are not in the ledger's tenders above). */
  account_payments: z
    .array(z.object({ tender: z.string(), name: z.string(), count: z.number().int(), cents }))
    .default([]),
  movements: z.array(movement),
  cash: z.object({
    float_cents: cents.nullable(),
    cash_sales_cents: cents,
    change_given_cents: cents,
    cash_refunds_cents: cents,
    account_cash_cents: cents.default(0),
    paid_in_cents: cents,
    paid_out_cents: cents,
    expected_cents: cents,
    counted_cents: cents.nullable(),
    over_short_cents: cents.nullable(),
    over_short_reason: z.string(),
    /** The manager who signed off an over/short past the limit ('' when none was needed). */
    signed_off_by: z.string().default(''),
    counts: z.record(z.string(), z.number().int()).nullable(),
  }),
  /** The card terminal provider's batch of the register's readers against its card tenders (null while open: asked at
   * the close). */
  batch: z
    .object({
      batch_id: z.string(),
      /** The card readers and smart terminals of the register whose batch this is (decision 0098); reports frozen
       * before readers belonged to registers read as none. */
      readers: z.array(z.string()).default([]),
      lines: z.array(batchLine),
      provider_net_cents: cents,
      ledger_net_cents: cents,
      difference_cents: cents,
      /** Cards keyed in by hand (the `card` tender) and their surcharges, net of what was given back to them in the
       * day: charged outside the readers, so in neither side of the comparison above (decision 0104); reports frozen
       * before read as 0. */
      keyed_net_cents: cents.default(0),
    })
    .nullable(),
});
export type ZReport = z.infer<typeof zReportSchema>;

const registerRow = z.object({ register_id: z.number().int(), name: z.string() });

export const tillStateSchema = z.object({
  store: z.string(),
  /** The store's registers in use, and the one the staff member works (the drawer shown). */
  registers: z.array(registerRow),
  register: registerRow,
  /** The register's open day's live report, or null when no day is open (the next sale or an opening float opens one). */
  day: zReportSchema.nullable(),
  recent: z.array(
    z.object({
      day_id: z.number().int(),
      business_date: z.string(),
      closed_at: z.string(),
      over_short_cents: cents,
    }),
  ),
});
export type TillState = z.infer<typeof tillStateSchema>;

export const tillAnswerSchema = z.object({ success: z.string(), day: zReportSchema });
