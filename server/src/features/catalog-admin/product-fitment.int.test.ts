// The product editor's applications and interchange numbers (issue 26, decision 0085): a year/make/model with a trim
// of that vehicle is added once, logged, in the fit table and fitting on the storefront at once; a qualifier the
// vehicle is not built with, a repeat and a cashier are refused and change nothing. An interchange number added in the
// editor finds the part in the storefront's search, and removed no longer does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductEdit, VehicleQualifiers } from '@parts/common/catalog-admin';
import type { FitmentPart } from '@parts/common/fitment';
import type { ListingAnswer } from '@parts/common/listing';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await server.database.db.execute(query));

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

interface Target {
  product_id: number;
  aaia: string;
  mpn: string;
  base_vehicle_id: number;
  year: number;
  make_id: number;
  model_id: number;
  make: string;
  model: string;
}

/** A part that is not universal and a base vehicle with two or more trims it has no application on. */
async function target(): Promise<Target> {
  const [row] = await q<Target>(sql`select p.product_id, m.aaia, p.mpn, bv.base_vehicle_id, bv.year, bv.make_id,
      bv.model_id, mk.name as make, md.name as model
    from products p join manufacturers m using (manufacturer_id)
    cross join lateral (select * from base_vehicles b
      where (select count(distinct sub_model_id) from vehicle_configs c where c.base_vehicle_id = b.base_vehicle_id) > 1
        and not exists (select 1 from applications a where a.product_id = p.product_id and a.base_vehicle_id = b.base_vehicle_id)
      order by b.base_vehicle_id limit 1) bv
    join makes mk on mk.make_id = bv.make_id join models md on md.model_id = bv.model_id
    where p.status and not p.universal and not p.is_package
    order by p.product_id limit 1`);
  return row!;
}

const version = async () => Number((await q<{ v: string }>(sql`select version as v from catalog_version`))[0]!.v);

