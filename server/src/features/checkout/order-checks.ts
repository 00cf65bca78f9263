// What the order transaction re-checks (issue 9, decision 0013): the cart's contents against what the shopper confirmed
// and the card was authorized for, and the coupon's use limits, counted while the coupon row is locked.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { couponUses } from '#src/db/schema/index';
import type { PricedCart } from '#src/features/cart/cart';
import { couponUseCounts, type CouponUser } from '#src/features/cart/coupon-uses';
import { HttpError } from '#src/http/errors';

/** Refusals the shopper can act on; the transaction is rolled back. */
export class CheckoutRefused extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * A hash of everything an order is made from: each line (part, options, quantity, unit price, labor), the coupon, the
 * vouchers' shares, the checkout choices and the total. Two pricings of one cart hash alike only when the shopper would
 * get the same order for the same money.
 */
export function contentsHash(priced: PricedCart): string {
  const { idempotency_key: _k, ...checkout } = priced.cart.checkout as Record<string, unknown>;
  const payload = {
    lines: priced.lines.map((l) => [
      l.item.productId,
      l.item.options,
      l.quantity,
      l.unitCents,
      l.laborCents,
      l.item.customName,
      l.taxClassId,
    ]),
    coupon: priced.totals.couponApplied ? (priced.coupon?.code ?? null) : null,
    vouchers: priced.totals.voucherUse,
    credit: priced.cart.storeCreditCents,
    checkout,
    total: priced.totals.totalCents,
  };
  return createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
}

/**
 * Records the order's coupon use inside the order transaction. The coupon row is locked first (select … for update), so
 * two checkouts with the last use wait for each other and the second counts the first's use: the limits hold.
 */
export async function claimCoupon(tx: Db, priced: PricedCart, orderId: number, who: CouponUser): Promise<void> {
  const coupon = priced.totals.couponApplied ? priced.coupon : null;
  if (!coupon) return;
  const [row] = rowsOf<{ uses_total: number; uses_customer: number; status: boolean }>(
    await tx.execute(
      sql`select uses_total, uses_customer, status from coupons where coupon_id = ${coupon.couponId} for update`,
    ),
  );
  if (!row || !row.status) throw new CheckoutRefused(CART_MSG.couponInvalid);
  const used = await couponUseCounts(tx, coupon.couponId, who);
  if ((row.uses_total > 0 && used.total >= row.uses_total) || (row.uses_customer > 0 && used.mine >= row.uses_customer))
    throw new CheckoutRefused(CART_MSG.couponInvalid);
  await tx
    .insert(couponUses)
    .values({ couponId: coupon.couponId, orderId, customerId: who.customerId, email: who.email.toLowerCase() });
}

/** A canceled order gives its coupon use back. */
export async function releaseCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.delete(couponUses).where(and(eq(couponUses.orderId, orderId)));
}
