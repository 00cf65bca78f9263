// Special orders' staff calls (issue 28, decision 0059): mark a counter order as a special order with its deposit,
// list them, and receive the part (notifies the customer once).
import { z } from 'zod';
import { id } from '@parts/common/input';
import { SPECIAL_MSG, specialOrderAnswer, specialOrderInput, specialOrderList } from '@parts/common/special-order';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { listSpecialOrders, receiveSpecialOrder, saveSpecialOrder } from './special-orders';

const tags = ['special orders', 'staff'];
const orderQuery = z.object({ orderId: id('orderId') });

export async function specialOrderRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  app.post(
    '/pos/special-order/save',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Marks a counter order (with a customer) as a special order: deposit asked, note',
        querystring: orderQuery,
        body: specialOrderInput,
        response: { 200: specialOrderAnswer },
      },
    },
    async (req) => ({
      success: SPECIAL_MSG.created,
      special_order: await saveSpecialOrder(db, req.query.orderId, req.body, staffOf(req).userId),
    }),
  );
  app.post(
    '/pos/special-order/receive',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: "The special order's purchase order came in: received, and the customer notified (once)",
        querystring: orderQuery,
        response: { 200: specialOrderAnswer },
      },
    },
    async (req) => {
      const r = await receiveSpecialOrder(db, req.query.orderId);
      return { success: r.notified ? SPECIAL_MSG.received : SPECIAL_MSG.alreadyReceived, special_order: r.row };
    },
  );
  app.get(
    '/pos/special-order/list',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'Special orders, waiting ones first: deposit asked and paid, balance due, purchase orders',
        response: { 200: specialOrderList },
      },
    },
    async () => ({ special_orders: await listSpecialOrders(db) }),
  );
}
