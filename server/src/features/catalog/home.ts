// The home page's data in one answer (categories, featured parts, brands, counts), so the page makes one request.
import { asc, sql } from 'drizzle-orm';
import type { HomeData } from '@parts/common/catalog';
import type { Db } from '#src/db/client';
import { manufacturers } from '#src/db/schema/index';
import { listingFilter, type VehicleState } from '#src/features/fitment/service';
import { rowsOf } from '#src/db/rows';
import { mediaUrl, productCards } from './cards';

export { defaultCustomerGroupId } from '#src/features/pricing/facts';

export async function loadHome(db: Db, customerGroupId: number, vehicle: VehicleState): Promise<HomeData> {
  // With a vehicle chosen the featured parts and the category counts follow the same filter as every listing (issue 10).
  const fit = listingFilter(vehicle);
  const categories = rowsOf<{
    category_id: number;
    name: string;
    group_name: string;
    image: string;
    slug: string;
    product_count: number;
  }>(
    await db.execute(sql`
      select c.category_id, c.name, c.group_name, c.image, c.slug, count(p.product_id)::int as product_count
      from categories c left join product_categories pc on pc.category_id = c.category_id
        left join products p on p.product_id = pc.product_id and p.status ${fit ? sql`and ${fit}` : sql``}
      group by c.category_id order by product_count desc, c.name limit 24`),
  );
  // Parts made for the vehicle come before universal ones, as in the listings.
  const order = fit ? sql`p.universal, p.sales_count desc, p.product_id` : sql`p.sales_count desc, p.product_id`;
  const featured = await productCards(db, {
    where: fit ?? undefined,
    orderBy: order,
    limit: 12,
    customerGroupId,
    vehicle,
  });
  const brands = await db.select().from(manufacturers).orderBy(asc(manufacturers.name));
  const [stats] = rowsOf<HomeData['stats']>(
    await db.execute(sql`select
      (select count(*) from products)::int as products, (select count(*) from manufacturers)::int as brands,
      (select count(*) from makes)::int as makes, (select count(*) from applications)::int as applications`),
  );
  return {
    categories: categories.map((c) => ({
      category_id: c.category_id,
      name: c.name,
      group: c.group_name,
      image: mediaUrl(c.image),
      product_count: c.product_count,
      href: `/product/category?path=${c.category_id}`,
    })),
    featured,
    brands: brands.map((b) => ({
      manufacturer_id: b.manufacturerId,
      name: b.name,
      aaia: b.aaia,
      image: mediaUrl(b.image),
    })),
    stats: stats ?? { products: 0, brands: 0, makes: 0, applications: 0 },
  };
}
