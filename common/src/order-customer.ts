// Removing the customer from a placed POS order (issue 28; the order view's customer picker has Remove, as the
// counter cart's has). The refusals keep the order's money honest: a payment drawn on the customer's store credit or
// house account, or a tax exemption granted for the customer, stays with the customer it was given to.
import { z } from 'zod';
import { id } from './input';
import { receiptOrderSchema } from './receipt';

export const ORDER_CUSTOMER_MSG = {
  removed: 'Customer removed from order.',
  noCustomer: 'This order has no customer to remove.',
  closed: 'A voided or cancelled order cannot change its customer.',
  paidFromAccount:
    "This order has a payment from the customer's store credit or house account. Void that payment before removing the customer.",
  taxExempt: 'This order is tax exempt for its customer. The customer cannot be removed from it.',
} as const;

export const removeOrderCustomerInput = z.object({ order_id: id('order_id') }).strict();

export const removeOrderCustomerAnswerSchema = z.object({ success: z.string(), order: receiptOrderSchema });
