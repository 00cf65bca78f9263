// What happens to a guest's session data when they log in (contract 4): the wishlist moves into the account.
// The lead wires the cart merge (features/cart/merge.ts mergeGuestCart) in here at merge time.
import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/client';
import { moveGuestWishlist } from './wishlist';

export async function afterCustomerLogin(db: Db, req: FastifyRequest, customerId: number): Promise<void> {
  await moveGuestWishlist(db, req, customerId);
}
