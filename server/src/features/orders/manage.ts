// POS orders after the sale (issue 14, spec 001 s2 "POS Orders page" / "POS order view", s7; decision 0024): the list,
// voiding an order, continuing it at the counter, and the order-history modal's data and entries with their
// notifications. Status changes go through the lifecycle (changeOrderStatus); payments are voided through pospay's
// voidTransaction (each through its provider); the stock comes back through releaseOrderHolds.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { maskPhone } from '@parts/common/account';
import { fieldErrors } from '@parts/common/input';
import { PAY_MSG } from '@parts/common/pos-checkout';
import {
  orderHistoryInput,
  POS_ORDERS_MSG,
  POS_PAGE_SIZE,
  type orderListQuery,
  type OrderList,
  type OrderStatusData,
} from '@parts/common/pos-orders';
import type { z } from 'zod';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import {
  cartItems,
  carts,
  customers,
  orderHistory,
  orderHistoryMessages,
  orderProducts,
  orders,
  orderStatuses,
  orderStatusTransitions,
  orderTransactions,
  productOptions,
  productOptionValues,
} from '#src/db/schema/index';
import { badRequest, HttpError, notFound } from '#src/http/errors';
import { releaseOrderHolds } from '#src/features/checkout/order-holds';
import { owedSql, paidCentsSql } from '#src/features/customers/balances';
import { deliverMail, queueMail } from '#src/features/mail/mailer';
import { canChangeStatus, changeOrderStatus, LIFECYCLE_MSG } from '#src/features/order-status/lifecycle';
import { lockOrder } from '#src/features/payments/balance';
import type { PayContext } from '#src/features/payments/pay-context';
import { voidTransaction } from '#src/features/payments/voids';
import { refuseVoidOfPaidInvoice } from '#src/features/house-accounts/ledger';
import { loadSettings } from '#src/features/settings/queries';
import { deliverSms, queueSms } from '#src/features/sms/sms';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { historyRows } from './receipt-order';

/** Payments whose money sits with a provider (terminals, the online card): given back first, each as it succeeds. */
const PROVIDER_TYPES = ['card_device', 'smart_terminal', 'online'];
const inTx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

// ---- The list -------------------------------------------------------------------------------------------------------

