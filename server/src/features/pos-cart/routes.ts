// The counter cart's staff calls (spec 001 s7 "Cart", issue 13, decision 0019): customer, vehicle, labor, custom
// products, price edits, PO numbers, scan lookup, and save / quote / check out. Every call is declared staff-only.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { cartItems } from '#src/db/schema/index';
import type { App, Deps } from '#src/http/types';
import { cartToWire, priceCart, type CartItemRow, type CartRow } from '#src/features/cart/cart';
import { customerVehicleRoutes } from './customer-vehicle-routes';
import { lineRoutes } from './line-routes';
import { saveRoutes } from './save-routes';

export async function staffCartRoutes(app: App, { db }: Deps) {
  const view = async (req: FastifyRequest, cart: CartRow) =>
    cartToWire(await priceCart(db, cart, await req.session.get()));
  const findItem = async (cart: CartRow, key: string): Promise<CartItemRow | null> => {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartItemId, Number(key)), eq(cartItems.cartId, cart.cartId)));
    return item ?? null;
  };

  const ctx = { db, view, findItem };
  customerVehicleRoutes(app, ctx);
  lineRoutes(app, ctx);
  saveRoutes(app, ctx);
}
