// The cart and checkout calls as the storefront screens use them (JSON bodies; the server takes form or JSON).
import { cartSchema, type CartData } from '@parts/common/cart';
import { api } from '../../ui/api';
import { trackFromAnswer } from '../tracking/track';

export const CART_PATH = '/checkout/cart/getData';

interface WithCart {
  success?: string;
  cart?: CartData;
  total_items?: number;
}

async function call<T extends object>(path: string, method: 'POST' | 'PUT' | 'GET', json?: Record<string, unknown>): Promise<T> {
  const answer = await api<T>(path, { method, json: method === 'GET' ? undefined : (json ?? {}) });
  trackFromAnswer(answer);
  return answer;
}

export const getCart = (signal?: AbortSignal) => api(CART_PATH, { schema: cartSchema, signal });
export const editQuantity = (key: string, quantity: string) => call<WithCart>('/checkout/cart/edit', 'PUT', { key, quantity });
export const removeItem = (key: string) => call<WithCart>('/checkout/cart/remove', 'POST', { key });
export const applyCode = (code: string) => call<WithCart>('/checkout/cart/applyCode', 'POST', { code });
export const removeCode = (type: 'coupon' | 'voucher', code: string) => call<WithCart>('/checkout/cart/removeCode', 'POST', { type, code });
/** Not tracked: it is called again as the form changes; the checkout page sends begin_checkout once. */
export const setCheckoutData = (data: Record<string, unknown>) => api<WithCart>('/checkout/cart/setCheckoutData', { method: 'POST', json: data });
export const createOrder = (data: Record<string, unknown>) => call<{ order_id: number; success: string; redirect: string }>('/checkout/confirm/createOrder', 'POST', data);
