// The product comparison: up to COMPARE_LIMIT product ids in the session (guest or customer alike), oldest first.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMPARE_ATTRIBUTES, COMPARE_LIMIT, type Compare, type CompareProduct } from '@parts/common/account';
import { GRAMS_PER_POUND } from '@parts/common/constants';
import { ACCOUNT_MSG } from '@parts/common/messages';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { badRequest, notFound } from '#src/http/errors';
import { cardsForIds, enabledProductName, productName } from './cards';

export async function addToCompare(
  db: Db,
  req: FastifyRequest,
  productId: number,
): Promise<{ success: string; total: number }> {
  const name = await enabledProductName(db, productId);
  if (name === null) throw notFound(ACCOUNT_MSG.productUnknown);
  const ids = (await req.session.get()).compare ?? [];
  if (ids.includes(productId)) return { success: ACCOUNT_MSG.compareAlready(name), total: ids.length };
  if (ids.length >= COMPARE_LIMIT) throw badRequest(ACCOUNT_MSG.compareFull(COMPARE_LIMIT));
  await req.session.update({ compare: [...ids, productId] });
  return { success: ACCOUNT_MSG.compareAdded(name), total: ids.length + 1 };
}

export async function removeFromCompare(
  db: Db,
  req: FastifyRequest,
  productId: number,
): Promise<{ success: string; total: number }> {
  const ids = (await req.session.get()).compare ?? [];
  if (!ids.includes(productId)) throw notFound(ACCOUNT_MSG.compareMissing);
  await req.session.update({ compare: ids.filter((id) => id !== productId) });
  return { success: ACCOUNT_MSG.compareRemoved(await productName(db, productId)), total: ids.length - 1 };
}

type Extra = { product_id: number; description: string; weight_grams: number; rating: number; category: string };

export async function loadCompare(db: Db, req: FastifyRequest): Promise<Compare> {
  const session = await req.session.get();
  const ids = session.compare ?? [];
  const cards = await cardsForIds(db, ids, session);
  const extras = new Map<number, Extra>();
  if (cards.length > 0) {
    const list = sql.join(
      cards.map((c) => sql`${c.product_id}`),
      sql`, `,
    );
    const rows = rowsOf<Extra>(
      await db.execute(sql`select p.product_id, p.description, p.weight_grams, p.rating, c.name as category
        from products p join categories c on c.category_id = p.category_id where p.product_id in (${list})`),
    );
    for (const r of rows) extras.set(r.product_id, r);
  }
  const products: CompareProduct[] = cards.map((card) => {
    const x = extras.get(card.product_id);
    const grams = Number(x?.weight_grams ?? 0);
    return {
      ...card,
      attributes: {
        brand: card.manufacturer,
        part_number: `${card.aaia} ${card.mpn}`,
        price: card.price_text,
        availability: card.in_stock > 0 ? `In Stock: ${card.in_stock}` : 'Out of Stock',
        rating: Number(x?.rating ?? 0),
        category: x?.category ?? '',
        fitment: card.fit.label,
        weight: grams > 0 ? `${(grams / GRAMS_PER_POUND).toFixed(2)} lb` : 'Not listed',
        description: x?.description ?? '',
      },
    };
  });
  return {
    products,
    attributes: COMPARE_ATTRIBUTES.map((a) => ({ ...a })),
    total: products.length,
    limit: COMPARE_LIMIT,
  };
}
