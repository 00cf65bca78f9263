// Staff save a counter cart as an order (decision 0019): save for later, quote, or check out. Kept apart from
// createOrder: a counter order has no checkout details, can be saved again while its status allows, and takes its stock
// at checkout (takeCounterStock) rather than when it is saved.
import { eq, sql } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import type { Db } from '#src/db/client';
import { cartItems, carts, orderProducts, orders } from '#src/db/schema/index';
import { priceCart, type CartRow } from '#src/features/cart/cart';
import type { SessionData } from '#src/http/session';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { badRequest } from '#src/http/errors';
import {
  canChangeStatus,
  changeOrderStatus,
  orderStatuses,
  recordNewOrderStatus,
} from '#src/features/order-status/lifecycle';
import { CheckoutRefused } from './order-checks';
import { orderValues, productValues } from './order-values';
import { releaseStock, takeCounterStock } from './order-holds';
import { recordPriceApprovals } from './price-approvals';
import { cartToNewSale } from '#src/features/order-status/new-sale';

const POS_ORDER_NOT_EDITABLE = POS_CART_MSG.orderNotEditable;

/**
 * Whether the cart may still change an order and save it as `to`: its status allows continue (order_statuses.actions)
 * and the transition table allows `to` (or it is `to` already). Paid, voided and cancelled orders are never overwritten.
 */
async function counterMayEdit(tx: Db, from: string, to: string): Promise<boolean> {
  const row = (await orderStatuses(tx)).find((s) => s.status === from);
  if (!row || !row.actions.includes('continue')) return false;
  return from === to || canChangeStatus(tx, from, to);
}

export interface SaveCounterOrder {
  cart: CartRow;
  session: SessionData;
  staffUserId: number;
  status: 'saved' | 'quote';
  /** saveOrderAndCheckout's order_id: the order the cart is editing (the cart's own order_id when absent). */
  orderId?: number;
  /** The screen's key for this save: a repeated request (double click) answers the order the first one made. */
  key?: string;
  vehicleLabel?: string | null;
  /** The base vehicle of that vehicle, when one is chosen (the coverage report's demand, decision 0084). */
  baseVehicleId?: number | null;
  /** Save for later and quote clear the counter cart for the next customer; check out keeps it tied to the order. */
  clearCart: boolean;
}

/**
 * A staff save (decision 0019): the counter cart becomes an order, or updates the order it is editing, in one
 * transaction with the cart row locked, so a double click or two tabs make one order. An order that can no longer
 * change (paid, voided) is never overwritten: a cart still tied to one starts a new order; an order_id asked for by
 * the request that cannot change is refused.
 */
export async function saveCounterOrder(
  db: Db,
  input: SaveCounterOrder,
): Promise<{ orderId: number; created: boolean }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const idemKey = input.key ? `pos-save:${input.key}` : null;
    const [locked] = await tx.select().from(carts).where(eq(carts.cartId, input.cart.cartId)).for('update');
    let keyFree = idemKey !== null;
    if (idemKey) {
      const [done] = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(eq(orders.idempotencyKey, idemKey));
      if (done) {
        keyFree = false;
        const [n] = locked
          ? await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(cartItems)
              .where(eq(cartItems.cartId, locked.cartId))
          : [];
        // The first request with this key cleared the cart (save for later, quote): this is its repeat.
        if (!n || n.n === 0) return { orderId: done.orderId, created: false };
      }
    }
    if (!locked) throw badRequest(CART_MSG.emptyCart);
    const priced = await priceCart(tx, locked, input.session);
    if (priced.lines.length === 0) throw badRequest(CART_MSG.emptyCart);
    const c = priced.customer;
    const base = {
      ...orderValues(priced),
      source: 'pos' as const,
      staffUserId: input.staffUserId,
      firstname: c?.firstname ?? '',
      lastname: c?.lastname ?? '',
      email: c?.email ?? '',
      telephone: c?.telephone ?? '',
      vehicleLabel: input.vehicleLabel ?? null,
      baseVehicleId: input.baseVehicleId ?? null,
    };

    const historyComment = input.status === 'quote' ? 'Quoted at the counter' : 'Saved at the counter';
    let target: number | null = null;
    const asked = input.orderId ?? null;
    const candidate = asked ?? locked.orderId;
    if (candidate !== null) {
      const [current] = await tx
        .select({ status: orders.status, source: orders.source })
        .from(orders)
        .where(eq(orders.orderId, candidate))
        .for('update');
      const editable = !!current && (await counterMayEdit(tx, current.status, input.status));
      if (editable) target = candidate;
      else if (asked !== null) throw new CheckoutRefused(POS_ORDER_NOT_EDITABLE);
    }
    let created = false;
    let heldStock = false;
    if (target !== null) {
      const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, target));
      if (before?.status !== input.status)
        await changeOrderStatus(tx, target, input.status, { comment: historyComment, userId: input.staffUserId });
      await tx
        .update(orders)
        .set({ ...base, updatedAt: new Date() })
        .where(eq(orders.orderId, target));
      // The lines are written again: stock they held (a continued kiosk order) goes back and is taken again below.
      heldStock = await releaseStock(tx, target);
      await tx.delete(orderProducts).where(eq(orderProducts.orderId, target));
    } else {
      const [row] = await tx
        .insert(orders)
        .values({ ...base, status: input.status, idempotencyKey: keyFree ? idemKey : null })
        .returning({ orderId: orders.orderId });
      target = row!.orderId;
      created = true;
      await recordNewOrderStatus(tx, target, input.status, { comment: historyComment, userId: input.staffUserId });
    }
    await tx.insert(orderProducts).values(productValues(priced, target, new Map()));
    if (heldStock) await takeCounterStock(tx, target);
    await recordPriceApprovals(tx, target);
    if (input.clearCart) {
      await cartToNewSale(tx, locked.cartId);
    } else {
      await tx.update(carts).set({ orderId: target, updatedAt: new Date() }).where(eq(carts.cartId, locked.cartId));
    }
    return { orderId: target, created };
  });
}