describe('adding an application in the product editor', () => {
  it("lists the vehicle's trims, adds one with position, quantity and a note, logs it, and the storefront fits it", async () => {
    const t = await target();
    const trims = await q<{ id: number; name: string }>(sql`select distinct s.sub_model_id as id, s.name
      from vehicle_configs c join sub_models s using (sub_model_id) where c.base_vehicle_id = ${t.base_vehicle_id}`);
    const qualifiers = await admin.get<VehicleQualifiers>(
      `/admin/api/catalog/vehicle-qualifiers?Year=${t.year}&MakeID=${t.make_id}&ModelID=${t.model_id}`,
    );
    expect(qualifiers.status).toBe(200);
    expect(qualifiers.body.base_vehicle_id).toBe(t.base_vehicle_id);
    expect(qualifiers.body.sub_models.map((s) => s.name).sort()).toEqual(trims.map((s) => s.name).sort());
    const trim = qualifiers.body.sub_models[0]!;
    const before = await version();

    const added = await admin.post<{ application_id: number; vehicle: string }>(
      `/admin/api/catalog/products/${t.product_id}/applications/add`,
      {
        year: String(t.year),
        make_id: String(t.make_id),
        model_id: String(t.model_id),
        sub_model_id: String(trim.id),
        body_type_id: '',
        bed_length_id: '',
        engine_id: '',
        position: 'Front',
        quantity: '2',
        notes: 'With ABS',
      },
    );
    expect(added.status).toBe(200);
    expect(added.body.vehicle).toBe(`${t.year} ${t.make} ${t.model} · ${trim.name}`);
    const [row] = await q<{ position: string; quantity: number; notes: string[]; sub_model_id: number }>(
      sql`select position, quantity, notes, sub_model_id from applications where application_id = ${added.body.application_id}`,
    );
    expect(row).toEqual({ position: 'Front', quantity: 2, notes: ['With ABS'], sub_model_id: trim.id });
    expect(await version()).toBeGreaterThan(before);
    const fits = await q<{ n: number }>(
      sql`select count(*)::int as n from vehicle_fits where base_vehicle_id = ${t.base_vehicle_id} and product_id = ${t.product_id}`,
    );
    expect(fits[0]!.n).toBeGreaterThan(0);

    const edit = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${t.product_id}`)).body;
    expect(edit.applications).toContainEqual({
      application_id: added.body.application_id,
      vehicle: `${t.year} ${t.make} ${t.model} · ${trim.name}`,
      notes: 'Front; With ABS',
    });
    const [log] = await q<{ field: string; old_value: string; new_value: string; user_name: string }>(
      sql`select field, old_value, new_value, user_name from product_changes where product_id = ${t.product_id} order by change_id desc limit 1`,
    );
    expect(log).toEqual({
      field: 'Application added',
      old_value: '',
      new_value: `${t.year} ${t.make} ${t.model} · ${trim.name} (Front; With ABS) × 2`,
      user_name: 'Alex Morgan',
    });

    // A shopper with that vehicle and trim: the part fits.
    const shopper = server.client();
    await shopper.get(
      `/ymm/json/saveVehicle?add1=Year:${t.year}&add2=MakeID:${t.make_id}&add3=ModelID:${t.model_id}&add4=SubModelID:${trim.id}`,
    );
    const judged = await shopper.get<{ parts: FitmentPart[] }>(
      `/ymm/json/validateFitment?Parts=${encodeURIComponent(`${t.aaia}~${t.mpn}`)}`,
    );
    expect(judged.body.parts[0]).toMatchObject({ result: 'yes', label: 'Fits Your Vehicle' });

    // The same vehicle again: refused, nothing added.
    const again = await admin.post(`/admin/api/catalog/products/${t.product_id}/applications/add`, {
      year: t.year,
      make_id: t.make_id,
      model_id: t.model_id,
      sub_model_id: trim.id,
      position: 'Front',
      quantity: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('The part already lists that vehicle with those qualifiers.');
    const n = await q<{ n: number }>(
      sql`select count(*)::int as n from applications where product_id = ${t.product_id} and base_vehicle_id = ${t.base_vehicle_id}`,
    );
    expect(n[0]!.n).toBe(1);
  });

  it('refuses an engine the vehicle is not built with, a missing model and a cashier, adding nothing', async () => {
    const t = await target();
    const [foreign] = await q<{ id: number }>(sql`select engine_id as id from engines
      where engine_id not in (select engine_id from vehicle_configs where base_vehicle_id = ${t.base_vehicle_id})
      order by engine_id limit 1`);
    const count = async () =>
      (await q<{ n: number }>(sql`select count(*)::int as n from applications where product_id = ${t.product_id}`))[0]!
        .n;
    const before = await count();
    const body = { year: t.year, make_id: t.make_id, model_id: t.model_id, quantity: '1' };

    const engine = await admin.post(`/admin/api/catalog/products/${t.product_id}/applications/add`, {
      ...body,
      engine_id: foreign!.id,
    });
    expect(engine.status).toBe(400);
    expect(engine.body.errors).toEqual({ engine_id: 'That engine is not offered on this vehicle.' });

    const noModel = await admin.post(`/admin/api/catalog/products/${t.product_id}/applications/add`, {
      ...body,
      model_id: '',
    });
    expect(noModel.status).toBe(400);
    expect(noModel.body.errors).toEqual({ model_id: 'Choose the model.' });

    const refused = await cashier.post(`/admin/api/catalog/products/${t.product_id}/applications/add`, body);
    expect(refused.status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('interchange numbers in the product editor', () => {
  const search = async (term: string) =>
    (await server.client().get<ListingAnswer>(`/api/search?search=${encodeURIComponent(term)}`)).body.products.map(
      (p) => p.product_id,
    );

  it('adds a number the storefront search finds the part by, logs it, refuses it twice, and removes it', async () => {
    const t = await target();
    expect(await search('ZX-90417')).toEqual([]);
    const added = await admin.post(`/admin/api/catalog/products/${t.product_id}/interchange/add`, {
      brand: 'Raybestos',
      part_number: 'zx-90417',
    });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      product_id: t.product_id,
      interchange: [{ brand: 'Raybestos', part_number: 'zx-90417', number_key: 'ZX90417' }],
    });
    expect(await search('ZX-90417')).toEqual([t.product_id]);
    expect((await admin.get<ProductEdit>(`/admin/api/catalog/products/${t.product_id}`)).body.interchange).toEqual([
      { brand: 'Raybestos', part_number: 'zx-90417', number_key: 'ZX90417' },
    ]);

    const twice = await admin.post(`/admin/api/catalog/products/${t.product_id}/interchange/add`, {
      brand: 'Raybestos',
      part_number: 'ZX 90417',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('The part already lists that number for that brand.');
    const blank = await admin.post(`/admin/api/catalog/products/${t.product_id}/interchange/add`, {
      brand: '',
      part_number: ' - ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ part_number: 'A part number needs a letter or a digit.' });
    expect(
      (await cashier.post(`/admin/api/catalog/products/${t.product_id}/interchange/add`, { part_number: 'Q1' })).status,
    ).toBe(403);

    const removed = await admin.post(`/admin/api/catalog/products/${t.product_id}/interchange/remove`, {
      brand: 'Raybestos',
      number_key: 'ZX90417',
    });
    expect(removed.body).toEqual({ product_id: t.product_id, interchange: [] });
    expect(await search('ZX-90417')).toEqual([]);
    const log = await q<{ field: string; old_value: string; new_value: string }>(
      sql`select field, old_value, new_value from product_changes where product_id = ${t.product_id}
        and field like 'Interchange%' order by change_id`,
    );
    expect(log).toEqual([
      { field: 'Interchange added', old_value: '', new_value: 'Raybestos zx-90417' },
      { field: 'Interchange removed', old_value: 'Raybestos zx-90417', new_value: '' },
    ]);
  });
});
