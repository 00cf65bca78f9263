// A product's pictures in the editor (issue 26, decision 0097): upload, reorder, remove. The first picture is the
// product's image (products.image), which every storefront list, the product page and the cart show, so each change
// moves it in the same transaction and the catalogue version follows. Each change writes one change-log row
// ("Pictures": the names in order, old → new).
import { asc, eq, sql } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG } from '@parts/common/catalog-admin';
import {
  PRODUCT_EDITOR_MSG as MSG,
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGES_MAX,
  productImageAt,
  type ProductImages,
} from '@parts/common/product-editor';
import type { Db } from '#src/db/client';
import { categories, productImages, products } from '#src/db/schema/index';
import { mediaUrl } from '#src/features/catalog/cards';
import { storeProductPicture, type ReceivedPicture, type SizedPicture } from '#src/features/media/product-pictures';
import { HttpError } from '#src/http/errors';
import { logChanges, type ChangeAuthor } from './change-log';

type Row = typeof productImages.$inferSelect;
/** The id the editor sees for a picture the part had before its first upload, until a change stores it as a row. */
const BEFORE_UPLOADS = 0;

export const nameOf = (path: string) => path.split('/').pop() ?? path;
const listed = (productId: number, rows: Pick<Row, 'productImageId' | 'path' | 'name' | 'uploaded'>[]) => ({
  product_id: productId,
  images: rows.map((r) => ({
    product_image_id: r.productImageId,
    url: mediaUrl(r.path),
    thumb_url: mediaUrl(productImageAt(r.path, PRODUCT_IMAGE_SIZES.thumb)),
    name: r.name || nameOf(r.path),
    uploaded: r.uploaded,
  })),
});

const rowsOf = (db: Db, productId: number) =>
  db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.productImageId));

/** The pictures as the editor lists them; a part never edited here lists the picture it came with. */
export async function imagesOf(db: Db, productId: number): Promise<ProductImages> {
  const rows = await rowsOf(db, productId);
  if (rows.length) return listed(productId, rows);
  const [p] = await db.select({ image: products.image }).from(products).where(eq(products.productId, productId));
  if (!p) throw new HttpError(404, CATALOG_ADMIN_MSG.notFound);
  return listed(
    productId,
    p.image ? [{ productImageId: BEFORE_UPLOADS, path: p.image, name: nameOf(p.image), uploaded: false }] : [],
  );
}

/** Locks the product and answers its pictures as rows, storing the one it came with on the first change. */
async function lockedRows(tx: Db, productId: number): Promise<Row[]> {
  const [p] = await tx
    .select({ image: products.image })
    .from(products)
    .where(eq(products.productId, productId))
    .for('update');
  if (!p) throw new HttpError(404, CATALOG_ADMIN_MSG.notFound);
  const rows = await rowsOf(tx, productId);
  if (rows.length || !p.image) return rows;
  return tx
    .insert(productImages)
    .values({ productId, sortOrder: 0, path: p.image, name: nameOf(p.image), uploaded: false })
    .returning();
}

/** Writes the order, points products.image at the first picture and logs the names old → new. */
async function settle(tx: Db, productId: number, before: Row[], after: Row[], who: ChangeAuthor): Promise<number> {
  for (const [i, r] of after.entries())
    if (r.sortOrder !== i)
      await tx.update(productImages).set({ sortOrder: i }).where(eq(productImages.productImageId, r.productImageId));
  // Without a picture the part shows its category's drawing, as a new part does.
  if (before[0]?.path !== after[0]?.path) {
    const main =
      after[0]?.path ??
      sql`(select ${categories.image} from ${categories} where ${categories.categoryId} = ${products.categoryId})`;
    await tx.update(products).set({ image: main }).where(eq(products.productId, productId));
  }
  const names = (rows: Row[]) => rows.map((r) => r.name || nameOf(r.path)).join(', ');
  const [oldValue, newValue] = [names(before), names(after)];
  if (oldValue === newValue && before.map((r) => r.path).join() === after.map((r) => r.path).join()) return 0;
  await logChanges(tx, who, [{ productId, field: 'Pictures', oldValue, newValue }]);
  return 1;
}

/** The name an upload is listed under: the file's own name without folders or odd characters. */
export const uploadName = (filename: string | undefined) =>
  (filename ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w .()-]/g, '')
    .slice(0, 100) || 'picture';

/** A category's drawing: what a part shows until it has a picture of its own (the seed's parts, an import's new ones). */
const isCategoryDrawing = (r: Row) => !r.uploaded && r.path.startsWith('categories/');

/**
 * Adds a picture at the end; the same file sent again (a double click) is stored once. A PIES asset's picture
 * (`sourceUrl`, decision 0100) takes the place of a category drawing: the supplier's photo is the part's own picture.
 */
export async function addImage(
  db: Db,
  productId: number,
  picture: ReceivedPicture,
  sized: SizedPicture,
  filename: string | undefined,
  who: ChangeAuthor,
  sourceUrl?: string,
): Promise<ProductImages> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await lockedRows(tx, productId);
    if (before.some((r) => r.sha256 === picture.sha256)) return listed(productId, before);
    if (before.filter((r) => r.uploaded).length >= PRODUCT_IMAGES_MAX) throw new HttpError(409, MSG.tooMany);
    const kept = sourceUrl ? before.filter((r) => !isCategoryDrawing(r)) : before;
    for (const r of before)
      if (!kept.includes(r)) await tx.delete(productImages).where(eq(productImages.productImageId, r.productImageId));
    const path = await storeProductPicture(tx, productId, sized);
    const [made] = await tx
      .insert(productImages)
      .values({
        productId,
        sortOrder: kept.length,
        path,
        name: uploadName(filename),
        sha256: picture.sha256,
        sourceUrl: sourceUrl ?? null,
      })
      .returning();
    const after = [...kept, made!];
    await settle(tx, productId, before, after, who);
    return listed(productId, after);
  });
}

/** Puts the pictures in the given order (every picture once); the first becomes the main one. */
export async function orderImages(db: Db, productId: number, ids: number[], who: ChangeAuthor) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await lockedRows(tx, productId);
    const byId = new Map(before.map((r) => [r.productImageId, r]));
    const legacy = before.find((r) => !r.uploaded);
    const wanted = ids.map((id) => (id === BEFORE_UPLOADS ? legacy : byId.get(id)));
    if (new Set(ids).size !== ids.length || ids.length !== before.length || wanted.some((r) => !r))
      throw new HttpError(409, MSG.orderMismatch);
    const after = wanted as Row[];
    await settle(tx, productId, before, after, who);
    return listed(productId, after);
  });
}

/** Removes a picture (already gone: the list as it is, so a repeated click has one effect). */
export async function removeImage(db: Db, productId: number, imageId: number, who: ChangeAuthor) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await lockedRows(tx, productId);
    const gone = before.find((r) => (imageId === BEFORE_UPLOADS ? !r.uploaded : r.productImageId === imageId));
    if (!gone) return listed(productId, before);
    await tx.delete(productImages).where(eq(productImages.productImageId, gone.productImageId));
    // The stored sizes stay in media: orders, carts and caches may still show them.
    const after = before.filter((r) => r !== gone);
    await settle(tx, productId, before, after, who);
    return listed(productId, after);
  });
}
