// Stores and geolocation (issue 11; spec 000 section 7): getLocations, ZIP to coordinates, the dealer-locator calls
// and the locator popup's text. The chosen store lives in the session (header, footer, checkout) and in the
// pickup_location cookie the cart reads.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { mayWorkAt, STAFF_STORE_MSG } from '@parts/common/staff-stores';
import { signedInStaff } from '#src/http/guards';
import {
  dealerAnswerSchema,
  dealerSourceQuery,
  findDealerAnswerSchema,
  LOCATOR,
  LOCATOR_TEXT,
  locationsAnswerSchema,
  normalizeDistance,
  popupTextSchema,
  resetStoreAnswerSchema,
  STORE_SERVICES,
  tileSettingsSchema,
  zipGeolocationAnswerSchema,
} from '@parts/common/locator';
import { decimal, id, intRange } from '@parts/common/input';
import { errorBody } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { loadSettings } from '#src/features/settings/queries';
import { offlineGeocoder, type Geocoder } from './geocoder';
import { allStores, nearest, preferredFirst, storesWithStock } from './stores';

const lat = decimal('lat', -90, 90);
const lng = decimal('lng', -180, 180);
const getLocationsQuery = z.object({
  user_lat: lat.optional(),
  user_lng: lng.optional(),
  distance: decimal('distance', 0, 12_500).optional(),
  limit: intRange('limit', 1, 100).optional(),
});
const idQuery = z.object({ id: id('id') });

const PICKUP_COOKIE = 'pickup_location';
// The one error shape (decision 0014), plus what the spec wants on failure (getLocations: an empty list).
const refuse = (reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}) =>
  reply.status(status).send({ ...errorBody(message), ...extra });

