// The stores as the locator, header and contact page show them, with distances from the shopper (great-circle miles).
import { asc, eq, sql } from 'drizzle-orm';
import { LOCATOR, milesBetween, type StoreLocation } from '@parts/common/locator';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { locations } from '#src/db/schema/index';
import { formatTelephone } from '#src/features/app/flags';

type Point = { lat: number; lng: number };

export async function allStores(db: Db, from?: Point | null): Promise<StoreLocation[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  return rows.map((l) => ({
    location_id: l.locationId,
    location_name: l.name,
    address: `${l.address1}, ${l.city}, ${l.zoneCode} ${l.postcode}`,
    telephone: l.telephone,
    formatted_telephone: formatTelephone(l.telephone),
    email_address: l.emailAddress,
    lat: l.lat,
    lng: l.lng,
    distance: from ? Math.round(milesBetween(from, l) * 10) / 10 : null,
    opening_hours: l.openingHours,
    services: l.services,
  }));
}

/** Nearest first, within `miles` (when a position is known), at most `limit`. */
export function nearest(stores: StoreLocation[], miles: number | null, limit: number): StoreLocation[] {
  const within = stores.filter((s) => miles === null || s.distance === null || s.distance <= miles);
  return within.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)).slice(0, limit);
}

/** The stores holding at least `quantity` of a product. */
export async function storesWithStock(db: Db, productId: number, quantity = 1): Promise<Set<number>> {
  const rows = rowsOf<{ location_id: number }>(
    await db.execute(
      sql`select location_id from inventory where product_id = ${productId} and quantity >= ${quantity}`,
    ),
  );
  return new Set(rows.map((r) => r.location_id));
}

/** Puts the preferred store first (spec 000 section 9: "preferred first"). */
export function preferredFirst(stores: StoreLocation[], preferred: number | null): StoreLocation[] {
  const i = stores.findIndex((s) => s.location_id === preferred);
  return i <= 0 ? stores : [stores[i]!, ...stores.slice(0, i), ...stores.slice(i + 1)];
}

export { LOCATOR };