/** `admin`: the lister may continue any order; `canDelete`: they hold orders.delete (the row offers its delete link). */
export async function listOrders(
  db: Db,
  q: z.output<typeof orderListQuery>,
  admin: boolean,
  canDelete = admin,
): Promise<OrderList> {
  const where: SQL[] = [];
  // The Outstanding Balance tab lists every order that owes money by the customers' rule (owedSql: an unpaid pickup,
  // a kiosk order, a partly paid counter sale), not only those whose status is named so (issue 31, decision 0051).
  // A saved order is a cart set aside, not yet handed over: it stays under Saved.
  if (q.status === 'outstanding_balance') where.push(sql`${owedSql} > 0 and ${orders.status} <> 'saved'`);
  else if (q.status) where.push(eq(orders.status, q.status));
  if (q.filter_order_id !== null) where.push(eq(orders.orderId, q.filter_order_id));
  if (q.filter_customer) {
    const like = `%${q.filter_customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(sql`${orders.firstname} || ' ' || ${orders.lastname}`, like),
        ilike(orders.email, like),
        ilike(orders.telephone, like),
      )!,
    );
  }
  // The list spans every store; its date filter reads days on the default store's clock (decision 0043).
  const localDay = sql`(${orders.createdAt} at time zone ${await storeTimeZone(db)})::date`;
  if (q.filter_date_from) where.push(sql`${localDay} >= ${q.filter_date_from}::date`);
  if (q.filter_date_to) where.push(sql`${localDay} <= ${q.filter_date_to}::date`);
  if (q.filter_total_min !== null) where.push(gte(orders.totalCents, q.filter_total_min));
  if (q.filter_total_max !== null) where.push(lte(orders.totalCents, q.filter_total_max));
  const cond = where.length ? and(...where) : undefined;
  const limit = POS_PAGE_SIZE;
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(cond);
  const total = Number(n?.n ?? 0);
  const rows = await db
    .select({
      o: orders,
      paid: paidCentsSql,
      statusName: orderStatuses.name,
      statusId: orderStatuses.orderStatusId,
      color: orderStatuses.statusColor,
      textColor: orderStatuses.statusTextColor,
    })
    .from(orders)
    .leftJoin(orderStatuses, eq(orderStatuses.status, orders.status))
    .where(cond)
    .orderBy(
      q.order.toLowerCase() === 'asc' ? asc(orders.createdAt) : desc(orders.createdAt),
      q.order.toLowerCase() === 'asc' ? asc(orders.orderId) : desc(orders.orderId),
    )
    .limit(limit)
    .offset((q.page - 1) * limit);
  const ids = rows.map((r) => r.o.orderId);
  const lines = ids.length
    ? await db
        .select({ orderId: orderProducts.orderId, name: orderProducts.name, quantity: orderProducts.quantity })
        .from(orderProducts)
        .where(inArray(orderProducts.orderId, ids))
        .orderBy(asc(orderProducts.orderProductId))
    : [];
  return {
    orders: rows.map(({ o, paid, statusName, statusId, color, textColor }) => {
      const mine = lines.filter((l) => l.orderId === o.orderId);
      return {
        order_id: o.orderId,
        date_added: o.createdAt.toISOString(),
        customer: `${o.firstname} ${o.lastname}`.trim(),
        customer_id: o.customerId,
        total: centsToDecimal(o.totalCents),
        total_text: formatCents(o.totalCents),
        total_items: mine.reduce((s, l) => s + l.quantity, 0),
        products: mine.map((l) => ({ name: l.name, quantity: l.quantity })),
        telephone: o.telephone ? maskPhone(o.telephone) : '',
        email: o.email,
        shipping_city: o.shippingAddress?.city ?? '',
        shipping_zone: o.shippingAddress?.zone_code ?? '',
        pos_status: o.status,
        paid_amount: centsToDecimal(Number(paid)),
        paid_amount_text: formatCents(Number(paid)),
        status: statusName ?? o.status,
        order_status_id: statusId ?? 0,
        status_color: color ?? '#6b7280',
        status_text_color: textColor ?? '#ffffff',
        // Orders placed through the distributor interface carry no PACE link yet (purchase orders are issue 14's
        // purchase work); the screen shows it only when given and order_status_id < 3.
        paceapi: '',
        viewUrl: `/pos/order/view?order_id=${o.orderId}`,
        editUrl: admin ? `/pos/order/continue?order_id=${o.orderId}` : '',
        deleteUrl: canDelete ? `/api/order/delete?order_id=${o.orderId}` : '',
      };
    }),
    total_items: total,
    total_pages: Math.ceil(total / limit),
    page: q.page,
    limit,
  };
}

// ---- Void -----------------------------------------------------------------------------------------------------------

/**
 * GET /pos/order/void. Terminal and online card payments (the storefront's card, a payment link) are voided or
 * refunded at their provider first — a
 * provider call cannot be rolled back, so each is recorded as it succeeds; if any fails the order is left as it is and
 * the errors are answered. Then one transaction, with the order row locked: every other payment is voided (gift card
 * balance and store credit come back), the stock and voucher spending come back, and the status becomes voided through
 * the lifecycle table. A second void answers the refusal of the table (409) and changes nothing.
 */
/** An order with a return is not voided: the return already gave back money and stock, a void would again. */
async function refuseVoidOfReturnedOrder(db: Db, orderId: number): Promise<void> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from return_refunds where order_id = ${orderId}`),
  );
  if ((r?.n ?? 0) > 0) throw new HttpError(409, POS_ORDERS_MSG.hasReturns);
}

