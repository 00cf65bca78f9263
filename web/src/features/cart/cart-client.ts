// The cart and checkout calls as the storefront screens use them, all through ui/api.ts (the server takes form or JSON).
import { cartSchema, type CartData } from '@parts/common/cart';
import type { CreateOrderInput } from '@parts/common/checkout';
import { api } from '../../ui/api';
import { trackFromAnswer } from '../tracking/track';

export const CART_PATH = '/checkout/cart/getData';

interface WithCart {
  success?: string;
  cart?: CartData;
  total_items?: number;
}

async function call<T extends object>(
  path: string,
  method: 'POST' | 'PUT' | 'GET',
  json?: Record<string, unknown>,
): Promise<T> {
  const answer = await api<T>(path, { method, json: method === 'GET' ? undefined : (json ?? {}) });
  trackFromAnswer(answer);
  return answer;
}

export const getCart = (signal?: AbortSignal) => api(CART_PATH, { schema: cartSchema, signal });
export const editQuantity = (key: string, quantity: string) =>
  call<WithCart>('/checkout/cart/edit', 'PUT', { key, quantity });
export const removeItem = (key: string) => call<WithCart>('/checkout/cart/remove', 'POST', { key });
export const applyCode = (code: string) => call<WithCart>('/checkout/cart/applyCode', 'POST', { code });
export const removeCode = (type: 'coupon' | 'voucher', code: string) =>
  call<WithCart>('/checkout/cart/removeCode', 'POST', { type, code });
/** Not tracked: it is called again as the form changes; the checkout page sends begin_checkout once. */
export const setCheckoutData = (data: Record<string, unknown>) =>
  api<WithCart>('/checkout/cart/setCheckoutData', { method: 'POST', json: data });
export const createOrder = (data: CreateOrderInput) =>
  call<{ order_id: number; success: string; redirect: string }>('/checkout/confirm/createOrder', 'POST', { ...data });

export interface CartAddAnswer {
  success: string | null;
  total_items: number | null;
}

/**
 * POST /checkout/cart/add (spec 000 section 7, contract 1), form-encoded as the spec's calls are; `options` are contract
 * 1's option fields (option[<id>]=…), as product-logic.ts cartFields builds them. The answer's marketing_tracking goes
 * to the trackers.
 */
export async function addToCart(
  productId: number,
  quantity: number,
  options: [string, string][] = [],
  applyLabor = false,
): Promise<CartAddAnswer> {
  const labor: [string, string][] = applyLabor ? [['apply_labor', '1']] : [];
  const body = await api<Record<string, unknown>>('/checkout/cart/add', {
    form: [['product_id', String(productId)], ['quantity', String(quantity)], ...options, ...labor],
  });
  trackFromAnswer(body);
  return {
    success: typeof body.success === 'string' ? body.success : null,
    total_items: typeof body.total_items === 'number' ? body.total_items : null,
  };
}
