// Loads the price rule's facts (decision 0007) for many products at once, and says which group a shopper is priced as.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PriceFacts } from '@parts/common/pricing';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { primaryOf } from '#src/db/replica';
import { customerGroups, customers } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';

let defaultGroup: { id: number; at: number } | null = null;

/** The default (retail) group: guests and staff-built carts without a customer are priced as it. Cached 60 s. */
export async function defaultCustomerGroupId(db: Db): Promise<number> {
  if (defaultGroup && Date.now() - defaultGroup.at < 60_000) return defaultGroup.id;
  const [g] = await primaryOf(db)
    .select({ id: customerGroups.customerGroupId })
    .from(customerGroups)
    .where(eq(customerGroups.isDefault, true));
  defaultGroup = { id: g?.id ?? 1, at: Date.now() };
  return defaultGroup.id;
}

/** The group the session's shopper is priced as: the logged-in (or POS-attached) customer's, else the default. */
export async function customerGroupFor(db: Db, session: SessionData): Promise<number> {
  if (session.customerId) {
    const [c] = await db
      .select({ g: customers.customerGroupId })
      .from(customers)
      .where(eq(customers.customerId, session.customerId));
    if (c) return c.g;
  }
  return defaultCustomerGroupId(db);
}

/** The columns the price rule's facts arrive in (PRICE_FACTS_COLUMNS), as the database sends them. */
export type PriceFactsRow = {
  price_cents: number;
  special_cents: number | null;
  tiers: { quantity: number; priceCents: number }[] | string | null;
  rebate_name: string | null;
  rebate_cents: number | null;
};

/**
 * The price rule's facts (decision 0007) as SQL over `products p`, the customer group as parameter `$2`: the group's
 * active special, its quantity tiers and (with PRICE_FACTS_JOIN) the largest active instant rebate. The one text every
 * query that prices parts uses — priceFacts's and the product page's; listing cards read the same facts from the price
 * book in memory (book.ts, held to this text by book.int.test.ts).
 */
export const PRICE_FACTS_COLUMNS = `
  (select min(ps.price_cents) from product_specials ps
    where ps.product_id = p.product_id and ps.customer_group_id = $2
      and (ps.date_start is null or ps.date_start <= now()) and (ps.date_end is null or ps.date_end > now()))::int as special_cents,
  (select json_agg(json_build_object('quantity', pd.quantity, 'priceCents', pd.price_cents) order by pd.quantity)
    from product_discounts pd where pd.product_id = p.product_id and pd.customer_group_id = $2) as tiers,
  r.name as rebate_name, r.amount_cents as rebate_cents`;

/** The active instant rebate PRICE_FACTS_COLUMNS reads as `r`. */
export const PRICE_FACTS_JOIN = `
  left join lateral (select ir.name, ir.amount_cents from instant_rebates ir
    where ir.product_id = p.product_id and (ir.date_end is null or ir.date_end > now())
    order by ir.amount_cents desc limit 1) r on true`;

/** A row's facts in the price rule's shape (tiers arrive as JSON text from PGlite, as arrays from node-postgres). */
export function priceFactsOf(r: PriceFactsRow): PriceFacts {
  const tiers =
    typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as { quantity: number; priceCents: number }[] | null) : r.tiers;
  return {
    regularCents: r.price_cents,
    specialCents: r.special_cents,
    tiers: tiers ?? [],
    rebate:
      r.rebate_name !== null && r.rebate_cents !== null ? { name: r.rebate_name, amountCents: r.rebate_cents } : null,
  };
}

/** PRICE_FACTS_COLUMNS with the group as a bound parameter: priceFacts runs inside carts' and orders' transactions,
 * where a prepared statement on the pool (preparedOn) would run outside them. */
const columnsFor = (customerGroupId: number): SQL =>
  sql.join(
    PRICE_FACTS_COLUMNS.split('$2').map((part) => sql.raw(part)),
    sql`${customerGroupId}`,
  );

/** One query for any number of products: list price, the group's active special and tiers, the active rebate. */
export async function priceFacts(
  db: Db,
  productIds: number[],
  customerGroupId: number,
): Promise<Map<number, PriceFacts>> {
  const out = new Map<number, PriceFacts>();
  if (productIds.length === 0) return out;
  const ids = sql.join(
    [...new Set(productIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<PriceFactsRow & { product_id: number }>(
    await db.execute(sql`select p.product_id, p.price_cents, ${columnsFor(customerGroupId)}
      from products p ${sql.raw(PRICE_FACTS_JOIN)} where p.product_id in (${ids})`),
  );
  for (const r of rows) out.set(r.product_id, priceFactsOf(r));
  return out;
}
