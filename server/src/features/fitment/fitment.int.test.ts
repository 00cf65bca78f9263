// The /ymm/json/ calls over HTTP on the demo data: facet lists, the session vehicle, validateFitment, catalog details.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetList, FitmentPart, FitmentTable, SaveVehicleAnswer, SessionVehicle } from '@parts/common/fitment';
import type { HomeData } from '@parts/common/catalog';
import type { PageFlags } from '@parts/common/flags';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const one = async <T>(text: string, params: unknown[] = []) => (await server.database.query<T>(text, params))[0]!;

interface PartOnVehicle {
  aaia: string;
  mpn: string;
  product_id: number;
  year: number;
  make_id: number;
  model_id: number;
  base_vehicle_id: number;
}

/** A part whose application on some base vehicle carries no qualifier (a sure "yes" there). */
const plainPart = () =>
  one<PartOnVehicle>(`select m.aaia, p.mpn, p.product_id, bv.year, bv.make_id, bv.model_id, bv.base_vehicle_id
    from applications a join products p using (product_id) join manufacturers m using (manufacturer_id) join base_vehicles bv using (base_vehicle_id)
    where a.sub_model_id is null and a.engine_id is null and a.body_type_id is null and a.bed_length_id is null
    order by a.application_id limit 1`);

const save = (
  client: ReturnType<TestServer['client']>,
  v: { year: number; make_id: number; model_id: number },
  extra = '',
) =>
  client.get<SaveVehicleAnswer>(
    `/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}${extra}`,
  );

const validate = async (client: ReturnType<TestServer['client']>, parts: { aaia: string; mpn: string }[]) =>
  (
    await client.get<{ parts: FitmentPart[]; vehicle: SessionVehicle; refresh: boolean }>(
      `/ymm/json/validateFitment?Parts=${encodeURIComponent(parts.map((p) => `${p.aaia}~${p.mpn}`).join(','))}`,
    )
  ).body;

