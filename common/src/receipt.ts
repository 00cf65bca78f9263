// The receipt side of the POS (spec 001 s2 "Receipt screen", s3 "Order (view and receipt)", s7 "Orders and receipts";
// decision 0020): the order's wire shape, the send and payment-link inputs, and the texts the spec leaves to us.
import { z } from 'zod';
import { cardFieldsInput, IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG } from './checkout';
import { id } from './input';
import { purchaseOrderWireSchema } from './purchase';
import { PAY_MSG } from './pos-checkout';
import { email, phone } from './validation';

export const RECEIPT_MSG = {
  customerClosed: 'A voided or cancelled order cannot be given a customer.',
  noHistory: 'No Order History Results',
  noTransactions: 'No transactions have been made yet.',
  orderNotFound: PAY_MSG.orderNotFound,
  sendWhere: 'Enter an email address or a phone number.',
  sentEmail: (to: string) => `Receipt sent to ${to}.`,
  sentText: (to: string) => `Receipt texted to ${to}.`,
  linkSentEmail: (to: string) => `Payment link sent to ${to}.`,
  linkSentText: (to: string) => `Payment link texted to ${to}.`,
  nothingDue: 'This order has no balance due.',
  linkNotFound: 'This payment link is not valid. Ask the store for a new one.',
  linkExpired: 'This payment link has expired. Ask the store for a new one.',
  linkUsed: 'This payment link has already been used.',
  linkPaid: 'This order is already paid in full.',
  linkClosed: 'This order can no longer be paid online. Contact the store.',
  paid: (amount: string) => `Thank you! Your payment of ${amount} was received.`,
  cardDeclined: 'Payment Failed!',
  quoteTitle: 'Quote',
  noPurchaseOrders: 'No purchase orders have been submitted to a distributor for this order.',
  noAppointments: 'No appointments have been booked for this order.',
  bookLater: 'Booking an appointment from the receipt is not available yet.',
} as const;

/** How long an online payment link stays valid. */
export const PAYMENT_LINK_TTL_HOURS = 72;

const money = z.string();

/** The transaction as the POS checkout lists it (pospay's TransactionWire, spec 001 s3 "Transaction"). */
export const receiptTransactionSchema = z.object({
  transaction_id: z.number(),
  transaction_label: z.string(),
  amount: money,
  amount_text: z.string(),
  transaction_type: z.string(),
  status: z.string(),
  message: z.string(),
  date_added: z.string(),
  card_device: z
    .object({ void_or_return_action: z.enum(['VOID', 'RETURN']).nullable(), void_or_return_status: z.string() })
    .nullable(),
  payment_terminal: z
    .object({
      action_text: z.string().nullable(),
      action_url: z.string().nullable(),
      status: z.string(),
      settled: z.boolean(),
    })
    .nullable(),
});

