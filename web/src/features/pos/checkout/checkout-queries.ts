// The checkout's server state (decision 0045): its query keys and the one query every action of the screen updates.
import { checkoutStateSchema, type CheckoutState } from '@parts/common/pos-checkout';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery } from '../../../ui/query/api-query';

export const checkoutKeys = {
  all: ['pos-checkout'] as const,
  state: (orderId: number) => [...checkoutKeys.all, 'state', orderId] as const,
};

export const checkoutStateQuery = (orderId: number) =>
  apiQuery(checkoutKeys.state(orderId), `/pos/checkout/getTransactions?orderId=${orderId}`, checkoutStateSchema);

/** A payment or a void answers with the new state: it replaces the cached one (no second request). */
export const putCheckoutState = (client: QueryClient, state: CheckoutState) =>
  client.setQueryData(checkoutKeys.state(state.orderId), state);

export const refreshCheckoutState = (client: QueryClient, orderId: number) =>
  client.invalidateQueries({ queryKey: checkoutKeys.state(orderId) });
