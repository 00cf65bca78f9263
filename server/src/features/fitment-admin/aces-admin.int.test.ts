// ACES from the back office: an upload is checked (the validation report) without changing the catalogue, its commit
// imports it once and records it in the history and the audit log, its rejects download as CSV, and only staff with
// catalog.import may do any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcesImport, AcesImportPage, AcesValidation } from '@parts/common/fitment-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
let part: { product_id: number; mpn: string; aaia: string };
let years: { year: number; make_id: number; model_id: number; base_vehicle_id: number }[];
let xml: string;

const q = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
const countApps = async () => (await q<{ n: number }>('select count(*)::int as n from applications'))[0]!.n;

async function upload(client: Client, body: string, name = 'supplier.xml') {
  const res = await fetch(`${server.baseUrl}/admin/api/fitment/aces/upload?filename=${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      accept: 'application/json',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-admin-token': client.adminToken,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as AcesValidation };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  [part] = (await q(`select p.product_id, p.mpn, m.aaia from products p join manufacturers m using (manufacturer_id)
    where not p.universal and exists (select 1 from product_categories pc where pc.product_id = p.product_id)
    order by p.product_id limit 1`)) as [typeof part];
  const [model] = await q<{ model_id: number }>(
    'select model_id from base_vehicles group by model_id having count(*) >= 3 order by model_id limit 1',
  );
  years = (
    await q<(typeof years)[number]>('select * from base_vehicles where model_id = $1 order by year', [model!.model_id])
  ).slice(0, 3);
  const [y1, y2, y3] = years as [(typeof years)[0], (typeof years)[0], (typeof years)[0]];
  const vehicle = `<Years from="${y1.year}" to="${y2.year}"/><Make id="${y1.make_id}"/><Model id="${y1.model_id}"/>`;
  // One App a line, so each finding's line is the App's: line 8 is the first App.
  xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ACES version="4.2">',
    '  <Header>',
    '    <Company>Test Supplier</Company>',
    `    <BrandAAIAID>${part.aaia}</BrandAAIAID>`,
    '    <SubmissionType>INCREMENTAL</SubmissionType>',
    '  </Header>',
    `  <App action="A" id="a1">${vehicle}<Qty>1</Qty><Part>${part.mpn}</Part></App>`,
    `  <App action="A" id="a2"><Years from="${y2.year}" to="${y3.year}"/><Make id="${y1.make_id}"/><Model id="${y1.model_id}"/><Qty>1</Qty><Part>${part.mpn}</Part></App>`,
    `  <App action="A" id="a3"><BaseVehicle id="99999999"/><Qty>1</Qty><Part>${part.mpn}</Part></App>`,
    `  <App action="A" id="a4"><Years from="1890" to="1890"/><Make id="${y1.make_id}"/><Qty>1</Qty><Part>${part.mpn}</Part></App>`,
    `  <App action="A" id="a5"><BaseVehicle id="${y3.base_vehicle_id}"/><Qty>1</Qty><Part>NO-SUCH-PART-77</Part></App>`,
    `  <App action="A" id="a6"><BaseVehicle id="${y3.base_vehicle_id}"/><Qty>40</Qty><Position>Front</Position><Part>${part.mpn}</Part></App>`,
    '  <Footer><RecordCount>6</RecordCount></Footer>',
    '</ACES>',
    '',
  ].join('\n');
});
afterAll(() => server.close());

describe('ACES from the back office', () => {
  let checked: AcesValidation;

  it('checks an upload and reports by line what the commit would reject or warn about, changing nothing', async () => {
    const before = await countApps();
    const res = await upload(admin, xml);
    expect(res.status).toBe(200);
    checked = res.body;
    expect(checked.import).toMatchObject({
      status: 'validated',
      file_name: 'supplier.xml',
      submission_type: 'INCREMENTAL',
      user_name: 'Alex Morgan',
      records: 6,
      added: 5,
      deleted: 0,
      rejected: 3,
      counts: { vehicle: 1, years: 1, part: 1, overlap: 1, quantity: 1 },
    });
    expect(checked.findings.map((f) => [f.line, f.app_id, f.kind, f.rejected])).toEqual([
      [9, 'a2', 'overlap', false],
      [10, 'a3', 'vehicle', true],
      [11, 'a4', 'years', true],
      [12, 'a5', 'part', true],
      [13, 'a6', 'quantity', false],
    ]);
    expect(checked.findings[0]!.message).toBe(
      `the same part on BaseVehicle ${years[1]!.base_vehicle_id} with the same qualifiers and position as App a1 (line 8)`,
    );
    expect(await countApps()).toBe(before);
  });

  it('commits once: the applications go in, the history and the audit log say who and what', async () => {
    const before = await countApps();
    const res = await admin.post<AcesImport>('/admin/api/fitment/aces/commit', {
      import_id: checked.import.import_id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'committed', added: 5, deleted: 0, rejected: 3 });
    expect(await countApps()).toBe(before + 5);
    const fits = await q<{ n: number }>(
      'select count(*)::int as n from vehicle_fits where product_id = $1 and base_vehicle_id = $2',
      [part.product_id, years[2]!.base_vehicle_id],
    );
    expect(fits[0]!.n).toBeGreaterThan(0);
    const again = await admin.post('/admin/api/fitment/aces/commit', { import_id: checked.import.import_id });
    expect(again.status).toBe(409);
    expect(await countApps()).toBe(before + 5);

    const history = await admin.get<AcesImportPage>('/admin/api/fitment/aces/imports');
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total_items: 1, counts: { committed: 1 } });
    expect(history.body.items[0]).toMatchObject({ file_name: 'supplier.xml', user_name: 'Alex Morgan', added: 5 });
    const [audit] = await q<{ action: string; summary: string }>(
      `select action, summary from audit_log where action = 'import.aces'`,
    );
    expect(audit).toEqual({
      action: 'import.aces',
      summary: 'ACES INCREMENTAL import of supplier.xml: 5 added, 0 deleted, 3 rejected',
    });
  });

  it("downloads an import's rejects as CSV with their lines and reasons", async () => {
    const res = await admin.get<string>(`/admin/api/fitment/aces/imports/${checked.import.import_id}/rejects.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\r\n')).toEqual([
      'line,app_id,kind,reason',
      '10,a3,vehicle,unknown BaseVehicle id 99999999',
      `11,a4,years,no base vehicles for Make id ${years[0]!.make_id} in 1890–1890`,
      `12,a5,part,"unknown part: ${part.aaia} part number ""NO-SUCH-PART-77"" is not in the catalogue"`,
      '',
    ]);
  });

  it('records a file refused whole (cut off) with its reason, and changes nothing', async () => {
    const before = await countApps();
    const res = await upload(admin, xml.slice(0, xml.indexOf('id="a4"')), 'cut.xml');
    expect(res.status).toBe(200);
    expect(res.body.import).toMatchObject({ status: 'refused', file_name: 'cut.xml', added: 0 });
    expect(res.body.import.error).toMatch(/cut off|ended|unexpected end/i);
    expect(await countApps()).toBe(before);
  });

  it('refuses staff without catalog.import', async () => {
    expect((await upload(cashier, xml)).status).toBe(403);
    expect((await cashier.get('/admin/api/fitment/aces/imports')).status).toBe(403);
    expect((await cashier.post('/admin/api/fitment/aces/commit', { import_id: 1 })).status).toBe(403);
  });
});
