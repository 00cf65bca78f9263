// A product's options in the editor (issue 26, decision 0097): the nine types of spec 000 section 2, their values with
// price changes in cents, the required flag. Saved whole: options and values keep their ids (a shopper's cart line
// names them), new ones are added, the ones left out removed. The product page and the cart read these same tables.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG } from '@parts/common/catalog-admin';
import { centsToDecimal, formatCents, toCents } from '@parts/common/money';
import {
  OPTION_TYPE_LABELS,
  PRODUCT_IMAGE_SIZES,
  productImageAt,
  type EditorOption,
  type OptionsSave,
} from '@parts/common/product-editor';
import type { Db } from '#src/db/client';
import { productOptions, productOptionValues, products } from '#src/db/schema/index';
import { mediaUrl } from '#src/features/catalog/cards';
import { HttpError } from '#src/http/errors';
import { loadOptionRows } from '#src/features/product/option-rows';
import { logChanges, type ChangeAuthor } from './change-log';

export const OPTIONS_CHANGED = 'The options changed meanwhile. Reload the product and try again.';

export async function optionsOf(db: Db, productId: number): Promise<EditorOption[]> {
  const options = (await loadOptionRows(db, [productId])).get(productId) ?? [];
  return options.map((o) => ({
    product_option_id: o.productOptionId,
    type: o.type,
    name: o.name,
    required: o.required,
    value: o.value,
    values: o.values.map((v) => ({
      product_option_value_id: v.productOptionValueId,
      name: v.name,
      price: centsToDecimal(v.priceCents),
      price_prefix: v.pricePrefix,
      image_url: v.image ? mediaUrl(v.image) : null,
      thumb_url: v.image ? mediaUrl(productImageAt(v.image, PRODUCT_IMAGE_SIZES.thumb)) : null,
      image_name: v.image ? (v.imageName ?? v.image.split('/').pop() ?? '') : '',
    })),
  }));
}

/** An option as the change log shows it: `Color (Select, required): Red +$5.00, Blue`; a value's picture in brackets. */
export function optionText(o: EditorOption): string {
  const values = o.values
    .map((v) => (v.price === '0.00' ? v.name : `${v.name} ${v.price_prefix}${formatCents(toCents(v.price) ?? 0)}`))
    .map((text, i) => (o.values[i]!.image_name ? `${text} [${o.values[i]!.image_name}]` : text))
    .join(', ');
  const head = `${o.name} (${OPTION_TYPE_LABELS[o.type]}${o.required ? ', required' : ''})`;
  return values ? `${head}: ${values}` : o.value ? `${head}: starts "${o.value}"` : head;
}

/** The price changes of the values, by option and value name: moving one needs catalog.prices. */
const priceFacts = (options: EditorOption[]) =>
  options
    .flatMap((o) =>
      o.values.filter((v) => v.price !== '0.00').map((v) => `${o.name}|${v.name}|${v.price_prefix}${v.price}`),
    )
    .sort()
    .join('\n');

export async function saveOptions(
  db: Db,
  productId: number,
  input: OptionsSave,
  who: ChangeAuthor & { mayChangePrices: boolean },
) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [p] = await tx
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId))
      .for('update');
    if (!p) throw new HttpError(404, CATALOG_ADMIN_MSG.notFound);
    const before = await optionsOf(tx, productId);
    const known = new Map(before.map((o) => [o.product_option_id, o]));
    for (const o of input.options) {
      const old = typeof o.product_option_id === 'number' ? known.get(o.product_option_id) : undefined;
      if (typeof o.product_option_id === 'number' && !old) throw new HttpError(409, OPTIONS_CHANGED);
      const valueIds = new Set(old?.values.map((v) => v.product_option_value_id));
      if (
        o.values.some((v) => typeof v.product_option_value_id === 'number' && !valueIds.has(v.product_option_value_id))
      )
        throw new HttpError(409, OPTIONS_CHANGED);
    }

    const kept: number[] = [];
    for (const [i, o] of input.options.entries()) {
      const fields = { type: o.type, name: o.name, required: o.required, value: o.value, sortOrder: i };
      let optionId: number;
      if (typeof o.product_option_id === 'number') {
        optionId = o.product_option_id;
        await tx.update(productOptions).set(fields).where(eq(productOptions.productOptionId, optionId));
      } else {
        const [made] = await tx
          .insert(productOptions)
          .values({ productId, ...fields })
          .returning({ id: productOptions.productOptionId });
        optionId = made!.id;
      }
      kept.push(optionId);
      const keptValues: number[] = [];
      for (const [j, v] of o.values.entries()) {
        // Only an image choice's values show a picture: another type drops it (the change log shows it gone).
        const picture = o.type === 'image' ? {} : { image: null, imageName: null };
        const row = { name: v.name, priceCents: v.price, pricePrefix: v.price_prefix, sortOrder: j, ...picture };
        if (typeof v.product_option_value_id === 'number') {
          keptValues.push(v.product_option_value_id);
          await tx
            .update(productOptionValues)
            .set(row)
            .where(eq(productOptionValues.productOptionValueId, v.product_option_value_id));
        } else {
          const [made] = await tx
            .insert(productOptionValues)
            .values({ productOptionId: optionId, ...row })
            .returning({ id: productOptionValues.productOptionValueId });
          keptValues.push(made!.id);
        }
      }
      await tx
        .delete(productOptionValues)
        .where(
          and(
            eq(productOptionValues.productOptionId, optionId),
            keptValues.length ? notInArray(productOptionValues.productOptionValueId, keptValues) : undefined,
          ),
        );
    }
    const removed = before.map((o) => o.product_option_id).filter((id) => !kept.includes(id));
    if (removed.length) {
      await tx.delete(productOptionValues).where(inArray(productOptionValues.productOptionId, removed));
      await tx.delete(productOptions).where(inArray(productOptions.productOptionId, removed));
    }

    const after = await optionsOf(tx, productId);
    if (priceFacts(before) !== priceFacts(after) && !who.mayChangePrices)
      throw new HttpError(403, CATALOG_ADMIN_MSG.pricesNeedPermission);
    const was = new Map(before.map((o) => [o.product_option_id, optionText(o)]));
    const now = new Map(after.map((o) => [o.product_option_id, optionText(o)]));
    const rows = [...new Set([...was.keys(), ...now.keys()])]
      .filter((id) => was.get(id) !== now.get(id))
      .map((id) => {
        const name = (after.find((o) => o.product_option_id === id) ?? before.find((o) => o.product_option_id === id))!
          .name;
        return { productId, field: `Option: ${name}`, oldValue: was.get(id) ?? '', newValue: now.get(id) ?? '' };
      });
    // Only the order moved: one row, so the log still says who reordered them.
    const order = (list: EditorOption[]) => list.map((o) => o.name).join(', ');
    if (rows.length === 0 && order(before) !== order(after))
      rows.push({ productId, field: 'Option order', oldValue: order(before), newValue: order(after) });
    await logChanges(tx, who, rows);
    return { product_id: productId, changes: rows.length, options: after };
  });
}