export async function voidOrder(
  ctx: PayContext,
  orderId: number,
  staffUserId: number,
  audit?: AuditActor,
): Promise<{ errors: string[]; success?: string }> {
  const { db } = ctx;
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw notFound(POS_ORDERS_MSG.notFound);
  if (!(await canChangeStatus(db, o.status, 'voided')))
    throw new HttpError(409, LIFECYCLE_MSG.refused(o.status, 'voided'));
  const txs = await db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.transactionId));
  if (txs.some((t) => t.status === 'pending')) throw new HttpError(409, PAY_MSG.terminalBusy);
  // A return gave money and parts back: said before any card goes back.
  await refuseVoidOfReturnedOrder(db, orderId);
  // A sale on account whose invoice has payments applied cannot be voided: said before any card goes back.
  for (const t of txs.filter((x) => x.status === 'approved' && x.transactionType === 'house_account'))
    await refuseVoidOfPaidInvoice(db, t.transactionId, undefined);

  const errors: string[] = [];
  for (const t of txs.filter((x) => x.status === 'approved' && PROVIDER_TYPES.includes(x.transactionType))) {
    try {
      await voidTransaction(ctx, t.transactionId);
    } catch (err) {
      if (err instanceof HttpError && err.message === PAY_MSG.alreadyVoid) continue;
      errors.push(`${t.label}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (errors.length) return { errors };

  await inTx(db, async (tx) => {
    // A void that ran meanwhile (a double click, a second tab) made the order voided: this one is refused, unchanged.
    const locked = await lockOrder(tx, orderId);
    if (!(await canChangeStatus(tx, locked.status, 'voided')))
      throw new HttpError(409, LIFECYCLE_MSG.refused(locked.status, 'voided'));
    // Again under the order's lock, the lock a return takes: a return that committed meanwhile stops the void.
    await refuseVoidOfReturnedOrder(tx, orderId);
    const left = await tx
      .select({
        id: orderTransactions.transactionId,
        type: orderTransactions.transactionType,
        amountCents: orderTransactions.amountCents,
      })
      .from(orderTransactions)
      .where(and(eq(orderTransactions.orderId, orderId), inArray(orderTransactions.status, ['approved', 'pending'])));
    // A provider payment approved since the first pass (a terminal request still running elsewhere, a payment link paid
    // meanwhile) stops the void; a retry gives it back too.
    if (left.some((t) => PROVIDER_TYPES.includes(t.type))) throw new HttpError(409, PAY_MSG.terminalBusy);
    for (const t of left) await voidTransaction({ ...ctx, db: tx }, t.id);
    // The cash taken goes back over the counter (decision 0051): marked on its payments for the order view, and said in
    // the history.
    const cash = left.filter((t) => t.type === 'cash');
    if (cash.length)
      await tx
        .update(orderTransactions)
        .set({ details: sql`${orderTransactions.details} || '{"returned_by_void": true}'::jsonb` })
        .where(
          inArray(
            orderTransactions.transactionId,
            cash.map((t) => t.id),
          ),
        );
    const cashCents = cash.reduce((s, t) => s + t.amountCents, 0);
    await releaseOrderHolds(tx, orderId);
    await changeOrderStatus(tx, orderId, 'voided', {
      comment: `Order voided at the counter: stock returned, payments voided.${cashCents ? ` ${formatCents(cashCents)} cash to return to the customer.` : ''}`,
      userId: staffUserId,
    });
    // In the void's transaction: a void that rolls back leaves no audit row (decision 0062).
    if (audit)
      await recordAudit(tx, audit, {
        action: 'order.void',
        targetType: 'order',
        targetId: orderId,
        summary: `Voided order #${orderId} (${formatCents(locked.totalCents)})`,
        detail: { total_cents: locked.totalCents, payments_voided: left.length, cash_returned_cents: cashCents },
      });
  });
  return { errors: [], success: POS_ORDERS_MSG.voided(orderId) };
}

// ---- Continue -------------------------------------------------------------------------------------------------------

