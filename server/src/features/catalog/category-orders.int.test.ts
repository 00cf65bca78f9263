// A category page from its orders in memory (decision 0033) answers exactly what the SQL paths answer (category_listing
// and the products table's order, the fit table for a vehicle), for every sort including price, with and without a
// vehicle and its universal parts; and the price order turns over when a special starts, with no catalogue change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_CHOICES, type ListingAnswer } from '@parts/common/listing';
import { startTestServer, type TestServer } from '#src/test/http';
import { vehicleState } from '#src/features/fitment/service';
import { loadSettings } from '#src/features/settings/queries';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { listingSpec, pageOf } from './listing';
import { catalogVersion } from '#src/features/catalog-version/version';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const query = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
const sorts = [
  ...SORT_CHOICES.map((c) => ({ sort: c.sort, order: c.order })),
  { sort: 'newest' as const, order: 'asc' as const },
  { sort: 'default' as const, order: 'desc' as const },
];

describe('a category page read from its orders in memory', () => {
  it('lists what the SQL paths list, every sort and page, without a vehicle and with one, universal parts shown or not', async () => {
    const db = server.database.db;
    // A category with universal parts and with parts fitting one base vehicle, and that vehicle.
    const [pick] = await query<{ category_id: number; year: number; make_id: number; model_id: number }>(
      `select f.category_id, bv.year, bv.make_id, bv.model_id from vehicle_fits f join base_vehicles bv using (base_vehicle_id)
       where exists (select 1 from universal_fits u where u.category_id = f.category_id)
       group by 1, 2, 3, 4 order by count(*) desc, 1, 2, 3, 4 limit 1`,
    );
    expect(pick).toBeDefined();
    const settings = await loadSettings(db);
    const groupId = await defaultCustomerGroupId(db);
    const chosen = { Year: pick!.year, MakeID: pick!.make_id, ModelID: pick!.model_id };
    const contexts = {
      'no vehicle': await vehicleState(db, {}, settings),
      'a vehicle, universal shown': await vehicleState(db, { vehicle: chosen, showUniversal: true }, settings),
      'a vehicle, universal hidden': await vehicleState(db, { vehicle: chosen, showUniversal: false }, settings),
    };
    const version = await catalogVersion(db);
    for (const [name, vehicle] of Object.entries(contexts)) {
      const seen = new Set<string>();
      for (const s of sorts) {
        for (const page of [1, 2, 3]) {
          const q = {
            list: 'all' as const,
            category_id: pick!.category_id,
            sort: s.sort,
            order: s.order,
            page,
            limit: 4,
          };
          const spec = await listingSpec(db, q, groupId, version);
          expect(spec.categoryOnly).toBe(pick!.category_id);
          const ctx = { vehicle, customerGroupId: groupId };
          const fromMemory: ListingAnswer = await pageOf(db, spec, q, ctx);
          // Without a version the listing takes its SQL paths (category_listing, the products table, the fit table).
          const fromSql: ListingAnswer = await pageOf(db, { ...spec, version: undefined }, q, ctx);
          const label = `${name}, ${s.sort} ${s.order ?? ''}, page ${page}`;
          expect(
            fromMemory.products.map((p) => p.product_id),
            label,
          ).toEqual(fromSql.products.map((p) => p.product_id));
          expect(fromMemory.total, label).toBe(fromSql.total);
          expect(fromMemory.vehicle_filtered, label).toBe(name !== 'no vehicle');
          expect(fromMemory.products.length, label).toBeGreaterThan(0);
          for (const p of fromMemory.products) seen.add(`${p.product_id}:${p.universal}`);
        }
      }
      // The vehicle with universal parts shown lists some of both kinds; hidden, only its own parts.
      if (name === 'a vehicle, universal shown')
        expect([...seen].some((k) => k.endsWith(':true')) && [...seen].some((k) => k.endsWith(':false'))).toBe(true);
      if (name === 'a vehicle, universal hidden') expect([...seen].every((k) => k.endsWith(':false'))).toBe(true);
    }
  });

  it('puts a part first by price the moment its special starts, with no catalogue change in between', async () => {
    const db = server.database.db;
    const groupId = await defaultCustomerGroupId(db);
    const [cat] = await query<{ category_id: number }>(
      'select category_id from category_listing group by 1 order by count(*) desc, 1 limit 1',
    );
    const id = cat!.category_id;
    const [dear] = await query<{ product_id: number }>(
      'select p.product_id from products p join category_listing cl using (product_id) where cl.category_id = $1 order by p.price_cents desc, p.product_id limit 1',
      [id],
    );
    const part = dear!.product_id;
    // One cent from a moment from now: inserting it moves the catalogue version; its start does not.
    await query(
      `insert into product_specials (product_id, customer_group_id, price_cents, date_start) values ($1, $2, 1, now() + interval '1500 milliseconds')`,
      [part, groupId],
    );
    // A new page size each time asks past the answer cache; the category's price order is what is under test.
    const cheapest = async (limit: number) => {
      const res = await server
        .client()
        .get<ListingAnswer>(`/api/products?category_id=${id}&sort=price&order=asc&limit=${limit}`);
      expect(res.status).toBe(200);
      return res.body.products[0]!.product_id;
    };
    expect(await cheapest(3)).not.toBe(part);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await cheapest(4)).toBe(part);
  });
});
