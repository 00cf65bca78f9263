// Product CSV from the back office: upload → preview (one bad row listed with its line and field message, nothing
// written) → confirm (the rest applied, once however often it is confirmed), and the export reads back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '@parts/common/catalog-import';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { upload } from './upload-for-tests';

let server: TestServer;
let admin: Client;
let existing: { product_id: number; mpn: string; aaia: string };
let preview: ImportReport;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  existing = rowsOf<typeof existing>(
    await server.database.db.execute(sql`
      select p.product_id, p.mpn, m.aaia from products p join manufacturers m using (manufacturer_id)
      where m.aaia = 'WGNR' order by p.product_id limit 1`),
  )[0]!;
});
afterAll(() => server.close());

const part = async (mpn: string) =>
  rowsOf<{ name: string; price_cents: number; quantity: number | null }>(
    await server.database.db.execute(sql`
      select p.name, p.price_cents, (select quantity from inventory i where i.product_id = p.product_id and i.location_id = 1) as quantity
      from products p where p.mpn = ${mpn}`),
  );

const csv = () =>
  [
    'brand_code,part_number,name,category_path,price,cost,special_price,special_start,special_end,quantity,universal,weight,upc,status',
    'WGNR,CSV-1001,Wagner ThermoQuiet Brake Pad Set,Brakes > Brake Pads,44.99,25.00,39.99,2026-01-01,2099-12-31,7,no,2.5,012345678905,enabled',
    `WGNR,${existing.mpn},,,19.95,,,,,,,,,`,
    'WGNR,CSV-1002,Wagner Rotor,Brakes > Brake Rotors,abc,,,,,,,,,',
  ].join('\n');

describe('product CSV import', () => {
  it('previews: would create one, update one, and rejects the bad row with its line and field', async () => {
    const res = await upload<ImportReport>(
      admin,
      server.baseUrl,
      '/admin/api/imports/products/upload?filename=sheet.csv',
      csv(),
    );
    expect(res.status).toBe(200);
    preview = res.body;
    expect(preview).toMatchObject({ status: 'preview', created: 1, updated: 1, unchanged: 0, rejected: 1 });
    expect(preview.rejects).toEqual([
      { line: 4, key: 'WGNR CSV-1002', message: 'price: "abc" is not an amount like 54.99' },
    ]);
    expect(preview.changes).toEqual([
      { line: 2, key: 'WGNR CSV-1001', action: 'create' },
      { line: 3, key: `WGNR ${existing.mpn}`, action: 'update' },
    ]);
    expect(await part('CSV-1001')).toEqual([]);
  });

  it('confirm applies the rest; confirming again applies nothing more', async () => {
    const first = await admin.post<ImportReport>('/admin/api/imports/products/confirm', {
      import_id: preview.import_id,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'applied', created: 1, updated: 1, rejected: 1 });
    const again = await admin.post<ImportReport>('/admin/api/imports/products/confirm', {
      import_id: preview.import_id,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'applied', created: 1, updated: 1, rejected: 1 });
    expect(await part('CSV-1001')).toEqual([
      { name: 'Wagner ThermoQuiet Brake Pad Set', price_cents: 4499, quantity: 7 },
    ]);
    expect((await part(existing.mpn))[0]!.price_cents).toBe(1995);
    const [audits] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from audit_log where action = 'import.products'`),
    );
    expect(audits!.n).toBe(1);
  });

  it('exports the filtered list as the same columns', async () => {
    const res = await fetch(`${server.baseUrl}/admin/api/imports/products/export?search=CSV-1001`, {
      headers: {
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-admin-token': admin.adminToken,
      },
    });
    expect(res.status).toBe(200);
    expect((await res.text()).split('\n').slice(0, 2)).toEqual([
      'brand_code,part_number,name,description,category_path,price,cost,special_price,special_start,special_end,quantity,universal,weight,upc,status',
      'WGNR,CSV-1001,Wagner ThermoQuiet Brake Pad Set,,Brakes > Brake Pads,44.99,25.00,39.99,2026-01-01,2099-12-31,7,no,2.5,012345678905,enabled',
    ]);
  });

  it('refuses a file without the key columns, naming them', async () => {
    const res = await upload<{ error: string }>(
      admin,
      server.baseUrl,
      '/admin/api/imports/products/upload?filename=bad.csv',
      'sku,price\nX,1.00\n',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The header has no brand_code column (first line: sku,price). Nothing was changed.');
  });
});
