// A kit in the editor (issue 26, decision 0097): the product is sold as one line and holds other products, each with
// a quantity. The product page lists the components (and "included in" on each component) from package_components
// and products.is_package, which this writes; the kit keeps its own price. One level only: a kit holds parts, not kits.
import { asc, eq, inArray } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG } from '@parts/common/catalog-admin';
import { PRODUCT_EDITOR_MSG as MSG, type KitComponent } from '@parts/common/product-editor';
import type { Db } from '#src/db/client';
import { manufacturers, packageComponents, products } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { logChanges, type ChangeAuthor } from './change-log';

const bad = (message: string) => new HttpError(400, message, { components: message });

export async function kitOf(db: Db, productId: number): Promise<KitComponent[]> {
  return db
    .select({
      product_id: products.productId,
      name: products.name,
      brand: manufacturers.name,
      part_number: products.mpn,
      quantity: packageComponents.quantity,
    })
    .from(packageComponents)
    .innerJoin(products, eq(products.productId, packageComponents.componentId))
    .innerJoin(manufacturers, eq(manufacturers.manufacturerId, products.manufacturerId))
    .where(eq(packageComponents.packageId, productId))
    .orderBy(asc(products.name), asc(products.productId));
}

const kitText = (list: KitComponent[]) =>
  [...list]
    .sort((a, b) => a.product_id - b.product_id)
    .map((c) => `${c.quantity} × ${c.brand} ${c.part_number}`)
    .join('; ');

export async function saveKit(
  db: Db,
  productId: number,
  components: { product_id: number; quantity: number }[],
  who: ChangeAuthor,
) {
  const ids = components.map((c) => c.product_id);
  if (ids.includes(productId)) throw bad(MSG.ownKit);
  if (new Set(ids).size !== ids.length) throw bad(MSG.twice);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [p] = await tx
      .select({ isPackage: products.isPackage })
      .from(products)
      .where(eq(products.productId, productId))
      .for('update');
    if (!p) throw new HttpError(404, CATALOG_ADMIN_MSG.notFound);
    if (ids.length) {
      const found = await tx
        .select({ id: products.productId, isPackage: products.isPackage })
        .from(products)
        .where(inArray(products.productId, ids));
      if (found.length !== ids.length) throw bad(MSG.unknownProduct);
      if (found.some((f) => f.isPackage)) throw bad(MSG.kitInKit);
      const [inKit] = await tx
        .select({ id: packageComponents.packageId })
        .from(packageComponents)
        .where(eq(packageComponents.componentId, productId))
        .limit(1);
      if (inKit) throw new HttpError(409, MSG.componentIsKit, { components: MSG.componentIsKit });
    }
    const before = await kitOf(tx, productId);
    const pairs = (list: { product_id: number; quantity: number }[]) =>
      list
        .map((c) => `${c.product_id}×${c.quantity}`)
        .sort()
        .join();
    if (pairs(before) === pairs(components)) return { product_id: productId, changes: 0, components: before };
    await tx.delete(packageComponents).where(eq(packageComponents.packageId, productId));
    if (components.length)
      await tx
        .insert(packageComponents)
        .values(components.map((c) => ({ packageId: productId, componentId: c.product_id, quantity: c.quantity })));
    if (p.isPackage !== components.length > 0)
      await tx
        .update(products)
        .set({ isPackage: components.length > 0 })
        .where(eq(products.productId, productId));
    const after = await kitOf(tx, productId);
    const changed = kitText(before) !== kitText(after);
    if (changed)
      await logChanges(tx, who, [
        { productId, field: 'Kit components', oldValue: kitText(before), newValue: kitText(after) },
      ]);
    return { product_id: productId, changes: changed ? 1 : 0, components: after };
  });
}
