// The storefront checkout's server state (decision 0045): its query keys and GETs, each checked with its schema from
// common/ (decision 0048). The cart itself is features/cart/cart-queries.ts.
import { orderInfoSchema } from '@parts/common/cart';
import { localizationSchema } from '@parts/common/account';
import { checkoutOptionsAnswer } from '@parts/common/checkout';
import { paymentLinkSchema } from '@parts/common/receipt';
import { apiQuery } from '../../ui/query/api-query';

export const checkoutKeys = {
  all: ['checkout'] as const,
  options: () => [...checkoutKeys.all, 'options'] as const,
  localization: () => [...checkoutKeys.all, 'localization'] as const,
  order: (orderId: number) => [...checkoutKeys.all, 'order', orderId] as const,
  payLink: (token: string) => [...checkoutKeys.all, 'pay-link', token] as const,
};

export const checkoutOptionsQuery = () =>
  apiQuery(checkoutKeys.options(), '/api/checkout/options', checkoutOptionsAnswer);
export const localizationQuery = () => apiQuery(checkoutKeys.localization(), '/api/localization/', localizationSchema);
/** The order the shopper just placed (the success page). */
export const placedOrderQuery = (orderId: number) =>
  apiQuery(checkoutKeys.order(orderId), `/api/checkout/order?order_id=${orderId}`, orderInfoSchema);
export const payLinkQuery = (token: string) =>
  apiQuery(
    checkoutKeys.payLink(token),
    `/checkout/payment_link/info?token=${encodeURIComponent(token)}`,
    paymentLinkSchema,
  );
