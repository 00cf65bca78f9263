// The cart's coupon and gift vouchers: found by code, a coupon only while it is on and its use limits allow.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { coupons, giftVouchers } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import type { CartRow } from './cart';
import { cartCustomer } from './priced-for';
import { couponUseCounts, type CouponUser } from './coupon-uses';
import type { CouponFacts } from './totals';

/** Whom a coupon use counts against: the cart's customer, else the guest's checkout email (null before it is known). */
export function couponUserOf(cart: CartRow, customer: { customerId: number; email: string } | null): CouponUser | null {
  const email = typeof cart.checkout.email === 'string' ? cart.checkout.email : '';
  return customer
    ? { customerId: customer.customerId, email: customer.email }
    : email
      ? { customerId: null, email }
      : null;
}

/** The coupon user of a cart for a request (see couponUserOf). */
export async function couponUserFor(db: Db, cart: CartRow, session: SessionData): Promise<CouponUser | null> {
  return couponUserOf(cart, await cartCustomer(db, cart, session));
}

/** An active coupon by code, or null when it is unknown, out of date or its use limits are reached (for `who`). */
export async function findCoupon(
  db: Db,
  code: string,
  who: CouponUser | null = null,
): Promise<(CouponFacts & { couponId: number }) | null> {
  const [c] = await db
    .select()
    .from(coupons)
    .where(
      sql`upper(${coupons.code}) = upper(${code}) and ${coupons.status} and (${coupons.dateStart} is null or ${coupons.dateStart} <= now()) and (${coupons.dateEnd} is null or ${coupons.dateEnd} > now())`,
    );
  if (!c) return null;
  if (c.usesTotal > 0 || (who && c.usesCustomer > 0)) {
    // The order transaction counts again with the coupon row locked (claimCoupon); this check is for what is shown.
    const used = await couponUseCounts(db, c.couponId, who);
    if (c.usesTotal > 0 && used.total >= c.usesTotal) return null;
    if (who && c.usesCustomer > 0 && used.mine >= c.usesCustomer) return null;
  }
  return {
    couponId: c.couponId,
    code: c.code,
    name: c.name,
    type: c.type,
    discount: c.discount,
    minimumCents: c.minimumCents,
  };
}

export async function findVoucher(db: Db, code: string) {
  const [v] = await db
    .select()
    .from(giftVouchers)
    .where(
      sql`upper(${giftVouchers.code}) = upper(${code}) and ${giftVouchers.status} and ${giftVouchers.balanceCents} > 0`,
    );
  return v ?? null;
}
