// The fit table (vehicle_fits and universal_fits, migration 0021, decision 0027) stays what the applications, product
// categories and universal switches say after every kind of write: the seed, an ACES import (INCREMENTAL adds and
// deletes, FULL replacement), hand edits of applications and categories, and a part made universal or not. And the
// vehicle-filtered category page a shopper sees follows it.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnswer } from '@parts/common/listing';
import { startTestServer, type TestServer } from '#src/test/http';
import { importAces } from './aces/import';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const q = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

/** Rows the fit table should hold but does not, and rows it holds but should not, recomputed from the sources. */
async function drift(): Promise<{ missing: number; extra: number; universalMissing: number; universalExtra: number }> {
  const expected = `select a.base_vehicle_id, pc.category_id, a.product_id, count(*)::int as apps
    from applications a join product_categories pc on pc.product_id = a.product_id group by 1, 2, 3`;
  const universal =
    'select pc.category_id, p.product_id from products p join product_categories pc on pc.product_id = p.product_id where p.universal';
  const [row] = await q<{ missing: number; extra: number; universal_missing: number; universal_extra: number }>(`select
    (select count(*) from (${expected} except select base_vehicle_id, category_id, product_id, apps from vehicle_fits) x)::int as missing,
    (select count(*) from (select base_vehicle_id, category_id, product_id, apps from vehicle_fits except ${expected}) x)::int as extra,
    (select count(*) from (${universal} except select category_id, product_id from universal_fits) x)::int as universal_missing,
    (select count(*) from (select category_id, product_id from universal_fits except ${universal}) x)::int as universal_extra`);
  return {
    missing: row!.missing,
    extra: row!.extra,
    universalMissing: row!.universal_missing,
    universalExtra: row!.universal_extra,
  };
}
const inStep = { missing: 0, extra: 0, universalMissing: 0, universalExtra: 0 };

interface Vehicle {
  base_vehicle_id: number;
  year: number;
  make_id: number;
  model_id: number;
}
interface Part {
  product_id: number;
  mpn: string;
  aaia: string;
  category_id: number;
}

/** A non-universal part with a leaf category, and a base vehicle it has no application on. */
async function partAndOtherVehicle(offset = 0): Promise<{ part: Part; vehicle: Vehicle }> {
  const [part] = await q<Part>(
    `select p.product_id, p.mpn, m.aaia, pc.category_id from products p join manufacturers m using (manufacturer_id)
     join product_categories pc on pc.product_id = p.product_id join categories c on c.category_id = pc.category_id and c.parent_id is not null
     where not p.universal and p.status and exists (select 1 from applications a where a.product_id = p.product_id)
     order by p.product_id offset $1 limit 1`,
    [offset],
  );
  const [vehicle] = await q<Vehicle>(
    `select bv.* from base_vehicles bv where not exists (select 1 from applications a where a.product_id = $1 and a.base_vehicle_id = bv.base_vehicle_id)
     order by bv.base_vehicle_id limit 1`,
    [part!.product_id],
  );
  return { part: part!, vehicle: vehicle! };
}

const fits = async (vehicle: Vehicle, part: Part) =>
  (
    await q<{ apps: number }>(
      'select apps from vehicle_fits where base_vehicle_id = $1 and category_id = $2 and product_id = $3',
      [vehicle.base_vehicle_id, part.category_id, part.product_id],
    )
  )[0]?.apps ?? 0;

/** The ids on the category page a shopper with this vehicle sees (every page of it). */
async function categoryPage(vehicle: Vehicle, categoryId: number): Promise<number[]> {
  const client = server.client();
  await client.get(
    `/ymm/json/saveVehicle?add1=Year:${vehicle.year}&add2=MakeID:${vehicle.make_id}&add3=ModelID:${vehicle.model_id}`,
  );
  const res = await client.get<ListingAnswer>(`/api/products?category_id=${categoryId}&limit=100`);
  expect(res.status).toBe(200);
  expect(res.body.total).toBeLessThanOrEqual(100);
  return res.body.products.map((p) => p.product_id);
}

