// PIES digital assets (decision 0100), as the owner sees them after an import: a picture the supplier's server gives
// becomes the part's picture on its page (resized like an upload, in the change log), one it cannot reach stays a link;
// a server that does not answer leaves the asset a link to try again, and the next try makes it a picture.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportReport } from '@parts/common/catalog-import';
import type { ProductPage } from '@parts/common/catalog';
import { rowsOf } from '#src/db/rows';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { SimulatedAssetFetcher, type AssetFetcher } from './asset-fetcher';
import { fetchDueAssets } from './asset-pictures';
import { upload } from './upload-for-tests';

let server: TestServer;
let admin: Client;
let shopper: Client;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  shopper = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

/** A new Wagner brake pad set with these asset addresses. */
const piesFile = (partNumber: string, urls: string[]) => `<?xml version="1.0"?>
<PIES xmlns="http://www.autocare.org"><Header><PIESVersion>7.2</PIESVersion></Header><Items>
  <Item MaintenanceType="A"><PartNumber>${partNumber}</PartNumber><BrandAAIAID>WGNR</BrandAAIAID>
    <PartTerminologyID>1684</PartTerminologyID>
    <Descriptions><Description DescriptionCode="DES" LanguageCode="EN">Wagner ThermoQuiet Pad Set ${partNumber}</Description></Descriptions>
    <Prices><Pricing PriceType="LST"><Price UOM="PE">61.50</Price></Pricing></Prices>
    <DigitalAssets>${urls
      .map((u) => `<DigitalFileInformation><AssetType>P04</AssetType><URI>${u}</URI></DigitalFileInformation>`)
      .join('')}</DigitalAssets>
  </Item></Items><Trailer><ItemCount>1</ItemCount></Trailer></PIES>`;

async function importFile(xml: string) {
  const res = await upload<ImportReport>(admin, server.baseUrl, '/admin/api/imports/pies/upload?filename=a.xml', xml);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'applied', created: 1, rejected: 0 });
  const [row] = rowsOf<{ product_id: number }>(
    await server.database.db.execute(
      sql`select product_id from products where name like ${`%${xml.match(/<PartNumber>(\w+)/)![1]}`}`,
    ),
  );
  return row!.product_id;
}

const statusOf = async (id: number) =>
  rowsOf<{ url: string; fetch_status: string; next_fetch_at: Date }>(
    await server.database.db.execute(
      sql`select url, fetch_status, next_fetch_at from product_assets where product_id = ${id} order by sort_order`,
    ),
  );

/** Imports the part while every supplier server refuses: its assets wait for their second try, 10 minutes on. */
async function importRefused(partNumber: string, urls: string[]) {
  await saveSettings(server.database.db, { pies_asset_sim_mode: 'fail' });
  const id = await importFile(piesFile(partNumber, urls));
  await vi.waitFor(
    async () => expect((await statusOf(id)).map((a) => a.fetch_status)).toEqual(urls.map(() => 'retry')),
    { timeout: 15_000, interval: 100 },
  );
  await saveSettings(server.database.db, { pies_asset_sim_mode: 'normal' });
  return id;
}

const pageOf = async (id: number) => (await shopper.get<ProductPage>(`/api/products/${id}`)).body;

