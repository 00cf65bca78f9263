// Listings over HTTP on the demo data: every kind with good and bad input, sorting, paging, the price block, and the
// session vehicle's filter (a part that does not fit is absent; universal parts only with Show Universal Parts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnswer } from '@parts/common/listing';
import type { SessionVehicle } from '@parts/common/fitment';
import { startTestServer, type TestServer, type Client } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const one = async <T>(text: string, params: unknown[] = []) => (await server.database.query<T>(text, params))[0]!;
const list = async (client: Client, query: string) => {
  const res = await client.get<ListingAnswer>(`/api/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const save = (client: Client, v: { year: number; make_id: number; model_id: number }) =>
  client.get(`/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}`);

describe('listing kinds', () => {
  it('answers every kind with cards, a total and a heading', async () => {
    const client = server.client();
    const cat = await one<{ category_id: number; name: string }>(
      `select c.category_id, c.name from categories c join product_categories pc using (category_id) where c.parent_id is not null group by 1, 2 order by count(*) desc limit 1`,
    );
    const brand = await one<{ manufacturer_id: number; name: string }>(
      'select m.manufacturer_id, m.name from manufacturers m join products p using (manufacturer_id) group by 1, 2 order by count(*) desc limit 1',
    );
    const series = await one<{ series_id: number; name: string }>(
      'select s.series_id, s.name from series s join products p using (series_id) group by 1, 2 order by count(*) desc limit 1',
    );
    const kit = await one<{ package_id: number; n: number }>(
      'select package_id, count(*)::int as n from package_components group by 1 order by 1 limit 1',
    );
    const product = await one<{ product_id: number; series_id: number }>(
      'select product_id, series_id from products where series_id is not null order by product_id limit 1',
    );

    const byCategory = await list(client, `category_id=${cat.category_id}`);
    expect(byCategory.title).toBe(cat.name);
    expect(byCategory.limit).toBe(15);
    expect(byCategory.products.length).toBe(Math.min(15, byCategory.total));
    expect(
      (await list(client, `manufacturer_id=${brand.manufacturer_id}`)).products.every(
        (p) => p.manufacturer === brand.name,
      ),
    ).toBe(true);
    expect((await list(client, `series_id=${series.series_id}`)).title).toBe(series.name);

    const best = await list(client, 'list=bestsellers&limit=10');
    expect(best.title).toBe('Bestsellers');
    const sales = await server.database.query<{ product_id: number }>(
      'select product_id from products where status order by sales_count desc, product_id limit 10',
    );
    expect(best.products.map((p) => p.product_id)).toEqual(sales.map((s) => s.product_id));

    const latest = await list(client, 'list=latest&limit=5');
    const newest = await server.database.query<{ product_id: number }>(
      'select product_id from products where status order by date_added desc, product_id desc limit 5',
    );
    expect(latest.products.map((p) => p.product_id)).toEqual(newest.map((s) => s.product_id));

    const specials = await list(client, 'list=specials&limit=50');
    expect(specials.total).toBeGreaterThan(0);
    expect(specials.products.every((p) => p.special_text === 'Sale' && p.price_before_discounts_text !== null)).toBe(
      true,
    );

    const components = await list(client, `list=components&product_id=${kit.package_id}`);
    expect(components.total).toBe(kit.n);

    const related = await list(client, `list=related&product_id=${product.product_id}&limit=5`);
    expect(related.products.some((p) => p.product_id === product.product_id)).toBe(false);
    expect(related.total).toBeGreaterThan(0);

    expect((await list(client, 'list=featured&limit=12')).products).toHaveLength(12);
  });

  it('refuses bad sort, order, limit, page and kind with a 400 naming the field', async () => {
    const client = server.client();
    const cases: [string, string][] = [
      ['sort=cheapest', 'sort: sort must be one of default, name, price, rating, newest.'],
      ['order=up', 'order: order must be asc or desc.'],
      ['limit=0', 'limit: limit must be 1 or more.'],
      ['limit=101', 'limit: limit must be 100 or less.'],
      ['limit=ten', 'limit: limit must be a number.'],
      ['page=0', 'page: page must be 1 or more.'],
      ['page=1.5', 'page: page must be a whole number.'],
      ['list=popular', 'list: list must be one of all, bestsellers, latest, specials, related, components, featured.'],
      ['category_id=abc', 'category_id: category_id must be a number.'],
    ];
    for (const [query, message] of cases) {
      const res = await client.get(`/api/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe(message);
    }
    const noProduct = await client.get('/api/products?list=related');
    expect(noProduct.status).toBe(400);
    expect(noProduct.body.error).toBe('product_id is required for the related listing.');
    expect((await client.get('/api/products?colour=red')).status).toBe(400);
    const missing = await client.get('/api/products?category_id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('That category is not in the catalogue.');
    expect((await client.get('/api/products?manufacturer_id=999999')).status).toBe(404);
  });
});

