// The home page's answer is cached (decision 0040): it must change at once when what it shows changes — a price, a
// special, the fitment of a featured part, the shopper's vehicle or universal switch, a special that ends with the
// clock — and its counts must be the ones the category pages list.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomeData } from '@parts/common/catalog';
import type { ListingAnswer } from '@parts/common/listing';
import type { SessionVehicle } from '@parts/common/fitment';
import { startTestServer, type TestServer, type Client } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const one = async <T>(text: string, params: unknown[] = []) => (await server.database.query<T>(text, params))[0]!;
const home = async (client: Client) => {
  const res = await client.get<HomeData>('/api/home');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const save = (client: Client, v: { year: number; make_id: number; model_id: number }) =>
  client.get(`/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}`);
const showUniversal = async (client: Client, on: boolean) => {
  const v = (await client.get<SessionVehicle>('/ymm/json/getVehicle')).body;
  if (v.show_universal !== on) await client.get('/ymm/json/toggle_universal');
  expect((await client.get<SessionVehicle>('/ymm/json/getVehicle')).body.show_universal).toBe(on);
};
const guestGroup = async () =>
  (await one<{ id: number }>('select customer_group_id as id from customer_groups where is_default')).id;
/** A vehicle with many parts made for it (so the home page features twelve of them). */
const busyVehicle = (skip = 0) =>
  one<{ year: number; make_id: number; model_id: number; base_vehicle_id: number }>(
    `select bv.year, bv.make_id, bv.model_id, bv.base_vehicle_id from base_vehicles bv
     join applications a using (base_vehicle_id) join products p using (product_id)
     where p.status and not p.universal group by bv.base_vehicle_id order by count(distinct p.product_id) desc, bv.base_vehicle_id
     limit 1 offset $1`,
    [skip],
  );

describe('the cached home page changes when what it shows changes', () => {
  it('shows a new special and a new list price on the next request', async () => {
    const client = server.client();
    const card = (await home(client)).featured[0]!;
    const cents = (c: HomeData['featured'][number]) => Math.round(Number(c.price) * 100);
    const find = async () => (await home(client)).featured.find((c) => c.product_id === card.product_id)!;
    // The part's price is its list price alone (no special, tier or rebate), at $50.00.
    for (const table of ['product_specials', 'product_discounts', 'instant_rebates'])
      await server.database.query(`delete from ${table} where product_id = $1`, [card.product_id]);
    await server.database.query('update products set price_cents = 5000, minimum = 1 where product_id = $1', [
      card.product_id,
    ]);
    expect(cents(await find())).toBe(5000);
    // Asked again (a cache hit), the same.
    expect(cents(await find())).toBe(5000);
    await server.database.query(
      'insert into product_specials (product_id, customer_group_id, price_cents) values ($1, $2, 4200)',
      [card.product_id, await guestGroup()],
    );
    const onSale = await find();
    expect(onSale.special_text).toBe('Sale');
    expect(cents(onSale)).toBe(4200);
    await server.database.query('delete from product_specials where product_id = $1', [card.product_id]);
    await server.database.query('update products set price_cents = 6100 where product_id = $1', [card.product_id]);
    const dearer = await find();
    expect(dearer.special_text).toBeNull();
    expect(cents(dearer)).toBe(6100);
  });

  it('drops a featured part that no longer fits the vehicle on the next request', async () => {
    const client = server.client();
    const v = await busyVehicle();
    await save(client, v);
    await showUniversal(client, false);
    const before = await home(client);
    expect(before.featured).toHaveLength(12);
    const gone = before.featured[0]!;
    expect(['yes', 'maybe']).toContain(gone.fit.result);
    await server.database.query('delete from applications where product_id = $1 and base_vehicle_id = $2', [
      gone.product_id,
      v.base_vehicle_id,
    ]);
    const after = await home(client);
    expect(after.featured.map((c) => c.product_id)).not.toContain(gone.product_id);
    expect(after.featured.map((c) => c.fit.result)).not.toContain('no');
  });

  it('follows the vehicle and the universal switch', async () => {
    const client = server.client();
    const guest = await home(client);
    const a = await busyVehicle(1);
    const b = await busyVehicle(2);
    await save(client, a);
    await showUniversal(client, false);
    const forA = await home(client);
    await save(client, b);
    const forB = await home(client);
    // Made for the vehicle (some only for some of its configurations: "maybe"), none universal with the switch off.
    for (const d of [forA, forB]) {
      expect(d.featured.map((c) => c.fit.result)).not.toContain('no');
      expect(d.featured.map((c) => c.universal)).not.toContain(true);
    }
    // Each vehicle's featured parts have applications on it.
    const fitsOn = async (bv: number, ids: number[]) =>
      (
        await server.database.query<{ product_id: number }>(
          'select distinct product_id from applications where base_vehicle_id = $1 and product_id = any($2::int[])',
          [bv, ids],
        )
      ).length;
    const idsA = forA.featured.map((c) => c.product_id);
    const idsB = forB.featured.map((c) => c.product_id);
    expect(await fitsOn(a.base_vehicle_id, idsA)).toBe(idsA.length);
    expect(await fitsOn(b.base_vehicle_id, idsB)).toBe(idsB.length);
    expect(idsB).not.toEqual(idsA);
    expect(idsA).not.toEqual(guest.featured.map((c) => c.product_id));
    // The same client switching universal parts on sees more parts counted.
    const total = (d: HomeData) => d.categories.reduce((n, c) => n + c.product_count, 0);
    await showUniversal(client, true);
    const withUniversal = await home(client);
    expect(total(withUniversal)).toBeGreaterThan(total(forB));
  });

  it('ends a cached answer when a featured part’s special ends, with no catalogue change', async () => {
    const client = server.client();
    const card = (await home(client)).featured[1]!;
    for (const table of ['product_specials', 'product_discounts', 'instant_rebates'])
      await server.database.query(`delete from ${table} where product_id = $1`, [card.product_id]);
    await server.database.query('update products set price_cents = 3000, minimum = 1 where product_id = $1', [
      card.product_id,
    ]);
    await server.database.query(
      `insert into product_specials (product_id, customer_group_id, price_cents, date_end)
       values ($1, $2, 2500, now() + interval '3 seconds')`,
      [card.product_id, await guestGroup()],
    );
    const find = async () => (await home(client)).featured.find((c) => c.product_id === card.product_id)!;
    expect((await find()).special_text).toBe('Sale');
    expect((await find()).price).toBe('25.00');
    // The clock passes the special's end (well within the cache's 30 s): the next answer is the list price.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    const after = await find();
    expect(after.special_text).toBeNull();
    expect(after.price).toBe('30.00');
  });
});

describe('the home page counts what the category pages list', () => {
  const listed = async (client: Client, categoryId: number) =>
    (await client.get<ListingAnswer>(`/api/products?category_id=${categoryId}&limit=1`)).body.total;
  const countsMatch = async (client: Client) => {
    const d = await home(client);
    expect(d.categories.length).toBeGreaterThan(0);
    for (const c of d.categories)
      expect([c.name, c.product_count]).toEqual([c.name, await listed(client, c.category_id)]);
    return d;
  };

  it('without a vehicle, with one, and with universal parts shown', async () => {
    const client = server.client();
    await countsMatch(client);
    await save(client, await busyVehicle(3));
    await showUniversal(client, false);
    const without = await countsMatch(client);
    await showUniversal(client, true);
    const withUniversal = await countsMatch(client);
    expect(withUniversal.categories[0]!.product_count).toBeGreaterThanOrEqual(without.categories[0]!.product_count);
  });
});
