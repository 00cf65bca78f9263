// What the counter cart's route files share: the database, the cart's answer and a line of this cart by its key.
import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/client';
import type { cartToWire, CartItemRow, CartRow } from '#src/features/cart/cart';

export interface CartRouteContext {
  db: Db;
  view: (req: FastifyRequest, cart: CartRow) => Promise<ReturnType<typeof cartToWire>>;
  findItem: (cart: CartRow, key: string) => Promise<CartItemRow | null>;
}
