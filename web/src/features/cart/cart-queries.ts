// The cart as server state (decision 0045): one query key, shared by the storefront cart, its pop-out, the checkout and
// the counter cart, so a change made on one is seen by the others.
import { cartSchema, type CartData } from '@parts/common/cart';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../ui/query/api-query';
import { CART_PATH } from './cart-client';

export const cartKeys = {
  all: ['cart'] as const,
  cart: () => [...cartKeys.all, 'data'] as const,
};

export const cartQuery = () => apiQuery(cartKeys.cart(), CART_PATH, cartSchema);

/** An answer that carries the cart replaces the cached one; one without it makes the cart ask again. */
export function putCart(client: QueryClient, cart: CartData | undefined): void {
  if (cart) client.setQueryData(cartKeys.cart(), cart);
  else void client.invalidateQueries({ queryKey: cartKeys.all });
}
