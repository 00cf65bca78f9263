// The counter's returns data (issue 28, decision 0045): query keys and GETs in one place. A return or a vendor return
// invalidates everything under returnKeys.all (and the order, whose view lists the refunds).
import {
  coresOutstandingSchema,
  reasonsAnswerSchema,
  returnOrderSchema,
  vendorBinsSchema,
} from '@parts/common/returns';
import { apiQuery } from '../../../ui/query/api-query';

export const returnKeys = {
  all: ['pos-returns'] as const,
  order: (orderId: number) => [...returnKeys.all, 'order', orderId] as const,
  bins: () => [...returnKeys.all, 'bins'] as const,
  cores: () => [...returnKeys.all, 'cores'] as const,
  reasons: () => [...returnKeys.all, 'reasons'] as const,
};

export const returnOrderQuery = (orderId: number) =>
  apiQuery(returnKeys.order(orderId), `/pos/returns/order?order_id=${orderId}`, returnOrderSchema);
export const binsQuery = () => apiQuery(returnKeys.bins(), '/pos/returns/bins', vendorBinsSchema);
export const coresOutstandingQuery = () =>
  apiQuery(returnKeys.cores(), '/pos/returns/coresOutstanding', coresOutstandingSchema);
export const reasonsQuery = () => apiQuery(returnKeys.reasons(), '/pos/returns/reasons', reasonsAnswerSchema);

export { newKey } from '../../../ui/new-key';