/** The order, when its status allows continue (404 / 409 otherwise). */
async function continuableOrder(db: Db, orderId: number, lock = false) {
  const q = db.select().from(orders).where(eq(orders.orderId, orderId));
  const [o] = lock ? await q.for('update') : await q;
  if (!o) throw notFound(POS_ORDERS_MSG.notFound);
  const [status] = await db.select().from(orderStatuses).where(eq(orderStatuses.status, o.status));
  if (!status?.actions.includes('continue')) throw new HttpError(409, POS_ORDERS_MSG.notContinuable);
  return o;
}

/**
 * GET /pos/order/continue: loads the order back into the staff member's counter cart (decision 0019: `carts.order_id`
 * ties the cart to the order, so the cart's save path — saveCounterOrder — updates this order). Only for a status
 * whose actions include continue. A refusal writes nothing (issue 30 item 9): the status is checked before the counter
 * cart is found or made (`cartFor`), and again with the order row locked in the transaction that fills the cart.
 */
export async function continueOrder(db: Db, cartFor: () => Promise<number>, orderId: number): Promise<void> {
  await continuableOrder(db, orderId);
  const cartId = await cartFor();
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.orderProductId));
  const optionIds = [...new Set(lines.flatMap((l) => l.options.map((x) => x.product_option_id)))];
  const opts = optionIds.length
    ? await db.select().from(productOptions).where(inArray(productOptions.productOptionId, optionIds))
    : [];
  const values = optionIds.length
    ? await db.select().from(productOptionValues).where(inArray(productOptionValues.productOptionId, optionIds))
    : [];
  const items = lines.map((l) => {
    // The order keeps options as shown (name and value text); the cart keeps value ids for choice options.
    const options: Record<string, string | string[]> = {};
    for (const c of l.options) {
      const opt = opts.find((x) => x.productOptionId === c.product_option_id);
      if (!opt) continue;
      const key = String(c.product_option_id);
      if (['select', 'radio', 'image', 'checkbox'].includes(opt.type)) {
        const v = values.find((x) => x.productOptionId === c.product_option_id && x.name === c.value);
        if (!v) continue;
        if (opt.type === 'checkbox')
          options[key] = [...((options[key] as string[] | undefined) ?? []), String(v.productOptionValueId)];
        else options[key] = String(v.productOptionValueId);
      } else options[key] = c.value;
    }
    const minutes = l.laborMinutes ?? 0;
    const rate = minutes > 0 && l.laborCents > 0 ? Math.round((l.laborCents * 60) / (minutes * l.quantity)) : null;
    const custom = l.productId === null && l.laborId === null;
    const edited = l.productId !== null && l.priceOriginalCents !== null;
    return {
      cartId,
      productId: l.productId,
      options,
      quantity: l.quantity,
      applyLabor: l.productId !== null && minutes > 0,
      laborMinutes: minutes > 0 ? minutes : null,
      laborRateCents: rate,
      priceOverrideCents: custom || edited ? l.unitCents : null,
      customName: custom ? l.name : null,
      customTaxClassId: custom ? l.taxClassId : null,
      laborId: l.laborId,
      laborTitle: l.productId === null && l.laborId !== null ? l.name : null,
      priceOriginalCents: edited ? l.priceOriginalCents : null,
      priceChangedBy: edited ? l.priceChangedBy : null,
      priceApprovedBy: edited ? l.priceApprovedBy : null,
      poNumber: l.poNumber,
    };
  });
  await inTx(db, async (tx) => {
    // A status change since the first check (a void, a completion) refuses here and the transaction writes nothing.
    const o = await continuableOrder(tx, orderId, true);
    await tx.select({ id: carts.cartId }).from(carts).where(eq(carts.cartId, cartId)).for('update');
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    if (items.length) await tx.insert(cartItems).values(items);
    await tx
      .update(carts)
      .set({
        orderId,
        customerId: o.customerId,
        vehicleId: null,
        couponCode: null,
        voucherCodes: [],
        storeCreditCents: 0,
        updatedAt: new Date(),
      })
      .where(eq(carts.cartId, cartId));
  });
}

// ---- Order history modal ----------------------------------------------------------------------------------------------

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
