// The price a card shows, in SQL, for the price sort: the listing's ORDER BY and the category price orders
// (category-orders.ts) both sort by it.
import { sql } from 'drizzle-orm';

const activeSpecial = (groupId: number) => sql`(select min(ps.price_cents) from product_specials ps
  where ps.product_id = p.product_id and ps.customer_group_id = ${groupId}
    and (ps.date_start is null or ps.date_start <= now()) and (ps.date_end is null or ps.date_end > now()))`;

/** shownQuantity() of common/src/pricing.ts in SQL: the quantity every shown price is for. */
const SHOWN_QUANTITY = sql`greatest(1, p.minimum)`;

/**
 * What a card shows the group paying at the shown quantity, by the price rule (decision 0007) in SQL: the tier is the
 * one of the highest quantity not above it (the lower price on a tie, as tierFor), applying when below the list price
 * or special; then the active instant rebate comes off, never below 0. listing.int.test.ts holds it to unitPrice for
 * every demo part.
 */
export const shownPrice = (
  groupId: number,
) => sql`greatest(0, least(p.price_cents, coalesce(${activeSpecial(groupId)}, p.price_cents),
    coalesce((select pd.price_cents from product_discounts pd where pd.product_id = p.product_id and pd.customer_group_id = ${groupId} and pd.quantity <= ${SHOWN_QUANTITY}
      order by pd.quantity desc, pd.price_cents limit 1), p.price_cents))
  - coalesce((select max(ir.amount_cents) from instant_rebates ir where ir.product_id = p.product_id and (ir.date_end is null or ir.date_end > now())), 0))`;
