// The checkout form's check (issue 5), shared by the checkout calls and placeOrder.
import { eq } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import { checkoutInput, deliveryAddressInput, nestAddress, pickupLocationInput } from '@parts/common/checkout';
import { fieldErrors } from '@parts/common/input';
import { locations } from '#src/db/schema/index';
import type { Deps } from '#src/http/types';
import type { CheckoutData } from './create-order';
import { isKnownCountry, isKnownRegion } from './regions';

/** Checks the checkout form (common/checkout.ts, the page runs the same schema) and the store and region it names;
 * the same rules run again at createOrder on what was saved. */
export async function checkCheckout(
  db: Deps['db'],
  raw: unknown,
): Promise<{ data: CheckoutData; errors: Record<string, string> }> {
  const parsed = checkoutInput.safeParse(raw ?? {});
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const b = parsed.success ? parsed.data : null;
  const data: CheckoutData = b
    ? {
        firstname: b.firstname,
        lastname: b.lastname,
        email: b.email,
        telephone: b.telephone,
        shipping_method: b.shipping_method,
        payment_method: b.payment_method,
        comment: b.comment,
      }
    : {
        firstname: '',
        lastname: '',
        email: '',
        telephone: '',
        shipping_method: 'pickup',
        payment_method: 'cod',
        comment: '',
      };
  // The store and the region are checked even when another field is wrong, so the form shows every problem at once.
  const r = (nestAddress(raw) ?? {}) as Record<string, unknown>;
  if (r.shipping_method === 'pickup' && !errors.pickup_location) {
    const id = pickupLocationInput.safeParse(r.pickup_location);
    const [store] = id.success ? await db.select().from(locations).where(eq(locations.locationId, id.data)) : [];
    if (!store || store.kind !== 'store') errors.pickup_location = CART_MSG.badPickup;
    else data.pickup_location = store.locationId;
  } else if (r.shipping_method === 'flat' && !errors['address.country'] && !errors['address.zone_code']) {
    const a = deliveryAddressInput.pick({ country: true, zone_code: true }).safeParse(r.address ?? {});
    if (!a.success || !isKnownCountry(a.data.country)) errors['address.country'] = CART_MSG.badCountry;
    else if (!isKnownRegion(a.data.country, a.data.zone_code)) errors['address.zone_code'] = CART_MSG.badZone;
    if (b?.address) data.address = b.address;
  }
  return { data, errors };
}
