// POST /pos/order/removeCustomer (issue 28): the order view's Remove beside the attached customer. The order becomes a
// walk-in order (no customer, no contact fields); prices, tax and lines stay as they were sold. Refused on a closed
// order, on one paid in part from the customer's store credit or house account, and on a tax-exempt one (see
// ORDER_CUSTOMER_MSG). The order row is locked, so a concurrent payment or void sees the result, not a half state.
import { and, eq, inArray } from 'drizzle-orm';
import {
  ORDER_CUSTOMER_MSG,
  removeOrderCustomerAnswerSchema,
  removeOrderCustomerInput,
} from '@parts/common/order-customer';
import { RECEIPT_MSG } from '@parts/common/receipt';
import { customers, orderHistory, orders, orderTransactions } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { receiptOrder } from './receipt-order';

const CLOSED = ['voided', 'cancelled'];
const CUSTOMER_TENDERS = ['store_credit', 'house_account'] as const;

export function orderRemoveCustomerRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.post(
    '/pos/order/removeCustomer',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['pos'],
        summary: 'Removes the customer from the order (it becomes a walk-in order)',
        body: removeOrderCustomerInput,
        response: { 200: removeOrderCustomerAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const orderId = req.body.order_id;
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Deps['db'];
        const [o] = await tx
          .select({
            status: orders.status,
            customerId: orders.customerId,
            taxExempt: orders.taxExempt,
          })
          .from(orders)
          .where(eq(orders.orderId, orderId))
          .for('update');
        if (!o) throw notFound(RECEIPT_MSG.orderNotFound);
        if (CLOSED.includes(o.status)) throw new HttpError(409, ORDER_CUSTOMER_MSG.closed);
        if (o.customerId === null) throw new HttpError(409, ORDER_CUSTOMER_MSG.noCustomer);
        if (o.taxExempt) throw new HttpError(409, ORDER_CUSTOMER_MSG.taxExempt);
        const drawn = await tx
          .select({ id: orderTransactions.transactionId })
          .from(orderTransactions)
          .where(
            and(
              eq(orderTransactions.orderId, orderId),
              inArray(orderTransactions.transactionType, [...CUSTOMER_TENDERS]),
              inArray(orderTransactions.status, ['approved', 'pending']),
            ),
          )
          .limit(1);
        if (drawn.length) throw new HttpError(409, ORDER_CUSTOMER_MSG.paidFromAccount);
        const [c] = await tx
          .select({ firstname: customers.firstname, lastname: customers.lastname })
          .from(customers)
          .where(eq(customers.customerId, o.customerId));
        await tx
          .update(orders)
          .set({ customerId: null, firstname: '', lastname: '', email: '', telephone: '', updatedAt: new Date() })
          .where(eq(orders.orderId, orderId));
        await tx.insert(orderHistory).values({
          orderId,
          status: o.status,
          comment: `Customer ${`${c?.firstname ?? ''} ${c?.lastname ?? ''}`.trim()} removed from the order.`,
          userId: staff.userId,
        });
      });
      const order = await receiptOrder(db, orderId);
      if (!order) throw notFound(RECEIPT_MSG.orderNotFound);
      return { success: ORDER_CUSTOMER_MSG.removed, order };
    },
  );
}
