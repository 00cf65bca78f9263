// The store a staff member works (decisions 0056 and 0104): their own store, else the default store (as orders fall
// back), else the first store. One rule for the drawer day, lost sales and the card readers the checkout offers; it
// sits here, below payments and till, so both read it.
import { asc, eq } from 'drizzle-orm';
import { TILL_MSG } from '@parts/common/till';
import type { Db } from '#src/db/client';
import { locations } from '#src/db/schema/index';
import { loadSettings } from '#src/features/settings/queries';
import { HttpError } from '#src/http/errors';

export type Store = { locationId: number; name: string };

/** The store whose drawers and readers a staff member works (409 when there is no store at all). */
export async function storeOfStaff(db: Db, staff: { locationId: number | null }): Promise<Store> {
  const stores = await db
    .select({ locationId: locations.locationId, name: locations.name })
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  const settings = await loadSettings(db);
  const store =
    stores.find((s) => s.locationId === staff.locationId) ??
    stores.find((s) => s.locationId === settings.default_location_id) ??
    stores[0];
  if (!store) throw new HttpError(409, TILL_MSG.noStore);
  return store;
}
