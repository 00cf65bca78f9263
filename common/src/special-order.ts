// Special orders (issue 28, decision 0059): a part the store does not stock, ordered for a customer with a deposit.
// The texts, the request schemas and the list's wire shape shared by the counter and the server.
import { z } from 'zod';
import { id, money, optionalText } from './input';
import { formatCents } from './money';

export const SPECIAL_MSG = {
  created: 'Special order saved.',
  noCustomer: 'A customer must be selected!',
  deposit: 'The deposit must be more than $0.00 and no more than the order total.',
  noPurchaseOrder: 'Order the part from the distributor first: the special order has no purchase order.',
  notSpecial: 'This order is not a special order.',
  received: 'The part is in: the customer has been notified.',
  alreadyReceived: 'The part was already received.',
  closed: 'This order is closed.',
  notice: (orderId: number, paidCents: number, dueCents: number) =>
    `Your special order #${orderId} is in and ready for pickup. Deposit paid: ${formatCents(paidCents)}. ` +
    `Balance due at pickup: ${formatCents(dueCents)}.`,
} as const;

export const specialOrderInput = z.object({
  deposit: money('Deposit', SPECIAL_MSG.deposit),
  note: optionalText(255),
});

export const specialOrderRow = z.object({
  order_id: z.number(),
  customer_id: z.number(),
  customer: z.string(),
  status: z.enum(['ordered', 'received']),
  note: z.string(),
  total_cents: z.number(),
  deposit_cents: z.number(),
  paid_cents: z.number(),
  balance_cents: z.number(),
  purchase_orders: z.array(z.object({ purchase_order_id: z.number(), confirmation: z.string(), status: z.string() })),
  received_at: z.string().nullable(),
});
export type SpecialOrderRow = z.infer<typeof specialOrderRow>;

export const specialOrderAnswer = z.object({ success: z.string(), special_order: specialOrderRow });
export const specialOrderList = z.object({ special_orders: z.array(specialOrderRow) });

/** The counter's "Make a special order" form: the order (saved at the counter, with its customer) and the deposit. */
export const specialOrderForm = specialOrderInput.extend({ order_id: id('Order number') });
