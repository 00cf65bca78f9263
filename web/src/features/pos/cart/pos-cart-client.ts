// The counter cart's calls (spec 001 s7 "Cart", decision 0019), all through ui/api.ts.
import { cartAddAnswer, cartEditAnswer, cartRemoveAnswer, successAnswer, type CartData } from '@parts/common/cart';
import {
  cartVehicleAnswer,
  vehicleAddedAnswer,
  clearedCartAnswer,
  customProductAnswer,
  posCartAnswer,
  posContextSchema,
  POS_CART_MSG,
  saveOrderAnswer,
  scanAnswer,
  type ApplyPoNumberInput,
  type CustomProductInput,
  type LaborEntryInput,
} from '@parts/common/pos-cart';
import { api, ApiError } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';

export const POS_CONTEXT_PATH = '/pos/cart/context';
export type { PosContext } from '@parts/common/pos-cart';

/** The counter cart's own server state (decision 0045); the cart itself is features/cart/cart-queries.ts. */
export const posCartKeys = {
  all: ['pos-cart'] as const,
  context: () => [...posCartKeys.all, 'context'] as const,
};
export const posContextQuery = () => apiQuery(posCartKeys.context(), POS_CONTEXT_PATH, posContextSchema);

/** What the screens read from a change: its message and, when it carries it, the cart (each call's own schema checks it). */
export type WithCart = { success?: string; cart?: CartData };

// Every answer is checked with the schema its route serializes through (common/, decision 0048).
const post = (path: string, json: unknown) => api(path, { json, schema: posCartAnswer });

export const setCustomer = (customerId: number) => post('/checkout/cart/setCustomer', { customer_id: customerId });
export const removeCustomer = () => api('/checkout/cart/removeCustomer', { schema: posCartAnswer });
export const setVehicle = (vehicleId: number) =>
  api('/pos/cart/setVehicle', { json: { vehicle_id: vehicleId }, schema: cartVehicleAnswer });
export const removeVehicle = () => api('/pos/cart/removeVehicle', { schema: successAnswer });
export const addVehicle = (body: { title?: string; vin?: string }) =>
  api('/pos/cart/addVehicle', { json: body, schema: vehicleAddedAnswer });
export const addLabor = (body: LaborEntryInput) => post('/checkout/cart/applyLabor', body);
/** A part's own labor on or off (productLaborKey, applyLabor). */
export const toggleLabor = (productLaborKey: string, on: boolean) =>
  post('/checkout/cart/applyLabor', { productLaborKey, applyLabor: on });
export const updateLabor = (body: Record<string, unknown>) => post('/checkout/cart/updateLabor', body);
export const addCustomProduct = (body: CustomProductInput) =>
  api('/checkout/cart/addCustomProduct', { json: body, schema: customProductAnswer });
/** A price below the part's cost by a cashier carries a manager's PIN (decision 0047). */
export const updatePrice = (key: string, newPrice: string, managerPin?: string) =>
  post('/checkout/cart/updatePrice', managerPin ? { key, newPrice, manager_pin: managerPin } : { key, newPrice });
export const editQuantity = (key: string, quantity: string) =>
  api('/checkout/cart/edit', { method: 'PUT', json: { key, quantity }, schema: cartEditAnswer });
export const removeLine = (key: string) => api('/checkout/cart/remove', { json: { key }, schema: cartRemoveAnswer });
export const applyPoNumbers = (body: ApplyPoNumberInput) => post('/api/cart/applyPoNumber', body);
export const addPart = (productId: number, quantity = 1) =>
  api('/checkout/cart/add', { json: { product_id: productId, quantity }, schema: cartAddAnswer });

export const scan = (code: string) => api(`/pos/cart/scan?code=${encodeURIComponent(code)}`, { schema: scanAnswer });

const q = (key: string, orderId?: number | null) =>
  `?key=${encodeURIComponent(key)}${orderId ? `&order_id=${orderId}` : ''}`;
export const saveOrder = (key: string) => api(`/checkout/cart/saveOrder${q(key)}`, { schema: saveOrderAnswer });
export const saveQuote = (key: string, orderId?: number | null) =>
  api(`/checkout/cart/saveQuote${q(key, orderId)}`, { schema: saveOrderAnswer });
export const saveAndCheckout = (key: string, orderId?: number | null) =>
  api(`/checkout/cart/saveOrderAndCheckout${q(key, orderId)}`, { schema: saveOrderAnswer });
export const cancelOrder = () => api('/checkout/cart/cancelOrder', { schema: clearedCartAnswer });
export const abandonOrder = () => api('/checkout/cart/abandonOrder', { schema: clearedCartAnswer });

/**
 * The toast text of a failed staff call (spec 001 s8): a refusal (4xx) shows the server's message, else `refused`;
 * a server failure or a lost connection shows "A system error occurred. Contact your administrator."
 */
export function failureText(err: unknown, refused: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return err.message || refused;
  return POS_CART_MSG.systemError;
}