describe('PIES digital assets', () => {
  it('a picture the server gives becomes the part’s picture; an unreachable one stays a link', async () => {
    const served = 'https://assets.wagner.example/images/TQ1001_P04.jpg';
    const gone = 'https://images.wagner-old.invalid/TQ1001_P01.jpg';
    const id = await importFile(piesFile('TQ1001', [served, gone]));
    // The import answers at its commit; the fetch runs after it.
    await vi.waitFor(async () => expect((await pageOf(id)).image).toMatch(/\/media\/products\/\d+\/.+-320\.webp$/), {
      timeout: 15_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await pageOf(id)).assets).toEqual([{ type: 'P04', url: gone }]), {
      timeout: 15_000,
      interval: 100,
    });
    const page = await pageOf(id);
    // Resized as an editor upload is: WebP, inside the product page's 320 px box (the simulator's is 800 × 600).
    const picture = await fetch(server.baseUrl + page.image);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
    const history = await admin.get<{ items: { user_name: string; field: string; new_value: string }[] }>(
      `/admin/api/catalog/products/${id}/history`,
    );
    expect(history.body.items).toContainEqual(
      expect.objectContaining({ user_name: 'PIES import', field: 'Pictures', new_value: 'TQ1001_P04.jpg' }),
    );
  });

  it('a server that does not answer leaves a link to try again; the next try makes the picture', async () => {
    await saveSettings(server.database.db, { pies_asset_sim_mode: 'timeout', pies_asset_fetch_timeout_ms: 300 });
    const url = 'https://assets.wagner.example/images/TQ1002_P04.png';
    const id = await importFile(piesFile('TQ1002', [url]));
    const status = async () =>
      rowsOf<{ fetch_status: string; fetch_error: string }>(
        await server.database.db.execute(
          sql`select fetch_status, fetch_error from product_assets where product_id = ${id}`,
        ),
      );
    await vi.waitFor(
      async () => expect(await status()).toEqual([{ fetch_status: 'retry', fetch_error: 'no answer in 0.3 s' }]),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect((await pageOf(id)).assets).toEqual([{ type: 'P04', url }]);
    expect((await pageOf(id)).image).toBe('/media/categories/brake-pads.svg');

    await saveSettings(server.database.db, { pies_asset_sim_mode: 'normal' });
    // Not due yet: the next try waits.
    expect(await fetchDueAssets(server.database.db, new SimulatedAssetFetcher(server.database.db))).toEqual({
      pictures: 0,
      links: 0,
      retries: 0,
    });
    // Past the first wait (10 minutes): this one becomes a picture; the .invalid host of the test above is tried again
    // and still cannot be reached.
    const later = new Date(Date.now() + 11 * 60_000);
    expect(
      await fetchDueAssets(server.database.db, new SimulatedAssetFetcher(server.database.db), { clock: () => later }),
    ).toEqual({ pictures: 1, links: 0, retries: 1 });
    const page = await pageOf(id);
    expect(page.image).toMatch(/\/media\/products\/\d+\/.+-320\.webp$/);
    expect(page.assets).toEqual([]);
  });

  it('an address that is not valid percent-encoding still becomes a picture, and the run goes on', async () => {
    const odd = 'https://assets.wagner.example/images/100%zz.jpg';
    const next = 'https://assets.wagner.example/images/TQ1004_P04.jpg';
    const id = await importFile(piesFile('TQ1004', [odd, next]));
    await vi.waitFor(
      async () =>
        expect((await statusOf(id)).map((a) => [a.url, a.fetch_status])).toEqual([
          [odd, 'picture'],
          [next, 'picture'],
        ]),
      { timeout: 15_000, interval: 100 },
    );
    // The change log names it after the address, as the picture pipeline spells names.
    const history = await admin.get<{ items: { field: string; new_value: string }[] }>(
      `/admin/api/catalog/products/${id}/history`,
    );
    expect(history.body.items).toContainEqual(expect.objectContaining({ field: 'Pictures', new_value: '100zz.jpg' }));
  });

  it('a run longer than the lease claims each batch with a whole lease and waits from each try', async () => {
    const urls = Array.from({ length: 11 }, (_, i) => `https://assets.wagner.example/slow/TQ1005_${i}.pdf`);
    const id = await importRefused('TQ1005', urls);
    // Each try takes 30 s of the run's clock, so the second batch of ten is claimed 5 minutes (a lease) into the run.
    let t = Date.now() + 11 * 60_000;
    const clock = () => new Date(t);
    const leaseLeft = new Map<string, number>();
    const ended = new Map<string, number>();
    const slow: AssetFetcher = {
      name: 'slow',
      async get(url) {
        const [row] = (await statusOf(id)).filter((a) => a.url === url);
        if (row) leaseLeft.set(url, new Date(row.next_fetch_at).getTime() - t);
        t += 30_000;
        ended.set(url, t);
        throw new Error('connect ECONNREFUSED');
      },
    };
    await fetchDueAssets(server.database.db, slow, { clock });
    // The first and the eleventh are fetched right after their claims: both have the whole 5 minutes.
    expect([leaseLeft.get(urls[0]!), leaseLeft.get(urls[10]!)]).toEqual([5 * 60_000, 5 * 60_000]);
    // The second try failed: the third is 20 minutes after it ended, for the last one as for the first.
    const rows = await statusOf(id);
    expect(rows.map((a) => a.fetch_status)).toEqual(urls.map(() => 'retry'));
    expect([0, 10].map((i) => new Date(rows[i]!.next_fetch_at).getTime() - ended.get(urls[i]!)!)).toEqual([
      20 * 60_000,
      20 * 60_000,
    ]);
  });

  it('a try that outlived its lease does not overwrite the run that claimed the asset after it', async () => {
    const url = 'https://assets.wagner.example/images/TQ1006_P04.png';
    const id = await importRefused('TQ1006', [url]);
    let t = Date.now() + 11 * 60_000;
    const clock = () => new Date(t);
    let second: unknown;
    const stuck: AssetFetcher = {
      name: 'stuck',
      async get() {
        // Six minutes without an answer: the lease is over and another run takes the asset and makes the picture.
        t += 6 * 60_000;
        second = await fetchDueAssets(server.database.db, new SimulatedAssetFetcher(server.database.db), { clock });
        throw new Error('socket hang up');
      },
    };
    const first = await fetchDueAssets(server.database.db, stuck, { clock });
    expect([first, second]).toEqual([
      { pictures: 0, links: 0, retries: 0 },
      { pictures: 1, links: 0, retries: 0 },
    ]);
    expect((await statusOf(id)).map((a) => a.fetch_status)).toEqual(['picture']);
    expect((await pageOf(id)).image).toMatch(/\/media\/products\/\d+\/.+-320\.webp$/);
  });
});
