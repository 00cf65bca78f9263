// PO numbers on a placed order's lines (spec 001 s7 POST /pos/order/applyPoNumber?order_id, s6 "PO numbers"): the
// checkout's Add PO Number writes order_products.po_number, which the order view, receipt and invoice already show
// (po_number per line, po_number_list in the info box). apply_to_all puts that line's number on every line.
import { and, eq } from 'drizzle-orm';
import { applyOrderPoAnswerSchema, applyOrderPoInput, applyOrderPoQuery, ORDER_PO_MSG } from '@parts/common/order-po';
import { RECEIPT_MSG } from '@parts/common/receipt';
import { orderProducts, orders } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { receiptOrder } from './receipt-order';

const CLOSED = ['voided', 'cancelled'];

export function orderPoNumberRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.post(
    '/pos/order/applyPoNumber',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['pos'],
        summary: "Sets PO numbers on the order's lines (products[]: order_product_id, name, po_number, apply_to_all)",
        querystring: applyOrderPoQuery,
        body: applyOrderPoInput,
        response: { 200: applyOrderPoAnswerSchema },
      },
    },
    async (req) => {
      staffOf(req);
      const orderId = req.query.order_id;
      const lines = req.body.products;
      const all = lines.find((l) => l.apply_to_all);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Deps['db'];
        // The order row is locked so a void cannot slip between the check and the write.
        const [o] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.orderId, orderId))
          .for('update');
        if (!o) throw notFound(RECEIPT_MSG.orderNotFound);
        if (CLOSED.includes(o.status)) throw new HttpError(409, ORDER_PO_MSG.closed);
        const mine = await tx
          .select({ id: orderProducts.orderProductId })
          .from(orderProducts)
          .where(eq(orderProducts.orderId, orderId));
        const known = new Set(mine.map((m) => m.id));
        if (lines.some((l) => !known.has(l.order_product_id)))
          throw new HttpError(400, ORDER_PO_MSG.failed, { order_product_id: ORDER_PO_MSG.lineNotOnOrder });
        if (all)
          await tx
            .update(orderProducts)
            .set({ poNumber: all.po_number || null })
            .where(eq(orderProducts.orderId, orderId));
        else
          for (const l of lines)
            await tx
              .update(orderProducts)
              .set({ poNumber: l.po_number || null })
              .where(and(eq(orderProducts.orderId, orderId), eq(orderProducts.orderProductId, l.order_product_id)));
      });
      const order = await receiptOrder(db, orderId);
      if (!order) throw notFound(RECEIPT_MSG.orderNotFound);
      return { success: ORDER_PO_MSG.added, order };
    },
  );
}
