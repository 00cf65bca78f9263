// The counter's returns calls (issue 28, decisions 0054 and 0055), under /pos/returns/: the Return Items dialog's data
// and submit (also core returns), the owner's reasons, the core bank and defective bin with vendor returns, and the
// report of core charges outstanding.
import { z } from 'zod';
import { hasPermission } from '@parts/common/permissions';
import { id } from '@parts/common/input';
import {
  coresOutstandingSchema,
  createReturnAnswerSchema,
  createReturnSchema,
  payoutSchema,
  reasonsAnswerSchema,
  RETURN_MSG,
  returnOrderSchema,
  saveReasonsSchema,
  sendVendorReturnAnswerSchema,
  sendVendorReturnSchema,
  vendorBinsSchema,
} from '@parts/common/returns';
import { auditActor } from '#src/features/audit/audit';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { createReturn, finishIfRefunded } from './create-return';
import { payOutDeclinedRefund } from './payout';
import { reasonsWire, refundsWire, returnOrder } from './queries';
import { saveReasons } from './reasons';
import { coresOutstanding, sendVendorReturn, vendorBins } from './vendor';

const tags = ['returns'];

export async function returnRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  app.get(
    '/pos/returns/order',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: "An order's lines with what may still come back, the reasons and the refunds made",
        querystring: z.object({ order_id: id('order_id') }),
        response: { 200: returnOrderSchema },
      },
    },
    async (req) => returnOrder(db, req.query.order_id),
  );

  app.post(
    '/pos/returns/create',
    {
      config: { access: 'staff', permission: 'returns.refund', changesState: true },
      schema: {
        tags,
        summary: 'Return Items or a core return with its refund (one effect per idempotency_key)',
        body: createReturnSchema,
        response: { 200: createReturnAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const refundId = await createReturn(db, req.body, {
        userId: staff.userId,
        mayWaiveFee: hasPermission(staff, 'returns.waiveFee'),
        audit: await auditActor(req, staff),
      });
      const [refund] = await refundsWire(db, { refundId });
      const failed = refund!.tenders.some((t) => t.status !== 'refund');
      return failed
        ? { error: RETURN_MSG.refundFailed, refund: refund! }
        : { success: RETURN_MSG.refunded, refund: refund! };
    },
  );

  app.post(
    '/pos/returns/payout',
    {
      config: { access: 'staff', permission: 'returns.refund', changesState: true },
      schema: {
        tags,
        summary: 'Pays a declined card refund out as cash or store credit instead (once per declined refund)',
        body: payoutSchema,
        response: { 200: createReturnAnswerSchema },
      },
    },
    async (req) => {
      const refundId = await payOutDeclinedRefund(db, req.body, staffOf(req).userId);
      await finishIfRefunded(db, refundId);
      const [refund] = await refundsWire(db, { refundId });
      return {
        success: RETURN_MSG.paidOut(req.body.payout === 'cash' ? 'in cash' : 'as store credit'),
        refund: refund!,
      };
    },
  );

  app.get(
    '/pos/returns/reasons',
    {
      config: { access: 'staff', changesState: false },
      schema: { tags, summary: 'The return reasons and their restocking fees', response: { 200: reasonsAnswerSchema } },
    },
    async () => ({ reasons: await reasonsWire(db) }),
  );

  app.post(
    '/pos/returns/reasons',
    {
      config: { access: 'admin', changesState: true },
      schema: {
        tags,
        summary: 'Replaces the return reasons (admin); reasons in use are kept',
        body: saveReasonsSchema,
        response: { 200: reasonsAnswerSchema },
      },
    },
    async (req) => {
      await saveReasons(db, req.body);
      return { success: RETURN_MSG.reasonsSaved, reasons: await reasonsWire(db) };
    },
  );

  app.get(
    '/pos/returns/bins',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'The core bank and the defective bin by distributor, and the vendor returns sent',
        response: { 200: vendorBinsSchema },
      },
    },
    async () => vendorBins(db),
  );

  app.post(
    '/pos/returns/vendorReturn',
    {
      config: { access: 'staff', permission: 'returns.refund', changesState: true },
      schema: {
        tags,
        summary: 'Sends every waiting core or defective part back to the distributor (one effect per key)',
        body: sendVendorReturnSchema,
        response: { 200: sendVendorReturnAnswerSchema },
      },
    },
    async (req) => sendVendorReturn(db, req.body.kind, req.body.idempotency_key, staffOf(req).userId),
  );

  app.get(
    '/pos/returns/coresOutstanding',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'Core charges customers have not brought the core back for',
        response: { 200: coresOutstandingSchema },
      },
    },
    async () => coresOutstanding(db),
  );
}
