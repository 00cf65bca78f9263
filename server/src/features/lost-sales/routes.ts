// Lost sales calls (issue 28, decision 0057): record one at the counter, and the report by part and by reason.
import { LOST_MSG, lostSaleAnswer, lostSaleInput, lostSalesQuery, lostSalesReport } from '@parts/common/lost-sales';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { lostSalesReport as report, recordLostSale } from './lost-sales';

export async function lostSaleRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  const tags = ['pos lost sales', 'staff'];
  app.post(
    '/pos/lostSale',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: 'Records a part the counter could not sell, with a reason (one per idempotency key)',
        body: lostSaleInput,
        response: { 200: lostSaleAnswer },
      },
    },
    async (req) => ({
      success: LOST_MSG.recorded,
      lost_sale: await recordLostSale(db, staffOf(req), {
        productId: req.body.product_id,
        name: req.body.name,
        reason: req.body.reason,
        quantity: req.body.quantity,
        note: req.body.note,
        key: req.body.idempotency_key,
      }),
    }),
  );
  app.get(
    '/pos/lostSales/report',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: "The store's lost sales by part and by reason (?from&to, store dates; the last 30 days by default)",
        querystring: lostSalesQuery,
        response: { 200: lostSalesReport },
      },
    },
    async (req) => report(db, staffOf(req), req.query),
  );
}
