// Returns, refunds and core charges (issue 28, decisions 0054 and 0055): the counter's texts, the request and answer
// schemas of the /pos/returns/ calls, and the money rules in integer cents (tested with literal numbers in
// returns.test.ts). The server works the refund out with these functions inside its locked transaction.
import { z } from 'zod';
import { flag, id, intRange, money } from './input';
import { allocate } from './money';

export const RETURN_MSG = {
  orderNotFound: 'Order not found.',
  notPaid: 'Only a paid order can take a return.',
  noLines: 'Pick at least one line and a quantity to return.',
  tooMany: (name: string, max: number) => `At most ${max} of ${name} can be returned.`,
  noCore: (name: string) => `${name} has no core charge.`,
  lineNotOnOrder: 'That line is not on this order.',
  unknownReason: 'Choose a reason from the list.',
  noCustomer: 'A customer must be selected!',
  waiveNeedsPermission: 'Waiving the restocking fee needs a manager.',
  refunded: 'The return is recorded and the refund given.',
  refundFailed: 'The return is recorded; a card refund did not go through. Submit again to retry it.',
  nothingToSend: 'Nothing is waiting to go back to the distributor.',
  sentToVendor: (auth: string) => `Sent back to the distributor. Authorisation ${auth}.`,
  reasonsSaved: 'The return reasons are saved.',
  payoutNotFound: 'That refund is not part of a return.',
  payoutNotDeclined: 'Only a declined card refund can be paid out another way.',
  paidOut: (how: string) => `The declined card refund was paid out ${how}.`,
} as const;

export type ReturnKind = 'items' | 'core';
export type FeeType = 'none' | 'percent' | 'amount';

/** An owner-editable reason with its restocking fee (percent in basis points of the goods, or cents per return). */
export interface ReturnReason {
  code: string;
  name: string;
  feeType: FeeType;
  feeValue: number;
}

/** The restocking fee for goods worth `goodsCents` under `reason`: never more than the goods, 0 when waived. */
export function restockingFee(reason: Pick<ReturnReason, 'feeType' | 'feeValue'>, goodsCents: number): number {
  if (goodsCents <= 0) return 0;
  if (reason.feeType === 'percent') return Math.min(goodsCents, Math.round((goodsCents * reason.feeValue) / 10000));
  if (reason.feeType === 'amount') return Math.min(goodsCents, reason.feeValue);
  return 0;
}

/**
 * The share of a line's amount that `quantity` units carry when `before` units were already given back. Cumulative
 * rounding: the shares of every partial return add up to exactly the line's amount once all units are back.
 */
export function unitsShare(lineCents: number, soldQuantity: number, before: number, quantity: number): number {
  if (soldQuantity <= 0) return 0;
  const upTo = (n: number) => Math.round((lineCents * n) / soldQuantity);
  return upTo(before + quantity) - upTo(before);
}

/**
 * The goods part of a line's tax when the line also carries labor (the stored tax covers both): in proportion to the
 * goods and labor amounts.
 */
export function goodsTaxOf(line: { totalCents: number; laborCents: number; taxCents: number }): number {
  const base = line.totalCents + line.laborCents;
  if (line.laborCents <= 0 || base <= 0) return line.taxCents;
  return Math.round((line.taxCents * line.totalCents) / base);
}

/**
 * What each sold line actually cost after its share of the order's coupon discount, in the order's line order. The sale
 * split the discount over its lines' goods with `allocate` (cart totals) and taxed each line after its share, so the
 * same split here gives back exactly what was paid: a returned line never refunds the discount the customer never paid.
 */
export function netLineGoods(orderDiscountCents: number, lines: { totalCents: number }[]): number[] {
  const shares = allocate(
    orderDiscountCents,
    lines.map((l) => l.totalCents),
  );
  return lines.map((l, i) => l.totalCents - shares[i]!);
}

/** A payment the refund can go back to: what is left of it to give back. */
export interface RefundableTender {
  transactionId: number;
  refundableCents: number;
}

/**
 * Splits a refund over the sale's tenders (decision 0054): each tender gives back its share in proportion to what is
 * left of it, so a split sale is refunded the way it was paid; the odd cents go to the earliest tenders. Never more
 * than a tender has left. Answers the amount per tender, in the tenders' order.
 */
export function splitRefund(tenders: RefundableTender[], refundCents: number): number[] {
  const left = tenders.map((t) => Math.max(0, t.refundableCents));
  const total = left.reduce((a, b) => a + b, 0);
  if (refundCents > total) throw new Error(`refund ${refundCents} is more than the tenders hold (${total})`);
  if (refundCents <= 0 || total === 0) return left.map(() => 0);
  // Largest remainder: floors first, then one cent each to the largest fractions (earliest first on a tie).
  const raw = left.map((l) => (refundCents * l) / total);
  const out = raw.map(Math.floor);
  let spare = refundCents - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (spare <= 0) break;
    if (out[i]! < left[i]!) {
      out[i]! += 1;
      spare -= 1;
    }
  }
  return out;
}

// ---- the wire ----

export const RETURN_REASON_CODES_MAX = 20;

export const returnLineInputSchema = z.object({
  order_product_id: id('order_product_id'),
  quantity: intRange('quantity', 0, 10_000),
});

export const createReturnSchema = z.object({
  order_id: id('order_id'),
  idempotency_key: z.string().trim().min(8).max(64),
  kind: z.enum(['items', 'core']).default('items'),
  reason: z.string().trim().min(1, RETURN_MSG.unknownReason).max(40),
  condition: z.enum(['stock', 'defective']).default('stock'),
  refund_to: z.enum(['original', 'store_credit']).default('original'),
  waive_fee: flag,
  lines: z.array(returnLineInputSchema).min(1, RETURN_MSG.noLines).max(200),
});
export type CreateReturnInput = z.input<typeof createReturnSchema>;

