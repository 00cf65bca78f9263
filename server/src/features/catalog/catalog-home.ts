// The catalogue home (/product/catalog) and brand index: every category group with its categories, every brand; those
// the back office switched off are left out (decision 0083).
import { sql } from 'drizzle-orm';
import { listingHref, type CatalogHome } from '@parts/common/listing';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { cachedListing } from './listing-cache';

export function loadCatalogHome(db: Db): Promise<CatalogHome> {
  return cachedListing(db, 'catalog-home', async (_version, _limits, read) => {
    const cats = rowsOf<{ category_id: number; parent_id: number | null; name: string }>(
      await read.execute(
        sql`select category_id, parent_id, name from categories where status order by sort_order, name`,
      ),
    );
    const brands = rowsOf<{ manufacturer_id: number; name: string; aaia: string }>(
      await read.execute(
        sql`select manufacturer_id, name, aaia from manufacturers where status order by sort_order, name`,
      ),
    );
    const groups = cats
      .filter((c) => c.parent_id === null)
      .map((g) => ({
        category_id: g.category_id,
        name: g.name,
        href: listingHref.category(g.category_id),
        children: cats
          .filter((c) => c.parent_id === g.category_id)
          .map((c) => ({ category_id: c.category_id, name: c.name, href: listingHref.category(c.category_id) })),
      }));
    return { groups, brands: brands.map((b) => ({ ...b, href: listingHref.brand(b.manufacturer_id) })) };
  });
}
