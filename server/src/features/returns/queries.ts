// What the Return Items dialog and the order view read (issue 28): an order's lines with what may still come back, the
// owner's reasons, and each refund made on it with where its money went.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import type { RefundWire, ReturnOrder, ReturnReasonWire } from '@parts/common/returns';
import { RETURN_MSG } from '@parts/common/returns';
import type { Db } from '#src/db/client';
import {
  orderProducts,
  orders,
  orderTransactions,
  returnReasons,
  returnRefunds,
  returns,
  returnStatuses,
} from '#src/db/schema/index';
import { orderBalance } from '#src/features/payments/balance';
import { HttpError } from '#src/http/errors';
import { returnedByLine } from './create-return';

export async function reasonsWire(db: Db): Promise<ReturnReasonWire[]> {
  const rows = await db.select().from(returnReasons).orderBy(asc(returnReasons.sortOrder), asc(returnReasons.code));
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    fee_type: r.feeType,
    fee_value: r.feeType === 'percent' ? String(r.feeValue / 100) : centsToDecimal(r.feeValue),
  }));
}

/** The refunds made on an order, newest first (or one refund by id). */
export async function refundsWire(db: Db, where: { orderId?: number; refundId?: number }): Promise<RefundWire[]> {
  const list = await db
    .select({ r: returnRefunds, reason: returnReasons.name })
    .from(returnRefunds)
    .innerJoin(returnReasons, eq(returnReasons.code, returnRefunds.reasonCode))
    .where(
      where.refundId !== undefined
        ? eq(returnRefunds.refundId, where.refundId)
        : eq(returnRefunds.orderId, where.orderId ?? 0),
    )
    .orderBy(sql`${returnRefunds.refundId} desc`);
  if (list.length === 0) return [];
  const ids = list.map((l) => l.r.refundId);
  const [money, rows] = await Promise.all([
    db
      .select()
      .from(orderTransactions)
      .where(
        and(
          eq(orderTransactions.orderId, list[0]!.r.orderId),
          inArray(orderTransactions.status, ['refund_pending', 'refund', 'refund_failed']),
        ),
      )
      .orderBy(asc(orderTransactions.transactionId)),
    db
      .select({ r: returns, statusName: returnStatuses.name })
      .from(returns)
      .leftJoin(returnStatuses, eq(returnStatuses.status, returns.returnStatus))
      .where(inArray(returns.refundId, ids))
      .orderBy(asc(returns.returnId)),
  ]);
  return list.map(({ r, reason }) => {
    const mine = money.filter((m) => m.details.return_refund_id === r.refundId);
    const cashOut = mine
      .filter((m) => m.transactionType === 'cash' && m.status === 'refund')
      // A declined card refund paid out in cash carries the card surcharge's share too (decision 0104).
      .reduce((s, m) => s + m.amountCents + m.surchargeCents, 0);
    return {
      refund_id: r.refundId,
      kind: r.kind,
      reason,
      refund_to: r.refundTo,
      goods_text: formatCents(r.goodsCents),
      tax_text: formatCents(r.taxCents),
      core_text: formatCents(r.coreCents),
      fee_text: formatCents(r.feeCents),
      fee_waived: r.feeWaived,
      refund_text: formatCents(r.refundCents),
      change_out_text: formatCents(cashOut),
      tenders: mine.map((m) => ({
        transaction_id: m.transactionId,
        label: m.label,
        transaction_type: m.transactionType,
        amount_text: formatCents(m.amountCents),
        total_text: formatCents(m.amountCents + m.surchargeCents),
        status: m.status as 'refund_pending' | 'refund' | 'refund_failed',
        message: typeof m.details.message === 'string' ? m.details.message : '',
        paid_out: typeof m.details.paid_out_by === 'number',
      })),
      returns: rows
        .filter((x) => x.r.refundId === r.refundId)
        .map(({ r: x, statusName }) => ({
          return_id: x.returnId,
          order_id: x.orderId,
          product: x.product,
          model: x.model,
          quantity: x.quantity,
          kind: x.kind,
          condition: x.condition,
          return_status: statusName ?? x.returnStatus,
          date_added: x.dateAdded.toISOString(),
        })),
    };
  });
}

/** GET /pos/returns/order: what the Return Items dialog needs. */
export async function returnOrder(db: Db, orderId: number): Promise<ReturnOrder> {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw new HttpError(404, RETURN_MSG.orderNotFound);
  const [lines, back, bal, reasons, refunds] = [
    await db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, orderId))
      .orderBy(asc(orderProducts.orderProductId)),
    await returnedByLine(db, orderId),
    await orderBalance(db, orderId),
    await reasonsWire(db),
    await refundsWire(db, { orderId }),
  ];
  return {
    order_id: orderId,
    customer_id: o.customerId,
    paid: bal.paidCents > 0 && bal.balanceCents <= 0,
    lines: lines
      .filter((l) => l.productId !== null || l.totalCents > 0)
      .map((l) => {
        const done = back.get(l.orderProductId) ?? { items: 0, cores: 0 };
        return {
          order_product_id: l.orderProductId,
          name: l.name,
          model: l.mpn,
          sold: l.quantity,
          returned: done.items,
          returnable: l.quantity - done.items,
          core_returned: done.cores,
          core_returnable: l.coreChargeCents > 0 ? Math.max(0, l.quantity - done.items - done.cores) : 0,
          unit_text: formatCents(l.unitCents),
          core_charge_text: l.coreChargeCents > 0 ? formatCents(l.coreChargeCents) : null,
        };
      }),
    reasons,
    refunds,
  };
}
