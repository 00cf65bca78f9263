// Special orders (issue 28, decision 0059). A special order is a counter order, for a customer, of a part the store
// does not stock: its deposit is an ordinary payment on the order (any tender at the checkout), so at pickup the
// checkout's balance due is already the total less the deposit; the part is ordered with the order's purchase order
// (features/purchase). Receiving the PO marks the special order received and notifies the customer (email and, with
// their texting permission, a text) through the outbox — once: the status change is a conditional update.
import { and, asc, desc, eq } from 'drizzle-orm';
import { SPECIAL_MSG, type SpecialOrderRow } from '@parts/common/special-order';
import type { Db } from '#src/db/client';
import { customers, orders, purchaseOrders, specialOrders } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { queueMail } from '#src/features/mail/mailer';
import { queueSms } from '#src/features/sms/sms';
import { orderBalance } from '#src/features/payments/balance';

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));
const CLOSED = ['void', 'voided', 'cancelled', 'canceled'];

export async function specialOrderOf(db: Db, orderId: number): Promise<SpecialOrderRow> {
  const [row] = await db
    .select({ s: specialOrders, firstname: customers.firstname, lastname: customers.lastname })
    .from(specialOrders)
    .innerJoin(customers, eq(customers.customerId, specialOrders.customerId))
    .where(eq(specialOrders.orderId, orderId));
  if (!row) throw new HttpError(404, SPECIAL_MSG.notSpecial);
  const bal = await orderBalance(db, orderId);
  const pos = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orderId, orderId))
    .orderBy(asc(purchaseOrders.purchaseOrderId));
  return {
    order_id: orderId,
    customer_id: row.s.customerId,
    customer: `${row.firstname} ${row.lastname}`.trim(),
    status: row.s.status,
    note: row.s.note,
    total_cents: bal.totalCents,
    deposit_cents: row.s.depositCents,
    paid_cents: bal.paidCents,
    balance_cents: Math.max(0, bal.balanceCents),
    purchase_orders: pos.map((p) => ({
      purchase_order_id: p.purchaseOrderId,
      confirmation: p.confirmationNumber ?? '',
      status: p.status,
    })),
    received_at: row.s.receivedAt ? row.s.receivedAt.toISOString() : null,
  };
}

/** Marks a counter order as a special order with the deposit asked. Saving it again updates the deposit and note. */
export async function saveSpecialOrder(
  db: Db,
  orderId: number,
  input: { deposit: number; note: string },
  staffUserId: number,
): Promise<SpecialOrderRow> {
  await tx(db, async (t) => {
    const [o] = await t.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!o) throw new HttpError(404, 'Order not found.');
    if (!o.customerId) throw new HttpError(400, SPECIAL_MSG.noCustomer);
    if (CLOSED.includes(o.status)) throw new HttpError(409, SPECIAL_MSG.closed);
    if (input.deposit <= 0 || input.deposit > o.totalCents)
      throw new HttpError(400, SPECIAL_MSG.deposit, { deposit: SPECIAL_MSG.deposit });
    await t
      .insert(specialOrders)
      .values({
        orderId,
        customerId: o.customerId,
        depositCents: input.deposit,
        note: input.note,
        createdBy: staffUserId,
      })
      .onConflictDoUpdate({
        target: specialOrders.orderId,
        set: { depositCents: input.deposit, note: input.note },
      });
  });
  return specialOrderOf(db, orderId);
}

/**
 * The purchase order came in: the special order is received and the customer told, once. A second call (a double
 * submit, or two at once) finds it received and sends nothing more. Needs a submitted purchase order on the order.
 */
export async function receiveSpecialOrder(
  db: Db,
  orderId: number,
): Promise<{ row: SpecialOrderRow; notified: boolean }> {
  const notified = await tx(db, async (t) => {
    const [s] = await t.select().from(specialOrders).where(eq(specialOrders.orderId, orderId));
    if (!s) throw new HttpError(404, SPECIAL_MSG.notSpecial);
    const [po] = await t
      .select({ id: purchaseOrders.purchaseOrderId })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.orderId, orderId), eq(purchaseOrders.status, 'submitted')));
    if (!po) throw new HttpError(409, SPECIAL_MSG.noPurchaseOrder);
    const moved = await t
      .update(specialOrders)
      .set({ status: 'received', receivedAt: new Date() })
      .where(and(eq(specialOrders.orderId, orderId), eq(specialOrders.status, 'ordered')))
      .returning({ id: specialOrders.orderId });
    if (moved.length === 0) return false;
    const [c] = await t.select().from(customers).where(eq(customers.customerId, s.customerId));
    const bal = await orderBalance(t, orderId);
    const text = SPECIAL_MSG.notice(orderId, bal.paidCents, Math.max(0, bal.balanceCents));
    if (c?.email)
      await queueMail(t, {
        kind: 'special_order_received',
        to: c.email,
        subject: `Your special order #${orderId} is in`,
        text,
        customerId: s.customerId,
        orderId,
      });
    if (c?.textingAlerts && c.telephone)
      await queueSms(t, {
        kind: 'special_order_received',
        to: c.telephone,
        body: text,
        customerId: s.customerId,
        orderId,
      });
    return true;
  });
  return { row: await specialOrderOf(db, orderId), notified };
}

export async function listSpecialOrders(db: Db): Promise<SpecialOrderRow[]> {
  const ids = await db
    .select({ id: specialOrders.orderId })
    .from(specialOrders)
    .orderBy(asc(specialOrders.status), desc(specialOrders.createdAt))
    .limit(200);
  const rows: SpecialOrderRow[] = [];
  for (const { id } of ids) rows.push(await specialOrderOf(db, id));
  return rows;
}