describe('facet lists', () => {
  it('lists model years 1990 to 2026, newest first', async () => {
    const { body } = await server.client().get<FacetList>('/ymm/json/years');
    expect(body.field).toBe('Year');
    expect(body.options[0]).toEqual({ id: 2026, name: '2026' });
    expect(body.options.at(-1)).toEqual({ id: 1990, name: '1990' });
  });

  it('lists makes of a year with the popular makes first, in the spec order', async () => {
    const { body } = await server.client().get<FacetList>('/ymm/json/makes?Year=2015');
    const popular = body.options.filter((o) => o.popular).map((o) => o.name);
    expect(popular).toEqual(['Chevrolet', 'Ford', 'GMC', 'Jeep', 'Ram', 'Toyota']);
    expect(body.options.slice(0, 6).map((o) => o.name)).toEqual(popular);
    const rest = body.options.slice(6).map((o) => o.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('answers an unknown year or make with an empty list, and bad input with a 400', async () => {
    const client = server.client();
    expect((await client.get<FacetList>('/ymm/json/makes?Year=2099')).body.options).toEqual([]);
    expect((await client.get<FacetList>('/ymm/json/models?Year=2015&MakeID=99999')).body.options).toEqual([]);
    const bad = await client.get('/ymm/json/makes?Year=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Year must be a number.');
    const missing = await client.get('/ymm/json/models?Year=2015');
    expect(missing.status).toBe(400);
    const unknown = await client.get('/ymm/json/makes?Year=2015&Colour=red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown parameter for makes: Colour.');
  });

  it('answers the same lists through index.php?route=ymm/json/ and the catalog form', async () => {
    const client = server.client();
    const direct = (await client.get('/ymm/json/makes?Year=2015')).body;
    expect((await client.get('/index.php?route=ymm/json/makes&Year=2015')).body).toEqual(direct);
    expect((await client.get('/catalog/index.php?route=ymm/json/&makes&Year=2015')).body).toEqual(direct);
  });

  it('offers the choices that split a base vehicle and the engine tab lists', async () => {
    const client = server.client();
    const bv = await one<{ year: number; make_id: number; model_id: number }>(
      `select year, make_id, model_id from base_vehicles bv where (select count(distinct sub_model_id) from vehicle_configs c where c.base_vehicle_id = bv.base_vehicle_id) > 1 limit 1`,
    );
    const { body } = await client.get<{ choices: FacetList[] }>(
      `/ymm/json/choices?Year=${bv.year}&MakeID=${bv.make_id}&ModelID=${bv.model_id}`,
    );
    expect(body.choices.find((c) => c.field === 'SubModelID')?.options.length).toBeGreaterThan(1);
    const mfrs = (await client.get<FacetList>('/ymm/json/engine_mfrs')).body;
    const gm = mfrs.options.find((o) => o.name === 'GM')!;
    const families = (await client.get<FacetList>(`/ymm/json/engine_family_sizes?EngineMfrID=${gm.id}`)).body;
    expect(families.options.map((o) => o.name)).toContain('LS');
    const ls = families.options.find((o) => o.name === 'LS')!;
    const sizes = (await client.get<FacetList>(`/ymm/json/engine_sizes?EngineMfrID=${gm.id}&EngineFamilyID=${ls.id}`))
      .body;
    expect(sizes.options.map((o) => o.name)).toContain('5.3L');
  });
});

describe('session vehicle', () => {
  it('saves a vehicle from add1.. facets, shows it with labels everywhere, and resets without arguments', async () => {
    const client = server.client();
    const p = await plainPart();
    const saved = await save(client, p);
    expect(saved.status).toBe(200);
    expect(saved.body.vehicle.hasYmm).toBe(true);
    expect(saved.body.vehicle.facets.map((f) => f.api_field)).toEqual(['Year', 'MakeID', 'ModelID']);
    expect(saved.body.vehicle.facets[0]).toEqual({
      api_field: 'Year',
      api_value: String(p.year),
      label_field: 'Year',
      label_value: String(p.year),
    });
    expect(saved.body.refresh).toBe(true);
    const label = saved.body.vehicle.label;
    expect((await client.get<SessionVehicle>('/ymm/json/getVehicle')).body.label).toBe(label);
    expect((await client.get<PageFlags>('/api/app/flags')).body.vehicle.label).toBe(label);
    const reset = await client.get<SaveVehicleAnswer>('/ymm/json/saveVehicle');
    expect(reset.body.vehicle).toMatchObject({ facets: [], hasYmm: false, label: '' });
  });

  it('refuses a vehicle that does not exist and keeps the one it had', async () => {
    const client = server.client();
    const p = await plainPart();
    await save(client, p);
    const bad = await client.get('/ymm/json/saveVehicle?add1=Year:2015&add2=MakeID:1&add3=ModelID:99999');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('That Year, Make and Model is not a vehicle we know.');
    expect((await client.get('/ymm/json/saveVehicle?add1=Year:2015&add2=MakeID:1')).body.error).toBe(
      'Choose a Year, Make and Model.',
    );
    expect((await client.get('/ymm/json/saveVehicle?add1=Colour:3')).body.error).toBe(
      'Unknown vehicle facet "Colour".',
    );
    expect((await client.get<SessionVehicle>('/ymm/json/getVehicle')).body.facets).toHaveLength(3);
  });

  it('removes a facet and the facets that depend on it', async () => {
    const client = server.client();
    const bv = await one<{ year: number; make_id: number; model_id: number; sub_model_id: number }>(
      `select bv.year, bv.make_id, bv.model_id, c.sub_model_id from vehicle_configs c join base_vehicles bv using (base_vehicle_id) limit 1`,
    );
    await save(client, bv, `&add4=SubModelID:${bv.sub_model_id}`);
    const afterSub = await client.get<SaveVehicleAnswer>('/ymm/json/remove_facet?remove=SubModelID');
    expect(afterSub.body.vehicle.facets.map((f) => f.api_field)).toEqual(['Year', 'MakeID', 'ModelID']);
    const afterModel = await client.get<SaveVehicleAnswer>('/ymm/json/remove_facet?remove=ModelID');
    expect(afterModel.body.vehicle.facets).toEqual([]);
    expect((await client.get('/ymm/json/remove_facet?remove=Nope')).status).toBe(400);
  });

  it('toggles Show Universal Parts', async () => {
    const client = server.client();
    const first = (await client.get<SessionVehicle>('/ymm/json/toggle_universal')).body.show_universal;
    const second = (await client.get<SessionVehicle>('/ymm/json/toggle_universal')).body.show_universal;
    expect(second).toBe(!first);
  });

  it('replaces a saved Year/Make/Model with an engine from the engine tab (replace=1)', async () => {
    const client = server.client();
    await save(client, await plainPart());
    const e = await one<{ engine_mfr_id: number; engine_family_id: number; engine_size_id: number }>(
      `select engine_mfr_id, engine_family_id, engine_size_id from engines order by engine_id desc limit 1`,
    );
    const path = `/ymm/json/saveVehicle?add1=EngineMfrID:${e.engine_mfr_id}&add2=EngineFamilyID:${e.engine_family_id}&add3=EngineSizeID:${e.engine_size_id}`;
    const res = await client.get<SaveVehicleAnswer>(`${path}&replace=1`);
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({ hasEngine: true, hasYmm: false });
    expect(res.body.vehicle.facets.map((f) => f.api_field)).toEqual(['EngineMfrID', 'EngineFamilyID', 'EngineSizeID']);
  });

  it('saves an engine-only vehicle from the engine tab', async () => {
    const client = server.client();
    const e = await one<{ engine_mfr_id: number; engine_family_id: number; engine_size_id: number }>(
      `select engine_mfr_id, engine_family_id, engine_size_id from engines limit 1`,
    );
    const res = await client.get<SaveVehicleAnswer>(
      `/ymm/json/saveVehicle?add1=EngineMfrID:${e.engine_mfr_id}&add2=EngineFamilyID:${e.engine_family_id}&add3=EngineSizeID:${e.engine_size_id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.vehicle).toMatchObject({ hasEngine: true, hasYmm: false });
  });
});

describe('validateFitment', () => {
  it('answers yes, no, universal, unknown and maybe with the spec texts', async () => {
    const client = server.client();
    const p = await plainPart();
    const elsewhere = await one<{ aaia: string; mpn: string }>(
      `select m.aaia, p.mpn from products p join manufacturers m using (manufacturer_id)
       where not p.universal and exists (select 1 from applications a where a.product_id = p.product_id)
         and not exists (select 1 from applications a where a.product_id = p.product_id and a.base_vehicle_id = $1) limit 1`,
      [p.base_vehicle_id],
    );
    const universal = await one<{ aaia: string; mpn: string }>(
      `select m.aaia, p.mpn from products p join manufacturers m using (manufacturer_id) where p.universal limit 1`,
    );
    const orphan = await one<{ product_id: number; aaia: string; mpn: string }>(
      `select p.product_id, m.aaia, p.mpn from products p join manufacturers m using (manufacturer_id) where not p.universal and p.product_id <> $1 and p.product_id not in (select component_id from package_components) order by p.product_id desc limit 1`,
      [p.product_id],
    );
    await server.database.query('delete from applications where product_id = $1', [orphan.product_id]);

    const before = await validate(client, [p]);
    expect(before.parts[0]).toMatchObject({ result: 'maybe', label: 'Select Vehicle' });

    await save(client, p);
    const { parts } = await validate(client, [p, elsewhere, universal, orphan, { aaia: 'ZZZZ', mpn: 'NOPE-1' }]);
    expect(parts.map((x) => [x.result, x.label])).toEqual([
      ['yes', 'Fits Your Vehicle'],
      ['no', "Doesn't Fit Your Vehicle"],
      ['universal', 'Fits Your Vehicle'],
      ['unknown', 'Unknown Fitment'],
      ['unknown', 'Unknown Fitment'],
    ]);
    expect(parts[0]!.message).toBe('This product will fit your application.');
    expect(parts[1]!.message).toBe('This product will not fit your application.');
    // Part numbers match however they are typed.
    const loose = await validate(client, [
      { aaia: p.aaia.toLowerCase(), mpn: p.mpn.replace(/[^A-Za-z0-9]/g, ' ').toLowerCase() },
    ]);
    expect(loose.parts[0]!.result).toBe('yes');
  });

  it('answers maybe with the trims to choose for a trim-specific part, then yes once the trim is chosen', async () => {
    const client = server.client();
    const q = await one<PartOnVehicle & { sub_model_id: number }>(
      `select m.aaia, p.mpn, p.product_id, bv.year, bv.make_id, bv.model_id, bv.base_vehicle_id, a.sub_model_id
       from applications a join products p using (product_id) join manufacturers m using (manufacturer_id) join base_vehicles bv using (base_vehicle_id)
       where a.sub_model_id is not null and a.engine_id is null and a.body_type_id is null and a.bed_length_id is null
         and (select count(distinct sub_model_id) from vehicle_configs c where c.base_vehicle_id = a.base_vehicle_id) >
             (select count(*) from applications a2 where a2.product_id = a.product_id and a2.base_vehicle_id = a.base_vehicle_id)
       limit 1`,
    );
    await save(client, q);
    const maybe = await validate(client, [q]);
    expect(maybe.parts[0]).toMatchObject({ result: 'maybe', label: 'Verify Fitment' });
    const trims = maybe.parts[0]!.choices.find((c) => c.field === 'SubModelID');
    expect(trims?.options.map((o) => o.id)).toContain(q.sub_model_id);
    expect(trims?.options.find((o) => o.id === q.sub_model_id)?.fits).toBe(true);
    // Every trim of the vehicle is offered (issue 10), so an owner of another trim can answer: it does not fit.
    const other = trims!.options.find((o) => !o.fits)!;
    expect(other).toBeDefined();
    const no = (
      await client.get<{ parts: FitmentPart[] }>(
        `/ymm/json/validateFitment?Parts=${q.aaia}~${encodeURIComponent(q.mpn)}&add=SubModelID:${other.id}`,
      )
    ).body.parts[0]!;
    expect(no).toMatchObject({ result: 'no', label: "Doesn't Fit Your Vehicle" });
    expect(maybe.refresh).toBe(true);
    // Trying the trim with add= does not save it; saving it settles the answer.
    expect(
      (
        await client.get<{ parts: FitmentPart[] }>(
          `/ymm/json/validateFitment?Parts=${q.aaia}~${encodeURIComponent(q.mpn)}&add=SubModelID:${q.sub_model_id}`,
        )
      ).body.parts[0]!.result,
    ).toBe('yes');
    expect((await validate(client, [q])).parts[0]!.result).toBe('maybe');
    await client.get(`/ymm/json/saveVehicle?add1=SubModelID:${q.sub_model_id}`);
    expect((await validate(client, [q])).parts[0]!.result).toBe('yes');
  });

  it('finds a brand and its part added after it last answered (brand codes are held per catalogue version)', async () => {
    const client = server.client();
    const p = await plainPart();
    await save(client, p);
    const newPart = { aaia: 'QZNB', mpn: 'QZ-100' };
    expect((await validate(client, [newPart, p])).parts.map((x) => x.result)).toEqual(['unknown', 'yes']);
    const { manufacturer_id } = await one<{ manufacturer_id: number }>(
      `insert into manufacturers (name, aaia, image) values ('Quartz New Brand', 'QZNB', '') returning manufacturer_id`,
    );
    const { product_id } = await one<{ product_id: number }>(
      `insert into products (manufacturer_id, category_id, sku, mpn, mpn_key, name, price_cents, image)
       select $1, category_id, 'QZNB-QZ-100', 'QZ-100', 'QZ100', 'Quartz QZ-100 Brake Pad', 1999, '' from products where product_id = $2 returning product_id`,
      [manufacturer_id, p.product_id],
    );
    await server.database.query('insert into applications (product_id, base_vehicle_id, notes) values ($1, $2, $3)', [
      product_id,
      p.base_vehicle_id,
      [],
    ]);
    const after = await validate(client, [{ aaia: 'qznb', mpn: 'qz 100' }]);
    expect(after.parts[0]).toMatchObject({ product_id, result: 'yes', label: 'Fits Your Vehicle' });
  });

  it('rejects malformed part lists with a clear message', async () => {
    const client = server.client();
    expect((await client.get('/ymm/json/validateFitment')).body.error).toBe('Parts is required, as aaia~mpn,aaia~mpn.');
    const bad = await client.get('/ymm/json/validateFitment?Parts=BBHK');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('"BBHK" is not a part: write brand code~part number, for example BBHK~BD-1234.');
  });
});

describe('listings and catalog details follow the vehicle', () => {
  it('features only parts for the chosen vehicle on the home page, and counts categories for it', async () => {
    const client = server.client();
    const home = (await client.get<HomeData>('/api/home')).body;
    expect(
      home.featured
        .map((c) => c.fit.label)
        .every((l) => ['Select Vehicle', 'Fits Your Vehicle', 'Unknown Fitment'].includes(l)),
    ).toBe(true);
    await save(client, await plainPart());
    const after = (await client.get<HomeData>('/api/home')).body;
    const labels = after.featured.map((c) => c.fit.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).not.toContain('Select Vehicle');
    expect(labels).not.toContain("Doesn't Fit Your Vehicle");
    // The counts follow the vehicle: never more than without it, and fewer in total.
    const total = (cats: HomeData['categories']) => cats.reduce((a, c) => a + c.product_count, 0);
    expect(total(after.categories)).toBeLessThan(total(home.categories));
  });

  it('counts the parts that fit in a part’s series, category and brand', async () => {
    const client = server.client();
    const p = await plainPart();
    const all = (
      await client.post<{ catalogDetails: Record<string, number | string> }>(
        '/ymm/json/getCatalogDetails',
        { product_id: p.product_id },
        { form: true },
      )
    ).body.catalogDetails;
    await save(client, p);
    const fitting = (
      await client.post<{ catalogDetails: Record<string, number | string> }>(
        '/ymm/json/getCatalogDetails',
        { product_id: String(p.product_id) },
        { form: true },
      )
    ).body.catalogDetails;
    expect(fitting.categoryCount).toBeGreaterThanOrEqual(1);
    expect(fitting.categoryCount).toBeLessThan(all.categoryCount as number);
    expect(fitting.categoryUrl).toMatch(/^\/product\/category\?path=\d+$/);
    expect(fitting.manufacturerUrl).toMatch(/^\/product\/manufacturer\?manufacturer_id=\d+$/);
    expect((await client.post('/ymm/json/getCatalogDetails', { product_id: 'x' })).status).toBe(400);
  });

  it('filters a category listing to the parts that fit, and shows universal parts only when asked', async () => {
    const client = server.client();
    const p = await plainPart();
    const cat = await one<{ category_id: number }>('select category_id from products where product_id = $1', [
      p.product_id,
    ]);
    type Listing = { products: HomeData['featured']; total: number };
    const all = (await client.get<Listing>(`/api/products?category_id=${cat.category_id}&limit=100`)).body;
    await save(client, p);
    const fitting = (await client.get<Listing>(`/api/products?category_id=${cat.category_id}&limit=100`)).body;
    expect(fitting.total).toBeGreaterThanOrEqual(1);
    expect(fitting.total).toBeLessThan(all.total);
    expect(fitting.products.map((c) => c.product_id)).toContain(p.product_id);
    expect(fitting.products.every((c) => c.fit.result !== 'no' && c.fit.result !== 'unknown')).toBe(true);
    expect((await client.get('/api/products?category_id=abc')).status).toBe(400);
  });

  it('lists universal parts with a vehicle only while Show Universal Parts is on', async () => {
    const client = server.client();
    const u = await one<{ category_id: number }>(
      'select category_id from products where universal group by category_id order by count(*) desc limit 1',
    );
    await save(client, await plainPart());
    const listing = async () =>
      (await client.get<{ products: HomeData['featured'] }>(`/api/products?category_id=${u.category_id}&limit=100`))
        .body.products;
    const vehicle = (await client.get<SessionVehicle>('/ymm/json/getVehicle')).body;
    if (!vehicle.show_universal)
      expect((await client.get<SessionVehicle>('/ymm/json/toggle_universal')).body.show_universal).toBe(true);
    expect((await listing()).some((c) => c.fit.result === 'universal')).toBe(true);
    expect((await client.get<SessionVehicle>('/ymm/json/toggle_universal')).body.show_universal).toBe(false);
    expect((await listing()).some((c) => c.fit.result === 'universal')).toBe(false);
  });

  it('pages a listing: pages do not overlap, the total holds on every page, and a page past the end is empty', async () => {
    const client = server.client();
    const cat = await one<{ category_id: number; n: number }>(
      'select category_id, count(*)::int as n from product_categories group by category_id order by 2 desc limit 1',
    );
    type Listing = { products: HomeData['featured']; total: number };
    const first = (await client.get<Listing>(`/api/products?category_id=${cat.category_id}&limit=5&page=1`)).body;
    const second = (await client.get<Listing>(`/api/products?category_id=${cat.category_id}&limit=5&page=2`)).body;
    expect(first.total).toBe(cat.n);
    expect(second.total).toBe(cat.n);
    expect(first.products).toHaveLength(5);
    const ids = new Set(first.products.map((p) => p.product_id));
    expect(second.products.some((p) => ids.has(p.product_id))).toBe(false);
    const past = (await client.get<Listing>(`/api/products?category_id=${cat.category_id}&limit=5&page=9999`)).body;
    expect(past).toMatchObject({ products: [], total: cat.n });
  });
});

describe('product fitment table', () => {
  it('lists the vehicles a part fits, pages them and narrows them by search', async () => {
    const client = server.client();
    const p = await one<{ product_id: number; n: number }>(
      'select product_id, count(*)::int as n from applications group by product_id having count(*) > 3 order by 2 desc limit 1',
    );
    const all = (await client.get<FitmentTable>(`/api/products/${p.product_id}/fitment?limit=2`)).body;
    expect(all.total).toBe(p.n);
    expect(all.rows).toHaveLength(2);
    const row = all.rows[0]!;
    expect(row.year).toBeGreaterThanOrEqual(1990);
    const second = (await client.get<FitmentTable>(`/api/products/${p.product_id}/fitment?limit=2&page=2`)).body;
    expect(second.rows).toHaveLength(2);
    const narrowed = (
      await client.get<FitmentTable>(
        `/api/products/${p.product_id}/fitment?search=${encodeURIComponent(`${row.year} ${row.model}`)}`,
      )
    ).body;
    expect(narrowed.total).toBeGreaterThanOrEqual(1);
    expect(narrowed.rows.every((r) => r.year === row.year && r.model === row.model)).toBe(true);
    expect(
      (await client.get<FitmentTable>(`/api/products/${p.product_id}/fitment?search=zzzznothing`)).body,
    ).toMatchObject({ total: 0, rows: [] });
    expect((await client.get('/api/products/99999999/fitment')).status).toBe(404);
    expect((await client.get(`/api/products/${p.product_id}/fitment?page=0`)).status).toBe(400);
  });
});