export async function locatorRoutes(app: App, { db }: Deps, geocoder: Geocoder = offlineGeocoder) {
  const preferred = async (session: { locationId?: number }) =>
    typeof session.locationId === 'number' ? session.locationId : null;

  app.get(
    '/api/location/getLocations',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['locator'],
        summary: 'Stores, nearest first when user_lat and user_lng are given (distance in miles, limit)',
        response: { 200: locationsAnswerSchema },
      },
    },
    async (req, reply) => {
      const q = getLocationsQuery.safeParse(req.query);
      // Spec 000 section 7: "an empty list on failure", so the header never breaks on a bad position.
      if (!q.success)
        return refuse(reply, 400, 'user_lat, user_lng, distance and limit must be numbers in range.', {
          locations: [],
        });
      const { user_lat, user_lng, distance, limit } = q.data;
      const from = user_lat !== undefined && user_lng !== undefined ? { lat: user_lat, lng: user_lng } : null;
      const stores = nearest(await allStores(db, from), from ? (distance ?? null) : null, limit ?? 100);
      return { locations: stores, selected_store: await preferred(await req.session.get()) };
    },
  );

  app.get(
    '/api/location/setGeolocationFromZipCode',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['locator'],
        summary: 'A US ZIP code (address) to coordinates, from offline data; kept in the session',
        querystring: z.object({ address: z.string().max(100).default('') }),
        response: { 200: zipGeolocationAnswerSchema },
      },
    },
    async (req, reply) => {
      const geo = await geocoder.zip(req.query.address);
      if (!geo) return refuse(reply, 400, LOCATOR_TEXT.badZip);
      await req.session.update({ geo: { lat: geo.lat, lng: geo.lng } });
      return { geo: { lat: geo.lat, lng: geo.lng }, city: geo.city, state: geo.state };
    },
  );

  app.get(
    '/module/dealer_locator/source',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['locator'],
        summary:
          'The locator source: type, format=json, search (ZIP or text), distance, filter, selected_store, lat, lng, product_id',
        querystring: dealerSourceQuery,
        response: { 200: dealerAnswerSchema },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const session = await req.session.get();
      let center = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
      let text = '';
      if (q.search) {
        const geo = await geocoder.zip(q.search);
        if (geo) center = { lat: geo.lat, lng: geo.lng };
        else if (/^\d+(-\d*)?$/.test(q.search)) return refuse(reply, 400, LOCATOR_TEXT.badZip);
        else text = q.search.toLowerCase();
      }
      center ??= (session.geo as { lat: number; lng: number } | undefined) ?? null;
      const distance =
        q.type === 'all'
          ? LOCATOR.allStoresMiles
          : q.type === 'product'
            ? LOCATOR.productMiles
            : q.type === 'coordinates'
              ? LOCATOR.coordinateRadius
              : normalizeDistance(q.distance);
      const limit = q.type === 'all' || q.type === 'coordinates' ? LOCATOR.coordinateLimit : LOCATOR.shown;
      const filters = q.filter
        .split(',')
        .map((f) => f.trim())
        .filter((f): f is keyof typeof STORE_SERVICES => f in STORE_SERVICES);
      let stores = await allStores(db, center);
      if (text) stores = stores.filter((s) => `${s.location_name} ${s.address}`.toLowerCase().includes(text));
      // Text that names no store is a place we cannot locate: say so, not "no stores within 25 miles" of it.
      if (text && stores.length === 0) return refuse(reply, 400, LOCATOR_TEXT.unknownPlace(q.search));
      stores = stores.filter((s) => filters.every((f) => s.services.includes(f)));
      if (q.product_id) {
        const stocked = await storesWithStock(db, q.product_id);
        stores = stores.filter((s) => stocked.has(s.location_id));
      }
      const selected = q.selected_store || (await preferred(session));
      const within = nearest(stores, center ? distance : null, Infinity);
      // The shopper's own store leads the list even when it is farther than the distance (spec 000 s9: "preferred first").
      const mine = stores.find((s) => s.location_id === selected);
      const dealers = (mine && !within.includes(mine) ? [mine, ...within] : preferredFirst(within, selected)).slice(
        0,
        limit,
      );
      return {
        dealers,
        center,
        distance,
        selected_store: selected,
        ...(q.product_id && dealers.length === 0 ? { message: LOCATOR_TEXT.productNotFound } : {}),
      };
    },
  );

  app.get(
    '/module/dealer_locator/find_dealer',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['locator'],
        summary: "Makes a store the shopper's store (id): header, footer and pickup follow it",
        querystring: idQuery,
        response: { 200: findDealerAnswerSchema },
      },
    },
    async (req, reply) => {
      const store = (await allStores(db)).find((s) => s.location_id === req.query.id);
      if (!store) return refuse(reply, 404, 'That store was not found.');
      // At the counter, a user may switch only to a store they may work at (decision 0096).
      const staff = await signedInStaff(db, await req.session.get());
      if (staff && !mayWorkAt(staff.storeIds, store.location_id))
        return refuse(reply, 403, STAFF_STORE_MSG.notYourStore(store.location_name));
      await req.session.update({ locationId: store.location_id });
      reply.setCookie(PICKUP_COOKIE, String(store.location_id), { path: '/', sameSite: 'lax', maxAge: 30 * 86_400 });
      return { success: `${store.location_name} is now your store.`, location: store };
    },
  );

  app.get(
    '/module/dealer_locator/reset_store',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['locator'],
        summary: "Forgets the shopper's chosen store",
        response: { 200: resetStoreAnswerSchema },
      },
    },
    async (req, reply) => {
      const session = await req.session.get();
      // A kiosk stays with its own store.
      await req.session.update({
        locationId: typeof session.kioskLocationId === 'number' ? session.kioskLocationId : undefined,
      });
      reply.clearCookie(PICKUP_COOKIE, { path: '/' });
      return { success: 'Your store has been reset.' };
    },
  );

  app.get(
    '/product/product/getDealerLocatorPopupText',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['locator'],
        summary: "The locator popup's heading and text",
        response: { 200: popupTextSchema },
      },
    },
    async () => {
      const s = await loadSettings(db);
      return {
        dealer_locator_popup_heading_text: s.dealer_locator_popup_heading_text,
        dealer_locator_popup_text: s.dealer_locator_popup_text,
      };
    },
  );

  app.get(
    '/api/location/settings',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['locator'],
        summary: 'The map tile URL and attribution the store configured (empty: no map tiles)',
        response: { 200: tileSettingsSchema },
      },
    },
    async () => {
      const s = await loadSettings(db);
      return { tile_url: s.locator_tile_url, attribution: s.locator_tile_attribution };
    },
  );
}
