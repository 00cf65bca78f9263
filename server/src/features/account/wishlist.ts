// The wishlist: a guest's product ids in the session, a customer's rows in customer_wishlist (contract 2 and 4).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MSG } from '@parts/common/messages';
import { WISHLIST_GUEST_LIMIT } from '@parts/common/account';
import type { Db } from '#src/db/client';
import { customerWishlist } from '#src/db/schema/index';
import { badRequest, notFound } from '#src/http/errors';
import { enabledProductName, productName } from './cards';

/** The wishlist's product ids, newest first. */
export async function wishlistIds(db: Db, req: FastifyRequest): Promise<number[]> {
  const session = await req.session.get();
  if (session.customerId) {
    const rows = await db
      .select({ id: customerWishlist.productId })
      .from(customerWishlist)
      .where(eq(customerWishlist.customerId, session.customerId))
      .orderBy(desc(customerWishlist.dateAdded), desc(customerWishlist.productId));
    return rows.map((r) => r.id);
  }
  return session.wishlist ?? [];
}

export async function addToWishlist(
  db: Db,
  req: FastifyRequest,
  productId: number,
): Promise<{ success: string; total: number }> {
  const name = await enabledProductName(db, productId);
  if (name === null) throw notFound(ACCOUNT_MSG.productUnknown);
  const session = await req.session.get();
  const ids = await wishlistIds(db, req);
  if (ids.includes(productId)) return { success: ACCOUNT_MSG.wishlistAlready(name), total: ids.length };
  if (session.customerId) {
    await db.insert(customerWishlist).values({ customerId: session.customerId, productId }).onConflictDoNothing();
  } else {
    if (ids.length >= WISHLIST_GUEST_LIMIT) throw badRequest(ACCOUNT_MSG.wishlistFull(WISHLIST_GUEST_LIMIT));
    await req.session.update({ wishlist: [productId, ...ids] });
  }
  return { success: ACCOUNT_MSG.wishlistAdded(name), total: ids.length + 1 };
}

export async function removeFromWishlist(
  db: Db,
  req: FastifyRequest,
  productId: number,
): Promise<{ success: string; total: number }> {
  const session = await req.session.get();
  const ids = await wishlistIds(db, req);
  if (!ids.includes(productId)) throw notFound(ACCOUNT_MSG.wishlistMissing);
  if (session.customerId) {
    await db
      .delete(customerWishlist)
      .where(and(eq(customerWishlist.customerId, session.customerId), eq(customerWishlist.productId, productId)));
  } else {
    await req.session.update({ wishlist: ids.filter((id) => id !== productId) });
  }
  return { success: ACCOUNT_MSG.wishlistRemoved(await productName(db, productId)), total: ids.length - 1 };
}

/** At login: the guest's wishlist joins the account's (nothing is lost, nothing doubled) and leaves the session. */
export async function moveGuestWishlist(db: Db, req: FastifyRequest, customerId: number): Promise<void> {
  const guest = (await req.session.get()).wishlist ?? [];
  if (guest.length > 0) {
    // Oldest first, so the newest guest pick stays at the top of the account's list.
    const list = sql.join(
      [...guest].reverse().map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`
      insert into customer_wishlist (customer_id, product_id, date_added)
      select ${customerId}, p.product_id, now() + (array_position(array[${list}]::int[], p.product_id) * interval '1 millisecond')
      from products p where p.product_id in (${list})
      on conflict do nothing`);
  }
  await req.session.update({ wishlist: undefined });
}
