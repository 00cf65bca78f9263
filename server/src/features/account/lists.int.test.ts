// Compare and wishlist calls (spec 000 section 7, contract 2): guest lists in the session, the wishlist moving at login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Compare, Wishlist } from '@parts/common/account';
import { COMPARE_LIMIT } from '@parts/common/account';
import { ACCOUNT_MSG } from '@parts/common/messages';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
let ids: number[] = [];
const names = new Map<number, string>();
let disabledId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.database.query<{ product_id: number; name: string }>(
    'select product_id, name from products where status order by product_id limit 7',
  );
  ids = rows.map((r) => r.product_id);
  for (const r of rows) names.set(r.product_id, r.name);
  disabledId = ids.pop()!;
  await server.database.query('update products set status = false where product_id = $1', [disabledId]);
});
afterAll(() => server.close());

const form = { form: true };

describe('compare', () => {
  it('adds, lists with attributes, and removes', async () => {
    const c = server.client();
    expect((await c.get<Compare>('/product/compare/getCompare')).body).toMatchObject({
      products: [],
      total: 0,
      limit: COMPARE_LIMIT,
    });
    const a = await c.post('/product/compare/add', { product_id: String(ids[0]) }, form);
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ success: ACCOUNT_MSG.compareAdded(names.get(ids[0]!)!), total: 1 });
    const again = await c.post('/product/compare/add', { product_id: String(ids[0]) }, form);
    expect(again.body).toEqual({ success: ACCOUNT_MSG.compareAlready(names.get(ids[0]!)!), total: 1 });
    await c.post('/product/compare/add', { product_id: String(ids[1]) }, form);

    const list = (await c.get<Compare>('/product/compare/getCompare')).body;
    expect(list.products.map((p) => p.product_id)).toEqual([ids[0], ids[1]]);
    expect(list.attributes.map((x) => x.label)).toEqual([
      'Brand',
      'Part Number',
      'Price',
      'Availability',
      'Rating',
      'Category',
      'Fitment',
      'Weight',
      'Description',
    ]);
    const [p] = list.products;
    const [db] = await server.database.query<{ category: string; rating: number; price_cents: number }>(
      'select c.name as category, p.rating, p.price_cents from products p join categories c using (category_id) where p.product_id = $1',
      [ids[0]],
    );
    expect(p!.attributes).toMatchObject({
      brand: p!.manufacturer,
      part_number: `${p!.aaia} ${p!.mpn}`,
      price: p!.price_text,
      category: db!.category,
      rating: db!.rating,
      fitment: 'Select Vehicle',
    });
    expect(p!.attributes.availability).toMatch(/^(In Stock: \d+|Out of Stock)$/);
    expect(p!.attributes.weight).toMatch(/^(\d+\.\d\d lb|Not listed)$/);

    const r = await c.post('/product/compare/remove', { product_id: String(ids[0]) }, form);
    expect(r.body).toEqual({ success: ACCOUNT_MSG.compareRemoved(names.get(ids[0]!)!), total: 1 });
    expect((await c.get<Compare>('/product/compare/getCompare')).body.products.map((x) => x.product_id)).toEqual([
      ids[1],
    ]);
    expect((await c.post('/product/compare/remove', { product_id: String(ids[0]) }, form)).body).toMatchObject({
      error: ACCOUNT_MSG.compareMissing,
    });
  });

  it(`keeps at most ${COMPARE_LIMIT} and says so when full`, async () => {
    const c = server.client();
    for (const id of ids.slice(0, COMPARE_LIMIT))
      expect((await c.post('/product/compare/add', { product_id: id })).status).toBe(200);
    const full = await c.post('/product/compare/add', { product_id: ids[COMPARE_LIMIT] });
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ error: ACCOUNT_MSG.compareFull(COMPARE_LIMIT) });
    expect((await c.get<Compare>('/product/compare/getCompare')).body.total).toBe(COMPARE_LIMIT);
  });

  it('refuses bad and unknown ids', async () => {
    const c = server.client();
    for (const bad of ['abc', '', '-3', '1.5']) {
      const res = await c.post('/product/compare/add', { product_id: bad }, form);
      expect(res.status, bad).toBe(400);
      expect(String(res.body.error)).toContain('product_id');
    }
    expect((await c.post('/product/compare/add', {}, form)).status).toBe(400);
    const unknown = await c.post('/product/compare/add', { product_id: '99999999' }, form);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: ACCOUNT_MSG.productUnknown });
    expect((await c.post('/product/compare/add', { product_id: disabledId })).status).toBe(404);
    expect((await c.get<Compare>('/index.php?route=product/compare/getCompare')).body.total).toBe(0);
  });

  it("keeps each visitor's list to their own session", async () => {
    const a = server.client();
    const b = server.client();
    await a.post('/product/compare/add', { product_id: ids[2] });
    expect((await b.get<Compare>('/product/compare/getCompare')).body.total).toBe(0);
  });
});

