// The counter cart's calls (spec 001 s7 "Cart", decision 0019), all through ui/api.ts.
import { z } from 'zod';
import { cartSchema, type CartData } from '@parts/common/cart';
import { sessionVehicleSchema } from '@parts/common/fitment';
import {
  laborRateSchema,
  POS_CART_MSG,
  scanMatchSchema,
  type ApplyPoNumberInput,
  type CustomProductInput,
  type LaborEntryInput,
} from '@parts/common/pos-cart';
import { api, ApiError } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';

export const POS_CONTEXT_PATH = '/pos/cart/context';

export const posContextSchema = z.object({
  labor_rates: z.array(laborRateSchema),
  tax_classes: z.array(z.object({ tax_class_id: z.number(), title: z.string() })),
  customer_vehicles: z.array(z.object({ vehicle_id: z.number(), title: z.string(), vin: z.string(), ymm: z.string() })),
  vehicle_id: z.number().nullable(),
  ymm_vehicle: sessionVehicleSchema,
  fit: z.record(z.string(), z.object({ result: z.string(), label: z.string() })),
  po_number_required: z.boolean(),
  stock_warning_text: z.string(),
});
export type PosContext = z.infer<typeof posContextSchema>;

/** The counter cart's own server state (decision 0045); the cart itself is features/cart/cart-queries.ts. */
export const posCartKeys = {
  all: ['pos-cart'] as const,
  context: () => [...posCartKeys.all, 'context'] as const,
};
export const posContextQuery = () => apiQuery(posCartKeys.context(), POS_CONTEXT_PATH, posContextSchema);

const successSchema = z.object({ success: z.string() });
const optionalSuccess = z.object({ success: z.string().optional() });

const withCart = z.object({ success: z.string().optional(), cart: cartSchema.optional() }).passthrough();
export type WithCart = { success?: string; cart?: CartData };

const post = (path: string, json: unknown) => api(path, { json, schema: withCart });

export const setCustomer = (customerId: number) => post('/checkout/cart/setCustomer', { customer_id: customerId });
export const removeCustomer = () => api('/checkout/cart/removeCustomer', { schema: withCart });
export const setVehicle = (vehicleId: number) =>
  api('/pos/cart/setVehicle', { json: { vehicle_id: vehicleId }, schema: successSchema });
export const removeVehicle = () => api('/pos/cart/removeVehicle', { schema: successSchema });
export const addVehicle = (body: { title?: string; vin?: string }) =>
  api('/pos/cart/addVehicle', { json: body, schema: successSchema });
export const addLabor = (body: LaborEntryInput) => post('/checkout/cart/applyLabor', body);
/** A part's own labor on or off (productLaborKey, applyLabor). */
export const toggleLabor = (productLaborKey: string, on: boolean) =>
  post('/checkout/cart/applyLabor', { productLaborKey, applyLabor: on });
export const updateLabor = (body: Record<string, unknown>) => post('/checkout/cart/updateLabor', body);
export const addCustomProduct = (body: CustomProductInput) => post('/checkout/cart/addCustomProduct', body);
/** A price below the part's cost by a cashier carries a manager's PIN (decision 0047). */
export const updatePrice = (key: string, newPrice: string, managerPin?: string) =>
  post('/checkout/cart/updatePrice', managerPin ? { key, newPrice, manager_pin: managerPin } : { key, newPrice });
export const editQuantity = (key: string, quantity: string) =>
  api('/checkout/cart/edit', { method: 'PUT', json: { key, quantity }, schema: withCart });
export const removeLine = (key: string) => post('/checkout/cart/remove', { key });
export const applyPoNumbers = (body: ApplyPoNumberInput) => post('/api/cart/applyPoNumber', body);
export const addPart = (productId: number, quantity = 1) =>
  api('/checkout/cart/add', { json: { product_id: productId, quantity }, schema: optionalSuccess });

export const scanAnswer = z.object({ products: z.array(scanMatchSchema), ambiguous: z.boolean(), message: z.string() });
export const scan = (code: string) => api(`/pos/cart/scan?code=${encodeURIComponent(code)}`, { schema: scanAnswer });

const saveAnswer = z.object({
  success: z.string(),
  order_id: z.number(),
  redirect: z.string().optional(),
  view_url: z.string().optional(),
  list_url: z.string().optional(),
});
const q = (key: string, orderId?: number | null) =>
  `?key=${encodeURIComponent(key)}${orderId ? `&order_id=${orderId}` : ''}`;
export const saveOrder = (key: string) => api(`/checkout/cart/saveOrder${q(key)}`, { schema: saveAnswer });
export const saveQuote = (key: string, orderId?: number | null) =>
  api(`/checkout/cart/saveQuote${q(key, orderId)}`, { schema: saveAnswer });
export const saveAndCheckout = (key: string, orderId?: number | null) =>
  api(`/checkout/cart/saveOrderAndCheckout${q(key, orderId)}`, { schema: saveAnswer });
export const cancelOrder = () => api('/checkout/cart/cancelOrder', { schema: successSchema });
export const abandonOrder = () => api('/checkout/cart/abandonOrder', { schema: successSchema });

/**
 * The toast text of a failed staff call (spec 001 s8): a refusal (4xx) shows the server's message, else `refused`;
 * a server failure or a lost connection shows "A system error occurred. Contact your administrator."
 */
export function failureText(err: unknown, refused: string): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return err.message || refused;
  return POS_CART_MSG.systemError;
}
