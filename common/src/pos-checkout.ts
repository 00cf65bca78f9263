// The POS checkout (issue 13, spec 001 s3-s5, s7): the New Transaction form's one schema (the screen's field errors
// and the route's refusals), the spec's payment messages, and the checkout state on the wire.
import { z } from 'zod';
import { flag, id, INT4_MAX, money, optionalText, wholeNumber } from './input';
import { formatCents } from './money';

export const PAY_MSG = {
  amount: 'Amount must be more than $0.00',
  maxAllowed: (cents: number) => `Max amount allowed: ${formatCents(cents)}`,
  invalidCode: 'Invalid code',
  lookupFailed: 'Something went wrong!',
  cardType: 'Select a card type.',
  device: 'Select a device that will display the amount.',
  otherStoreReader: "That card reader is at another store: pick one of this store's readers.",
  department: 'Select a department that will process the batch.',
  checkNumber: 'Check number must be a whole number of at least 1.',
  noPaymentTypes: 'No payment types have been enabled.',
  noTransactions: 'No transactions have been made yet.',
  paidInFull: 'The order is paid in full: no more payments can be taken.',
  typeDisabled: 'This payment type is not enabled.',
  overBalance: (cents: number) => `Amount cannot be more than the balance due of ${formatCents(cents)}.`,
  noCustomer: 'A customer must be selected!',
  noCredit: 'The customer has no store credit.',
  approved: 'The transaction was approved.',
  failed: 'Payment Failed!',
  waiting: 'Please wait, your customer is choosing the payment method.',
  noOrder: 'There is no order to show. Redirecting to the catalog page...',
  orderNotFound: 'Order not found.',
  transactionNotFound: 'Transaction not found.',
  alreadyVoid: 'This transaction is already void.',
  /** A tender a return already gave money back from: voiding it would give that money back twice. */
  refundedByReturn:
    'Part of this payment was already refunded for a return, so it cannot be voided. Take a return instead.',
  voided: 'The transaction has been voided.',
  allVoided: 'All transactions have been voided.',
  terminalBusy: 'A payment is waiting on a terminal. Finish or cancel it first.',
  cancelled: 'The transaction was cancelled on the terminal.',
  timedOut: 'The terminal timed out waiting for the customer.',
  noAction: 'This transaction has no void or refund available.',
  refundOnly: 'A refund is made from the transaction’s action link.',
  completed: 'Check out complete.',
  customerAdded: 'Customer added to order!',
  creditRemoved: 'The store credit has been removed.',
  success: 'Success!',
  uhOh: 'Uh oh!',
} as const;

export const PAYMENT_TYPES = [
  'cash',
  'check',
  'card',
  'card_device',
  'smart_terminal',
  'voucher',
  'store_credit',
  'online',
  'house_account',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The names the payment method list shows. */
export const PAYMENT_TYPE_NAMES: Record<PaymentType, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card (entered manually)',
  card_device: 'Card device',
  smart_terminal: 'Smart terminal',
  voucher: 'Gift card',
  store_credit: 'Store credit',
  online: 'Online payment link (text or email)',
  house_account: 'House Account',
};

const amount = money('Amount', PAY_MSG.amount).refine((c) => c > 0, PAY_MSG.amount);
const picked = (message: string) =>
  wholeNumber({ min: 1, max: INT4_MAX, notNumber: message, belowMin: message, aboveMax: message, unsigned: true });
