// Stores and geolocation over HTTP: getLocations, ZIP codes, the dealer-locator calls and the popup text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFlags } from '@parts/common/flags';
import type { DealerAnswer, StoreLocation } from '@parts/common/locator';
import { setStock } from '#src/test/cart-fixtures';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Locations = { locations: StoreLocation[]; selected_store: number | null };

describe('GET /api/location/getLocations', () => {
  it('lists the three stores (not the warehouse) with the first email and opening hours', async () => {
    const res = await server.client().get<Locations>('/api/location/getLocations');
    expect(res.status).toBe(200);
    expect(res.body.locations.map((l) => l.location_name)).toEqual([
      'Austin - North Lamar',
      'Round Rock',
      'San Marcos',
    ]);
    expect(res.body.locations[1]).toMatchObject({ formatted_telephone: '(512) 555-0188', distance: null });
    expect(res.body.locations[0]!.opening_hours.length).toBeGreaterThan(0);
  });

  it('orders by great-circle miles from the shopper, within distance and limit', async () => {
    // Round Rock's city centre.
    const res = await server
      .client()
      .get<Locations>('/api/location/getLocations?user_lat=30.5083&user_lng=-97.6789&distance=25&limit=2');
    expect(res.body.locations.map((l) => l.location_name)).toEqual(['Round Rock', 'Austin - North Lamar']);
    expect(res.body.locations[0]!.distance).toBeLessThan(2);
    const far = await server
      .client()
      .get<Locations>('/api/location/getLocations?user_lat=40.7&user_lng=-74&distance=100');
    expect(far.body.locations).toEqual([]);
  });

  it('answers an empty list with a 400 on bad input', async () => {
    for (const q of ['user_lat=abc&user_lng=1', 'user_lat=91&user_lng=0', 'limit=0', 'distance=-5']) {
      const res = await server.client().get<Locations>(`/api/location/getLocations?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.locations).toEqual([]);
    }
  });
});

describe('GET /api/location/setGeolocationFromZipCode', () => {
  it('turns a US ZIP code into coordinates from offline data', async () => {
    const res = await server
      .client()
      .get<{ geo: { lat: number; lng: number } }>('/api/location/setGeolocationFromZipCode?address=78664');
    expect(res.status).toBe(200);
    expect(res.body.geo.lat).toBeCloseTo(30.51, 1);
    expect(res.body.geo.lng).toBeCloseTo(-97.67, 1);
  });

  it('refuses anything else with the spec message', async () => {
    for (const address of ['', '00000', 'abcde', '7866', '786640']) {
      const res = await server.client().get(`/api/location/setGeolocationFromZipCode?address=${address}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Invalid ZIP code. Please try again.');
    }
  });
});

describe('the dealer locator', () => {
  const source = (q: string) => server.client().get<DealerAnswer>(`/module/dealer_locator/source?format=json&${q}`);

  it('finds the nearest stores to a ZIP code within the distance, at most three', async () => {
    const near = await source('search=78666&distance=10');
    expect(near.body.dealers.map((d) => d.location_name)).toEqual(['San Marcos']);
    const wide = await source('search=78666&distance=250');
    expect(wide.body.dealers.map((d) => d.location_name)).toEqual(['San Marcos', 'Austin - North Lamar', 'Round Rock']);
    // Out of range goes back to 10; none given is 25.
    expect((await source('search=78666&distance=999')).body.distance).toBe(10);
    expect((await source('search=78666')).body.distance).toBe(25);
    expect((await source('search=78666&type=all')).body.distance).toBe(50);
  });

  it('filters by service, searches by name, puts the selected store first, and refuses a bad ZIP', async () => {
    const installs = await source('search=78664&distance=250&filter=installation');
    expect(installs.body.dealers.map((d) => d.location_name)).toEqual(['Austin - North Lamar', 'San Marcos']);
    expect((await source('search=marcos')).body.dealers.map((d) => d.location_name)).toEqual(['San Marcos']);
    const chosen = await source('search=78664&distance=250&selected_store=3');
    expect(chosen.body.dealers[0]!.location_name).toBe('San Marcos');
    // Even when it is farther than the distance.
    const far = await source('search=78664&distance=10&selected_store=3');
    expect(far.body.dealers.map((d) => d.location_name)).toEqual(['San Marcos', 'Round Rock']);
    expect((await source('search=00000')).status).toBe(400);
    // A word that is no ZIP code and names no store is a place the locator does not know (issue 31).
    const unknown = await source('search=abc');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'We don\'t know a place called "abc". Try a ZIP code or a store\'s town.',
    });
    expect((await source('type=elsewhere')).status).toBe(400);
    expect((await source('lat=100&lng=0')).status).toBe(400);
  });

  it('looks a product up within 250 miles and says so when no store has it', async () => {
    const part = await plainPart(server.database.db, 7);
    await setStock(server.database.db, part.product_id, 4, 3);
    const found = await source(`type=product&search=78664&product_id=${part.product_id}`);
    expect(found.body.dealers.map((d) => d.location_name)).toEqual(['San Marcos']);
    await setStock(server.database.db, part.product_id, 0, 3);
    const none = await source(`type=product&search=78664&product_id=${part.product_id}`);
    expect(none.body).toMatchObject({ dealers: [], message: "We couldn't find this product within 250 miles." });
  });

  it('find_dealer makes a store the header store and the pickup cookie; reset_store forgets it', async () => {
    const c = server.client();
    const res = await c.get('/module/dealer_locator/find_dealer?id=3');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((h) => h.startsWith('pickup_location=3'))).toBe(true);
    expect((await c.get<PageFlags>('/api/app/flags')).body.store.current_location?.location_name).toBe('San Marcos');
    expect((await c.get<Locations>('/api/location/getLocations')).body.selected_store).toBe(3);
    expect((await c.get('/module/dealer_locator/reset_store')).status).toBe(200);
    expect((await c.get<Locations>('/api/location/getLocations')).body.selected_store).toBeNull();
    expect((await c.get('/module/dealer_locator/find_dealer?id=4')).status).toBe(404);
    expect((await c.get('/module/dealer_locator/find_dealer?id=abc')).status).toBe(400);
    expect((await c.get('/module/dealer_locator/find_dealer')).status).toBe(400);
  });

  it('answers the popup text', async () => {
    const res = await server.client().get('/product/product/getDealerLocatorPopupText');
    expect(res.body).toMatchObject({ dealer_locator_popup_heading_text: 'Find your nearest store' });
    expect(String(res.body.dealer_locator_popup_text).length).toBeGreaterThan(10);
  });
});

describe('POST /checkout/cart/storeLocatorAddProduct', () => {
  it('adds a part for pickup from the locator, and refuses a bad product or quantity without touching the cart', async () => {
    const part = await plainPart(server.database.db);
    const c = server.client();
    const bad: [Record<string, string>, string][] = [
      [{ product_id: 'abc', quantity: '1' }, 'product_id'],
      [{ product_id: String(part.product_id), quantity: '0' }, 'quantity'],
      [{ product_id: String(part.product_id), quantity: '1e3' }, 'quantity'],
      [{ quantity: '1' }, 'product_id'],
    ];
    for (const [body, field] of bad) {
      const res = await c.post<{ errors: Record<string, string> }>(
        '/index.php?route=checkout/cart/storeLocatorAddProduct',
        body,
        { form: true },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await c.get<{ total_items: number }>('/checkout/cart/getData')).body.total_items).toBe(0);
    const ok = await c.post<{ total_items: number }>(
      '/index.php?route=checkout/cart/storeLocatorAddProduct',
      { product_id: String(part.product_id), quantity: '2' },
      { form: true },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.total_items).toBe(2);
  });
});
