// Contract 4: at login the guest's cart joins the customer's own cart (the lead calls this from afterCustomerLogin).
import { and, eq, sql } from 'drizzle-orm';
import { QUANTITY_MAX } from '@parts/common/constants';
import type { Db } from '#src/db/client';
import { cartItems, carts } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';

/**
 * Moves the session cart's lines into the customer's cart (created when missing). A line for the same part with the
 * same options adds its quantity (up to 10000); a coupon or voucher on the guest cart carries over when the customer's
 * cart has none. The guest cart row is deleted. The session's cartId may stay: it is not read while logged in.
 */
export async function mergeGuestCart(db: Db, session: SessionData, customerId: number): Promise<void> {
  if (typeof session.cartId !== 'number') return;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [guest] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.cartId, session.cartId as number), eq(carts.owner, 'session')));
    if (!guest) return;
    await tx.insert(carts).values({ owner: 'customer', customerId }).onConflictDoNothing();
    const [mine] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.owner, 'customer'), eq(carts.customerId, customerId)));
    if (!mine) return;
    const theirs = await tx.select().from(cartItems).where(eq(cartItems.cartId, mine.cartId));
    for (const item of await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.cartId))) {
      const same =
        item.productId !== null &&
        theirs.find(
          (t) =>
            t.productId === item.productId &&
            JSON.stringify(t.options) === JSON.stringify(item.options) &&
            t.applyLabor === item.applyLabor &&
            t.priceOverrideCents === null,
        );
      if (same !== false && same !== undefined) {
        await tx
          .update(cartItems)
          .set({ quantity: sql`least(${cartItems.quantity} + ${item.quantity}, ${QUANTITY_MAX})` })
          .where(eq(cartItems.cartItemId, same.cartItemId));
        await tx.delete(cartItems).where(eq(cartItems.cartItemId, item.cartItemId));
      } else {
        await tx.update(cartItems).set({ cartId: mine.cartId }).where(eq(cartItems.cartItemId, item.cartItemId));
      }
    }
    await tx
      .update(carts)
      .set({
        couponCode: mine.couponCode ?? guest.couponCode,
        voucherCodes: [...new Set([...mine.voucherCodes, ...guest.voucherCodes])],
        checkout: Object.keys(mine.checkout).length ? mine.checkout : guest.checkout,
        updatedAt: new Date(),
      })
      .where(eq(carts.cartId, mine.cartId));
    await tx.delete(carts).where(eq(carts.cartId, guest.cartId));
  });
}
