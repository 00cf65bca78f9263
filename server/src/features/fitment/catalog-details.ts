// getCatalogDetails: for a part (or a series, category, brand), how many parts fit the vehicle there, with links.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { id } from '@parts/common/input';
import type { CatalogDetails } from '@parts/common/fitment';
import { mpnKey } from '@parts/common/part-number';
import type { Db } from '#src/db/client';
import { manufacturers, products } from '#src/db/schema/index';
import { notFound } from '#src/http/errors';
import { catalogCounts } from './queries';
import { listingFilter, type VehicleState } from './service';

const optionalId = (label: string) => id(label).optional();
export const catalogDetailsBody = z
  .object({
    product_id: optionalId('product_id'),
    aaia: z.string().max(8).optional(),
    mpn: z.string().max(64).optional(),
    category_id: optionalId('category_id'),
    manufacturer_id: optionalId('manufacturer_id'),
    series_id: optionalId('series_id'),
  })
  .strict();
type Body = z.infer<typeof catalogDetailsBody>;

export async function catalogDetails(db: Db, state: VehicleState, body: Body): Promise<CatalogDetails> {
  let { series_id: seriesId, category_id: categoryId, manufacturer_id: manufacturerId } = body;
  if (body.product_id !== undefined || (body.aaia && body.mpn)) {
    const where =
      body.product_id !== undefined
        ? eq(products.productId, body.product_id)
        : sql`${manufacturers.aaia} = ${body.aaia!.toUpperCase()} and ${products.mpnKey} = ${mpnKey(body.mpn!)}`;
    const [p] = await db
      .select({ seriesId: products.seriesId, categoryId: products.categoryId, manufacturerId: products.manufacturerId })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.manufacturerId, products.manufacturerId))
      .where(where);
    if (!p) throw notFound('That part is not in the catalogue.');
    seriesId ??= p.seriesId ?? undefined;
    categoryId ??= p.categoryId;
    manufacturerId ??= p.manufacturerId;
  }
  const counts = await catalogCounts(db, listingFilter(state), {
    seriesId: seriesId ?? null,
    categoryId: categoryId ?? null,
    manufacturerId: manufacturerId ?? null,
  });
  return {
    seriesCount: counts.series,
    categoryCount: counts.category,
    manufacturerCount: counts.manufacturer,
    seriesUrl: seriesId ? `/product/series?series_id=${seriesId}` : null,
    categoryUrl: categoryId ? `/product/category?path=${categoryId}` : null,
    manufacturerUrl: manufacturerId ? `/product/manufacturer?manufacturer_id=${manufacturerId}` : null,
  };
}
