// What happens to a guest's session data when they log in or register (contract 4): the wishlist moves into the
// account and the guest cart joins the customer's cart, so nothing picked before logging in is lost.
import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/client';
import { mergeGuestCart } from '#src/features/cart/merge';
import { moveGuestWishlist } from './wishlist';
import { recordCustomerIp } from './ip';

export async function afterCustomerLogin(db: Db, req: FastifyRequest, customerId: number): Promise<void> {
  await moveGuestWishlist(db, req, customerId);
  await recordCustomerIp(db, customerId, req.ip);
  const session = await req.session.get();
  await mergeGuestCart(db, session, customerId);
  // The guest cart row is gone; a later logout starts a fresh guest cart instead of pointing at it.
  if (session.cartId !== undefined) await req.session.update({ cartId: undefined });
}
