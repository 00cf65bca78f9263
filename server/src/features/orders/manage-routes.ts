// Staff calls of the POS orders list, the order view's actions and the order-history modal (issue 14, spec 001 s7
// "POS lists" and "Orders and receipts"; decision 0024). Every one is declared staff-only.
import { hasPermission } from '@parts/common/permissions';
import { z } from 'zod';
import { id } from '@parts/common/input';
import {
  continueAnswerSchema,
  historyAddedSchema,
  orderIdParam,
  orderListQuery,
  orderListSchema,
  orderStatusDataSchema,
  POS_ORDERS_MSG,
  voidAnswerSchema,
  voidRefusedSchema,
} from '@parts/common/pos-orders';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { ensureCart } from '#src/features/cart/cart';
import { terminalProvider } from '#src/features/payments/terminal';
import type { PayContext } from '#src/features/payments/pay-context';
import { receiptOrder } from './receipt-order';
import { continueOrder } from './continue-order';
import { listOrders } from './order-list';
import { addOrderHistory, orderStatusData } from './order-history';
import { voidOrder } from './void-order';

const tags = ['pos orders', 'staff'];
const historyBody = z
  .record(z.string(), z.unknown())
  .describe(
    'Order history submission (spec 001 s3): orderStatusId, notifyCustomer, notifyByEmail, notifyByText, overrideTextPermission, email, phone, comment',
  );
const apiBody = z
  .record(z.string(), z.unknown())
  .describe('api=api/order/history, order_id, and the order history submission');

export async function posOrderManageRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const quiet: PayContext['events'] = {
    publish: async () => undefined,
    subscribe: () => () => undefined,
    close: async () => undefined,
  };
  // Voiding publishes no terminal events (only a tender's outcome does), so this context needs no event bus.
  const ctx: PayContext = { db, events: quiet, provider: terminalProvider(db) };

  app.get(
    '/api/order',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'The POS orders list: status filter, from_pos=1, sort o.date_added, the filter panel, 10 per page',
        querystring: orderListQuery,
        response: { 200: orderListSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      return listOrders(db, req.query, staff.role === 'admin', hasPermission(staff, 'orders.delete'));
    },
  );

  app.get(
    '/pos/order/void',
    {
      config: { access: 'staff', permission: 'payments.void', changesState: true },
      schema: {
        tags,
        summary:
          'Voids the order: payments voided or refunded through their provider, stock back, status Voided (errors[], success, order)',
        querystring: orderIdParam,
        response: { 200: voidAnswerSchema, 404: voidRefusedSchema, 409: voidRefusedSchema },
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      let r: Awaited<ReturnType<typeof voidOrder>>;
      try {
        r = await voidOrder(ctx, req.query.order_id, staff.userId, await auditActor(req, staff));
      } catch (err) {
        // Spec 001: this call answers errors[] (a list of messages), also when the void is refused outright.
        if (!(err instanceof HttpError) || (err.statusCode !== 404 && err.statusCode !== 409)) throw err;
        return reply.status(err.statusCode).send({
          error: err.message,
          error_message: err.message,
          errors: [err.message],
          order_id: req.query.order_id,
        });
      }
      const order = await receiptOrder(db, req.query.order_id);
      if (r.errors.length)
        return reply
          .status(409)
          .send({ error: r.errors.join(' '), errors: r.errors, order_id: req.query.order_id, order });
      return { success: r.success, errors: [], order_id: req.query.order_id, order };
    },
  );

  app.get(
    '/pos/order/continue',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Loads the order back into the counter cart (a page visit is sent on to the cart)',
        querystring: orderIdParam,
        response: { 200: continueAnswerSchema },
      },
    },
    async (req, reply) => {
      const page = (req.headers.accept ?? '').includes('text/html');
      const orderId = req.query.order_id;
      try {
        // The cart is found or made only once the order may be continued: a refusal writes nothing.
        await continueOrder(db, async () => (await ensureCart(db, req)).cartId, orderId);
      } catch (err) {
        if (page && err instanceof HttpError) return reply.redirect(`/pos/order/view?order_id=${orderId}`);
        throw err;
      }
      if (page) return reply.redirect('/checkout/cart');
      return { success: POS_ORDERS_MSG.continued(orderId), order_id: orderId, redirect: '/checkout/cart' };
    },
  );

  app.get(
    '/admin/sale/order/getOrderStatus',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'Order status data for the order-history modal (orderId)',
        querystring: z.object({ orderId: id('orderId'), token: z.string().optional() }),
        response: { 200: orderStatusDataSchema },
      },
    },
    async (req) => {
      return orderStatusData(db, req.query.orderId);
    },
  );

  app.post(
    '/admin/sale/order/api',
    {
      config: { access: 'staff', permission: 'orders.complete', changesState: true },
      schema: {
        tags,
        summary: 'The admin API family: api=api/order/history adds an order history entry (order_id)',
        querystring: z.object({
          order_id: id('order_id').optional(),
          api: z.string().optional(),
          token: z.string().optional(),
        }),
        body: apiBody,
        response: { 200: historyAddedSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const body = req.body as Record<string, unknown>;
      const api = String(body.api ?? req.query.api ?? '');
      if (api !== 'api/order/history') throw new HttpError(404, 'Unknown api.');
      const orderId = req.query.order_id ?? orderIdParam.parse({ order_id: body.order_id }).order_id;
      return addOrderHistory(deps, orderId, body, staff.userId);
    },
  );

  app.post(
    '/pos/order/history',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Adds an order history entry in POS mode (?order_id)',
        querystring: orderIdParam,
        body: historyBody,
        response: { 200: historyAddedSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      return addOrderHistory(deps, req.query.order_id, req.body, staff.userId);
    },
  );
}
