// The back office's products (issue 26): an edit in the editor is on the storefront at once and in the change log; a
// bulk +5 % with .99 rounding previews, applies once per key and undoes exactly; a cashier is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  BulkApplied,
  BulkPreview,
  ProductEdit,
  ProductListPage,
  ProductSaveInput,
} from '@parts/common/catalog-admin';
import type { ProductPage } from '@parts/common/catalog';
import type { AdminPageMeta } from '@parts/common/admin';
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

/** A part with its price shown, no special, rebate or tiers, not a kit. */
async function plainPart(): Promise<number> {
  const [row] = await q<{ id: number }>(sql`select p.product_id as id from products p
    where p.status and not p.is_package
      and not exists (select 1 from product_price_notices n where n.product_id = p.product_id)
      and not exists (select 1 from product_specials s where s.product_id = p.product_id)
      and not exists (select 1 from instant_rebates r where r.product_id = p.product_id)
      and not exists (select 1 from product_discounts d where d.product_id = p.product_id)
    order by p.product_id limit 1`);
  return row!.id;
}

const saveBody = (e: ProductEdit, changes: Partial<ProductSaveInput>): ProductSaveInput => ({
  ...e.product,
  product_id: e.product.product_id ?? undefined,
  ...changes,
});

describe('the product editor', () => {
  it('saves a price, a special and a stock count: the storefront shows them and the change log has old → new', async () => {
    const id = await plainPart();
    const edit = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${id}`)).body;
    const store = edit.locations[0]!;
    const oldPrice = edit.product.price;
    const saved = await admin.post('/admin/api/catalog/products/save', {
      ...saveBody(edit, {
        price: '123.45',
        specials: [{ customer_group_id: 1, price: '99.99', date_start: '', date_end: '' }],
        stock: edit.product.stock.map((s) => (s.location_id === store.id ? { ...s, quantity: '7' } : s)),
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ product_id: id, changes: 3 });

    const page = (await server.client().get<ProductPage>(`/api/products/${id}`)).body;
    expect(page.pricing).toMatchObject({ regular_cents: 12345, special_cents: 9999 });
    expect(page.inventory.locations.find((l) => l.location_id === store.id)?.quantity).toBe(7);

    const history = await admin.get<
      AdminPageMeta & { items: { field: string; old_value: string; new_value: string; user_name: string }[] }
    >(`/admin/api/catalog/products/${id}/history`);
    const byField = Object.fromEntries(history.body.items.map((r) => [r.field, r]));
    expect(byField.Price).toMatchObject({ old_value: `$${oldPrice}`, new_value: '$123.45', user_name: 'Alex Morgan' });
    expect(byField.Specials).toMatchObject({ old_value: '', new_value: 'Retail $99.99' });
    expect(byField[`Stock at ${store.name}`]?.new_value).toBe('7');
    const [audit] = await q<{ summary: string }>(
      sql`select summary from audit_log where action = 'product.price' and target_id = ${String(id)}`,
    );
    expect(audit?.summary).toContain('Price $');
  });

  it('removes an application and logs the vehicle it fitted', async () => {
    const [a] = await q<{ id: number; product: number }>(
      sql`select application_id as id, product_id as product from applications order by application_id limit 1`,
    );
    const before = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${a!.product}`)).body.applications;
    const gone = before.find((x) => x.application_id === a!.id)!;
    const res = await admin.post(`/admin/api/catalog/products/${a!.product}/applications/remove`, {
      application_id: a!.id,
    });
    expect(res.body).toEqual({ product_id: a!.product, removed: 1 });
    const after = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${a!.product}`)).body.applications;
    expect(after.map((x) => x.application_id)).toEqual(
      before.filter((x) => x.application_id !== a!.id).map((x) => x.application_id),
    );
    const [log] = await q<{ field: string; old_value: string }>(
      sql`select field, old_value from product_changes where product_id = ${a!.product} order by change_id desc limit 1`,
    );
    expect(log).toEqual({
      field: 'Application removed',
      old_value: gone.notes ? `${gone.vehicle} (${gone.notes})` : gone.vehicle,
    });
  });

  it('refuses a part number its brand already has', async () => {
    const [a, b] = await q<{ id: number; mpn: string; brand: number }>(
      sql`select product_id as id, mpn, manufacturer_id as brand from products where manufacturer_id = (select manufacturer_id from products order by product_id limit 1) order by product_id limit 2`,
    );
    const edit = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${b!.id}`)).body;
    const res = await admin.post<{ errors: Record<string, string> }>(
      '/admin/api/catalog/products/save',
      saveBody(edit, { part_number: a!.mpn }),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors.part_number).toBe('This brand already has a product with that part number.');
  });

  it('lists products searched by part number, with counts per status', async () => {
    const [p] = await q<{ mpn: string; id: number }>(
      sql`select mpn, product_id as id from products order by product_id desc limit 1`,
    );
    const res = await admin.get<ProductListPage>(`/admin/api/catalog/products?q=${encodeURIComponent(p!.mpn)}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.product_id)).toContain(p!.id);
    expect(res.body.limit).toBe(20);
    expect(res.body.counts.all).toBe(res.body.counts.enabled! + res.body.counts.disabled!);
  });

  it('adds a product, found by its UPC under "no applications" and "out of stock"', async () => {
    const blank = (await admin.get<ProductEdit>('/admin/api/catalog/products/new')).body;
    const made = await admin.post<{ product_id: number; changes: number }>(
      '/admin/api/catalog/products/save',
      saveBody(blank, {
        name: 'Test Brake Pad Set',
        manufacturer_id: String(blank.brands[0]!.id),
        part_number: 'ZZ-TEST-1',
        sku: 'ZZ-TEST-1-SKU',
        upc: '999000111222',
        category_id: String(blank.categories.at(-1)!.id),
        price: '49.99',
      }),
    );
    expect(made.status).toBe(200);
    expect(made.body.changes).toBe(1);
    const found = await admin.get<ProductListPage>(
      '/admin/api/catalog/products?q=999000111222&no_applications=1&stock=out',
    );
    expect(found.body.items.map((i) => [i.product_id, i.name, i.price_cents, i.stock, i.applications])).toEqual([
      [made.body.product_id, 'Test Brake Pad Set', 4999, 0, 0],
    ]);
    const inStock = await admin.get<ProductListPage>('/admin/api/catalog/products?q=999000111222&stock=in');
    expect(inStock.body.total_items).toBe(0);
  });

  it('is refused to a cashier', async () => {
    expect((await cashier.get('/admin/api/catalog/products')).status).toBe(403);
    expect((await cashier.post('/admin/api/catalog/products/save', {})).status).toBe(403);
    expect(
      (await cashier.post('/admin/api/catalog/bulk/apply', { kind: 'status', status: 'disabled', product_ids: [1] }))
        .status,
    ).toBe(403);
  });
});

describe('bulk changes', () => {
  let brand: number;
  let ids: number[];
  const prices = async () =>
    (
      await q<{ price_cents: number }>(
        sql`select price_cents from products where manufacturer_id = ${brand} order by product_id`,
      )
    ).map((r) => r.price_cents);
  const body = (key: string) => ({
    filter: { brand_id: brand },
    kind: 'price',
    by: 'percent',
    value: '5',
    ending: '99',
    idempotency_key: key,
  });

  beforeAll(async () => {
    const [b] = await q<{ brand: number }>(
      sql`select manufacturer_id as brand from products group by 1 having count(*) >= 3 order by count(*), 1 limit 1`,
    );
    brand = b!.brand;
    ids = (
      await q<{ id: number }>(
        sql`select product_id as id from products where manufacturer_id = ${brand} order by product_id`,
      )
    ).map((r) => r.id);
    // Known prices: $10.00 for every part of the brand but the first, $42.99.
    await server.database.db.execute(
      sql`update products set price_cents = case when product_id = ${ids[0]} then 4299 else 1000 end where manufacturer_id = ${brand}`,
    );
  });

  it('previews +5 % rounded up to .99 on a brand, applies it once per key, and undoes it exactly', async () => {
    const n = ids.length;
    const preview = await admin.post<BulkPreview>('/admin/api/catalog/bulk/preview', body('preview-only-1'));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      products: n,
      changed: n,
      total_before_cents: 4299 + 1000 * (n - 1),
      total_after_cents: 4599 + 1099 * (n - 1),
      summary: `Price +5% rounded up to .99 on ${n} products`,
    });
    expect(preview.body.rows[0]).toMatchObject({ product_id: ids[0], old_value: '$42.99', new_value: '$45.99' });
    expect(preview.body.rows[1]).toMatchObject({ old_value: '$10.00', new_value: '$10.99' });
    expect(await prices()).toEqual([4299, ...Array(n - 1).fill(1000)]);

    const first = await admin.post<BulkApplied>('/admin/api/catalog/bulk/apply', body('bulk-key-0001'));
    const again = await admin.post<BulkApplied>('/admin/api/catalog/bulk/apply', body('bulk-key-0001'));
    expect(first.status).toBe(200);
    expect(again.body.bulk_change_id).toBe(first.body.bulk_change_id);
    expect(await prices()).toEqual([4599, ...Array(n - 1).fill(1099)]);
    const page = (await server.client().get<ProductPage>(`/api/products/${ids[1]}`)).body;
    expect(page.pricing?.regular_cents).toBe(1099);

    const undo = await admin.post('/admin/api/catalog/bulk/undo', { bulk_change_id: first.body.bulk_change_id });
    expect(undo.body).toEqual({ bulk_change_id: first.body.bulk_change_id, restored: n });
    expect(await prices()).toEqual([4299, ...Array(n - 1).fill(1000)]);
    const log = await q<{ field: string; old_value: string; new_value: string }>(
      sql`select field, old_value, new_value from product_changes where product_id = ${ids[0]} order by change_id`,
    );
    expect(log).toEqual([
      { field: 'Price', old_value: '$42.99', new_value: '$45.99' },
      { field: 'Price (undo)', old_value: '$45.99', new_value: '$42.99' },
    ]);
    const again2 = await admin.post('/admin/api/catalog/bulk/undo', { bulk_change_id: first.body.bulk_change_id });
    expect(again2.status).toBe(409);
  });

  it('applies once when the same key arrives twice at the same moment', async () => {
    const [a, b] = await Promise.all([
      admin.post<BulkApplied>('/admin/api/catalog/bulk/apply', body('bulk-key-0002')),
      admin.post<BulkApplied>('/admin/api/catalog/bulk/apply', body('bulk-key-0002')),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.bulk_change_id).toBe(b.body.bulk_change_id);
    expect((await prices())[0]).toBe(4599);
    const [rows] = await q<{ n: number }>(
      sql`select count(*)::int as n from bulk_changes where idempotency_key = 'bulk-key-0002'`,
    );
    expect(rows!.n).toBe(1);
  });

  it('refuses to undo when a product changed again since', async () => {
    const last = await admin.post<BulkApplied>('/admin/api/catalog/bulk/apply', {
      product_ids: [ids[0]],
      kind: 'status',
      status: 'disabled',
      idempotency_key: 'bulk-key-0003',
    });
    await server.database.db.execute(sql`update products set status = true where product_id = ${ids[0]}`);
    const undo = await admin.post<{ error: string }>('/admin/api/catalog/bulk/undo', {
      bulk_change_id: last.body.bulk_change_id,
    });
    expect(undo.status).toBe(409);
  });
});
