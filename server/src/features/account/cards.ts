// Product cards for the compare and wishlist pages: the listing card, priced by the one price rule for the shopper's group.
import { sql } from 'drizzle-orm';
import type { ProductCard } from '@parts/common/catalog';
import { formatCents, centsToDecimal } from '@parts/common/money';
import { unitPrice } from '@parts/common/pricing';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import type { SessionData } from '#src/http/session';
import { productCards } from '#src/features/catalog/cards';
import { vehicleState } from '#src/features/fitment/service';
import { customerGroupFor, priceFacts } from '#src/features/pricing/facts';
import { loadSettings } from '#src/features/settings/queries';

/** Cards for the given products in the given order; disabled or deleted products are left out. */
export async function cardsForIds(db: Db, ids: number[], session: SessionData): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const groupId = await customerGroupFor(db, session);
  const vehicle = await vehicleState(db, session, await loadSettings(db));
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [cards, facts] = await Promise.all([
    productCards(db, {
      where: sql`p.product_id in (${list})`,
      orderBy: sql`array_position(array[${list}]::int[], p.product_id)`,
      limit: ids.length,
      customerGroupId: groupId,
      vehicle,
    }),
    priceFacts(db, ids, groupId),
  ]);
  return cards.map((card) => {
    const f = facts.get(card.product_id);
    if (!f) return card;
    // Quantity 1: what one unit costs this shopper today (special, single-unit tier, rebate), as the cart will charge.
    const p = unitPrice(f, 1);
    return {
      ...card,
      price: centsToDecimal(p.unitCents),
      price_text: formatCents(p.unitCents),
      special_text: p.special ? 'Sale' : p.rebate ? p.rebate.name : null,
      price_before_discounts_text: p.unitCents < p.originalUnitCents ? formatCents(p.originalUnitCents) : null,
    };
  });
}

/** The name of a product that exists and is enabled, or null. */
export async function enabledProductName(db: Db, productId: number): Promise<string | null> {
  const rows = await db.execute(sql`select name from products where product_id = ${productId} and status`);
  const [row] = rowsOf<{ name: string }>(rows);
  return row?.name ?? null;
}

/** Any product's name (a removed list entry may since have been disabled). */
export async function productName(db: Db, productId: number): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from products where product_id = ${productId}`),
  );
  return row?.name ?? 'The product';
}