export const receiptProductSchema = z.object({
  order_product_id: z.number(),
  product_id: z.number().nullable(),
  name: z.string(),
  aaia: z.string(),
  mpn: z.string(),
  quantity: z.number(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  price: money,
  price_text: z.string(),
  total: money,
  total_text: z.string(),
  po_number: z.string(),
});

/** One line of an order's history, in the store's time (POST /pos/order/histories answers a list of them). */
export const orderHistoryRowSchema = z.object({ date_added: z.string(), status: z.string(), comment: z.string() });
export const orderHistoryRowsSchema = z.array(orderHistoryRowSchema);

/** Spec 001 s3 "Order (view and receipt)", plus the history rows, contact and status keys the screens use. */
export const receiptOrderSchema = z.object({
  order_id: z.number(),
  customer: z.string(),
  customer_id: z.number().nullable(),
  email: z.string(),
  telephone: z.string(),
  date_added: z.string(),
  date_added_long: z.string(),
  order_status: z.string(),
  order_status_id: z.number(),
  status: z.string(),
  status_color: z.string(),
  status_text_color: z.string(),
  is_quote: z.boolean(),
  cashier: z.string(),
  transactions: z.array(receiptTransactionSchema),
  amount_paid: money,
  amount_paid_text: z.string(),
  order_total: money,
  order_total_text: z.string(),
  order_ymm: z.union([z.string(), z.record(z.string(), z.string())]),
  balance_due: money,
  balance_due_text: z.string(),
  change_due: money,
  change_due_text: z.string(),
  paid_in_full: z.boolean(),
  /** Voided or cancelled: nothing is due (decision 0051). */
  called_off: z.boolean(),
  /** The cash the void gave back: what the cashier hands to the customer. */
  cash_to_return: money,
  cash_to_return_text: z.string(),
  products: z.array(receiptProductSchema),
  vouchers: z.array(z.object({ description: z.string(), code: z.string(), amount: money, amount_text: z.string() })),
  totals: z.array(z.object({ code: z.string(), title: z.string(), text: z.string() })),
  purchase_orders: z.array(purchaseOrderWireSchema),
  booked_appointments: z.array(
    z.object({ id: z.number(), display_time: z.object({ start_date: z.string(), start_time: z.string() }) }),
  ),
  pos_status: z.string(),
  po_number_list: z.array(z.string()),
  tax_exempt: z.boolean(),
  tax_exempt_number: z.string(),
  history: z.array(orderHistoryRowSchema),
  store: z.object({ name: z.string(), address: z.string(), telephone: z.string() }),
});
export type ReceiptOrder = z.infer<typeof receiptOrderSchema>;

/** GET /pos/order/info. */
export const orderInfoSchema = z.object({ order: receiptOrderSchema });
/** POST /pos/order/setCustomer: the customer's name and the order as it is now. */
export const setOrderCustomerAnswerSchema = z.object({
  success: z.string(),
  customer_id: z.number().int(),
  customer: z.string(),
  order: receiptOrderSchema,
});
/** GET /pos/order/send and /pos/order/sendPaymentURL: what went where (the outbox ids of the email and the text). */
export const sendAnswerSchema = z.object({
  success: z.string(),
  email_id: z.number().int().optional(),
  sms_id: z.number().int().optional(),
});
export type SendAnswer = z.infer<typeof sendAnswerSchema>;

const optionalEmail = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .pipe(z.union([z.literal(''), email]));
const optionalPhone = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .pipe(z.union([z.literal(''), phone]));

/**
 * GET /pos/order/send and GET /pos/order/sendPaymentURL: the order, and where to send (an email, a phone, or both).
 * Each address is checked by the one rule for it ("Invalid email", "Invalid phone number format").
 */
export const sendInput = z
  .object({ order_id: id('order_id'), email: optionalEmail, telephone: optionalPhone })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.email && !v.telephone) ctx.addIssue({ code: 'custom', path: ['email'], message: RECEIPT_MSG.sendWhere });
  });
export type SendInput = z.input<typeof sendInput>;

/** The send form in the screen checks each field with the same rules (message per field). */
export const sendFields = { email: optionalEmail, telephone: optionalPhone };

/** POST /pos/order/setCustomer (spec 001 s7). */
export const setOrderCustomerInput = z.object({ order_id: id('order_id'), customer_id: id('customer_id') }).strict();

export const orderIdQuery = z.object({ order_id: id('order_id') }).strict();

/** The payment link page's answer (no staff session): what is owed, never more than the customer needs. */
export const paymentLinkSchema = z.object({
  state: z.enum(['open', 'expired', 'used', 'paid', 'closed']),
  message: z.string(),
  order_id: z.number(),
  store: z.string(),
  order_total_text: z.string(),
  amount_paid_text: z.string(),
  balance_due: money,
  balance_due_text: z.string(),
});
export type PaymentLinkAnswer = z.infer<typeof paymentLinkSchema>;
/** POST /checkout/payment_link/pay: the amount paid, as a decimal string. */
export const payLinkAnswerSchema = z.object({ success: z.string(), order_id: z.number().int(), amount: money });

export const PAYMENT_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
/** POST /checkout/payment_link/pay: the card fields of the checkout (one rule) and one key per page view. */
export const payLinkInput = cardFieldsInput
  .extend({
    token: z.string().regex(PAYMENT_TOKEN, RECEIPT_MSG.linkNotFound),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG),
  })
  .strict();
