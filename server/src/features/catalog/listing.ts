// Product listings (category, brand, series) as JSON, filtered to the session vehicle's parts when one is chosen.
// The catalogue work adds sorting options, search and the listing screens on top of this.
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { productCardSchema, type ProductCard } from '@parts/common/catalog';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { listingFilter, type VehicleState } from '#src/features/fitment/service';
import { productCards } from './cards';

const optionalId = z.coerce.number().int().positive().optional();
export const listingQuery = z
  .object({
    category_id: optionalId,
    manufacturer_id: optionalId,
    series_id: optionalId,
    page: z.coerce.number().int().min(1, 'page must be 1 or more.').default(1),
    limit: z.coerce.number().int().min(1).max(100, 'limit must be 100 or less.').default(24),
  })
  .strict();
export type ListingQuery = z.infer<typeof listingQuery>;

export const listingSchema = z.object({ products: z.array(productCardSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export async function loadListing(db: Db, q: ListingQuery, vehicle: VehicleState, customerGroupId: number): Promise<{ products: ProductCard[]; total: number; page: number; limit: number }> {
  const conds: SQL[] = [];
  if (q.category_id) conds.push(sql`p.product_id in (select pc.product_id from product_categories pc where pc.category_id = ${q.category_id})`);
  if (q.manufacturer_id) conds.push(sql`p.manufacturer_id = ${q.manufacturer_id}`);
  if (q.series_id) conds.push(sql`p.series_id = ${q.series_id}`);
  const fit = listingFilter(vehicle);
  if (fit) conds.push(fit);
  const where = conds.length ? sql.join(conds, sql` and `) : undefined;
  // One pass finds the page's ids and the total (the filter is the costly part; it runs once), then the cards load by id.
  const page = rowsOf<{ product_id: number; total: number }>(
    await db.execute(sql`select p.product_id, count(*) over ()::int as total from products p where p.status ${where ? sql`and ${where}` : sql``}
      order by p.sales_count desc, p.product_id limit ${q.limit} offset ${(q.page - 1) * q.limit}`),
  );
  const ids = page.map((r) => r.product_id);
  const cards = ids.length ? await productCards(db, { where: sql`p.product_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, orderBy: sql`p.product_id`, limit: ids.length, customerGroupId, vehicle }) : [];
  const byId = new Map(cards.map((c) => [c.product_id, c]));
  // A page past the end has no rows to carry the total; count it then (rare: a stale link).
  const total = page[0]?.total ?? (q.page > 1 ? await countAll(db, where) : 0);
  return { products: ids.map((id) => byId.get(id)!).filter(Boolean), total, page: q.page, limit: q.limit };
}

async function countAll(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from products p where p.status ${where ? sql`and ${where}` : sql``}`));
  return row?.n ?? 0;
}
