// Lost sales (issue 28 "Also at the counter", decision 0057): a part the counter could not sell, recorded with one tap
// and a reason; the report lists them by part and by reason. Wire schemas and the reasons' words.
import { z } from 'zod';
import { id, intRange, optionalText } from './input';

export const LOST_SALE_REASONS = {
  not_stocked: 'Not stocked',
  out_of_stock: 'Out of stock',
  price: 'Price',
  other: 'Other',
} as const;
export type LostSaleReason = keyof typeof LOST_SALE_REASONS;

export const LOST_MSG = {
  reason: 'Choose a reason.',
  part: 'Name the part, or pick it from the catalogue.',
  productNotFound: 'Part not found.',
  recorded: 'Lost sale recorded.',
  key: 'The request needs an idempotency key.',
} as const;

/** POST /pos/lostSale: a catalogue part (product_id) or the words for one the store does not carry (name). */
export const lostSaleInput = z
  .object({
    product_id: id('product_id').optional(),
    name: optionalText(200),
    reason: z.enum(Object.keys(LOST_SALE_REASONS) as [LostSaleReason, ...LostSaleReason[]], { error: LOST_MSG.reason }),
    quantity: intRange('Quantity', 1, 10_000).optional().default(1),
    note: optionalText(200),
    idempotency_key: z.string({ error: LOST_MSG.key }).trim().min(8, LOST_MSG.key).max(100, LOST_MSG.key),
  })
  .superRefine((v, ctx) => {
    if (v.product_id === undefined && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: LOST_MSG.part });
  });
export type LostSaleInput = z.input<typeof lostSaleInput>;

export const lostSaleAnswer = z.object({
  success: z.string(),
  lost_sale: z.object({
    lost_sale_id: z.number().int(),
    part: z.string(),
    reason: z.string(),
    quantity: z.number().int(),
  }),
});

/** GET /pos/lostSales/report?from&to: store dates ("Y-m-d"), both included; the last 30 days by default. */
export const lostSalesQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are Y-m-d.')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are Y-m-d.')
    .optional(),
});

const countLine = { times: z.number().int(), quantity: z.number().int() };
export const lostSalesReport = z.object({
  from: z.string(),
  to: z.string(),
  by_part: z.array(z.object({ product_id: z.number().int().nullable(), part: z.string(), ...countLine })),
  by_reason: z.array(z.object({ reason: z.string(), label: z.string(), ...countLine })),
});
export type LostSalesReport = z.infer<typeof lostSalesReport>;
