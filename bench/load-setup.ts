// What the load bench's virtual users pick from (bench/load.ts), read from the freshly loaded bench database: 300
// parts in stock, given so much stock at the web's pickup store and the cashier's store that none runs out in a run
// (an out-of-stock answer is a 4xx, not what is measured), and their stock before the run for the checks.
import type pg from 'pg';
import type { CounterPool } from './load-counter';
import type { Pool } from './load-flows';

export async function loadPools(
  db: pg.Client,
): Promise<{ pool: Pool; counterPool: CounterPool; stockBefore: Map<number, number> }> {
  const products = (
    await db.query<{ product_id: number }>(
      `select p.product_id from products p where p.status and exists (select 1 from inventory i where i.product_id = p.product_id and i.quantity > 0)
       order by md5(p.product_id::text) limit 300`,
    )
  ).rows.map((r) => r.product_id);
  // The cashier's store is where a counter sale takes its stock from (the staff user's location, decision 0018).
  const counterStore = (
    await db.query<{ location_id: number | null }>(`select location_id from users where username = 'cashier'`)
  ).rows[0]?.location_id;
  await db.query(`update inventory set quantity = 100000 where product_id = any($1) and location_id = any($2)`, [
    products,
    [2, counterStore ?? 2],
  ]);
  const stock = await db.query<{ product_id: number; q: string }>(
    `select product_id, sum(quantity) as q from inventory where product_id = any($1) group by product_id`,
    [products],
  );
  const stockBefore = new Map(stock.rows.map((r) => [r.product_id, Number(r.q)]));
  const pool: Pool = {
    productIds: products,
    vehicles: (
      await db.query(
        `select bv.year, bv.make_id, bv.model_id from base_vehicles bv
         where exists (select 1 from applications a where a.base_vehicle_id = bv.base_vehicle_id) order by md5(bv.base_vehicle_id::text) limit 400`,
      )
    ).rows,
    categoryIds: (
      await db.query<{ category_id: number }>(`select category_id from categories where parent_id is not null limit 60`)
    ).rows.map((r) => r.category_id),
    terms: (await db.query<{ name: string }>(`select name from products where status limit 200`)).rows
      .map((r) => r.name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'brake')
      .map((w) => w.toLowerCase()),
  };
  // A SKU the cashier scans finds exactly that part (one match, no choice to make), stocked at the counter's store,
  // with no option the till would have to ask for (decision 0101).
  const skus = (
    await db.query<{ sku: string }>(
      `select p.sku from products p
       where p.product_id = any($1) and p.sku <> ''
         and exists (select 1 from inventory i where i.product_id = p.product_id and i.location_id = $2)
         and not exists (select 1 from product_options o where o.product_id = p.product_id and o.required)
         and (select count(*) from products q where q.status and upper(q.sku) = upper(p.sku)) = 1`,
      [products, counterStore ?? 2],
    )
  ).rows.map((r) => r.sku);
  return { pool, counterPool: { skus }, stockBefore };
}