export const refundTenderSchema = z.object({
  transaction_id: z.number().int(),
  label: z.string(),
  transaction_type: z.string(),
  amount_text: z.string(),
  /** What the row gives back in all: its amount and its share of the card surcharge (decisions 0098 and 0104). */
  total_text: z.string(),
  status: z.enum(['refund_pending', 'refund', 'refund_failed']),
  message: z.string(),
  /** A declined card refund the cashier has paid out another way (cash or store credit). */
  paid_out: z.boolean(),
});

export const returnRowWireSchema = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  product: z.string(),
  model: z.string(),
  quantity: z.number().int(),
  kind: z.enum(['items', 'core']),
  condition: z.enum(['stock', 'defective']),
  return_status: z.string(),
  date_added: z.string(),
});

/** A declined card refund paid out as cash or store credit instead (decision 0067). */
export const payoutSchema = z.object({
  transaction_id: id('transaction_id'),
  payout: z.enum(['cash', 'store_credit']),
});
export type PayoutInput = z.output<typeof payoutSchema>;

export const refundWireSchema = z.object({
  refund_id: z.number().int(),
  kind: z.enum(['items', 'core']),
  reason: z.string(),
  refund_to: z.enum(['original', 'store_credit']),
  goods_text: z.string(),
  tax_text: z.string(),
  core_text: z.string(),
  fee_text: z.string(),
  fee_waived: z.boolean(),
  refund_text: z.string(),
  /** Cash (and checks, refunded as cash) the drawer gives out. */
  change_out_text: z.string(),
  tenders: z.array(refundTenderSchema),
  returns: z.array(returnRowWireSchema),
});
export type RefundWire = z.infer<typeof refundWireSchema>;

export const createReturnAnswerSchema = z.object({
  success: z.string().optional(),
  error: z.string().optional(),
  refund: refundWireSchema,
});
export type CreateReturnAnswer = z.infer<typeof createReturnAnswerSchema>;

export const returnReasonWireSchema = z.object({
  code: z.string(),
  name: z.string(),
  fee_type: z.enum(['none', 'percent', 'amount']),
  /** Percent as typed ("15") for percent, dollars ("5.00") for amount. */
  fee_value: z.string(),
});
export type ReturnReasonWire = z.infer<typeof returnReasonWireSchema>;

export const returnableLineSchema = z.object({
  order_product_id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sold: z.number().int(),
  returned: z.number().int(),
  returnable: z.number().int(),
  core_returned: z.number().int(),
  core_returnable: z.number().int(),
  unit_text: z.string(),
  core_charge_text: z.string().nullable(),
});

export const returnOrderSchema = z.object({
  order_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  paid: z.boolean(),
  lines: z.array(returnableLineSchema),
  reasons: z.array(returnReasonWireSchema),
  refunds: z.array(refundWireSchema),
});
export type ReturnOrder = z.infer<typeof returnOrderSchema>;

export const saveReasonsSchema = z.object({
  reasons: z
    .array(
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^[a-z0-9_]{1,40}$/, 'A code is lower-case letters, digits and _.'),
        name: z.string().trim().min(1, 'A reason needs a name.').max(60),
        fee_type: z.enum(['none', 'percent', 'amount']),
        fee_value: money('fee_value'),
      }),
    )
    .min(1)
    .max(RETURN_REASON_CODES_MAX),
});
export type SaveReasonsInput = z.input<typeof saveReasonsSchema>;
export const reasonsAnswerSchema = z.object({
  success: z.string().optional(),
  reasons: z.array(returnReasonWireSchema),
});

export const waitingPartSchema = z.object({
  return_id: z.number().int(),
  order_id: z.number().int(),
  product: z.string(),
  model: z.string(),
  quantity: z.number().int(),
  credit_text: z.string(),
  date_added: z.string(),
  age_days: z.number().int(),
});
export const vendorGroupSchema = z.object({
  distributor: z.string(),
  kind: z.enum(['defective', 'core']),
  parts: z.array(waitingPartSchema),
  credit_text: z.string(),
});
export const vendorBinsSchema = z.object({
  core_bank: z.array(vendorGroupSchema),
  defective_bin: z.array(vendorGroupSchema),
  vendor_returns: z.array(
    z.object({
      vendor_return_id: z.number().int(),
      distributor: z.string(),
      kind: z.enum(['defective', 'core']),
      authorization_number: z.string(),
      credit_expected_text: z.string(),
      parts: z.number().int(),
      date_added: z.string(),
    }),
  ),
});
export type VendorBins = z.infer<typeof vendorBinsSchema>;

export const sendVendorReturnSchema = z.object({
  kind: z.enum(['defective', 'core']),
  idempotency_key: z.string().trim().min(8).max(64),
});
export const sendVendorReturnAnswerSchema = z.object({
  success: z.string(),
  vendor_return_id: z.number().int(),
  authorization_number: z.string(),
  credit_expected_text: z.string(),
  parts: z.number().int(),
});

export const coresOutstandingSchema = z.object({
  cores: z.array(
    z.object({
      order_id: z.number().int(),
      customer: z.string(),
      product: z.string(),
      model: z.string(),
      quantity: z.number().int(),
      core_charge_text: z.string(),
      date_added: z.string(),
      age_days: z.number().int(),
    }),
  ),
  total_text: z.string(),
});
export type CoresOutstanding = z.infer<typeof coresOutstandingSchema>;
