// POS orders after the sale (issue 14, spec 001 s2 "POS Orders page" / "POS order view", s3 "POS order",
// "Order status data", "Order history submission", s5 "Notification", s7, s8, s9; decision 0024): the list's query and
// rows, the void answer, the order-history modal's data and its one input schema (form and route).
import { z } from 'zod';
import { notificationSchema } from './customer-tabs';
import { decimal, id, optionalText, wholeNumber } from './input';
import { MSG } from './messages';
import { orderHistoryRowSchema, receiptOrderSchema } from './receipt';

export const POS_ORDERS_MSG = {
  /** A return gave money and parts back already: a void would give them back twice. */
  hasReturns: 'This order has returns, so it cannot be voided. Take a return of what is left instead.',
  somethingWentWrong: MSG.somethingWentWrong,
  noResults: 'No results!',
  selectOne: 'Please select one order to continue.',
  noHistory: 'No Order History Results',
  historyFailed: 'Failed to add order history',
  historyAdded: 'Order history added.',
  customerAdded: 'Customer added to order!',
  voided: (id: number) => `Order #${id} has been voided: the stock is back and every payment is voided or refunded.`,
  voidRefused: 'This order cannot be voided.',
  notContinuable: 'This order can no longer be continued at the counter.',
  continued: (id: number) => `Order #${id} is in the cart.`,
  noStatus: 'Choose a status from the list.',
  notFound: 'Order not found.',
} as const;

/** Spec 001 s9: list page size 10, up to 10 page buttons (the POS lists' one pair of constants). */
export { POS_PAGE_BUTTONS, POS_PAGE_SIZE } from './customers';

/** The tabs of the POS Orders page and the status each filters on (spec 001 s2). */
export const POS_ORDER_TABS = [
  { key: 'all', label: 'All', status: '' },
  { key: 'saved', label: 'Saved', status: 'saved' },
  { key: 'kiosk', label: 'Kiosk', status: 'kiosk' },
  { key: 'outstanding_balance', label: 'Outstanding Balance', status: 'outstanding_balance' },
  { key: 'complete', label: 'Paid', status: 'complete' },
] as const;

const dateText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date as YYYY-MM-DD.');
const moneyFilter = (label: string) =>
  z
    .union([z.literal(''), decimal(label, 0, 9_999_999)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : Math.round(Number(v) * 100)));

/** GET /api/order (spec 001 s7 "POS lists"): status filter, from_pos=1, sort o.date_added, the filter panel, paging. */
export const orderListQuery = z.object({
  status: z
    .enum([
      '',
      'saved',
      'kiosk',
      'outstanding_balance',
      'complete',
      'quote',
      'pending',
      'processing',
      'ready',
      'voided',
      'cancelled',
    ])
    .optional()
    .default(''),
  from_pos: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]).optional(),
  sort: z.literal('o.date_added').optional().default('o.date_added'),
  order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional().default('desc'),
  page: wholeNumber({
    min: 1,
    max: 100_000,
    notNumber: 'Must be a number',
    belowMin: 'Must be a positive number',
    aboveMax: 'Page too large',
    unsigned: true,
  })
    .optional()
    .default(1),
  filter_customer: optionalText(96),
  filter_order_id: z
    .union([z.literal(''), id('filter_order_id')])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  filter_date_from: dateText,
  filter_date_to: dateText,
  filter_total_min: moneyFilter('Minimum total'),
  filter_total_max: moneyFilter('Maximum total'),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** Spec 001 s3 "POS order", plus the status colours, the links and a paid flag. */
