// PIES import from the back office, as an owner would check it: the new part is on the storefront (search by its
// number and by an interchange number, its price and specification table), a price change shows, a bad Item is
// reported with its line, and a cut-off file or a dry run changes nothing.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportHistoryPage, ImportReport } from '@parts/common/catalog-import';
import type { ProductPage } from '@parts/common/catalog';
import type { ListingAnswer } from '@parts/common/listing';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { upload } from './upload-for-tests';

const SAMPLE = new URL('./fixtures/pies-sample.xml', import.meta.url);
let server: TestServer;
let admin: Client;
let shopper: Client;
let sample: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  shopper = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  sample = await readFile(SAMPLE, 'utf8');
});
afterAll(() => server.close());

const importPies = (xml: string, dryRun = false, name = 'wagner.xml') =>
  upload<ImportReport>(
    admin,
    server.baseUrl,
    `/admin/api/imports/pies/upload?filename=${name}&dry_run=${dryRun ? 1 : 0}`,
    xml,
  );

async function productId(mpn: string): Promise<number | undefined> {
  const [row] = rowsOf<{ product_id: number }>(
    await server.database.db.execute(sql`select product_id from products where mpn = ${mpn}`),
  );
  return row?.product_id;
}

const search = async (term: string) =>
  (await shopper.get<ListingAnswer>(`/api/search?search=${encodeURIComponent(term)}`)).body.products.map((p) => p.name);

/** A one-Item PIES file for a part already in the store, with a new list price. */
async function priceChangeFile(): Promise<{ xml: string; id: number }> {
  const [p] = rowsOf<{ product_id: number; mpn: string; aaia: string }>(
    await server.database.db.execute(sql`
      select p.product_id, p.mpn, m.aaia from products p join manufacturers m using (manufacturer_id)
      join categories c on c.category_id = p.category_id where c.name = 'Brake Pads' and p.status order by p.product_id limit 1`),
  );
  const item = `<Item MaintenanceType="C"><PartNumber>${p!.mpn}</PartNumber><BrandAAIAID>${p!.aaia}</BrandAAIAID>
      <PartTerminologyID>1684</PartTerminologyID>
      <Prices><Pricing PriceType="LST"><Price UOM="PE">12.34</Price></Pricing></Prices></Item>`;
  return {
    id: p!.product_id,
    xml: `<?xml version="1.0"?>\n<PIES xmlns="http://www.autocare.org"><Header><PIESVersion>7.2</PIESVersion></Header>
  <Items>${item}</Items><Trailer><ItemCount>1</ItemCount></Trailer></PIES>`,
  };
}

describe('PIES import', () => {
  it('a dry run reports what the import would do and changes nothing', async () => {
    const res = await importPies(sample, true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'dry_run', created: 2, updated: 0, unchanged: 0, rejected: 1 });
    expect(await productId('QC1093PD')).toBeUndefined();
  });

  it('creates the new parts and rejects the Item whose part type has no category, with its line', async () => {
    const res = await importPies(sample);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'applied', created: 2, updated: 0, unchanged: 0, rejected: 1 });
    expect(res.body.rejects).toEqual([
      {
        line: 115,
        key: 'WGNR H5593PD',
        message: 'part type 13736 is not mapped to a store category (Imports → Part types)',
      },
    ]);
  });

  it('shows the new part on the storefront: found by part number and by interchange, with price and specifications', async () => {
    expect(await search('QC1093PD')).toContain('Wagner QuickStop Ceramic Disc Brake Pad Set');
    expect(await search('PGD1093C')).toContain('Wagner QuickStop Ceramic Disc Brake Pad Set');
    expect(await search('ACT-1093')).toContain('Wagner QuickStop Ceramic Disc Brake Pad Set');
    const page = (await shopper.get<ProductPage>(`/api/products/${await productId('QC1093PD')}`)).body;
    expect(page).toMatchObject({
      name: 'Wagner QuickStop Ceramic Disc Brake Pad Set',
      description: 'Ceramic front pads with a multi-layer shim and hardware, for quiet, low-dust stops.',
      category: 'Brake Pads',
      unit_price_text: '$54.99',
      ean: '083110109312',
    });
    expect(page.specifications).toEqual([
      { name: 'Country of Origin', value: 'MX' },
      { name: 'Warranty', value: 'Limited lifetime' },
      { name: 'Friction Material', value: 'Ceramic' },
      { name: 'Hardware Included', value: 'Yes' },
      { name: 'Wear Sensor', value: 'Acoustic' },
      { name: 'Weight', value: '2.6 lb' },
      { name: 'Package size', value: '7.1 × 5.4 × 2.3 in' },
    ]);
    expect(page.interchange).toEqual([
      { brand: 'AKBN', part_number: 'ACT-1093' },
      { brand: 'RYBS', part_number: 'PGD1093C' },
    ]);
    // Its digital asset (a picture the asset simulator serves) is fetched after the commit: pies-assets.int.test.ts.
    const [cost] = rowsOf<{ cost_cents: number }>(
      await server.database.db.execute(sql`select cost_cents from products where mpn = 'QC1093PD'`),
    );
    expect(cost!.cost_cents).toBe(3120);
  });

  it('the same file again changes nothing', async () => {
    const res = await importPies(sample);
    expect(res.body).toMatchObject({ created: 0, updated: 0, unchanged: 2, rejected: 1 });
  });

  it('a price change for a part the store has shows on its page', async () => {
    const { xml, id } = await priceChangeFile();
    const res = await importPies(xml);
    expect(res.body).toMatchObject({ created: 0, updated: 1, unchanged: 0, rejected: 0 });
    const page = (await shopper.get<ProductPage>(`/api/products/${id}`)).body;
    expect(page.pricing?.regular_cents).toBe(1234);
  });

  it('a cut-off file is refused whole and changes nothing', async () => {
    const changed = sample.replace('<Price UOM="PE">54.99</Price>', '<Price UOM="PE">59.99</Price>');
    const cut = changed.slice(0, changed.indexOf('<PartNumber>BD180093PD'));
    const res = await importPies(cut, false, 'cut.xml');
    expect(res.status).toBe(400);
    expect((res.body as unknown as { error: string }).error).toBe(
      'The file is cut off: it ends inside <Item> at line 94, before the closing </PIES>. Nothing was changed.',
    );
    const page = (await shopper.get<ProductPage>(`/api/products/${await productId('QC1093PD')}`)).body;
    expect(page.unit_price_text).toBe('$54.99');
  });

  it('keeps a history of every run, newest first', async () => {
    const res = await admin.get<ImportHistoryPage>('/admin/api/imports/history?kind=pies');
    expect(res.body.items.map((r) => [r.file_name, r.status])).toEqual([
      ['cut.xml', 'failed'],
      ['wagner.xml', 'applied'],
      ['wagner.xml', 'applied'],
      ['wagner.xml', 'applied'],
      ['wagner.xml', 'dry_run'],
    ]);
    expect(res.body.items[1]!.staff_name).toBe('Alex Morgan');
  });

  it('is refused to a cashier', async () => {
    const cashier = server.client();
    expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    const res = await upload(cashier, server.baseUrl, '/admin/api/imports/pies/upload?filename=x.xml', sample);
    expect(res.status).toBe(403);
    expect(await productId('BD180093PD')).toBeDefined();
  });
});