const aces = (apps: string, type: 'FULL' | 'INCREMENTAL', brand?: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>Test Supplier</Company>
    <TransferDate>2026-01-15</TransferDate>
${brand ? `    <BrandAAIAID>${brand}</BrandAAIAID>\n` : ''}    <SubmissionType>${type}</SubmissionType>
  </Header>
${apps}
  <Footer><RecordCount>1</RecordCount></Footer>
</ACES>
`;
const app = (id: string, vehicle: Vehicle, part: Part, action: 'A' | 'D' = 'A') =>
  `  <App action="${action}" id="${id}"><BaseVehicle id="${vehicle.base_vehicle_id}"/><Qty>1</Qty><Part BrandAAIAID="${part.aaia}">${part.mpn}</Part></App>`;

describe('a vehicle-filtered category page from the fit table', () => {
  it('lists what the applications say, in order, with and without universal parts and with a sub model chosen', async () => {
    const vehicles = await q<Vehicle & { sub_model_id: number }>(
      `select bv.*, (select min(a.sub_model_id) from applications a where a.base_vehicle_id = bv.base_vehicle_id) as sub_model_id
       from base_vehicles bv where exists (select 1 from applications a where a.base_vehicle_id = bv.base_vehicle_id and a.sub_model_id is not null)
       order by md5(bv.base_vehicle_id::text) limit 2`,
    );
    // The categories these vehicles' parts are in (plus a few others), so the pages are not all empty.
    const categories = await q<{ category_id: number }>(
      `select category_id from categories c where parent_id is not null order by exists (select 1 from vehicle_fits f where f.category_id = c.category_id and f.base_vehicle_id = any($1::int[])) desc, md5(category_id::text) limit 30`,
      [vehicles.map((v) => v.base_vehicle_id)],
    );
    expect(vehicles.length).toBe(2);
    for (const v of vehicles) {
      for (const [universal, sub] of [
        [true, false],
        [false, false],
        [true, true],
      ] as const) {
        const client = server.client();
        await client.get(
          `/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}${sub ? `&add4=SubModelID:${v.sub_model_id}` : ''}`,
        );
        if (!universal) await client.get('/ymm/json/toggle_universal');
        for (const { category_id } of categories) {
          // The filter as it was before the fit table: an application on the base vehicle (not ruled out by the sub model).
          const expected = await q<{ product_id: number }>(
            `select p.product_id from products p where p.status
               and p.product_id in (select pc.product_id from product_categories pc where pc.category_id = $1)
               and (($3 and p.universal) or exists (select 1 from applications a where a.product_id = p.product_id and a.base_vehicle_id = $2
                 and ($4::int is null or a.sub_model_id is null or a.sub_model_id = $4)))
             order by p.sales_count desc, p.product_id`,
            [category_id, v.base_vehicle_id, universal, sub ? v.sub_model_id : null],
          );
          const res = await client.get<ListingAnswer>(`/api/products?category_id=${category_id}&limit=100`);
          expect(res.status).toBe(200);
          expect(res.body.vehicle_filtered).toBe(true);
          expect(res.body.total).toBe(expected.length);
          expect(res.body.products.map((p) => p.product_id)).toEqual(expected.slice(0, 100).map((r) => r.product_id));
        }
      }
    }
  }, 120_000);
});

describe('the fit table', () => {
  it('matches the applications, categories and universal parts of the demo catalogue', async () => {
    expect(await drift()).toEqual(inStep);
    const [counts] = await q<{ fits: number; universal: number }>(
      'select (select count(*) from vehicle_fits)::int as fits, (select count(*) from universal_fits)::int as universal',
    );
    expect(counts!.fits).toBeGreaterThan(0);
  });

  it('follows an ACES import: an INCREMENTAL add and delete, then a FULL file for the brand', async () => {
    const { part, vehicle } = await partAndOtherVehicle();
    expect(await categoryPage(vehicle, part.category_id)).not.toContain(part.product_id);

    const added = await importAces(
      server.database,
      Readable.from([aces(app('fit-1', vehicle, part), 'INCREMENTAL', part.aaia)]),
    );
    expect(added.added).toBe(1);
    expect(await fits(vehicle, part)).toBe(1);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(vehicle, part.category_id)).toContain(part.product_id);

    await importAces(
      server.database,
      Readable.from([aces(app('fit-1', vehicle, part, 'D'), 'INCREMENTAL', part.aaia)]),
    );
    expect(await fits(vehicle, part)).toBe(0);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(vehicle, part.category_id)).not.toContain(part.product_id);

    // FULL replaces every application of the brand: only the file's one App is left for it.
    const full = await importAces(
      server.database,
      Readable.from([aces(app('fit-2', vehicle, part), 'FULL', part.aaia)]),
    );
    expect(full.deleted).toBeGreaterThan(0);
    expect(await drift()).toEqual(inStep);
    const [brandFits] = await q<{ n: number }>(
      'select count(distinct (f.base_vehicle_id, f.product_id))::int as n from vehicle_fits f join products p using (product_id) join manufacturers m using (manufacturer_id) where m.aaia = $1',
      [part.aaia],
    );
    expect(brandFits!.n).toBe(1);
    expect(await categoryPage(vehicle, part.category_id)).toContain(part.product_id);
  });

  it('keeps a row while one of several applications on the vehicle is left, and moves it when an application changes vehicle', async () => {
    const { part, vehicle } = await partAndOtherVehicle(5);
    const insert =
      'insert into applications (product_id, base_vehicle_id, sub_model_id, quantity) values ($1, $2, $3, 1) returning application_id';
    const [sub] = await q<{ sub_model_id: number }>(
      'select sub_model_id from sub_models order by sub_model_id limit 2',
    );
    const [first] = await q<{ application_id: number }>(insert, [part.product_id, vehicle.base_vehicle_id, null]);
    const [second] = await q<{ application_id: number }>(insert, [
      part.product_id,
      vehicle.base_vehicle_id,
      sub!.sub_model_id,
    ]);
    expect(await fits(vehicle, part)).toBe(2);

    await q('delete from applications where application_id = $1', [first!.application_id]);
    expect(await fits(vehicle, part)).toBe(1);
    expect(await categoryPage(vehicle, part.category_id)).toContain(part.product_id);

    // A note edit leaves the table as it is; a move to another base vehicle moves the row.
    await q(`update applications set notes = '{"With sport package"}' where application_id = $1`, [
      second!.application_id,
    ]);
    expect(await fits(vehicle, part)).toBe(1);
    const [other] = await q<Vehicle>(
      'select bv.* from base_vehicles bv where bv.base_vehicle_id <> $1 and not exists (select 1 from applications a where a.product_id = $2 and a.base_vehicle_id = bv.base_vehicle_id) order by bv.base_vehicle_id limit 1',
      [vehicle.base_vehicle_id, part.product_id],
    );
    await q('update applications set base_vehicle_id = $1 where application_id = $2', [
      other!.base_vehicle_id,
      second!.application_id,
    ]);
    expect(await fits(vehicle, part)).toBe(0);
    expect(await fits(other!, part)).toBe(1);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(vehicle, part.category_id)).not.toContain(part.product_id);
    expect(await categoryPage(other!, part.category_id)).toContain(part.product_id);
  });

  it('follows a part moved to another category and a part made universal and back', async () => {
    const { part } = await partAndOtherVehicle(9);
    const [vehicle] = await q<Vehicle>(
      'select bv.* from base_vehicles bv join applications a using (base_vehicle_id) where a.product_id = $1 order by 1 limit 1',
      [part.product_id],
    );
    const [target] = await q<{ category_id: number }>(
      'select category_id from categories where parent_id is not null and category_id not in (select category_id from product_categories where product_id = $1) order by category_id limit 1',
      [part.product_id],
    );
    expect(await categoryPage(vehicle!, part.category_id)).toContain(part.product_id);

    await q('update product_categories set category_id = $1 where product_id = $2 and category_id = $3', [
      target!.category_id,
      part.product_id,
      part.category_id,
    ]);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(vehicle!, part.category_id)).not.toContain(part.product_id);
    expect(await categoryPage(vehicle!, target!.category_id)).toContain(part.product_id);

    // Universal: on every vehicle's page of its categories (the demo shows universal parts), and off again.
    const [stranger] = await q<Vehicle>(
      'select bv.* from base_vehicles bv where not exists (select 1 from applications a where a.product_id = $1 and a.base_vehicle_id = bv.base_vehicle_id) order by 1 limit 1',
      [part.product_id],
    );
    expect(await categoryPage(stranger!, target!.category_id)).not.toContain(part.product_id);
    await q('update products set universal = true where product_id = $1', [part.product_id]);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(stranger!, target!.category_id)).toContain(part.product_id);
    await q('update products set universal = false where product_id = $1', [part.product_id]);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(stranger!, target!.category_id)).not.toContain(part.product_id);

    await q('delete from product_categories where product_id = $1 and category_id = $2', [
      part.product_id,
      target!.category_id,
    ]);
    await q('insert into product_categories (product_id, category_id) values ($1, $2)', [
      part.product_id,
      part.category_id,
    ]);
    expect(await drift()).toEqual(inStep);
    expect(await categoryPage(vehicle!, part.category_id)).toContain(part.product_id);
  });

  it('follows a sales count or price change without touching it, and a new universal product', async () => {
    await q(
      'update products set sales_count = sales_count + 1, price_cents = price_cents + 1 where product_id in (select product_id from products order by product_id limit 50)',
    );
    expect(await drift()).toEqual(inStep);
    const [product] = await q<{ product_id: number }>(
      `insert into products (manufacturer_id, category_id, sku, mpn, mpn_key, name, price_cents, universal, image)
       select manufacturer_id, category_id, 'FIT-UNI-1', 'FIT-UNI-1', 'FITUNI1', 'Fit table universal', 1000, true, image from products order by product_id limit 1 returning product_id`,
    );
    await q(
      'insert into product_categories (product_id, category_id) select $1, category_id from products where product_id = $1',
      [product!.product_id],
    );
    expect(await drift()).toEqual(inStep);
    const [row] = await q<{ n: number }>('select count(*)::int as n from universal_fits where product_id = $1', [
      product!.product_id,
    ]);
    expect(row!.n).toBe(1);
  });
});