describe('wishlist', () => {
  it('keeps a guest wishlist in the session, newest first', async () => {
    const c = server.client();
    expect((await c.get<Wishlist>('/account/wishlist/getWishlist')).body).toEqual({ products: [], total: 0 });
    expect((await c.post('/account/wishlist/add', { product_id: String(ids[0]) }, form)).body).toEqual({
      success: ACCOUNT_MSG.wishlistAdded(names.get(ids[0]!)!),
      total: 1,
    });
    expect((await c.post('/account/wishlist/add', { product_id: String(ids[1]) }, form)).body.total).toBe(2);
    expect((await c.post('/account/wishlist/add', { product_id: String(ids[1]) }, form)).body).toEqual({
      success: ACCOUNT_MSG.wishlistAlready(names.get(ids[1]!)!),
      total: 2,
    });
    const list = (await c.get<Wishlist>('/account/wishlist/getWishlist')).body;
    expect(list.products.map((p) => p.product_id)).toEqual([ids[1], ids[0]]);
    expect(list.products[0]).toMatchObject({
      name: names.get(ids[1]!),
      links: { view: `/product/product?product_id=${ids[1]}` },
    });
    expect(list.products[0]!.price_text).toMatch(/^\$[\d,]+\.\d\d$/);
    expect((await c.post('/account/wishlist/remove', { product_id: String(ids[0]) }, form)).body).toEqual({
      success: ACCOUNT_MSG.wishlistRemoved(names.get(ids[0]!)!),
      total: 1,
    });
    expect((await c.post('/account/wishlist/remove', { product_id: String(ids[0]) }, form)).status).toBe(404);
    expect(await server.database.query('select * from customer_wishlist')).toEqual([]);
  });

  it('refuses bad and unknown ids', async () => {
    const c = server.client();
    expect((await c.post('/account/wishlist/add', { product_id: 'x' }, form)).status).toBe(400);
    expect((await c.post('/account/wishlist/remove', { product_id: '0' }, form)).status).toBe(400);
    const unknown = await c.post('/account/wishlist/add', { product_id: '99999999' }, form);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(ACCOUNT_MSG.productUnknown);
    expect((await c.post('/account/wishlist/add', { product_id: disabledId }, form)).status).toBe(404);
  });

  it('moves the guest wishlist into the account at login, and shows it after a fresh login', async () => {
    const reg = server.client();
    const email = `wish${Math.random()}@example.com`;
    await reg.post(
      '/checkout/cart/processPost',
      {
        firstname: 'Wren',
        lastname: 'Lister',
        email,
        telephone: '5125550190',
        password: 'wishes12',
        confirm: 'wishes12',
      },
      form,
    );
    await reg.post('/account/wishlist/add', { product_id: ids[3] }, form); // already in the account
    await reg.get('/account/logout/clearSession');

    const guest = server.client();
    await guest.post('/account/wishlist/add', { product_id: ids[3] }, form);
    await guest.post('/account/wishlist/add', { product_id: ids[4] }, form);
    const login = await guest.post('/api/account/login', { email, password: 'wishes12' });
    expect(login.status).toBe(200);
    const sid = guest.cookies.get('sid')!;
    const [session] = await server.database.query<{ data: Record<string, unknown> }>(
      'select data from sessions where id = $1',
      [sid],
    );
    expect(session!.data.wishlist).toBeUndefined();
    const rows = await server.database.query<{ product_id: number }>(
      'select w.product_id from customer_wishlist w join customers c using (customer_id) where c.email = $1 order by w.product_id',
      [email],
    );
    expect(rows.map((r) => r.product_id)).toEqual([ids[3], ids[4]].sort((a, b) => a! - b!));

    const fresh = server.client();
    await fresh.post('/api/account/login', { email, password: 'wishes12' });
    const list = (await fresh.get<Wishlist>('/account/wishlist/getWishlist')).body;
    expect(list.total).toBe(2);
    expect(list.products.map((p) => p.product_id)[0]).toBe(ids[4]);
    expect((await fresh.post('/account/wishlist/remove', { product_id: ids[3] }, form)).body.total).toBe(1);
    expect((await server.client().get<Wishlist>('/account/wishlist/getWishlist')).body.total).toBe(0);
  });
});
