// The stores as the locator, header and contact page show them, with distances from the shopper (great-circle miles).
import { asc, eq, sql } from 'drizzle-orm';
import { LOCATOR, milesBetween, type StoreLocation } from '@parts/common/locator';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { locations } from '#src/db/schema/index';
import { formatTelephone } from '#src/features/app/flags';
import { holidayRows } from '#src/features/stores/holidays';
import { clockText } from '@parts/common/pos-appointments';
import { storeLocalParts } from '@parts/common/store-time';

const dayLabel = (ymd: string) =>
  new Date(`${ymd}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

type Point = { lat: number; lng: number };

export async function allStores(db: Db, from?: Point | null): Promise<StoreLocation[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  // From a day before today (UTC): each store then keeps those from its own today on.
  const today = new Date().toISOString().slice(0, 10);
  const holidays = await holidayRows(
    db,
    rows.map((l) => l.locationId),
    addDays(today, -1),
    addDays(today, LOCATOR.holidayDays),
  );
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
    holiday_hours: holidays
      .filter((h) => h.locationId === l.locationId && h.date >= storeLocalParts(new Date(), l.timeZone).date)
      .map(
        (h) =>
          `${dayLabel(h.date)}: ${
            h.closed || h.openMinute === null || h.closeMinute === null
              ? 'Closed'
              : `${clockText(h.openMinute)} - ${clockText(h.closeMinute)}`
          }${h.note ? ` (${h.note})` : ''}`,
      ),
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
