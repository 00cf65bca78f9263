// The account screens' server state (decision 0045): the account, its garage, the countries, the wishlist, the
// comparison and the order history. A change answers with the new data where the server sends it (address book,
// details, garage) and that answer replaces the cached one; otherwise the change invalidates what it touched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSchema, compareSchema, localizationSchema, wishlistSchema } from '@parts/common/account';
import { orderInfoSchema, orderSummarySchema } from '@parts/common/cart';
import { garageSchema } from '@parts/common/fitment';
import { errorMessage } from '../../ui/api';
import { apiQuery } from '../../ui/query/api-query';
import { useToast } from '../../ui/toast/toast-context';
import { listCall } from './account-api';

export const accountKeys = {
  all: ['account'] as const,
  account: () => [...accountKeys.all, 'account'] as const,
  garage: () => [...accountKeys.all, 'garage'] as const,
  localization: () => ['localization'] as const,
  list: (list: 'compare' | 'wishlist') => [...accountKeys.all, list] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  order: (id: number) => [...accountKeys.orders(), id] as const,
};

const ordersSchema = z.object({ orders: z.array(orderSummarySchema) });

export const accountQuery = () => apiQuery(accountKeys.account(), '/api/account', accountSchema);
export const garageQuery = () => apiQuery(accountKeys.garage(), '/api/customer_vehicle', garageSchema);
/** The countries and zones: they change only with a catalogue of places, so one answer serves the session. */
export const localizationQuery = () => ({
  ...apiQuery(accountKeys.localization(), '/api/localization/', localizationSchema),
  staleTime: Infinity,
});
export const wishlistQuery = () =>
  apiQuery(accountKeys.list('wishlist'), '/account/wishlist/getWishlist', wishlistSchema);
export const compareQuery = () => apiQuery(accountKeys.list('compare'), '/product/compare/getCompare', compareSchema);
export const ordersQuery = () => apiQuery(accountKeys.orders(), '/api/account/orders', ordersSchema);
export const orderQuery = (id: number) =>
  apiQuery(accountKeys.order(id), `/api/account/order/info?order_id=${id}`, orderInfoSchema);

/**
 * The Remove buttons of the compare and wishlist pages: the server's answer is toasted ("Success!" / "Uh oh!"), the
 * product leaves the cached list at once and the list is asked again (its totals and the account's count follow).
 */
export function useListRemoval(list: 'compare' | 'wishlist') {
  const toast = useToast();
  const client = useQueryClient();
  const removal = useMutation({
    mutationFn: (productId: number) => listCall(list, 'remove', productId),
    onSuccess: async (res, productId) => {
      toast.success(res.success);
      client.setQueryData(accountKeys.list(list), (old: { products: { product_id: number }[] } | undefined) =>
        old ? { ...old, products: old.products.filter((p) => p.product_id !== productId) } : old,
      );
      await client.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err)),
  });
  return { busy: removal.isPending ? removal.variables : null, remove: (id: number) => removal.mutate(id) };
}
