// A part's interchange numbers in the editor (issue 26, decision 0085): other brands' part numbers for the same part,
// the rows a PIES import writes (product_interchange). The storefront's search matches them by number_key (mpnKey),
// and the table's catalogue-version trigger (migration 0040) makes a change visible at once. Each add and removal is
// written to the product's change log.
import { and, asc, eq } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG as MSG } from '@parts/common/catalog-admin';
import { mpnKey } from '@parts/common/part-number';
import type { Db } from '#src/db/client';
import { productInterchange, products } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { logChanges, type ChangeAuthor } from './change-log';

export async function interchangeOf(db: Db, productId: number) {
  return db
    .select({
      brand: productInterchange.brand,
      part_number: productInterchange.partNumber,
      number_key: productInterchange.numberKey,
    })
    .from(productInterchange)
    .where(eq(productInterchange.productId, productId))
    .orderBy(asc(productInterchange.brand), asc(productInterchange.numberKey));
}

const shown = (brand: string, partNumber: string) => (brand ? `${brand} ${partNumber}` : partNumber);

async function lockProduct(tx: Db, productId: number) {
  const [p] = await tx
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.productId, productId))
    .for('update');
  if (!p) throw new HttpError(404, MSG.notFound);
}

export async function addInterchange(
  db: Db,
  productId: number,
  input: { brand: string; part_number: string },
  who: ChangeAuthor,
) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockProduct(tx, productId);
    const added = await tx
      .insert(productInterchange)
      .values({ productId, brand: input.brand, partNumber: input.part_number, numberKey: mpnKey(input.part_number) })
      .onConflictDoNothing()
      .returning({ key: productInterchange.numberKey });
    if (added.length === 0) throw new HttpError(409, MSG.interchangeExists);
    await logChanges(tx, who, [
      { productId, field: 'Interchange added', oldValue: '', newValue: shown(input.brand, input.part_number) },
    ]);
    return { product_id: productId, interchange: await interchangeOf(tx, productId) };
  });
}

export async function removeInterchange(
  db: Db,
  productId: number,
  input: { brand: string; number_key: string },
  who: ChangeAuthor,
) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await lockProduct(tx, productId);
    const [gone] = await tx
      .delete(productInterchange)
      .where(
        and(
          eq(productInterchange.productId, productId),
          eq(productInterchange.brand, input.brand),
          eq(productInterchange.numberKey, input.number_key),
        ),
      )
      .returning({ partNumber: productInterchange.partNumber });
    if (!gone) throw new HttpError(404, MSG.interchangeNotFound);
    await logChanges(tx, who, [
      { productId, field: 'Interchange removed', oldValue: shown(input.brand, gone.partNumber), newValue: '' },
    ]);
    return { product_id: productId, interchange: await interchangeOf(tx, productId) };
  });
}