const optionalPick = (message: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(picked(message).optional());

/**
 * POST /pos/checkout/addTransaction (form-encoded or JSON). `idempotency_key` is made once per attempt by the screen:
 * the same key never pays twice. Rules per type (spec 001 s5) run in superRefine so every message sits on its field.
 */
export const transactionInput = z
  .object({
    transaction_type: z.enum(PAYMENT_TYPES, { error: 'Choose a payment type.' }),
    amount,
    idempotency_key: z
      .string({ error: 'The request needs an idempotency key.' })
      .trim()
      .min(8, 'The request needs an idempotency key.')
      .max(100, 'The request needs an idempotency key.'),
    check_number: optionalText(20),
    card_type: z
      .union([z.literal('Credit'), z.literal('Debit'), z.literal('')])
      .optional()
      .catch(''),
    manual_entry: flag,
    card_last4: optionalText(4),
    datacap_device: optionalPick(PAY_MSG.device),
    payjunction_action: z.enum(['CHARGE', 'REFUND']).optional().default('CHARGE'),
    payjunction_smart_terminal_id: optionalPick(PAY_MSG.device),
    payjunction_terminal_id: optionalPick(PAY_MSG.department),
    voucher_code: optionalText(64),
    email: optionalText(96),
    telephone: optionalText(32),
    /** House Account: the customer's purchase order number (required when the account says so). */
    po_number: optionalText(40),
  })
  .superRefine((v, ctx) => {
    const need = (ok: boolean | string | number | undefined, path: string, message: string) => {
      if (ok === undefined || ok === false || ok === '' || ok === 0)
        ctx.addIssue({ code: 'custom', path: [path], message });
    };
    switch (v.transaction_type) {
      case 'check':
        need(/^\d{1,9}$/.test(v.check_number) && Number(v.check_number) >= 1, 'check_number', PAY_MSG.checkNumber);
        break;
      case 'card':
        need(v.card_type, 'card_type', PAY_MSG.cardType);
        need(v.card_last4 === '' || /^\d{4}$/.test(v.card_last4), 'card_last4', 'The last 4 digits are 4 digits.');
        break;
      case 'card_device':
        need(v.card_type, 'card_type', PAY_MSG.cardType);
        need(v.datacap_device, 'datacap_device', PAY_MSG.device);
        need(v.payjunction_terminal_id, 'payjunction_terminal_id', PAY_MSG.department);
        break;
      case 'smart_terminal':
        need(v.payjunction_smart_terminal_id, 'payjunction_smart_terminal_id', PAY_MSG.device);
        need(v.payjunction_terminal_id, 'payjunction_terminal_id', PAY_MSG.department);
        break;
      case 'voucher':
        need(v.voucher_code, 'voucher_code', PAY_MSG.invalidCode);
        break;
      default:
        break;
    }
  });
export type TransactionInput = z.infer<typeof transactionInput>;

export const orderIdQuery = z.object({ orderId: id('orderId') });
export const voidTransactionInput = z.object({
  transaction_id: id('transaction_id'),
  orderId: id('orderId').optional(),
});
export const setCustomerInput = z.object({ customerId: id('customerId') });
export const terminalActionQuery = z.object({
  transaction_id: id('transaction_id'),
  action: z.enum(['void', 'refund']),
  from_pos: optionalText(1),
});
export const cancelTerminalQuery = z.object({
  smartTerminalId: optionalText(20),
  siteTransactionId: z.string().trim().min(1).max(100),
});
export const voucherQuery = z.object({
  voucherCode: z.string({ error: PAY_MSG.invalidCode }).trim().min(1, PAY_MSG.invalidCode).max(64, PAY_MSG.invalidCode),
});
export const simulatorInput = z.object({
  mode: z.enum(['auto', 'approve', 'decline', 'timeout', 'lose_answer', 'hang']).optional(),
  delay_ms: wholeNumber({
    min: 0,
    max: 60_000,
    notNumber: 'delay_ms must be a number.',
    belowMin: 'delay_ms must be 0 or more.',
    aboveMax: 'delay_ms must be 60000 or less.',
  }).optional(),
  settle: flag,
});

// The answers on the wire, as schemas: the server builds them, the screen checks them (decision 0045). Dollars as
// "12.34" strings, as the spec's answers carry them.
const dollars = z.string().regex(/^-?\d+\.\d{2}$/);

/** A transaction as the checkout lists it (spec 001 s3 Transaction). */
export const transactionWireSchema = z.object({
  transaction_id: z.number().int(),
  transaction_label: z.string(),
  amount: dollars,
  amount_text: z.string(),
  transaction_type: z.enum(PAYMENT_TYPES),
  status: z.enum(['approved', 'pending', 'declined', 'void', 'refund_pending', 'refund', 'refund_failed']),
  message: z.string(),
  date_added: z.string(),
  /** Card-device sub-record: VOID before settlement, RETURN after; null for other types. */
  card_device: z
    .object({ void_or_return_action: z.enum(['VOID', 'RETURN']).nullable(), void_or_return_status: z.string() })
    .nullable(),
  /** Smart-terminal sub-record: an action link while status CAPTURE or not settled. */
  payment_terminal: z
    .object({
      action_text: z.string().nullable(),
      action_url: z.string().nullable(),
      status: z.string(),
      settled: z.boolean(),
    })
    .nullable(),
});
export type TransactionWire = z.infer<typeof transactionWireSchema>;

const deviceWireSchema = z.object({ device_id: z.number().int(), name: z.string() });
export type DeviceWire = z.infer<typeof deviceWireSchema>;

/** GET /pos/checkout/getTransactions?orderId (spec 001 s3 POS checkout state). */
export const checkoutStateSchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  customer: z
    .object({ customer_id: z.number().int(), name: z.string(), email: z.string(), telephone: z.string() })
    .nullable(),
  orderTotal: dollars,
  costParts: dollars,
  costSurcharge: dollars,
  costLabor: dollars,
  costTax: dollars,
  costCreditCardSurcharge: dollars,
  costCreditCardSurchargeTax: dollars,
  amountPaid: dollars,
  balanceDue: dollars,
  changeDue: dollars,
  paidInFull: z.boolean(),
  storeCredit: dollars,
  transactions: z.array(transactionWireSchema),
  products: z.array(
    z.object({ name: z.string(), quantity: z.number(), price_text: z.string(), total_text: z.string() }),
  ),
  bookedAppointments: z.array(
    z.object({ id: z.number(), display_time: z.object({ start_date: z.string(), start_time: z.string() }) }),
  ),
  paymentTypes: z.array(z.object({ code: z.enum(PAYMENT_TYPES), name: z.string() })),
  /** The card surcharge in force (decision 0095), so the screen shows what a card payment adds before it is taken. */
  cardSurcharge: z.object({ percentBp: z.number().int(), capCents: z.number().int() }),
  cardDevices: z.array(deviceWireSchema),
  smartTerminals: z.array(deviceWireSchema),
  departments: z.array(deviceWireSchema),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

const awaitingSchema = z.object({
  smartTerminalId: z.number().int(),
  siteTransactionId: z.string(),
  transaction_id: z.number().int(),
});

/** An addTransaction answer: the state, plus the pending terminal request when the customer is paying on one. */
export const addTransactionAnswerSchema = z.object({
  success: z.string().optional(),
  error: z.string().optional(),
  transaction: transactionWireSchema,
  state: checkoutStateSchema,
  awaiting: awaitingSchema.optional(),
});
export type AddTransactionAnswer = z.infer<typeof addTransactionAnswerSchema>;

/** voidTransaction / voidTransactions: the message and the state after it. */
export const voidAnswerSchema = z.object({
  success: z.string().optional(),
  error: z.string().optional(),
  state: checkoutStateSchema,
});
export type VoidAnswer = z.infer<typeof voidAnswerSchema>;

/** cancelSmartTerminal: the message and the transaction as it now stands. */
export const cancelTerminalAnswerSchema = z.object({
  success: z.string().optional(),
  error: z.string().optional(),
  transaction: transactionWireSchema,
});

/** complete: the order's new status, whether it is paid in full, and where the screen goes next (the receipt). */
export const completeAnswerSchema = z.object({
  success: z.string(),
  status: z.string(),
  paid_in_full: z.boolean(),
  redirect: z.string(),
});

/** getVoucher: the gift card's code, balance and first amount. */
export const voucherAnswerSchema = z.object({
  voucher: z.object({ code: z.string(), amount: dollars, amount_text: z.string(), original_amount: dollars }),
});

/** setCustomer: the customer now on the order, and the state. */
export const setOrderCustomerAnswer = z.object({
  success: z.string(),
  customer_id: z.number().int(),
  customer: z.object({ customer_id: z.number().int(), name: z.string(), email: z.string(), telephone: z.string() }),
  state: checkoutStateSchema,
});

/** voidTransaction: the transaction voided and the state after it. */
export const voidOneAnswerSchema = z.object({
  success: z.string(),
  transaction: transactionWireSchema,
  state: checkoutStateSchema,
});

/** voidTransactions: the message (or the voids that failed) and the state after it. */
export const voidAllAnswerSchema = voidAnswerSchema.extend({ errors: z.array(z.string()).optional() });

/** terminalAction: the terminal transaction voided or refunded. */
export const terminalActionAnswerSchema = z.object({ success: z.string(), transaction: transactionWireSchema });

/** GET /pos/checkout/simulator: the terminal simulator's mode and delays. */
export const terminalSimulatorSchema = z.object({ mode: z.string(), delay_ms: z.number(), timeout_ms: z.number() });
/** POST /pos/checkout/simulator: the mode and delay now, and how many payments a settle closed. */
export const terminalSimulatorAnswer = z.object({
  success: z.string(),
  mode: z.string(),
  delay_ms: z.number(),
  settled: z.number(),
});

/** What the event stream pushes when a terminal request ends. */
export const terminalEventSchema = z.object({
  orderId: z.number().int(),
  transaction_id: z.number().int(),
  status: z.enum(['approved', 'declined', 'void']),
  message: z.string(),
});
export type TerminalEvent = z.infer<typeof terminalEventSchema>;

/** Half the balance, rounded to cents (the 50% button). */
export const halfCents = (cents: number) => Math.round(cents / 2);
/** The store-credit cap: the smaller of credit and balance due, never below 0. */
export const creditCap = (creditCents: number, balanceCents: number) =>
  Math.max(0, Math.min(creditCents, balanceCents));

/** GET /pos/checkout/events: a text/event-stream whose "terminal" events carry a TerminalEvent as JSON. */
export const terminalEventStreamSchema = z
  .string()
  .describe('text/event-stream: events named "terminal", each data line a TerminalEvent (terminalEventSchema) as JSON');
