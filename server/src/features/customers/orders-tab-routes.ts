// The customer editor's Orders and Returns tabs (issue 15, spec 001 s7), and deleting an unpaid order from the Orders tab
// (admin): its stock and vouchers come back through cancelSavedOrder.
import { hasPermission } from '@parts/common/permissions';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import {
  customerOrdersSchema,
  customerReturnsSchema,
  orderDeleteAnswerSchema,
  tabQuerySchema,
} from '@parts/common/customer-tabs';
import { id } from '@parts/common/input';
import { centsToDecimal, formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { orders, orderStatuses, orderTransactions, payments, returns, returnStatuses } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { cancelSavedOrder } from '#src/features/checkout/order-holds';
import { auditActor, recordAudit } from '#src/features/audit/audit';
import { balanceCentsSql, NOT_OWED_STATUSES, outstandingByCustomer, paidCentsSql } from './balances';
import { requireCustomerRow } from './queries';
import { pagingOf } from './route-helpers';

export async function ordersTabRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.get(
    '/api/customer_order',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: "A customer's orders with the summary figures",
        querystring: tabQuerySchema,
        response: { 200: customerOrdersSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const q = req.query;
      await requireCustomerRow(db, q.customerId);
      const admin = staff.role === 'admin';
      const mine = eq(orders.customerId, q.customerId);
      const counted = sql`${orders.status} not in (${sql.join(
        NOT_OWED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})`;
      const [rows, [sum], [ret], owed] = await Promise.all([
        db
          .select({
            orderId: orders.orderId,
            status: orders.status,
            statusName: orderStatuses.name,
            statusId: orderStatuses.orderStatusId,
            totalCents: orders.totalCents,
            createdAt: orders.createdAt,
            updatedAt: orders.updatedAt,
            balance: balanceCentsSql,
          })
          .from(orders)
          .leftJoin(orderStatuses, eq(orderStatuses.status, orders.status))
          .where(mine)
          .orderBy(q.order === 'asc' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.orderId))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({
            n: sql<number>`count(*)::int`,
            spent: sql<number>`coalesce(sum(case when ${counted} then ${paidCentsSql} else 0 end), 0)::int`,
          })
          .from(orders)
          .where(mine),
        db.select({ n: count() }).from(returns).where(eq(returns.customerId, q.customerId)),
        outstandingByCustomer(db, [q.customerId]),
      ]);
      const total = Number(sum?.n ?? 0);
      return {
        orders: rows.map((o) => ({
          order_id: o.orderId,
          status: o.statusName ?? o.status,
          total_text: formatCents(o.totalCents),
          balance: centsToDecimal(Number(o.balance)),
          balance_text: formatCents(Number(o.balance)),
          date_added: o.createdAt.toISOString(),
          date_modified: o.updatedAt.toISOString(),
          viewUrl: `/pos/order/view?order_id=${o.orderId}`,
          editUrl: admin ? `/pos/order/continue?order_id=${o.orderId}` : '',
          deleteUrl: hasPermission(staff, 'orders.delete') ? `/api/order/delete?order_id=${o.orderId}` : '',
          paceapi: '',
          order_status_id: o.statusId ?? 0,
        })),
        ...pagingOf(total, q),
        total_spent_text: formatCents(Number(sum?.spent ?? 0)),
        total_orders: total,
        total_returns: Number(ret?.n ?? 0),
        outstanding_balance_text: formatCents(owed.get(q.customerId) ?? 0),
      };
    },
  );

  app.get(
    '/api/order/delete',
    {
      config: { access: 'staff', permission: 'orders.delete', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Deletes an order without payments (orders.delete); stock and vouchers come back',
        querystring: z.object({ order_id: id('order_id') }),
        response: { 200: orderDeleteAnswerSchema },
      },
    },
    async (req) => {
      const orderId = req.query.order_id;
      const actor = await auditActor(req, staffOf(req));
      // One transaction with the order row locked: a payment taken meanwhile (tenders lock the same row) either lands
      // before the check, which then refuses, or waits and finds the order gone.
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [o] = await tx
          .select({ id: orders.orderId, totalCents: orders.totalCents })
          .from(orders)
          .where(eq(orders.orderId, orderId))
          .for('update');
        if (!o) throw notFound('That order does not exist.');
        const [paid] = await tx
          .select({ n: count() })
          .from(orderTransactions)
          .where(
            and(eq(orderTransactions.orderId, orderId), inArray(orderTransactions.status, ['approved', 'pending'])),
          );
        const [card] = await tx
          .select({ n: count() })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'captured'])));
        if (Number(paid?.n ?? 0) + Number(card?.n ?? 0) > 0)
          throw new HttpError(409, 'An order with payments cannot be deleted. Void it instead.');
        await cancelSavedOrder(tx, orderId, 'Deleted by staff');
        await tx.delete(orders).where(eq(orders.orderId, orderId));
        await recordAudit(tx, actor, {
          action: 'order.delete',
          targetType: 'order',
          targetId: orderId,
          summary: `Deleted order #${orderId} (${formatCents(o.totalCents)})`,
          detail: { total_cents: o.totalCents },
        });
      });
      return { success: CUSTOMER_MSG.orderDeleted };
    },
  );

  app.get(
    '/api/customer_return',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: "A customer's returns",
        querystring: tabQuerySchema,
        response: { 200: customerReturnsSchema },
      },
    },
    async (req) => {
      const q = req.query;
      await requireCustomerRow(db, q.customerId);
      const mine = eq(returns.customerId, q.customerId);
      const [rows, [n], statuses] = await Promise.all([
        db
          .select()
          .from(returns)
          .where(mine)
          .orderBy(q.order === 'asc' ? asc(returns.dateAdded) : desc(returns.dateAdded), desc(returns.returnId))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(returns).where(mine),
        // The return lifecycle's names (issue 28: statuses are rows of return_statuses).
        db.select().from(returnStatuses),
      ]);
      const total = Number(n?.n ?? 0);
      const statusName = new Map(statuses.map((s) => [s.status, s.name]));
      return {
        returns: rows.map((r) => ({
          return_id: r.returnId,
          order_id: r.orderId,
          product: r.product,
          model: r.model,
          return_status: statusName.get(r.returnStatus) ?? r.returnStatus,
          date_added: r.dateAdded.toISOString().slice(0, 10),
          date_modified: r.dateModified.toISOString().slice(0, 10),
          editUrl: `/pos/order/view?order_id=${r.orderId}`,
        })),
        ...pagingOf(total, q),
      };
    },
  );
}
