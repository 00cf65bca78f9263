// A counter cart made a new sale (issue 31, decision 0051): one function for every way a sale ends at the counter
// (New Sale / abandon, save for later, quote, and the order it holds being completed, voided or cancelled), so none of
// them leaves the previous customer's lines, customer, credit, order or vehicle behind.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { cartItems, carts, sessions } from '#src/db/schema/index';

/** Empties the cart and takes the chosen vehicle off the staff session that owns it (its row and the session's key). */
export async function cartToNewSale(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  const [cart] = await tx
    .update(carts)
    .set({
      orderId: null,
      couponCode: null,
      voucherCodes: [],
      customerId: null,
      vehicleId: null,
      storeCreditCents: 0,
      checkout: {},
      updatedAt: new Date(),
    })
    .where(eq(carts.cartId, cartId))
    .returning({ sessionKey: carts.sessionKey });
  // The vehicle the counter shows is the session's (fitment reads it there); the cart's session is found by its key.
  if (cart?.sessionKey)
    await tx
      .update(sessions)
      .set({ data: sql`${sessions.data} - 'vehicle'` })
      .where(and(eq(sessions.id, cart.sessionKey), sql`(${sessions.data}->>'cartId')::int = ${cartId}`));
}
