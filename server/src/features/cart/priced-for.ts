// Whom and where a cart is priced for: its customer (group, tax exemption) and the zone whose tax rates apply.
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { customers, locations } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import { signedInStaff } from '#src/http/guards';
import { loadSettings } from '#src/features/settings/queries';
import type { CartRow } from './cart';

export interface CartCustomer {
  customerId: number;
  name: string;
  email: string;
  taxExempt: boolean;
  telephone: string;
  firstname: string;
  lastname: string;
}

/** The customer the cart is priced and taxed for: attached by staff, else the logged-in shopper. */
export async function cartCustomer(db: Db, cart: CartRow, session: SessionData): Promise<CartCustomer | null> {
  const id = cart.customerId ?? ((await signedInStaff(db, session)) ? undefined : session.customerId);
  if (!id) return null;
  const [c] = await db.select().from(customers).where(eq(customers.customerId, id));
  if (!c) return null;
  return {
    customerId: c.customerId,
    name: `${c.firstname} ${c.lastname}`.trim(),
    email: c.email,
    taxExempt: c.taxExempt,
    telephone: c.telephone,
    firstname: c.firstname,
    lastname: c.lastname,
  };
}

/** The zone whose tax rates apply: the delivery address, else the pickup store, else the shopper's store. */
export async function taxZone(db: Db, cart: CartRow, session: SessionData): Promise<string> {
  const co = cart.checkout as { shipping_method?: string; address?: { zone_code?: string }; pickup_location?: number };
  if (co.shipping_method === 'flat' && co.address?.zone_code) return co.address.zone_code;
  const settings = await loadSettings(db);
  const locId =
    (co.shipping_method === 'pickup' ? co.pickup_location : undefined) ??
    session.locationId ??
    settings.default_location_id;
  const [loc] = locId
    ? await db.select({ zone: locations.zoneCode }).from(locations).where(eq(locations.locationId, locId))
    : [];
  return loc?.zone ?? 'TX';
}
