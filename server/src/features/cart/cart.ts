// The cart model (issue 5): which cart a request uses, made when missing and locked while it changes. Its lines are
// priced in price-cart.ts, its products' facts read in product-facts.ts, its coupons and vouchers in discounts.ts and
// its wire form made in wire.ts; their names are exported from here too, so callers import the cart from one place.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/client';
import { cartItems, carts } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import { signedInStaff } from '#src/http/guards';

export { productFacts, type ProductFacts } from './product-facts';
export { couponUserOf, couponUserFor, findCoupon, findVoucher } from './discounts';
export type { CartCustomer } from './priced-for';
export { priceCart, type PricedCart, type PricedLine } from './price-cart';
export { cartToWire, tracking } from './wire';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A logged-in customer's cart is theirs on every device; everyone else (guests, staff counter carts) uses the session's. */
export async function findCart(db: Db, session: SessionData): Promise<CartRow | null> {
  if (session.customerId && !(await signedInStaff(db, session))) {
    const [row] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.owner, 'customer'), eq(carts.customerId, session.customerId)));
    return row ?? null;
  }
  if (typeof session.cartId !== 'number') return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.cartId, session.cartId), eq(carts.owner, 'session')));
  return row ?? null;
}

/**
 * The request's cart, made when missing. Concurrent first requests make one cart: a customer's by the unique customer
 * index, a session's by the unique session key (the session id at creation), both inserted with on conflict do nothing.
 */
export async function ensureCart(db: Db, req: FastifyRequest): Promise<CartRow> {
  const session = await req.session.get();
  const found = await findCart(db, session);
  if (found) return found;
  if (session.customerId && !(await signedInStaff(db, session))) {
    await db.insert(carts).values({ owner: 'customer', customerId: session.customerId }).onConflictDoNothing();
    return (await findCart(db, session))!;
  }
  if (!req.session.id()) await req.session.update({});
  const sessionKey = req.session.id()!;
  await db.insert(carts).values({ owner: 'session', sessionKey }).onConflictDoNothing();
  const [row] = await db.select().from(carts).where(eq(carts.sessionKey, sessionKey));
  await req.session.update({ cartId: row!.cartId });
  return row!;
}

/** Runs `work` with the cart row locked (select … for update), so concurrent changes to one cart take turns. */
export async function withLockedCart<T>(db: Db, cartId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.select({ id: carts.cartId }).from(carts).where(eq(carts.cartId, cartId)).for('update');
    return work(tx);
  });
}

export async function touchCart(db: Db, cartId: number, patch: Partial<CartRow> = {}): Promise<void> {
  await db
    .update(carts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(carts.cartId, cartId));
}

/** The header's count: the sum of quantities in the request's cart. */
export async function cartCount(db: Db, session: SessionData): Promise<number> {
  const cart = await findCart(db, session);
  if (!cart) return 0;
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.cartId));
  return r?.n ?? 0;
}

/** Spec 000 s5 and contract 1: the one quantity rule, shared with the quantity inputs. */
export { checkQuantity } from '@parts/common/quantity';
