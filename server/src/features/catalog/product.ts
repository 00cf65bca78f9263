// One product's page data in one answer (the fitment verdict included), so the product page makes one request.
// The catalogue work extends this with options, prices, inventory and kits.
import { eq, sql } from 'drizzle-orm';
import type { ProductPage } from '@parts/common/catalog';
import { formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { categories, manufacturers, products } from '#src/db/schema/index';
import { notFound } from '#src/http/errors';
import { partsByIds } from '#src/features/fitment/queries';
import { judgeParts, type VehicleState } from '#src/features/fitment/service';
import { mediaUrl, productViewLink } from './cards';

export { productPageSchema } from '@parts/common/catalog';

export async function loadProductPage(db: Db, productId: number, vehicle: VehicleState): Promise<ProductPage> {
  const [p] = await db
    .select({ product: products, brand: manufacturers, category: categories })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.manufacturerId, products.manufacturerId))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(sql`${products.productId} = ${productId} and ${products.status}`);
  if (!p) throw notFound('That product is not in the catalogue.');
  const verdict = (await judgeParts(db, vehicle, await partsByIds(db, [productId]))).get(productId)!;
  return {
    product_id: p.product.productId,
    name: p.product.name,
    model: p.product.mpn,
    sku: p.product.sku,
    aaia: p.brand.aaia,
    mpn: p.product.mpn,
    manufacturer: p.brand.name,
    manufacturer_id: p.brand.manufacturerId,
    category: p.category.name,
    category_id: p.category.categoryId,
    description: p.product.description,
    image: mediaUrl(p.product.image),
    price_text: formatCents(p.product.priceCents),
    universal: p.product.universal,
    position: p.product.position,
    fitment: verdict,
    links: { view: productViewLink(p.product.productId) },
  };
}
