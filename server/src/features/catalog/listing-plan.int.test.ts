// A category listed without a vehicle (decisions 0028, 0033): its orders, read from category_listing, answer every
// sort but price in the same order as the products table would, on every page; the triggers keep it in step with
// products and their categories; and on PostgreSQL each order of a small category reads the category's own index
// rather than walking every product in sales order (420 ms at scale 10 for page 1 before category_listing).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SORT_CHOICES, type ListingAnswer } from '@parts/common/listing';
import { buildApp } from '#src/app';
import { readConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { startTestServer, type TestServer } from '#src/test/http';
import { ORDERS_SQL } from './category-orders';
import { clearListingCache } from './listing-cache';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const query = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
const ids = async (q: string) => {
  const res = await server.client().get<ListingAnswer>(`/api/products?${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.products.map((p) => p.product_id), total: res.body.total };
};

/** The listing's order over the products table itself, as the listing read it before category_listing. */
const ORDERS: Record<string, string> = {
  default: 'p.sales_count desc, p.product_id',
  'name-asc': 'lower(p.name) asc, p.product_id',
  'name-desc': 'lower(p.name) desc, p.product_id',
  'rating-desc': 'p.rating desc, p.sales_count desc, p.product_id',
  'rating-asc': 'p.rating asc, p.sales_count desc, p.product_id',
  'newest-desc': 'p.date_added desc, p.product_id desc',
  'newest-asc': 'p.date_added asc, p.product_id asc',
};
const reference = async (categoryId: number, order: string, limit: number, offset: number) =>
  query<{ product_id: number; total: number }>(
    `select p.product_id, count(*) over ()::int as total from products p where p.status
      and p.product_id in (select product_id from product_categories where category_id = $1) order by ${order} limit $2 offset $3`,
    [categoryId, limit, offset],
  );

describe('a category listed without a vehicle', () => {
  it('lists the same parts in the same order as the products table, every sort, first and later pages, a group and a leaf', async () => {
    const cats = await query<{ category_id: number; n: number }>(
      `(select c.category_id, count(*)::int as n from categories c join product_categories pc using (category_id) where c.parent_id is null group by 1 order by 2 desc limit 1)
       union all (select c.category_id, count(*)::int from categories c join product_categories pc using (category_id) where c.parent_id is not null group by 1 order by 2 desc limit 1)`,
    );
    expect(cats).toHaveLength(2);
    const sorts = [
      ...SORT_CHOICES.filter((c) => c.sort !== 'price').map((c) => ({ key: c.value, sort: c.sort, order: c.order })),
      { key: 'newest-asc', sort: 'newest' as const, order: 'asc' as const },
    ];
    for (const cat of cats) {
      const pages = Math.ceil(cat.n / 5);
      for (const s of sorts) {
        for (const page of [1, 2, pages]) {
          const got = await ids(
            `category_id=${cat.category_id}&limit=5&page=${page}&sort=${s.sort}${s.order ? `&order=${s.order}` : ''}`,
          );
          const want = await reference(cat.category_id, ORDERS[s.key]!, 5, (page - 1) * 5);
          expect(got.ids, `${cat.category_id} ${s.key} page ${page}`).toEqual(want.map((r) => r.product_id));
          if (want.length) expect(got.total).toBe(want[0]!.total);
        }
      }
    }
  });

  it('follows a product renamed, switched off, sold, and moved out of and back into the category', async () => {
    const [cat] = await query<{ category_id: number }>(
      'select c.category_id from categories c join product_categories pc using (category_id) where c.parent_id is not null group by 1 order by count(*) desc limit 1',
    );
    const id = cat!.category_id;
    // The category's slowest seller, so each change below moves it to the front of some order.
    const [last] = await query<{ product_id: number }>(
      'select p.product_id from products p join product_categories pc using (product_id) where pc.category_id = $1 and p.status order by p.sales_count asc, p.product_id desc limit 1',
      [id],
    );
    const part = last!.product_id;
    const before = await ids(`category_id=${id}&limit=3`);
    expect(before.ids).not.toContain(part);

    // Sold more than anything: first in the default order. A sale does not move the catalogue version: pages and the
    // category's orders follow it within ORDERS_MAX_AGE_MS (decision 0033); the test does not wait that long.
    await query('update products set sales_count = (select max(sales_count) + 1 from products) where product_id = $1', [
      part,
    ]);
    clearListingCache(server.database.db);
    expect((await ids(`category_id=${id}&limit=4`)).ids[0]).toBe(part);

    // Renamed: first A to Z.
    await query(`update products set name = 'AAAA first by name' where product_id = $1`, [part]);
    expect((await ids(`category_id=${id}&limit=3&sort=name&order=asc`)).ids[0]).toBe(part);

    // Switched off: gone, and the total counts one fewer.
    await query('update products set status = false where product_id = $1', [part]);
    const off = await ids(`category_id=${id}&limit=3&sort=name&order=asc`);
    expect(off.ids).not.toContain(part);
    expect(off.total).toBe(before.total - 1);
    await query('update products set status = true where product_id = $1', [part]);
    expect((await ids(`category_id=${id}&limit=3&sort=name&order=asc`)).ids[0]).toBe(part);

    // Out of the category and back.
    await query('delete from product_categories where product_id = $1 and category_id = $2', [part, id]);
    const out = await ids(`category_id=${id}&limit=3&sort=name&order=asc`);
    expect(out.ids).not.toContain(part);
    expect(out.total).toBe(before.total - 1);
    await query('insert into product_categories (product_id, category_id) values ($1, $2)', [part, id]);
    const back = await ids(`category_id=${id}&limit=3&sort=name&order=asc`);
    expect(back.ids[0]).toBe(part);
    expect(back.total).toBe(before.total);
  });

  it.runIf(inject('dbTarget') === 'postgres')(
    "on PostgreSQL, a category's orders read category_listing's indexes, never every product in sales order",
    async () => {
      // Forty copies of the catalogue (about 16,000 parts) in their categories, so the planner weighs a real table.
      const cols = (
        await query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_name = 'products' and column_name <> 'product_id' and is_generated = 'NEVER' order by ordinal_position`,
        )
      ).map((r) => r.column_name);
      const copied = cols.map((c) =>
        c === 'sku'
          ? `p.sku || '~c' || g`
          : c === 'mpn'
            ? `p.mpn || 'C' || g`
            : c === 'mpn_key'
              ? `p.mpn_key || 'C' || g`
              : c === 'upc'
                ? `''`
                : `p.${c}`,
      );
      await query(
        `insert into products (${cols.join(', ')}) select ${copied.join(', ')} from products p cross join generate_series(1, 40) g`,
      );
      await query(`insert into product_categories (product_id, category_id)
      select c.product_id, pc.category_id from products c join products o on o.sku = split_part(c.sku, '~c', 1) join product_categories pc on pc.product_id = o.product_id where c.sku like '%~c%'`);
      // Vacuumed as autovacuum leaves a live table, so the planner knows category_listing's index alone can answer.
      await query('vacuum analyze category_listing');
      await query('analyze');
      const [small] = await query<{ category_id: number; n: number }>(
        'select category_id, count(*)::int as n from category_listing group by 1 having count(*) >= 24 order by 2, 1 limit 1',
      );
      const [all] = await query<{ n: number }>('select count(*)::int as n from products where status');
      expect(small!.n * 20).toBeLessThan(all!.n);

      // The category's orders (decision 0033) read category_listing alone: never the products in sales order.
      const planOf = async (categoryId: number) =>
        JSON.stringify(
          (await query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${ORDERS_SQL}`, [categoryId]))[0]![
            'QUERY PLAN'
          ],
        );
      const smallPlan = await planOf(small!.category_id);
      expect(smallPlan).not.toContain('products_sales_idx');
      expect(smallPlan).not.toMatch(/"Relation Name":"products"/);
      // A big category's orders are each one range of the sort's own index, with no sort of the category's rows.
      const [big] = await query<{ category_id: number }>(
        'select category_id from category_listing group by 1 order by count(*) desc, 1 limit 1',
      );
      const bigPlan = await planOf(big!.category_id);
      for (const index of [
        'category_listing_sales_idx',
        'category_listing_name_idx',
        'category_listing_name_desc_idx',
        'category_listing_rating_asc_idx',
        'category_listing_rating_desc_idx',
        'category_listing_newest_idx',
      ]) {
        expect(bigPlan).toContain(`"Index Name":"${index}"`);
      }
      expect(bigPlan).not.toMatch(/"Relation Name":"products"/);

      // And page 1 answers what the products table says.
      expect((await ids(`category_id=${small!.category_id}&limit=24`)).ids).toEqual(
        (await reference(small!.category_id, ORDERS.default!, 24, 0)).map((r) => r.product_id),
      );
    },
  );

  it.runIf(inject('dbTarget') === 'postgres')(
    'on PostgreSQL a cached page follows a change another server process makes (NOTIFY catalog_version)',
    async () => {
      // A second process on the same database: it caches a page, then this one renames a part on it.
      const otherDb = await openDatabase({ databaseUrl: server.database.url!, poolSize: 2 });
      const other = await buildApp({
        config: readConfig({ WEB_DIST: '/nonexistent-web-dist' } as NodeJS.ProcessEnv),
        database: otherDb,
      });
      try {
        const [cat] = await query<{ category_id: number }>(
          'select category_id from product_categories group by 1 order by count(*) desc limit 1',
        );
        const url = `/api/products?category_id=${cat!.category_id}&limit=5&sort=name&order=desc`;
        const names = async () =>
          (JSON.parse((await other.inject({ url })).body) as ListingAnswer).products.map((p) => p.name);
        const first = await names();
        expect(await names()).toEqual(first);
        const [top] = await query<{ product_id: number }>(
          'select p.product_id from products p join product_categories pc using (product_id) where pc.category_id = $1 and p.status order by lower(p.name) desc, p.product_id limit 1',
          [cat!.category_id],
        );
        await query(`update products set name = 'ZZZZ renamed elsewhere' where product_id = $1`, [top!.product_id]);
        // The announcement crosses processes when the change commits; the other process's next pages show the new name.
        await expect
          .poll(async () => (await names())[0], { timeout: 2000, interval: 20 })
          .toBe('ZZZZ renamed elsewhere');
      } finally {
        await other.close();
        await otherDb.close();
      }
    },
  );
});
