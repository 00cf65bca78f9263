// The cart and checkout calls as the storefront screens use them, all through ui/api.ts (the server takes form or JSON).
// Every answer is checked with the schema the route serializes through (common/, decision 0048): never a cast.
import type { ZodType } from 'zod';
import { cartAddAnswer, cartChangeAnswer, cartEditAnswer, cartRemoveAnswer, cartSchema } from '@parts/common/cart';
import { checkoutDataAnswer, createOrderAnswer, type CreateOrderInput } from '@parts/common/checkout';
import { api } from '../../ui/api';
import { trackFromAnswer } from '../tracking/track';

export const CART_PATH = '/checkout/cart/getData';

async function call<T extends object>(
  path: string,
  method: 'POST' | 'PUT',
  json: Record<string, unknown>,
  schema: ZodType<T>,
): Promise<T> {
  const answer = await api(path, { method, json, schema });
  trackFromAnswer(answer);
  return answer;
}

export const getCart = (signal?: AbortSignal) => api(CART_PATH, { schema: cartSchema, signal });
export const editQuantity = (key: string, quantity: string) =>
  call('/checkout/cart/edit', 'PUT', { key, quantity }, cartEditAnswer);
export const removeItem = (key: string) => call('/checkout/cart/remove', 'POST', { key }, cartRemoveAnswer);
export const applyCode = (code: string) => call('/checkout/cart/applyCode', 'POST', { code }, cartChangeAnswer);
export const removeCode = (type: 'coupon' | 'voucher', code: string) =>
  call('/checkout/cart/removeCode', 'POST', { type, code }, cartChangeAnswer);
/** Not tracked: it is called again as the form changes; the checkout page sends begin_checkout once. */
export const setCheckoutData = (data: Record<string, unknown>) =>
  api('/checkout/cart/setCheckoutData', { method: 'POST', json: data, schema: checkoutDataAnswer });
export const createOrder = (data: CreateOrderInput) =>
  call('/checkout/confirm/createOrder', 'POST', { ...data }, createOrderAnswer);

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
  const body = await api('/checkout/cart/add', {
    form: [['product_id', String(productId)], ['quantity', String(quantity)], ...options, ...labor],
    schema: cartAddAnswer,
  });
  trackFromAnswer(body);
  return { success: body.success, total_items: body.total_items };
}
