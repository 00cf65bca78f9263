// The account, compare and wishlist calls the screens make (spec 000 section 7; decision 0011).
// Each answer is checked with the schema its route declares (common/account, common/fitment).
import {
  addressAnswerSchema,
  detailsAnswerSchema,
  listChangeSchema,
  passwordAnswerSchema,
  registerAnswerSchema,
  sessionAnswerSchema,
  type Account,
} from '@parts/common/account';
import { garageChangeAnswerSchema } from '@parts/common/fitment';
import { api } from '../../ui/api';

export const loginCustomer = (email: string, password: string) =>
  api('/api/account/login', { json: { email, password }, schema: sessionAnswerSchema });

/** GET /account/logout/clearSession, asking for JSON so the page can stay a single-page app. */
export const logoutCustomer = () => api('/account/logout/clearSession', { schema: sessionAnswerSchema });

export const register = (body: Record<string, unknown>) =>
  api('/checkout/cart/processPost', { json: body, schema: registerAnswerSchema });

export const saveDetails = (body: Record<string, unknown>) =>
  api('/api/account/edit', { json: body, schema: detailsAnswerSchema });
export const changePassword = (body: Record<string, unknown>) =>
  api('/api/account/password', { json: body, schema: passwordAnswerSchema });

export type AddressAction = 'add' | 'edit' | 'delete' | 'default';
export const addressCall = (
  action: AddressAction,
  body: Record<string, unknown>,
): Promise<{ success: string; account: Account }> =>
  api(`/api/account/address/${action}`, { json: body, schema: addressAnswerSchema });

export const removeVehicle = (vehicleId: number) =>
  api('/api/customer_vehicle/delete', { json: { vehicleId }, schema: garageChangeAnswerSchema });

/** Compare and wishlist add/remove (contract 2): `{ success, total }`, or the server's error thrown as ApiError. */
export const listCall = (list: 'compare' | 'wishlist', action: 'add' | 'remove', productId: number) =>
  api(list === 'compare' ? `/product/compare/${action}` : `/account/wishlist/${action}`, {
    json: { product_id: productId },
    schema: listChangeSchema,
  });
