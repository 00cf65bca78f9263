// The back office's orders (issue 27): every order, storefront and counter, filtered, and the admin order page.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';
import { PAYMENT_TYPES } from './pos-checkout';
import { receiptOrderSchema } from './receipt';
import { refundWireSchema } from './returns';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .optional();
const idFilter = z.coerce.number().int().positive().optional();

/** Filters: status, a period of store days, store, customer (name, email or phone), payment type and cashier. */
export const adminOrdersQuerySchema = adminListQuerySchema.extend({
  status: z.string().trim().max(40).optional(),
  from: day,
  to: day,
  store_id: idFilter,
  customer: z.string().trim().max(100).optional(),
  payment_type: z.enum(PAYMENT_TYPES, { error: 'Choose a payment type from the list.' }).optional(),
  cashier_id: idFilter,
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

export const adminOrderRowSchema = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  source: z.enum(['web', 'pos', 'kiosk']),
  status: z.string(),
  status_name: z.string(),
  customer: z.string(),
  email: z.string(),
  store: z.string().nullable(),
  cashier: z.string().nullable(),
  total_cents: z.number().int(),
  payment_types: z.array(z.string()),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
/** counts: orders per status over the other filters. */
export const adminOrdersPageSchema = adminPageSchema(adminOrderRowSchema);
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** The filter lists: statuses, stores, cashiers. */
export const adminOrderFiltersSchema = z.object({
  statuses: z.array(z.object({ status: z.string(), name: z.string() })),
  stores: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cashiers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersSchema>;

export const adminOrderIdQuerySchema = z.object({ order_id: z.coerce.number().int().positive() }).strict();

/** The admin order page: the order as the receipt reads it, its addresses and its returns. */
export const adminOrderViewSchema = z.object({
  order: receiptOrderSchema,
  source: z.enum(['web', 'pos', 'kiosk']),
  shipping_method: z.string().nullable(),
  shipping_address: z.record(z.string(), z.string()).nullable(),
  refunds: z.array(refundWireSchema),
});
export type AdminOrderView = z.infer<typeof adminOrderViewSchema>;
