// An image choice value's picture (issue 26, decision 0102): uploaded through the product pictures' pipeline (checked by
// its bytes, resized to the storefront's sizes, stored in media), replaced by another upload, removed. The product page
// shows it beside the value and in the picture box when the shopper picks the value. One change-log row per change,
// the option as the options editor logs it (its values with their pictures), old → new.
import { and, eq } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG } from '@parts/common/catalog-admin';
import { PRODUCT_EDITOR_MSG as MSG } from '@parts/common/product-editor';
import type { Db } from '#src/db/client';
import { productOptions, productOptionValues, products } from '#src/db/schema/index';
import { storeProductPicture, type ReceivedPicture, type SizedPicture } from '#src/features/media/product-pictures';
import { HttpError } from '#src/http/errors';
import { logChanges, type ChangeAuthor } from './change-log';
import { uploadName } from './product-images';
import { optionsOf, optionText } from './product-options';

/** Locks the product (one change at a time, like its pictures) and finds the value on it with its option. */
async function lockedValue(tx: Db, productId: number, valueId: number) {
  const [p] = await tx
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.productId, productId))
    .for('update');
  if (!p) throw new HttpError(404, CATALOG_ADMIN_MSG.notFound);
  const [found] = await tx
    .select({ value: productOptionValues, type: productOptions.type, optionId: productOptions.productOptionId })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.productOptionId, productOptionValues.productOptionId))
    .where(and(eq(productOptionValues.productOptionValueId, valueId), eq(productOptions.productId, productId)));
  if (!found) throw new HttpError(404, MSG.valueGone);
  return found;
}

/** Writes the value's picture (or none) and logs the option's text old → new; nothing when it is already so. */
async function setPicture(
  tx: Db,
  productId: number,
  found: Awaited<ReturnType<typeof lockedValue>>,
  picture: { image: string; imageName: string } | null,
  who: ChangeAuthor,
) {
  const before = await optionsOf(tx, productId);
  await tx
    .update(productOptionValues)
    .set(picture ?? { image: null, imageName: null })
    .where(eq(productOptionValues.productOptionValueId, found.value.productOptionValueId));
  const after = await optionsOf(tx, productId);
  const was = before.find((o) => o.product_option_id === found.optionId)!;
  const now = after.find((o) => o.product_option_id === found.optionId)!;
  await logChanges(tx, who, [
    { productId, field: `Option: ${now.name}`, oldValue: optionText(was), newValue: optionText(now) },
  ]);
  return { product_id: productId, options: after };
}

/**
 * Puts an uploaded picture on an image choice value (replacing the one it had). The stored name comes from the file's
 * hash, so the same file sent again (a double click) finds the value already showing it and changes nothing.
 */
export async function putValuePicture(
  db: Db,
  productId: number,
  valueId: number,
  picture: ReceivedPicture,
  sized: SizedPicture,
  filename: string | undefined,
  who: ChangeAuthor,
) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const found = await lockedValue(tx, productId, valueId);
    if (found.type !== 'image') throw new HttpError(409, MSG.notImageOption);
    const name = `option-${picture.sha256.slice(0, 24)}`;
    const imageName = uploadName(filename);
    if (found.value.image?.includes(`/${name}-`) && found.value.imageName === imageName)
      return { product_id: productId, options: await optionsOf(tx, productId) };
    const image = await storeProductPicture(tx, productId, sized, name);
    return setPicture(tx, productId, found, { image, imageName }, who);
  });
}

/** Takes the picture off a value (one without a picture: the options as they are, so a repeated click has one effect). */
export async function removeValuePicture(db: Db, productId: number, valueId: number, who: ChangeAuthor) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const found = await lockedValue(tx, productId, valueId);
    if (!found.value.image) return { product_id: productId, options: await optionsOf(tx, productId) };
    // The stored sizes stay in media: carts, orders and cached pages may still show them.
    return setPicture(tx, productId, found, null, who);
  });
}
