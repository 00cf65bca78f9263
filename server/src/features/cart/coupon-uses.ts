// A coupon's uses so far (decision 0013): the cart counts them to say whether a coupon still applies, and the order
// transaction counts them again with the coupon row locked (checkout/order-checks.ts claimCoupon).
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

/** Who a coupon use counts against: the account, or a guest's email. */
export interface CouponUser {
  customerId: number | null;
  email: string;
}

/** The uses counted against a coupon's limits (canceled orders' uses are deleted when they are canceled). */
export async function couponUseCounts(
  db: Db,
  couponId: number,
  who: CouponUser | null,
): Promise<{ total: number; mine: number }> {
  const whoSql =
    who === null
      ? sql`false`
      : who.customerId !== null
        ? sql`customer_id = ${who.customerId}`
        : sql`customer_id is null and email = ${who.email.toLowerCase()}`;
  const [r] = rowsOf<{ total: number; mine: number }>(
    await db.execute(
      sql`select count(*)::int as total, (count(*) filter (where ${whoSql}))::int as mine from coupon_uses where coupon_id = ${couponId}`,
    ),
  );
  return { total: r?.total ?? 0, mine: r?.mine ?? 0 };
}
