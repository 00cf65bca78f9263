// The storefront's first answers inside the page HTML (decision 0030): the home, category and product pages carry the
// answer their first call would get, made for the shopper asking (their session vehicle), and nothing is cached
// across shoppers; other pages carry none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData, ProductPage } from '@parts/common/catalog';
import type { ListingAnswer } from '@parts/common/listing';
import { PAGE_DATA_SCRIPT_ID, type PageData } from '@parts/common/page-data';
import { formatCents } from '@parts/common/money';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const one = async <T>(text: string, params: unknown[] = []) => (await server.database.query<T>(text, params))[0]!;

/** The page's HTML as a browser gets it with this client's cookies, and the answers inlined in it. */
async function pageOf(client: Client, url: string): Promise<{ status: number; html: string; data: PageData }> {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(server.baseUrl + url, { headers });
  const html = await res.text();
  const block = new RegExp(`<script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">(.*?)</script>`, 's').exec(
    html,
  );
  expect(block, `${url} has a page-data block`).not.toBeNull();
  return { status: res.status, html, data: JSON.parse(block![1]!) as PageData };
}

describe('answers inlined in the page HTML', () => {
  it('gives the product page its product (name and price) and the header its menu, as the calls answer them', async () => {
    const client = server.client();
    const { product_id } = await one<{ product_id: number }>(
      'select product_id from products where status order by product_id limit 1',
    );
    const { status, data } = await pageOf(client, `/product/product?product_id=${product_id}`);
    expect(status).toBe(200);
    const inlined = data[`/api/products/${product_id}`] as ProductPage;
    const api = (await client.get<ProductPage>(`/api/products/${product_id}`)).body;
    expect(inlined.name).toBe(api.name);
    expect(inlined.pricing?.regular_cents).toBe(api.pricing?.regular_cents);
    expect(formatCents(inlined.pricing!.regular_cents)).toMatch(/^\$\d/);
    expect(data['/api/content/menu']).toEqual((await client.get('/api/content/menu')).body);
  });

  it('gives the home page its sections and a category page its first listing page, as the page asks for it', async () => {
    const client = server.client();
    const home = await pageOf(client, '/');
    expect((home.data['/api/home'] as HomeData).featured.map((p) => p.product_id)).toEqual(
      (await client.get<HomeData>('/api/home')).body.featured.map((p) => p.product_id),
    );

    const { category_id } = await one<{ category_id: number }>(
      'select category_id from product_categories group by 1 order by count(*) desc limit 1',
    );
    // The page's own call: category, then the default sort, page size and page (ListingView's order).
    const call = `/api/products?category_id=${category_id}&sort=default&limit=15&page=1`;
    const category = await pageOf(client, `/product/category?path=1_${category_id}`);
    const listing = category.data[call] as ListingAnswer;
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.products.map((p) => p.product_id)).toEqual(
      (await client.get<ListingAnswer>(call)).body.products.map((p) => p.product_id),
    );

    const paged = await pageOf(client, `/product/category?path=${category_id}&sort=p.price&order=DESC&limit=25&page=2`);
    expect(Object.keys(paged.data)).toContain(`/api/products?category_id=${category_id}&sort=default&limit=25&page=2`);
  });

  it('makes the product answer for the shopper asking: their vehicle’s fit verdict, not another shopper’s', async () => {
    const fit = await one<{ product_id: number; year: number; make_id: number; model_id: number }>(
      `select p.product_id, bv.year, bv.make_id, bv.model_id from applications a join products p using (product_id) join base_vehicles bv using (base_vehicle_id)
        where not p.universal and a.sub_model_id is null and a.engine_id is null and a.body_type_id is null and a.bed_length_id is null order by a.application_id limit 1`,
    );
    const withVehicle = server.client();
    await withVehicle.get(
      `/ymm/json/saveVehicle?add1=Year:${fit.year}&add2=MakeID:${fit.make_id}&add3=ModelID:${fit.model_id}`,
    );
    const without = server.client();
    const url = `/product/product?product_id=${fit.product_id}`;
    const call = `/api/products/${fit.product_id}`;

    const mine = (await pageOf(withVehicle, url)).data[call] as ProductPage;
    const theirs = (await pageOf(without, url)).data[call] as ProductPage;
    expect(mine.fitment).toEqual((await withVehicle.get<ProductPage>(call)).body.fitment);
    expect(theirs.fitment).toEqual((await without.get<ProductPage>(call)).body.fitment);
    expect(mine.fitment).not.toEqual(theirs.fitment);
    // And the page with the vehicle, asked for again by the shopper without one, is still theirs.
    expect(((await pageOf(without, url)).data[call] as ProductPage).fitment).toEqual(theirs.fitment);
  });

  it('inlines nothing for other pages, a product that does not exist, or a category address without an id', async () => {
    const client = server.client();
    for (const url of [
      '/checkout/cart',
      '/pos/order',
      '/product/product?product_id=999999999',
      '/product/category?path=abc',
      '/no-such-page',
    ]) {
      const { data } = await pageOf(client, url);
      expect(
        Object.keys(data).filter((k) => k !== '/api/content/menu'),
        url,
      ).toEqual([]);
    }
    expect((await pageOf(client, '/no-such-page')).status).toBe(404);
  });
});
