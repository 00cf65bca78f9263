// The POS orders list (issue 14, spec 001 s2 "POS Orders page", s7; decision 0024): its tabs, filters and paging, and
// the links each row offers.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { maskPhone } from '@parts/common/account';
import { POS_PAGE_SIZE, type orderListQuery, type OrderList } from '@parts/common/pos-orders';
import type { z } from 'zod';
import type { Db } from '#src/db/client';
import { orderProducts, orders, orderStatuses } from '#src/db/schema/index';
import { owedSql, paidCentsSql } from '#src/features/customers/balances';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';

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
