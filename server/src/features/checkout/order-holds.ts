// What an order holds and gives back: the stock its lines took, gift voucher spending and its coupon use. Cancel and
// void release them here; a counter sale takes its store's stock at checkout (decision 0018).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { giftVouchers, orderHistory, orderProducts, orders, users, voucherUses } from '#src/db/schema/index';
import { canChangeStatus, changeOrderStatus } from '#src/features/order-status/lifecycle';
import { releaseCoupon } from './order-checks';

/** Cancels a saved or placed order (when the status table allows it; otherwise nothing happens): stock and gift voucher balances come back; the history records it. */
export async function cancelSavedOrder(db: Db, orderId: number, comment: string): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!o || !(await canChangeStatus(tx, o.status, 'cancelled'))) return false;
    await releaseOrderHolds(tx, orderId);
    await changeOrderStatus(tx, orderId, 'cancelled', { comment });
    return true;
  });
}

/**
 * Gives back what an order holds (cancel, void): the stock its lines took, its gift voucher spending and its coupon use.
 * Call it inside the transaction that changes the status, with the order row locked.
 */
export async function releaseOrderHolds(tx: Db, orderId: number): Promise<void> {
  await releaseStock(tx, orderId);
  for (const u of await tx.select().from(voucherUses).where(eq(voucherUses.orderId, orderId))) {
    await tx
      .update(giftVouchers)
      .set({ balanceCents: sql`${giftVouchers.balanceCents} + ${u.amountCents}` })
      .where(eq(giftVouchers.voucherId, u.voucherId));
  }
  await tx.delete(voucherUses).where(eq(voucherUses.orderId, orderId));
  await releaseCoupon(tx, orderId);
}

/** Gives back the stock an order's lines hold (cancel, void, a counter re-save); answers whether they held any. */
export async function releaseStock(tx: Db, orderId: number): Promise<boolean> {
  const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
  let held = false;
  for (const l of lines) {
    if (!l.productId) continue;
    for (const r of l.reserved) {
      held = true;
      await tx.execute(
        sql`update inventory set quantity = quantity + ${r.quantity} where product_id = ${l.productId} and location_id = ${r.location_id}`,
      );
    }
  }
  if (held) await tx.update(orderProducts).set({ reserved: [] }).where(eq(orderProducts.orderId, orderId));
  return held;
}

/** The store an order is served from: its pickup store, else the store of the staff member who made it; null when neither is known. */
export async function orderStoreId(
  tx: Db,
  order: { pickupLocationId: number | null; staffUserId: number | null },
): Promise<number | null> {
  if (order.pickupLocationId) return order.pickupLocationId;
  if (!order.staffUserId) return null;
  const [u] = await tx.select({ locationId: users.locationId }).from(users).where(eq(users.userId, order.staffUserId));
  return u?.locationId ?? null;
}

/**
 * A counter sale takes its parts out of the store's stock when it is checked out (decision 0018): as many as the store
 * it is served from has, since the part goes over the counter; what the store lacks is what the distributor table
 * offers to order. Lines that hold stock already (a kiosk order) keep it. Call it with the order row locked.
 */
export async function takeCounterStock(tx: Db, orderId: number): Promise<void> {
  const [o] = await tx
    .select({ pickupLocationId: orders.pickupLocationId, staffUserId: orders.staffUserId })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  const storeId = o ? await orderStoreId(tx, o) : null;
  if (storeId === null) return;
  const lines = await tx
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.orderProductId));
  const short: string[] = [];
  for (const l of lines) {
    if (!l.productId || l.reserved.length > 0) continue;
    const [row] = rowsOf<{ quantity: number }>(
      await tx.execute(
        sql`select quantity from inventory where product_id = ${l.productId} and location_id = ${storeId} for update`,
      ),
    );
    const onHand = Math.max(row?.quantity ?? 0, 0);
    const take = Math.min(onHand, l.quantity);
    // Sold past the shelf (issue 31, decision 0051): the shortfall goes on the order's history, for the stock count.
    if (take < l.quantity) short.push(`${l.name}: sold ${l.quantity}, ${onHand} on hand, ${l.quantity - take} short`);
    if (take === 0) continue;
    await tx.execute(
      sql`update inventory set quantity = quantity - ${take} where product_id = ${l.productId} and location_id = ${storeId}`,
    );
    await tx
      .update(orderProducts)
      .set({ reserved: [{ location_id: storeId, quantity: take }] })
      .where(eq(orderProducts.orderProductId, l.orderProductId));
  }
  if (short.length) {
    const [status] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
    await tx.insert(orderHistory).values({
      orderId,
      status: status!.status,
      comment: `Stock shortfall at the counter: ${short.join('; ')}.`,
      userId: o!.staffUserId,
    });
  }
}
