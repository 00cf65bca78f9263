// The order-history modal (issue 14, spec 001 s3 "Order status data"; decision 0024): its data, and adding an entry
// with its notifications. Status changes go through the lifecycle (changeOrderStatus).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { maskPhone } from '@parts/common/account';
import { fieldErrors } from '@parts/common/input';
import { orderHistoryInput, POS_ORDERS_MSG, type OrderStatusData } from '@parts/common/pos-orders';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import {
  customers,
  orderHistory,
  orderHistoryMessages,
  orders,
  orderStatuses,
  orderStatusTransitions,
} from '#src/db/schema/index';
import { badRequest, notFound } from '#src/http/errors';
import { changeOrderStatus } from '#src/features/order-status/lifecycle';
import { lockOrder } from '#src/features/payments/balance';
import { tx as inTx } from '#src/features/payments/pay-context';
import { loadSettings } from '#src/features/settings/queries';
import { deliverMail, queueMail } from '#src/features/mail/mailer';
import { deliverSms, queueSms } from '#src/features/sms/sms';
import { historyRows } from './receipt-order';

async function contactOf(db: Db, o: typeof orders.$inferSelect) {
  const [c] = o.customerId ? await db.select().from(customers).where(eq(customers.customerId, o.customerId)) : [];
  return {
    email: c?.email || o.email,
    phone: maskPhone(c?.telephone || o.telephone),
    textingAlerts: c?.textingAlerts ?? false,
    firstname: c?.firstname || o.firstname,
    customerId: c?.customerId ?? null,
  };
}

/** GET sale/order/getOrderStatus?orderId (spec 001 s3 "Order status data"): the current status and those the lifecycle allows next. */
export async function orderStatusData(db: Db, orderId: number): Promise<OrderStatusData> {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw notFound(POS_ORDERS_MSG.notFound);
  const all = await db.select().from(orderStatuses).orderBy(asc(orderStatuses.sortOrder));
  const next = await db
    .select({ to: orderStatusTransitions.toStatus })
    .from(orderStatusTransitions)
    .where(eq(orderStatusTransitions.fromStatus, o.status));
  const allowed = new Set([o.status, ...next.map((n) => n.to)]);
  const [recent] = await db
    .select({ comment: orderHistory.comment })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), sql`${orderHistory.comment} <> ''`))
    .orderBy(desc(orderHistory.orderHistoryId))
    .limit(1);
  const contact = await contactOf(db, o);
  return {
    orderStatusId: all.find((s) => s.status === o.status)?.orderStatusId ?? 0,
    orderStatuses: all
      .filter((s) => allowed.has(s.status))
      .map((s) => ({ order_status_id: s.orderStatusId, name: s.name })),
    recentHistoryNote: recent?.comment ?? '',
    email: contact.email,
    phone: contact.phone,
    textingAlerts: contact.textingAlerts,
  };
}

/**
 * POST sale/order/api (api=api/order/history), POST /pos/order/history?order_id: adds a history entry, changing the
 * status through the lifecycle when another is chosen (a refused transition changes nothing), and tells the customer
 * by email (outbox) and text (SMS provider) as asked. The rules are the one schema's (common orderHistoryInput); the
 * texting consent is the customer's as stored, not what the form says. The messages are queued in the same
 * transaction and recorded with the history row (order_history_messages), then delivered after the commit.
 */
export async function addOrderHistory(
  deps: { db: Db; config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> },
  orderId: number,
  body: unknown,
  staffUserId: number,
) {
  const { db, config } = deps;
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw notFound(POS_ORDERS_MSG.notFound);
  const contact = await contactOf(db, o);
  const raw = typeof body === 'object' && body !== null ? body : {};
  const parsed = orderHistoryInput.safeParse({ ...raw, textingAlerts: contact.textingAlerts });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(Object.values(errors)[0] ?? POS_ORDERS_MSG.historyFailed, errors);
  }
  const input = parsed.data;
  const [target] = await db.select().from(orderStatuses).where(eq(orderStatuses.orderStatusId, input.orderStatusId));
  if (!target) throw badRequest(POS_ORDERS_MSG.noStatus, { orderStatusId: POS_ORDERS_MSG.noStatus });
  const notify = input.notifyCustomer && (input.notifyByEmail || input.notifyByText);
  const { store_name } = await loadSettings(db);

  const queued = await inTx(db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.status !== target.status)
      await changeOrderStatus(tx, orderId, target.status, { comment: input.comment, notify, userId: staffUserId });
    else
      await tx
        .insert(orderHistory)
        .values({ orderId, status: target.status, comment: input.comment, notify, userId: staffUserId });
    const [h] = await tx
      .select({ id: orderHistory.orderHistoryId })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(desc(orderHistory.orderHistoryId))
      .limit(1);
    const line = `Your order #${orderId} is ${target.name}.${input.comment ? ` ${input.comment}` : ''}`;
    const out: { channel: 'email' | 'text'; id: number }[] = [];
    if (notify && input.notifyByEmail) {
      const id = await queueMail(tx, {
        kind: 'order_history',
        to: input.email,
        subject: `Order #${orderId} update — ${store_name}`,
        text: `Hello ${contact.firstname},\n\n${line}\n\n${store_name}`,
        customerId: contact.customerId ?? undefined,
        orderId,
      });
      out.push({ channel: 'email', id });
    }
    if (notify && input.notifyByText) {
      const id = await queueSms(tx, {
        kind: 'order_history',
        to: input.phone,
        body: `${store_name}: ${line}`,
        customerId: contact.customerId ?? undefined,
        orderId,
      });
      out.push({ channel: 'text', id });
    }
    if (out.length)
      await tx.insert(orderHistoryMessages).values(out.map((m) => ({ orderHistoryId: h!.id, emailId: m.id })));
    return out;
  });
  for (const m of queued) {
    if (m.channel === 'email') await deliverMail(db, config, m.id);
    else await deliverSms(db, m.id);
  }
  return {
    success: POS_ORDERS_MSG.historyAdded,
    notified: queued.map((m) => m.channel),
    history: await historyRows(db, orderId),
  };
}
