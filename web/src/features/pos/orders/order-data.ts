// The order the receipt, invoice and done pages read (GET /pos/order/info, spec 001 s3 "Order (view and receipt)").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderInfoSchema } from '@parts/common/receipt';
import { orderListSchema } from '@parts/common/pos-orders';
import { apiQuery } from '../../../ui/query/api-query';
import { queryErrorMessage } from '../../../ui/query/errors';

/** The POS orders' query keys (decision 0045): a change to an order invalidates `orderKeys.all` (its view and the list). */
export const orderKeys = {
  all: ['pos-orders'] as const,
  list: (query: string) => [...orderKeys.all, 'list', query] as const,
  order: (orderId: number) => [...orderKeys.all, 'order', orderId] as const,
};

export const orderListQuery = (query: string) =>
  apiQuery(orderKeys.list(query), `/api/order?${query}`, orderListSchema);
export const orderQuery = (orderId: number) =>
  apiQuery(orderKeys.order(orderId), `/pos/order/info?order_id=${orderId}`, orderInfoSchema);

/** The order_id of the URL, or null when it is missing or not a positive whole number. */
export function orderIdOf(params: URLSearchParams): number | null {
  const raw = params.get('order_id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The order of the view, receipt, invoice and done pages. `reload` invalidates the order's queries (the order and the
 * lists that show it) after a change the page made.
 */
export function useOrder(orderId: number | null) {
  const client = useQueryClient();
  const query = useQuery({ ...orderQuery(orderId ?? 0), enabled: orderId !== null });
  return {
    data: query.data,
    error: queryErrorMessage(query.error),
    loading: orderId !== null && query.isFetching,
    reload: () => void client.invalidateQueries({ queryKey: orderKeys.all }),
  };
}

/** Transactions a customer sees: void ones are hidden in the read-only list (spec 001 s4). */
export function liveTransactions<T extends { status: string }>(txs: readonly T[]): T[] {
  return txs.filter((t) => t.status !== 'void');
}

/** Payments that count (printed on the receipt and the invoice): approved only. */
export function approvedTransactions<T extends { status: string }>(txs: readonly T[]): T[] {
  return txs.filter((t) => t.status === 'approved');
}

export const TRANSACTION_TYPE_LABEL: Record<string, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  card_device: 'Card (device)',
  smart_terminal: 'Card (terminal)',
  voucher: 'Gift card',
  store_credit: 'Store credit',
  online: 'Online',
};
