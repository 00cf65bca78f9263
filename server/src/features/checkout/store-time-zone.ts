// Lives with checkout's orderStoreId (the rule for an order's store), below the counter features that print times.
// Which store's clock a time is shown on (decision 0043): a store's own zone (locations.time_zone), or for a time not
// tied to one store the default store's. Formatting itself is common/store-time.ts, shared with the web.
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_STORE_TZ } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { locations, orders } from '#src/db/schema/index';
import { orderStoreId } from './order-holds';
import { loadSettings } from '#src/features/settings/queries';

/** The zone of `locationId`'s store; without one (or for a location gone), the default store's. */
export async function storeTimeZone(db: Db, locationId?: number | null): Promise<string> {
  if (locationId) {
    const [row] = await db
      .select({ tz: locations.timeZone })
      .from(locations)
      .where(eq(locations.locationId, locationId));
    if (row) return row.tz;
  }
  const settings = await loadSettings(db);
  const stores = await db
    .select({ id: locations.locationId, tz: locations.timeZone })
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  return (stores.find((s) => s.id === settings.default_location_id) ?? stores[0])?.tz ?? DEFAULT_STORE_TZ;
}

/** An order's store (the one rule: checkout/order-holds.ts orderStoreId), else the default store. */
export async function orderTimeZone(db: Db, orderId: number): Promise<string> {
  const [row] = await db
    .select({ pickupLocationId: orders.pickupLocationId, staffUserId: orders.staffUserId })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return storeTimeZone(db, row ? await orderStoreId(db, row) : null);
}
