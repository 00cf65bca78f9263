// Stores and geolocation (spec 000 sections 3, 5, 7, 9; issue 11): the locator's texts, constants and wire shapes.
import { z } from 'zod';
import { decimal, id, intRange, INT4_MAX } from './input';

export const LOCATOR_TEXT = {
  badZip: 'Invalid ZIP code. Please try again.',
  /** A search that is neither a ZIP code we know nor words of a store's name or address (issue 31, decision 0053). */
  unknownPlace: (search: string) => `We don't know a place called "${search}". Try a ZIP code or a store's town.`,
  productNotFound: "We couldn't find this product within 250 miles.",
  makeMyStore: 'Make this my store',
  myStore: 'My Store',
} as const;

/** Spec 000 sections 5 and 9: distance 10 to 250 miles, default 25, anything else back to 10. */
export const LOCATOR = {
  minDistance: 10,
  maxDistance: 250,
  defaultDistance: 25,
  shown: 3,
  allStoresMiles: 50,
  productMiles: 250,
  coordinateRadius: 100,
  coordinateLimit: 20,
  /** How far ahead the locator and contact page list holiday hours. */
  holidayDays: 60,
  filterCookieMinutes: 30,
  popupCookieMinutes: 5,
} as const;
export const DISTANCE_CHOICES = [10, 25, 50, 100, 250] as const;

export function normalizeDistance(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return LOCATOR.defaultDistance;
  const n = Number(raw);
  return Number.isFinite(n) && n >= LOCATOR.minDistance && n <= LOCATOR.maxDistance ? n : LOCATOR.minDistance;
}

/** What the locator's filter offers, by the service tag stored on each location. */
export const STORE_SERVICES = {
  pickup: 'Same-day pickup',
  installation: 'Installation',
  battery_testing: 'Battery testing',
} as const;
export type StoreService = keyof typeof STORE_SERVICES;

export const locationSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  address: z.string(),
  telephone: z.string(),
  formatted_telephone: z.string(),
  /** Comma-separated list; the first is used (spec 000 section 3). */
  email_address: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Miles from the shopper, when their position is known. */
  distance: z.number().nullable(),
  opening_hours: z.array(z.string()),
  /** The coming weeks' holiday hours, one line each ("Thu, Nov 26: Closed (Thanksgiving)"); decision 0086. */
  holiday_hours: z.array(z.string()),
  services: z.array(z.string()),
});
export type StoreLocation = z.infer<typeof locationSchema>;

export const locationsAnswerSchema = z.object({
  locations: z.array(locationSchema),
  selected_store: z.number().int().nullable(),
});

export const dealerAnswerSchema = z.object({
  dealers: z.array(locationSchema),
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  distance: z.number(),
  selected_store: z.number().int().nullable(),
  message: z.string().optional(),
});
export type DealerAnswer = z.infer<typeof dealerAnswerSchema>;

/** Great-circle distance in miles (haversine on a sphere of the Earth's mean radius). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** GET /api/location/setGeolocationFromZipCode: the ZIP code's coordinates, kept in the session. */
export const zipGeolocationAnswerSchema = z.object({
  geo: z.object({ lat: z.number(), lng: z.number() }),
  city: z.string(),
  state: z.string(),
});

/** GET /module/dealer_locator/find_dealer: the store the shopper chose. */
export const findDealerAnswerSchema = z.object({ success: z.string(), location: locationSchema });

/** GET /module/dealer_locator/reset_store. */
export const resetStoreAnswerSchema = z.object({ success: z.string() });

/** GET /product/product/getDealerLocatorPopupText (spec 000 section 4). */
export const popupTextSchema = z.object({
  dealer_locator_popup_text: z.string(),
  dealer_locator_popup_heading_text: z.string(),
});

/** GET /api/location/settings: the map tiles the store configured (empty strings: no tiles, a drawn map). */
export const tileSettingsSchema = z.object({ tile_url: z.string(), attribution: z.string() });

/**
 * GET /module/dealer_locator/source: which stores to list. The locator's search form is checked with its search and
 * distance (decision 0066).
 */
export const dealerSourceQuery = z.object({
  type: z.enum(['nearest', 'all', 'coordinates', 'product']).default('nearest'),
  format: z.literal('json').default('json'),
  search: z.string().trim().max(100, 'Maximum 100 characters').default(''),
  distance: z.string().max(10).optional(),
  filter: z.string().max(200).default(''),
  selected_store: intRange('selected_store', 0, INT4_MAX).optional(),
  lat: decimal('lat', -90, 90).optional(),
  lng: decimal('lng', -180, 180).optional(),
  product_id: id('product_id').optional(),
});
export const dealerSearchInput = dealerSourceQuery.pick({ search: true, distance: true });
