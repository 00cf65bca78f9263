// Site search over HTTP on the demo data: part numbers typed three ways, a misspelt name, exact part numbers first,
// brand and category words, the filters, bad input, the vehicle filter, and autocomplete's four sections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteAnswer, ListingAnswer } from '@parts/common/listing';
import type { SessionVehicle } from '@parts/common/fitment';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { startTestServer, type TestServer, type Client } from '#src/test/http';
import { lexiconBuildCount, parseTerm, searchSql } from './search';
import { buildVocab } from './words';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const one = async <T>(text: string, params: unknown[] = []) => (await server.database.query<T>(text, params))[0]!;
const search = async (client: Client, query: Record<string, string>) => {
  const res = await client.get<ListingAnswer>(`/api/search?${new URLSearchParams(query).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('search', () => {
  it('finds a "BD-1234"-style part number however it is typed, exact hits first', async () => {
    const client = server.client();
    const part = await one<{ product_id: number; mpn: string; mpn_key: string }>(
      `select product_id, mpn, mpn_key from products where mpn ~ '^[A-Z]{2}-[0-9]{4}$' order by product_id limit 1`,
    );
    const [letters, digits] = part.mpn.split('-') as [string, string];
    for (const typed of [part.mpn, `${letters.toLowerCase()}${digits}`, `${letters} ${digits}`]) {
      const body = await search(client, { search: typed });
      expect(body.total, typed).toBeGreaterThan(0);
      // Exact part-number hits rank first (several brands may share a number): the first hit has this key.
      expect(body.products[0]!.mpn.toUpperCase().replace(/[^A-Z0-9]/g, ''), typed).toBe(part.mpn_key);
      expect(
        body.products.slice(0, 15).map((p) => p.product_id),
        typed,
      ).toContain(part.product_id);
    }
  });

  it('finds a part by its brand code and part number as cards print them ("BRLA BR-2150"), that part first', async () => {
    const client = server.client();
    const part = await one<{ product_id: number; mpn: string; aaia: string }>(
      `select p.product_id, p.mpn, m.aaia from products p join manufacturers m using (manufacturer_id) where p.status and p.mpn ~ '-' order by p.product_id limit 1`,
    );
    for (const typed of [`${part.aaia} ${part.mpn}`, `${part.aaia.toLowerCase()} ${part.mpn.replace('-', '')}`]) {
      const body = await search(client, { search: typed });
      expect(body.products[0]?.product_id, typed).toBe(part.product_id);
    }
  });

  it('ranks the exact part number above parts whose numbers only start with it', async () => {
    const client = server.client();
    // A second part whose number only starts with the first one's (as "BD-1234" and "BD-12345" would).
    const base = await one<{ product_id: number; mpn: string }>(
      `select product_id, mpn from products where mpn ~ '[0-9]' order by product_id limit 1`,
    );
    const longer = await one<{ product_id: number }>(
      `insert into products (manufacturer_id, category_id, series_id, sku, mpn, mpn_key, name, price_cents, image, sales_count)
        select manufacturer_id, category_id, series_id, sku || '-LONG', mpn || '7', mpn_key || '7', name, price_cents, image, 999999 from products where product_id = $1 returning product_id`,
      [base.product_id],
    );
    const pair = { short: base.mpn, long_id: longer.product_id };
    const body = await search(client, { search: pair.short, limit: '100' });
    const keys = body.products.map((p) => p.mpn.toUpperCase().replace(/[^A-Z0-9]/g, ''));
    const key = pair.short.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const firstLonger = keys.findIndex((k) => k !== key);
    expect(keys[0]).toBe(key);
    expect(keys.slice(firstLonger).includes(key)).toBe(false);
    expect(body.products.map((p) => p.product_id)).toContain(pair.long_id);
  });

  it('finds a part by name, with a misspelt word, by SKU and by brand', async () => {
    const client = server.client();
    const p = await one<{ product_id: number; name: string; sku: string; manufacturer: string }>(
      `select p.product_id, p.name, p.sku, m.name as manufacturer from products p join manufacturers m using (manufacturer_id) where p.name ~* 'alternator|caliper|radiator' order by p.product_id limit 1`,
    );
    const exact = await search(client, { search: p.name, limit: '100' });
    expect(exact.products.map((c) => c.product_id)).toContain(p.product_id);
    const misspelt = p.name
      .replace(/alternator/i, 'alternatr')
      .replace(/caliper/i, 'calliper')
      .replace(/radiator/i, 'radaitor');
    expect(misspelt).not.toBe(p.name);
    const typo = await search(client, { search: misspelt, limit: '100' });
    expect(typo.products.map((c) => c.product_id)).toContain(p.product_id);
    expect((await search(client, { search: p.sku })).products[0]!.product_id).toBe(p.product_id);
    const brand = await search(client, { search: p.manufacturer, search_in_brand_or_category: 'true', limit: '50' });
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.products.every((c) => c.manufacturer === p.manufacturer || c.name.includes(p.manufacturer))).toBe(
      true,
    );
  });

  it('matches a word too far from every catalogue word by trigram similarity', async () => {
    const client = server.client();
    const body = await search(client, { search: 'alternatorxyz', limit: '100' });
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.every((c) => /alternator/i.test(c.name))).toBe(true);
  });

  it('finds "brake pad" parts, narrows by brand and category, and answers nothing for nonsense', async () => {
    const client = server.client();
    const all = await search(client, { search: 'brake pad', description: 'true', search_in_brand_or_category: 'true' });
    expect(all.total).toBeGreaterThan(0);
    expect(all.limit).toBe(15);
    expect(all.products.every((c) => /brake pad/i.test(c.name))).toBe(true);
    const first = all.products[0]!;
    const byBrand = await search(client, { search: 'brake pad', manufacturer_id: String(first.manufacturer_id) });
    expect(byBrand.products.every((c) => c.manufacturer_id === first.manufacturer_id)).toBe(true);
    expect(byBrand.total).toBeLessThanOrEqual(all.total);
    expect((await search(client, { search: 'brake pad', manufacturer_id: '0', category_id: '0' })).total).toBe(
      (await search(client, { search: 'brake pad' })).total,
    );
    expect(await search(client, { search: 'qqxxzzvv' })).toMatchObject({ products: [], total: 0 });
    expect(await search(client, { search: '' })).toMatchObject({ products: [], total: 0 });
  });

  it('refuses bad input with a 400', async () => {
    const client = server.client();
    expect((await client.get('/api/search?search=pad&sort=cheap')).status).toBe(400);
    const limit = await client.get('/api/search?search=pad&limit=500');
    expect(limit.status).toBe(400);
    expect(limit.body.error).toBe('limit: limit must be 100 or less.');
    expect((await client.get(`/api/search?search=${'x'.repeat(101)}`)).body.error).toBe(
      'search: Maximum 100 characters',
    );
    expect((await client.get('/api/search?search=pad&description=maybe')).status).toBe(400);
  });

  it('honours the session vehicle', async () => {
    const client = server.client();
    const p = await one<{
      category_name: string;
      base_vehicle_id: number;
      year: number;
      make_id: number;
      model_id: number;
    }>(
      `select c.name as category_name, bv.base_vehicle_id, bv.year, bv.make_id, bv.model_id from applications a join products p using (product_id)
        join categories c on c.category_id = p.category_id join base_vehicles bv using (base_vehicle_id) order by a.application_id limit 1`,
    );
    const term = p.category_name.replace(/s$/, '');
    const before = await search(client, { search: term, limit: '100' });
    await client.get(`/ymm/json/saveVehicle?add1=Year:${p.year}&add2=MakeID:${p.make_id}&add3=ModelID:${p.model_id}`);
    const vehicle = (await client.get<SessionVehicle>('/ymm/json/getVehicle')).body;
    if (vehicle.show_universal) await client.get('/ymm/json/toggle_universal');
    const after = await search(client, { search: term, limit: '100' });
    expect(after.total).toBeLessThan(before.total);
    expect(after.products.every((c) => c.fit.result === 'yes' || c.fit.result === 'maybe')).toBe(true);
  });

  it('finds the air/fuel ratio sensors by "fuel", a slash parting the words of a name', async () => {
    const client = server.client();
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from products where status and name ~* '(^| )Air/Fuel'`,
    );
    expect(n).toBeGreaterThan(0);
    const body = await search(client, { search: 'fuel ratio', limit: '100' });
    expect(body.products.filter((c) => /Air\/Fuel/.test(c.name)).length).toBe(Math.min(n, 100));
    const suggested = (
      await client.get<AutocompleteAnswer>('/api/search/autocomplete?search=fuel%20rat&limit=5&parts_limit=10')
    ).body;
    expect(suggested.parts.length).toBeGreaterThan(0);
    expect(suggested.parts.every((p) => /Air\/Fuel/.test(p.name))).toBe(true);
  });

  it('answers a 5 MB search, longer than an address can be, with a 431 that says what to do', async () => {
    const res = await fetch(`${server.baseUrl}/api/search?search=${'brake%20pads%20'.repeat(400_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: 'The address is too long. A search takes at most 100 characters.' });
    // The server goes on answering.
    expect((await search(server.client(), { search: 'brake pads' })).total).toBeGreaterThan(0);
  });

  it('takes a part-number start for every part whose key starts so, as LIKE does, whatever its last character', async () => {
    const vocab = buildVocab([]);
    // Starts of real keys ending in a letter, in a 9 (the range's bound then is ':') and in another digit.
    for (const ending of ['[A-Z]', '9', '[0-8]']) {
      const { k } = await one<{ k: string }>(
        `select left(mpn_key, n) as k from products, generate_series(3, 8) n where left(mpn_key, n) ~ '[0-9]' and left(mpn_key, n) ~ '${ending}$' and length(mpn_key) >= n order by product_id, n limit 1`,
      );
      const found = searchSql(parseTerm(vocab, k), { description: false })!;
      const { sql: text, params } = new PgDialect().sqlToQuery(
        sql`select count(*)::int as n from products p where ${found.numbers}`,
      );
      const byRange = (await server.database.query<{ n: number }>(text, params))[0]!.n;
      const byLike = await one<{ n: number }>(
        `select count(*)::int as n from products where mpn_key like $1 or sku = $2`,
        [`${k}%`, k],
      );
      expect(byRange, k).toBe(byLike.n);
      expect(byRange, k).toBeGreaterThan(0);
    }
  });
});

describe('autocomplete', () => {
  it('answers four sections with the asked sizes', async () => {
    const client = server.client();
    const res = await client.get<AutocompleteAnswer>('/api/search/autocomplete?search=brake&limit=8&parts_limit=12');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['brands', 'categories', 'parts', 'series']);
    expect(res.body.categories.length).toBeGreaterThan(0);
    expect(res.body.categories.length).toBeLessThanOrEqual(8);
    expect(
      res.body.categories.every((c) => /brake/i.test(c.name) && c.href.startsWith('/product/category?path=')),
    ).toBe(true);
    expect(res.body.parts.length).toBeGreaterThan(0);
    expect(res.body.parts.length).toBeLessThanOrEqual(12);
    expect(res.body.parts.every((p) => p.href.startsWith('/product/product?product_id='))).toBe(true);
    const small = (await client.get<AutocompleteAnswer>('/api/search/autocomplete?search=brake&limit=5&parts_limit=4'))
      .body;
    expect(small.parts.length).toBeLessThanOrEqual(4);
    expect(small.categories.length).toBeLessThanOrEqual(5);
  });

  it('suggests the parts that fit the chosen vehicle first and marks the ones that do not', async () => {
    const client = server.client();
    // A vehicle some brake pads fit, while others do not.
    const v = await one<{ year: number; make_id: number; model_id: number }>(
      `select bv.year, bv.make_id, bv.model_id from applications a join products p using (product_id)
        join categories c on c.category_id = p.category_id join base_vehicles bv using (base_vehicle_id)
        where c.name = 'Brake Pads' and p.status group by bv.base_vehicle_id, bv.year, bv.make_id, bv.model_id
        order by count(*) desc, bv.base_vehicle_id limit 1`,
    );
    const ask = async () =>
      (await client.get<AutocompleteAnswer>('/api/search/autocomplete?search=brake%20pads&limit=8&parts_limit=12')).body
        .parts;
    const anyVehicle = await ask();
    expect(anyVehicle.length).toBeGreaterThan(2);
    expect(anyVehicle.every((p) => p.fits === undefined)).toBe(true);
    await client.get(`/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}`);
    const withVehicle = await ask();
    const fits = withVehicle.map((p) => p.fits);
    expect(fits[0]).toBe(true);
    // Fitting parts first, then the others, each marked.
    expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)));
    expect(fits.includes(false)).toBe(true);
  });

  it('finds brands and series by the start of their words and parts by number', async () => {
    const client = server.client();
    const brand = await one<{ name: string; manufacturer_id: number }>(
      'select name, manufacturer_id from manufacturers order by manufacturer_id limit 1',
    );
    const prefix = brand.name.slice(0, 4);
    const body = (
      await client.get<AutocompleteAnswer>(`/api/search/autocomplete?search=${encodeURIComponent(prefix)}&limit=8`)
    ).body;
    expect(body.brands.map((b) => b.manufacturer_id)).toContain(brand.manufacturer_id);
    const s = await one<{ name: string; series_id: number }>(
      'select name, series_id from series order by series_id limit 1',
    );
    const series = (
      await client.get<AutocompleteAnswer>(`/api/search/autocomplete?search=${encodeURIComponent(s.name)}&limit=8`)
    ).body;
    expect(series.series.length).toBeGreaterThan(0);
    expect(series.series.every((x) => x.href.startsWith('/product/series?series_id='))).toBe(true);
    const part = await one<{ product_id: number; mpn: string }>(
      `select product_id, mpn from products where mpn like '%-%' order by product_id limit 1`,
    );
    const byNumber = (
      await client.get<AutocompleteAnswer>(
        `/api/search/autocomplete?search=${encodeURIComponent(part.mpn.toLowerCase().replace(/-/g, ' '))}`,
      )
    ).body;
    expect(byNumber.parts[0]!.mpn.replace(/[^A-Z0-9]/gi, '').toUpperCase()).toBe(
      part.mpn.replace(/[^A-Z0-9]/gi, '').toUpperCase(),
    );
    expect((await client.get('/api/search/autocomplete?search=')).status).toBe(400);
    expect((await client.get('/api/search/autocomplete?search=pad&limit=13')).status).toBe(400);
  });
});

describe('the search vocabulary after a catalogue change', () => {
  it('is rebuilt once however many shoppers search at the same moment, and knows the new word', async () => {
    const client = server.client();
    await search(client, { search: 'brake pads' });
    const before = lexiconBuildCount();
    // The owner renames a part: the catalogue version moves, and twelve searches arrive together.
    const part = await one<{ product_id: number }>(
      'select product_id from products where status order by product_id limit 1',
    );
    await server.database.query(`update products set name = 'Quasarflux Brake Caliper' where product_id = $1`, [
      part.product_id,
    ]);
    const answers = await Promise.all(Array.from({ length: 12 }, () => search(client, { search: 'quasarflux' })));
    expect(lexiconBuildCount() - before).toBe(1);
    for (const body of answers) expect(body.products.map((p) => p.product_id)).toEqual([part.product_id]);
  });
});