describe('sorting and paging', () => {
  it('sorts by name, price, rating and newest, both ways', async () => {
    const client = server.client();
    const cat = await one<{ category_id: number }>(
      'select category_id from product_categories group by 1 order by count(*) desc limit 1',
    );
    const names = (await list(client, `category_id=${cat.category_id}&sort=name&limit=30`)).products.map((p) =>
      p.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const namesDesc = (await list(client, `category_id=${cat.category_id}&sort=name&order=desc&limit=30`)).products.map(
      (p) => p.name.toLowerCase(),
    );
    expect(namesDesc).toEqual([...namesDesc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    // Price sorts by the price the card shows (rebates and the group's prices included), both ways and for any group.
    const priced = (await list(client, `category_id=${cat.category_id}&sort=price&limit=30`)).products.map((p) =>
      Number(p.price),
    );
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    const installer = server.client();
    expect(
      (await installer.post('/api/account/login', { email: 'shop@example.com', password: 'shopper123' })).status,
    ).toBe(200);
    const pricedDesc = (
      await list(installer, `category_id=${cat.category_id}&sort=price&order=desc&limit=30`)
    ).products.map((p) => Number(p.price));
    expect(pricedDesc).toEqual([...pricedDesc].sort((a, b) => b - a));
    const ratings = (await list(client, `category_id=${cat.category_id}&sort=rating&limit=30`)).products.map(
      (p) => p.rating!,
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const newest = (await list(client, `category_id=${cat.category_id}&sort=newest&limit=5`)).products.map(
      (p) => p.product_id,
    );
    const expected = await server.database.query<{ product_id: number }>(
      'select p.product_id from products p join product_categories pc using (product_id) where pc.category_id = $1 and p.status order by p.date_added desc, p.product_id desc limit 5',
      [cat.category_id],
    );
    expect(newest).toEqual(expected.map((r) => r.product_id));
  });

  it('pages without overlap and keeps the total', async () => {
    const client = server.client();
    const first = await list(client, 'list=bestsellers&limit=25&page=1');
    const second = await list(client, 'list=bestsellers&limit=25&page=2');
    expect(second.total).toBe(first.total);
    const ids = new Set(first.products.map((p) => p.product_id));
    expect(second.products.some((p) => ids.has(p.product_id))).toBe(false);
    expect((await list(client, 'list=bestsellers&limit=25&page=9999')).products).toEqual([]);
  });
});

describe('card price block', () => {
  it("prices cards by the one rule for the shopper's customer group", async () => {
    // A part without specials or rebates gets a fleet-only special: a guest sees retail, the fleet customer the special.
    const row = await one<{ product_id: number; category_id: number; price_cents: number }>(
      `select p.product_id, p.category_id, p.price_cents from products p where p.status and p.price_cents > 1000
        and not exists (select 1 from instant_rebates ir where ir.product_id = p.product_id)
        and not exists (select 1 from product_specials ps where ps.product_id = p.product_id)
        and not exists (select 1 from product_discounts pd where pd.product_id = p.product_id) order by p.product_id limit 1`,
    );
    const special = row.price_cents - 500;
    await server.database.query(
      `insert into product_specials (product_id, customer_group_id, price_cents) select $1, customer_group_id, $2 from customer_groups where name = 'Fleet'`,
      [row.product_id, special],
    );
    const guest = server.client();
    const find = async (client: Client) => {
      for (let page = 1; page < 50; page++) {
        const body = await list(client, `category_id=${row.category_id}&limit=100&page=${page}`);
        const card = body.products.find((p) => p.product_id === row.product_id);
        if (card || body.products.length === 0) return card;
      }
      return undefined;
    };
    const asGuest = (await find(guest))!;
    expect(asGuest.price).toBe((row.price_cents / 100).toFixed(2));
    expect(asGuest.price_block?.original_unit_price_text).toBeNull();
    // Log the fleet customer in by the session row (the account branch owns the login call).
    const fleet = server.client();
    // The session row is created lazily: resetting the vehicle makes one.
    await fleet.get('/ymm/json/saveVehicle');
    const customer = await one<{ customer_id: number }>(
      `select customer_id from customers where email = 'fleet@example.com'`,
    );
    expect(fleet.cookies.get('sid')).toBeTruthy();
    await server.database.query(
      `update sessions set data = jsonb_set(data, '{customerId}', to_jsonb($1::int)) where id = $2`,
      [customer.customer_id, fleet.cookies.get('sid')],
    );
    const asFleet = (await find(fleet))!;
    expect(asFleet.price).toBe((special / 100).toFixed(2));
    expect(asFleet.price_block?.special_text).toBe('Sale');
    expect(asFleet.price_block?.original_unit_price_text).toBe(`$${(row.price_cents / 100).toFixed(2)}`);
  });
});

describe('vehicle filter', () => {
  it('drops parts that do not fit the session vehicle from every listing kind', async () => {
    const client = server.client();
    const p = await one<{
      product_id: number;
      category_id: number;
      year: number;
      make_id: number;
      model_id: number;
      base_vehicle_id: number;
    }>(
      `select p.product_id, p.category_id, bv.year, bv.make_id, bv.model_id, bv.base_vehicle_id from applications a join products p using (product_id) join base_vehicles bv using (base_vehicle_id)
        where a.sub_model_id is null and a.engine_id is null and a.body_type_id is null and a.bed_length_id is null order by a.application_id limit 1`,
    );
    // A part of the same category with applications, none on this vehicle: it must not be listed.
    const misfit = await one<{ product_id: number }>(
      `select p.product_id from products p where p.category_id = $1 and not p.universal and exists (select 1 from applications a where a.product_id = p.product_id)
        and not exists (select 1 from applications a where a.product_id = p.product_id and a.base_vehicle_id = $2) limit 1`,
      [p.category_id, p.base_vehicle_id],
    );
    const before = await list(client, `category_id=${p.category_id}&limit=100`);
    await save(client, p);
    const vehicle = (await client.get<SessionVehicle>('/ymm/json/getVehicle')).body;
    if (vehicle.show_universal) await client.get('/ymm/json/toggle_universal');
    for (const query of [
      `category_id=${p.category_id}&limit=100`,
      'list=bestsellers&limit=100',
      'list=latest&limit=100',
      `category_id=${p.category_id}&sort=price&limit=100`,
    ]) {
      const body = await list(client, query);
      const ids = body.products.map((c) => c.product_id);
      expect(ids, query).not.toContain(misfit.product_id);
      expect(
        body.products.every((c) => c.fit.result === 'yes' || c.fit.result === 'maybe'),
        query,
      ).toBe(true);
    }
    const after = await list(client, `category_id=${p.category_id}&limit=100`);
    expect(after.total).toBeLessThan(before.total);
    expect(after.products.map((c) => c.product_id)).toContain(p.product_id);
  });

  it('shows universal parts only with Show Universal Parts on, and a cached page follows the switch', async () => {
    const client = server.client();
    const u = await one<{ category_id: number }>(
      'select category_id from products where universal group by category_id order by count(*) desc limit 1',
    );
    const bv = await one<{ year: number; make_id: number; model_id: number }>(
      'select year, make_id, model_id from base_vehicles bv where exists (select 1 from applications a where a.base_vehicle_id = bv.base_vehicle_id) limit 1',
    );
    await save(client, bv);
    const universal = async () =>
      (await list(client, `category_id=${u.category_id}&limit=100`)).products.filter((c) => c.universal).length;
    let vehicle = (await client.get<SessionVehicle>('/ymm/json/getVehicle')).body;
    if (vehicle.show_universal) vehicle = (await client.get<SessionVehicle>('/ymm/json/toggle_universal')).body;
    expect(vehicle.show_universal).toBe(false);
    expect(await universal()).toBe(0);
    await client.get('/ymm/json/toggle_universal');
    expect(await universal()).toBeGreaterThan(0);
    await client.get('/ymm/json/toggle_universal');
    expect(await universal()).toBe(0);
  });

  it('never serves a cached page that a fitment change made wrong', async () => {
    const client = server.client();
    const p = await one<{
      product_id: number;
      category_id: number;
      year: number;
      make_id: number;
      model_id: number;
      base_vehicle_id: number;
    }>(
      `select p.product_id, p.category_id, bv.year, bv.make_id, bv.model_id, bv.base_vehicle_id from applications a join products p using (product_id) join base_vehicles bv using (base_vehicle_id)
        where a.sub_model_id is null and a.engine_id is null and a.body_type_id is null and a.bed_length_id is null and not p.universal order by a.application_id desc limit 1`,
    );
    await save(client, p);
    const query = `category_id=${p.category_id}&limit=100`;
    expect((await list(client, query)).products.map((c) => c.product_id)).toContain(p.product_id);
    // The applications go (as an ACES FULL import of the brand would do): the next request must not list the part.
    await server.database.query('delete from applications where product_id = $1 and base_vehicle_id = $2', [
      p.product_id,
      p.base_vehicle_id,
    ]);
    expect((await list(client, query)).products.map((c) => c.product_id)).not.toContain(p.product_id);
  });
});
