// The back office's product filter (issue 26): one WHERE for the list, its counts and a bulk change "on the current
// filter", so what the owner sees listed is exactly what a bulk change touches.
import { sql, type SQL } from 'drizzle-orm';
import type { ProductFilter } from '@parts/common/catalog-admin';
import { mpnKey } from '@parts/common/part-number';

/** Stock over every store and warehouse. */
export const stockSql = sql`coalesce((select sum(i.quantity) from inventory i where i.product_id = p.product_id), 0)::int`;

/** The filter's conditions on `products p`; `withStatus: false` leaves the status out (for the per-status counts). */
export function productWhere(f: ProductFilter, withStatus = true): SQL {
  const where: SQL[] = [sql`true`];
  const q = f.q?.trim();
  if (q) {
    const key = mpnKey(q);
    const words = sql`p.name ilike ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    where.push(
      key
        ? sql`(${words} or p.mpn_key like ${`${key}%`} or p.upc = ${q} or p.sku = ${q})`
        : sql`(${words} or p.upc = ${q} or p.sku = ${q})`,
    );
  }
  if (f.brand_id) where.push(sql`p.manufacturer_id = ${f.brand_id}`);
  if (f.category_id)
    where.push(
      sql`exists (select 1 from product_categories pc where pc.product_id = p.product_id and pc.category_id = ${f.category_id})`,
    );
  if (withStatus && f.status) where.push(sql`p.status = ${f.status === 'enabled'}`);
  if (f.stock === 'in') where.push(sql`${stockSql} > 0`);
  if (f.stock === 'out') where.push(sql`${stockSql} <= 0`);
  if (f.price_min !== undefined) where.push(sql`p.price_cents >= ${f.price_min}`);
  if (f.price_max !== undefined) where.push(sql`p.price_cents <= ${f.price_max}`);
  if (f.no_applications)
    where.push(sql`not p.universal and not exists (select 1 from applications a where a.product_id = p.product_id)`);
  return sql.join(where, sql` and `);
}
