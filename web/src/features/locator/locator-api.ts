// The locator's calls (server/src/features/locator/routes.ts) and its cookies (spec 000 section 9).
import { findDealerAnswerSchema, locationsAnswerSchema, LOCATOR } from '@parts/common/locator';
import { api } from '../../ui/api';

export interface SourceParams {
  type: 'nearest' | 'all' | 'product';
  search: string;
  distance: number;
  filter: string[];
  lat?: number;
  lng?: number;
  product_id?: number;
}

export function sourcePath(p: SourceParams): string {
  const q = new URLSearchParams({
    type: p.type,
    format: 'json',
    search: p.search,
    distance: String(p.distance),
    filter: p.filter.join(','),
  });
  if (p.lat !== undefined && p.lng !== undefined) {
    q.set('lat', String(p.lat));
    q.set('lng', String(p.lng));
  }
  if (p.product_id) q.set('product_id', String(p.product_id));
  return `/module/dealer_locator/source?${q.toString()}`;
}

export const makeMyStore = (id: number) =>
  api(`/module/dealer_locator/find_dealer?id=${id}`, { schema: findDealerAnswerSchema });
export const nearestStores = (lat: number, lng: number) =>
  api(`/api/location/getLocations?user_lat=${lat}&user_lng=${lng}&limit=1`, { schema: locationsAnswerSchema });
export const addForPickup = (productId: number, quantity: number) =>
  api<{ success?: string }>('/checkout/cart/storeLocatorAddProduct', { json: { product_id: productId, quantity } });

export function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

export function writeCookie(name: string, value: string, minutes: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(minutes * 60)}; samesite=lax`;
}

export const FILTER_COOKIE = 'locator_filter';
export const POPUP_COOKIE = 'locator_popup';
export const PICKUP_COOKIE = 'pickup_location';
export { LOCATOR };
