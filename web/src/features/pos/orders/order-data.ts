// The order the receipt, invoice and done pages read (GET /pos/order/info, spec 001 s3 "Order (view and receipt)").
import { z } from 'zod';
import { receiptOrderSchema } from '@parts/common/receipt';
import { useApi } from '../../../ui/useApi';

export const orderAnswer = z.object({ order: receiptOrderSchema });

/** The order_id of the URL, or null when it is missing or not a positive whole number. */
export function orderIdOf(params: URLSearchParams): number | null {
  const raw = params.get('order_id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

export function useOrder(orderId: number | null) {
  return useApi(orderId ? `/pos/order/info?order_id=${orderId}` : null, orderAnswer);
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
