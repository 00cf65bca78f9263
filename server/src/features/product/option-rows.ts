// The one load of products' options with their values, in the order the shopper sees them. The cart checks and prices
// posted options against these rows and the product editor edits them; each maps them to its own shape.
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { productOptions, productOptionValues } from '#src/db/schema/index';

export type OptionValueRow = typeof productOptionValues.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect & { values: OptionValueRow[] };

/** Each product's options (sort order, then id) with their values (likewise); a product without options is absent. */
export async function loadOptionRows(db: Db, productIds: number[]): Promise<Map<number, OptionRow[]>> {
  const out = new Map<number, OptionRow[]>();
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return out;
  // One after another: inside a transaction `db` is a single connection, which runs one query at a time.
  const options = await db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.productId, unique))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.productOptionId));
  const values = options.length
    ? await db
        .select()
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.productOptionId,
            options.map((o) => o.productOptionId),
          ),
        )
        .orderBy(asc(productOptionValues.sortOrder), asc(productOptionValues.productOptionValueId))
    : [];
  for (const o of options) {
    const list = out.get(o.productId) ?? [];
    list.push({ ...o, values: values.filter((v) => v.productOptionId === o.productOptionId) });
    out.set(o.productId, list);
  }
  return out;
}
