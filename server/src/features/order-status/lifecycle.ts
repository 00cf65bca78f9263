// The order lifecycle (issue 13, decision 0018): statuses and their allowed transitions are rows of order_statuses and
// order_status_transitions. changeOrderStatus is the only way an existing order's status changes: it locks the order,
// refuses (409, nothing changed) a pair the table does not list, and writes the order history in the same transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import {
  carts,
  orderHistory,
  orders,
  orderStatuses as statusTable,
  orderStatusTransitions,
  type OrderAction,
} from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { cartToNewSale } from './new-sale';

/** The status keys seeded by migration 0013 (the table is the truth; this names them for code). */
export type OrderStatus =
  | 'saved'
  | 'quote'
  | 'pending'
  | 'kiosk'
  | 'processing'
  | 'ready'
  | 'outstanding_balance'
  | 'complete'
  | 'voided'
  | 'cancelled';

export interface OrderStatusRow {
  status: string;
  order_status_id: number;
  name: string;
  status_color: string;
  status_text_color: string;
  sort_order: number;
  actions: OrderAction[];
}

/** Every status with its colours and the actions it allows, in sort order. */
export async function orderStatuses(db: Db): Promise<OrderStatusRow[]> {
  const rows = await db.select().from(statusTable).orderBy(asc(statusTable.sortOrder));
  return rows.map((r) => ({
    status: r.status,
    order_status_id: r.orderStatusId,
    name: r.name,
    status_color: r.statusColor,
    status_text_color: r.statusTextColor,
    sort_order: r.sortOrder,
    actions: r.actions,
  }));
}

/** Whether the table allows `from` → `to`. */
export async function canChangeStatus(db: Db, from: string, to: string): Promise<boolean> {
  const [row] = await db
    .select({ from: orderStatusTransitions.fromStatus })
    .from(orderStatusTransitions)
    .where(and(eq(orderStatusTransitions.fromStatus, from), eq(orderStatusTransitions.toStatus, to)));
  return row !== undefined;
}

export interface ChangeStatusOptions {
  comment?: string;
  notify?: boolean;
  /** The staff member making the change (null/undefined for the storefront or the system). */
  userId?: number | null;
}

export const LIFECYCLE_MSG = {
  notFound: 'Order not found.',
  refused: (from: string, to: string) => `An order that is ${from} cannot become ${to}.`,
};

/**
 * Changes an order's status inside `tx` (call it inside a transaction: the order row is locked until commit).
 * Answers the previous status. Throws HttpError 404 for an unknown order, 409 for a transition the table does not
 * allow (nothing is written).
 */
export async function changeOrderStatus(
  tx: Db,
  orderId: number,
  to: OrderStatus | string,
  opts: ChangeStatusOptions = {},
): Promise<{ from: string; to: string }> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .for('update');
  if (!order) throw new HttpError(404, LIFECYCLE_MSG.notFound);
  if (!(await canChangeStatus(tx, order.status, to))) throw new HttpError(409, LIFECYCLE_MSG.refused(order.status, to));
  await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.orderId, orderId));
  await tx.insert(orderHistory).values({
    orderId,
    status: to,
    comment: opts.comment ?? '',
    notify: opts.notify ?? false,
    userId: opts.userId ?? null,
  });
  await releaseCountersCarts(tx, orderId, to);
  return { from: order.status, to };
}

/**
 * A counter cart holds only an order it can still edit (issue 31, decision 0051): when the order reaches a status
 * without `continue` (complete, voided, cancelled), any cart holding it becomes a new sale, so the paid order is never
 * scanned into, checked out again or "canceled" from the cart.
 */
async function releaseCountersCarts(tx: Db, orderId: number, to: string): Promise<void> {
  const [row] = await tx.select({ actions: statusTable.actions }).from(statusTable).where(eq(statusTable.status, to));
  if (row?.actions.includes('continue')) return;
  const holding = await tx.select({ cartId: carts.cartId }).from(carts).where(eq(carts.orderId, orderId));
  for (const { cartId } of holding) await cartToNewSale(tx, cartId);
}

/** The first history row of a new order (orders are inserted with a valid status; later changes use changeOrderStatus). */
export async function recordNewOrderStatus(
  tx: Db,
  orderId: number,
  status: OrderStatus,
  opts: ChangeStatusOptions = {},
): Promise<void> {
  await tx.insert(orderHistory).values({
    orderId,
    status,
    comment: opts.comment ?? '',
    notify: opts.notify ?? false,
    userId: opts.userId ?? null,
  });
}

/**
 * A history row that keeps the order's status: something happened to the order after the sale (a return and its
 * refund, a declined card refund paid out another way, parts sent back to the vendor). Written in the caller's
 * transaction, so the note and what it tells of commit together.
 */
export async function recordOrderNote(tx: Db, orderId: number, comment: string, userId: number | null): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw new HttpError(404, LIFECYCLE_MSG.notFound);
  await tx.insert(orderHistory).values({ orderId, status: order.status, comment, userId });
}