export const posOrderRowSchema = z.object({
  order_id: z.number(),
  date_added: z.string(),
  customer: z.string(),
  customer_id: z.number().nullable(),
  total: z.string(),
  total_text: z.string(),
  total_items: z.number(),
  products: z.array(z.object({ name: z.string(), quantity: z.number() })),
  telephone: z.string(),
  email: z.string(),
  shipping_city: z.string(),
  shipping_zone: z.string(),
  pos_status: z.string(),
  paid_amount: z.string(),
  paid_amount_text: z.string(),
  status: z.string(),
  order_status_id: z.number(),
  status_color: z.string(),
  status_text_color: z.string(),
  paceapi: z.string(),
  viewUrl: z.string(),
  editUrl: z.string(),
  deleteUrl: z.string(),
});
export type PosOrderRow = z.infer<typeof posOrderRowSchema>;
export const orderListSchema = z.object({
  orders: z.array(posOrderRowSchema),
  total_items: z.number(),
  total_pages: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** Spec 001 s2: a row is paid when paid_amount >= total. */
export const isPaid = (row: Pick<PosOrderRow, 'paid_amount' | 'total'>) =>
  Math.round(Number(row.paid_amount) * 100) >= Math.round(Number(row.total) * 100);
/** Spec 001 s2: the PACE link only when the order has one and order_status_id < 3. */
export const showPace = (row: Pick<PosOrderRow, 'paceapi' | 'order_status_id'>) =>
  row.paceapi !== '' && row.order_status_id < 3;

export const orderIdParam = z.object({ order_id: id('order_id') });

/** GET /pos/order/void (spec 001 s7): errors[], success, order. */
export const voidAnswerSchema = z.object({
  success: z.string().optional(),
  error: z.string().optional(),
  errors: z.array(z.string()),
  order_id: z.number(),
  order: receiptOrderSchema.nullable().optional(),
});

/**
 * GET /pos/order/void refused (409): a provider's refusals with the order as it is now, or the server's one error
 * shape (a status the lifecycle does not allow, thrown from the void).
 */
export const voidRefusedSchema = z.union([
  z.object({
    error: z.string(),
    errors: z.array(z.string()),
    order_id: z.number().int(),
    order: receiptOrderSchema.nullable(),
  }),
  z.object({ error: z.string(), error_message: z.string(), errors: z.record(z.string(), z.string()) }),
  // Refused outright (not found, already voided, a closed state): the one message as errors[] (spec 001).
  z.object({
    error: z.string(),
    error_message: z.string(),
    errors: z.array(z.string()),
    order_id: z.number().int(),
  }),
]);

/** GET /pos/order/continue (a fetch, not a page visit): where the counter goes next. */
export const continueAnswerSchema = z.object({ success: z.string(), order_id: z.number().int(), redirect: z.string() });

/** POST /pos/order/history and /admin/sale/order/api: the channels notified and the order's history as it is now. */
export const historyAddedSchema = z.object({
  success: z.string(),
  notified: z.array(z.enum(['email', 'text'])),
  history: z.array(orderHistoryRowSchema),
});

/** Spec 001 s3 "Order status data": GET sale/order/getOrderStatus?orderId. `orderStatuses` lists the current status and those the lifecycle allows. */
export const orderStatusDataSchema = z.object({
  orderStatusId: z.number(),
  orderStatuses: z.array(z.object({ order_status_id: z.number(), name: z.string() })),
  recentHistoryNote: z.string(),
  email: z.string(),
  phone: z.string(),
  textingAlerts: z.boolean(),
});
export type OrderStatusData = z.infer<typeof orderStatusDataSchema>;

/**
 * Spec 001 s3 "Order history submission": orderStatusId and notifyCustomer numbers, comment text, and the notification
 * rules of s5 (common/src/customers.ts notificationSchema: the one place for them).
 */
export const orderHistoryInput = z.intersection(
  notificationSchema,
  z.object({
    orderStatusId: wholeNumber({
      min: 1,
      max: 1000,
      notNumber: POS_ORDERS_MSG.noStatus,
      belowMin: POS_ORDERS_MSG.noStatus,
      aboveMax: POS_ORDERS_MSG.noStatus,
      unsigned: true,
    }),
    comment: optionalText(2000),
  }),
);
export type OrderHistoryInput = z.input<typeof orderHistoryInput>;
