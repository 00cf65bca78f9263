// Fitment → Coverage: a vehicle the store's shoppers search for, with no brake pad that fits, is a hole; an ACES import
// that adds a pad for it closes the hole and records coverage before and after; an enabled part with no applications
// that is not universal is listed; a cashier without reports.view is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageAnswer, CoverageHistory, UnfittedPage } from '@parts/common/coverage';
import type { AcesValidation } from '@parts/common/fitment-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let shopper: Client;
let vehicle: { base_vehicle_id: number; year: number; make_id: number; model_id: number; label: string };
let pad: { product_id: number; mpn: string; aaia: string };

const q = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

async function uploadAces(body: string) {
  const res = await fetch(`${server.baseUrl}/admin/api/fitment/aces/upload?filename=pads.xml`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      accept: 'application/json',
      cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-admin-token': admin.adminToken,
    },
    body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AcesValidation;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  shopper = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  // A base vehicle with no enabled brake pad that fits it.
  [vehicle] = (await q(`
    select b.base_vehicle_id, b.year, b.make_id, b.model_id, b.year || ' ' || mk.name || ' ' || md.name as label
    from base_vehicles b join makes mk using (make_id) join models md using (model_id)
    where not exists (
      select 1 from vehicle_fits f join categories c on c.category_id = f.category_id
      join products p on p.product_id = f.product_id
      where f.base_vehicle_id = b.base_vehicle_id and c.name = 'Brake Pads' and p.status)
    order by b.base_vehicle_id limit 1`)) as [typeof vehicle];
  [pad] = (await q(`
    select p.product_id, p.mpn, m.aaia from products p join manufacturers m using (manufacturer_id)
    join categories c on c.category_id = p.category_id
    where c.name = 'Brake Pads' and p.status and not p.universal order by p.product_id limit 1`)) as [typeof pad];
  // Its shopper searches seven times with it chosen: the most wanted vehicle of the store (the demo's searches give a
  // vehicle six at most).
  await shopper.get(
    `/ymm/json/saveVehicle?add1=Year:${vehicle.year}&add2=MakeID:${vehicle.make_id}&add3=ModelID:${vehicle.model_id}`,
  );
  for (const term of ['brake pads', 'pads', 'brakes', 'rotors', 'battery', 'oil filter', 'wipers']) {
    expect((await shopper.get(`/api/search?search=${encodeURIComponent(term)}`)).status).toBe(200);
  }
});
afterAll(() => server.close());

describe('fitment coverage', () => {
  it('lists the most searched vehicle with no brake pad as a hole, first', async () => {
    const res = await admin.get<CoverageAnswer>('/admin/api/fitment/coverage?vehicles=5');
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toBe(5);
    expect(res.body.categories.map((c) => c.name)).toEqual([
      'Brake Pads',
      'Brake Rotors',
      'Oil Filters',
      'Air Filters',
      'Cabin Air Filters',
      'Batteries',
      'Alternators',
      'Starters',
      'Spark Plugs',
      'Wiper Blades',
      'Headlights',
      'Shocks',
    ]);
    expect(res.body.holes[0]).toMatchObject({
      rank: 1,
      base_vehicle_id: vehicle.base_vehicle_id,
      vehicle: vehicle.label,
      category: 'Brake Pads',
      source: 'demand',
      searches: 7,
      demand: 7,
    });
    expect(res.body.pairs).toBe(60);
    expect(res.body.covered + res.body.holes.length).toBe(60);
  });

  it('an ACES import adding a pad for it closes the hole and records before → after', async () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ACES version="4.2">',
      `  <Header><Company>Pads Co</Company><BrandAAIAID>${pad.aaia}</BrandAAIAID><SubmissionType>INCREMENTAL</SubmissionType></Header>`,
      `  <App action="A" id="p1"><BaseVehicle id="${vehicle.base_vehicle_id}"/><Qty>1</Qty><Position>Front</Position><Part>${pad.mpn}</Part></App>`,
      '  <Footer><RecordCount>1</RecordCount></Footer>',
      '</ACES>',
      '',
    ].join('\n');
    const checked = await uploadAces(xml);
    const commit = await admin.post('/admin/api/fitment/aces/commit', { import_id: checked.import.import_id });
    expect(commit.status).toBe(200);

    const after = await admin.get<CoverageAnswer>('/admin/api/fitment/coverage?vehicles=5');
    const padHoles = after.body.holes.filter(
      (h) => h.base_vehicle_id === vehicle.base_vehicle_id && h.category === 'Brake Pads',
    );
    expect(padHoles).toEqual([]);

    const history = await admin.get<CoverageHistory>('/admin/api/fitment/coverage/history');
    expect(history.status).toBe(200);
    expect(history.body.items).toHaveLength(1);
    const snap = history.body.items[0]!;
    expect(snap).toMatchObject({
      import_kind: 'aces',
      import_id: checked.import.import_id,
      file_name: 'pads.xml',
      categories: 12,
    });
    expect(snap.holes_before - snap.holes_after).toBe(1);
    expect(snap.covered_after - snap.covered_before).toBe(1);
  });

  it('lists an enabled part with no applications that is not universal, linked by its id', async () => {
    const before = await admin.get<UnfittedPage>('/admin/api/fitment/coverage/unfitted?limit=1');
    const [made] = await q<{ product_id: number }>(`
      insert into products (manufacturer_id, category_id, sku, mpn, mpn_key, name, price_cents, image, universal, status)
      select manufacturer_id, category_id, 'COV-TEST-1', '0000-COV', '0000cov', 'Coverage test pad', 1999, image, false, true
      from products where product_id = ${pad.product_id}
      returning product_id`);
    const brand = (
      await q<{ name: string }>(
        'select m.name from products p join manufacturers m using (manufacturer_id) where p.product_id = $1',
        [made!.product_id],
      )
    )[0]!.name;
    const res = await admin.get<UnfittedPage>('/admin/api/fitment/coverage/unfitted?limit=100');
    expect(res.status).toBe(200);
    expect(res.body.total_items).toBe(before.body.total_items + 1);
    expect(res.body.items.find((p) => p.product_id === made!.product_id)).toEqual({
      product_id: made!.product_id,
      name: 'Coverage test pad',
      brand,
      part_number: '0000-COV',
      category: 'Brake Pads',
    });
    const summary = await admin.get<CoverageAnswer>('/admin/api/fitment/coverage?vehicles=5');
    expect(summary.body.unfitted).toBe(res.body.total_items);
  });

  it('downloads the holes as CSV and refuses a cashier', async () => {
    // As the page's link sends it: the token in the address.
    const csv = await fetch(
      `${server.baseUrl}/admin/api/fitment/coverage/holes.csv?vehicles=5&token=${admin.adminToken}`,
      {
        headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      },
    );
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toBe('Rank,Vehicle,Category,Why listed,Demand,Sales,Garages,Searches');
    const cashier = server.client();
    expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    expect((await cashier.get('/admin/api/fitment/coverage')).status).toBe(403);
  });
});
