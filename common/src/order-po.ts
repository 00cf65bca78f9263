// PO numbers on a placed order's lines (spec 001 s7: POST /pos/order/applyPoNumber?order_id with products[] of
// order_product_id, name, po_number, apply_to_all; s6 "PO numbers"). The cart's twin is applyPoNumberInput in pos-cart.
import { z } from 'zod';
import { flag, id, optionalText } from './input';
import { POS_CART_MSG, PO_NUMBER_MAX } from './pos-cart';
import { receiptOrderSchema } from './receipt';

export const ORDER_PO_MSG = {
  added: POS_CART_MSG.poAdded,
  failed: POS_CART_MSG.poFailed,
  lineNotOnOrder: 'This line is not on this order.',
  closed: 'A voided or cancelled order cannot be given PO numbers.',
  noLines: 'This order has no items to give a PO number.',
} as const;

export const orderPoLine = z.object({
  order_product_id: id('order_product_id'),
  name: optionalText(255),
  po_number: optionalText(PO_NUMBER_MAX),
  apply_to_all: flag,
});

export const applyOrderPoQuery = z.object({ order_id: id('order_id') });

export const applyOrderPoInput = z.object({
  products: z.array(orderPoLine, { error: ORDER_PO_MSG.failed }).min(1, ORDER_PO_MSG.failed).max(500),
});
export type ApplyOrderPoInput = z.input<typeof applyOrderPoInput>;

export const applyOrderPoAnswerSchema = z.object({ success: z.string(), order: receiptOrderSchema });
