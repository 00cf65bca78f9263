// The in-store kiosk (issue 11): which session keys a kiosk keeps, playback records, and Submit to Buy.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { KioskPlay, KioskSubmit } from '@parts/common/kiosk';
import type { Db } from '#src/db/client';
import { kioskVideoPlays, locations, orders } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import { HttpError } from '#src/http/errors';
import { findCart, priceCart } from '#src/features/cart/cart';
import { CART_MSG } from '@parts/common/cart';
import { contentsHash } from '#src/features/checkout/order-checks';
import { createOrder } from '#src/features/checkout/create-order';

export const KIOSK_MSG = {
  notKiosk: 'This device is not a kiosk.',
  badStore: 'Choose a store.',
  started: (store: string) => `This device is now the kiosk of ${store}.`,
  stopped: 'Kiosk mode is off on this device.',
  reset: 'The kiosk has been reset.',
  badStaff: 'The username or PIN is incorrect.',
  submitted: (orderId: number) => `Thank you! Your order #${orderId} is waiting at the counter.`,
} as const;

/** What survives a kiosk reset: the device's own settings, never a shopper's (cart, vehicle, login, lists). */
const KIOSK_KEEPS = new Set(['inKiosk', 'kioskLocationId', 'locationId']);

/** A patch that removes every key of the session but the kiosk's own, whatever keys other features add later. */
export function shopperCleared(session: SessionData): Partial<SessionData> {
  const patch: Partial<SessionData> = {};
  for (const key of Object.keys(session)) if (!KIOSK_KEEPS.has(key)) patch[key] = undefined;
  // A shopper may have picked another store on the locator: the kiosk goes back to its own.
  if (typeof session.kioskLocationId === 'number') patch.locationId = session.kioskLocationId;
  return patch;
}

export function kioskLocationOf(session: SessionData): number | undefined {
  return typeof session.kioskLocationId === 'number' ? session.kioskLocationId : undefined;
}

export async function findStore(db: Db, locationId: number) {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.locationId, locationId), eq(locations.kind, 'store')));
  return store;
}

export async function recordPlay(db: Db, play: KioskPlay, locationId: number | undefined): Promise<void> {
  await db.insert(kioskVideoPlays).values({
    videoId: play.video_id,
    locationId: locationId ?? null,
    startDate: new Date(play.start_date),
    endDate: new Date(play.end_date),
  });
}

/** Staff's view: plays per video (count and seconds watched) and the kiosk orders waiting for the counter. */
export async function kioskReport(db: Db) {
  const plays = await db
    .select({
      video_id: kioskVideoPlays.videoId,
      plays: sql<number>`count(*)::int`,
      seconds: sql<number>`coalesce(round(sum(extract(epoch from (${kioskVideoPlays.endDate} - ${kioskVideoPlays.startDate})))), 0)::int`,
      last_played: sql<string>`max(${kioskVideoPlays.endDate})`,
    })
    .from(kioskVideoPlays)
    .groupBy(kioskVideoPlays.videoId)
    .orderBy(asc(kioskVideoPlays.videoId));
  const waiting = await db
    .select({
      order_id: orders.orderId,
      firstname: orders.firstname,
      lastname: orders.lastname,
      telephone: orders.telephone,
      total_cents: orders.totalCents,
      location_id: orders.pickupLocationId,
      created_at: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.status, 'kiosk'))
    .orderBy(desc(orders.orderId))
    .limit(100);
  return {
    plays: plays.map((p) => ({ ...p, last_played: new Date(p.last_played).toISOString() })),
    orders: waiting.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
  };
}

/**
 * Submit to Buy (spec 000 section 4): status kiosk, local pickup at the kiosk's store, pay at the counter (cod).
 * The stock is taken in createOrder's one transaction, so the order the counter sees is one it can fill.
 */
export async function submitKioskOrder(
  db: Db,
  session: SessionData,
  input: KioskSubmit,
): Promise<{ orderId: number; created: boolean }> {
  const cart = await findCart(db, session);
  if (!cart) throw new HttpError(400, CART_MSG.emptyCart);
  const key = `kiosk:${cart.cartId}:${input.idempotency_key}`;
  const [already] = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, key));
  if (already) return { orderId: already.orderId, created: false };
  const priced = await priceCart(db, cart, session);
  if (priced.lines.length === 0) {
    // A double tap whose twin just committed finds the cart emptied: answer the twin's order.
    const [twin] = await db.select({ orderId: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, key));
    if (twin) return { orderId: twin.orderId, created: false };
    throw new HttpError(400, CART_MSG.emptyCart);
  }
  const store = kioskLocationOf(session);
  // createOrder locks the cart and prices it again; the hash says it must still be the cart priced here.
  return createOrder(db, {
    cart,
    session,
    contentsHash: contentsHash(priced),
    idempotencyKey: key,
    source: 'kiosk',
    status: 'kiosk',
    checkout: {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email ?? '',
      telephone: input.telephone,
      shipping_method: 'pickup',
      pickup_location: store,
      payment_method: 'cod',
      comment: 'Submitted at the kiosk',
    },
  });
}
