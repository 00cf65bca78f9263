// Staff calls of the order view and receipt (spec 001 s7 "Orders and receipts"): the order, attach a customer, its
// history, send the receipt, send a payment link. Every one is declared staff-only. Decision 0020.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PAY_MSG } from '@parts/common/pos-checkout';
import {
  orderHistoryRowsSchema,
  orderIdQuery,
  orderInfoSchema,
  RECEIPT_MSG,
  sendAnswerSchema,
  sendInput,
  setOrderCustomerAnswerSchema,
  setOrderCustomerInput,
} from '@parts/common/receipt';
import { orderHistory, orders } from '#src/db/schema/index';
import { setOrderCustomer } from '#src/features/payments/complete-checkout';
import { HttpError, notFound } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { historyRows, receiptOrder } from './receipt-order';
import { sendReceipt } from './send';
import { createPaymentLink, paymentLinkRoutes } from './payment-link';
import { orderPoNumberRoutes } from './po-numbers';
import { orderRemoveCustomerRoutes } from './remove-customer';

async function mustOrder(db: Deps['db'], orderId: number) {
  const o = await receiptOrder(db, orderId);
  if (!o) throw notFound(RECEIPT_MSG.orderNotFound);
  return o;
}

export async function posOrderRoutes(app: App, deps: Deps) {
  const { db, config } = deps;
  orderPoNumberRoutes(app, deps);
  orderRemoveCustomerRoutes(app, deps);

  app.get(
    '/pos/order/info',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['pos'],
        summary: 'The order as the order view and the receipt show it (spec 001 s3)',
        querystring: orderIdQuery,
        response: { 200: orderInfoSchema },
      },
    },
    async (req) => {
      return { order: await mustOrder(db, req.query.order_id) };
    },
  );

  app.post(
    '/pos/order/setCustomer',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['pos'],
        summary: 'Attaches a customer to the order',
        body: setOrderCustomerInput,
        response: { 200: setOrderCustomerAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { order_id, customer_id } = req.body;
      // The one writer is pospay's setOrderCustomer (also behind /pos/checkout/setCustomer); the receipt adds the guard
      // and the history line in the same transaction.
      const c = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Deps['db'];
        const [o] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.orderId, order_id))
          .for('update');
        if (!o) throw notFound(RECEIPT_MSG.orderNotFound);
        if (o.status === 'voided' || o.status === 'cancelled') throw new HttpError(409, RECEIPT_MSG.customerClosed);
        const set = await setOrderCustomer(tx, order_id, customer_id);
        await tx.insert(orderHistory).values({
          orderId: order_id,
          status: o.status,
          comment: `Customer ${set.customer.name} added to the order.`,
          userId: staff.userId,
        });
        return set;
      });
      const order = await mustOrder(db, order_id);
      return { success: PAY_MSG.customerAdded, customer_id: c.customer_id, customer: order.customer, order };
    },
  );

  app.post(
    '/pos/order/histories',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['pos'],
        summary: "The order's history rows",
        body: orderIdQuery,
        response: { 200: orderHistoryRowsSchema },
      },
    },
    async (req) => {
      const [o] = await db.select({ id: orders.orderId }).from(orders).where(eq(orders.orderId, req.body.order_id));
      if (!o) throw notFound(RECEIPT_MSG.orderNotFound);
      return historyRows(db, o.id);
    },
  );

  app.get(
    '/pos/order/send',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['pos'],
        summary: 'Sends the receipt by email (outbox) and/or text (SMS provider)',
        querystring: sendInput,
        response: { 200: sendAnswerSchema },
      },
    },
    async (req) => {
      const { order_id, email, telephone } = req.query as z.output<typeof sendInput>;
      const order = await mustOrder(db, order_id);
      return sendReceipt(db, config, order, { email, telephone });
    },
  );

  app.get(
    '/pos/order/sendPaymentURL',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['pos'],
        summary: 'Sends a link that pays the balance online, by email and/or text',
        querystring: sendInput,
        response: { 200: sendAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const { order_id, email, telephone } = req.query as z.output<typeof sendInput>;
      return createPaymentLink(deps, req, { orderId: order_id, email, telephone, staffUserId: staff.userId });
    },
  );

  await paymentLinkRoutes(app, deps);
}
