// Return Items and core returns (issue 28, decision 0054): one submit is one return_refunds row, found again by its
// idempotency key, so a double submit has one effect. Everything is decided in one transaction with the order row
// locked (the same lock tenders and voids take): how many of each line may still come back, the amounts (the pure rules
// of common/src/returns.ts), the stock that goes back (exactly once: only the transaction that makes the refund row
// moves it), the `returns` rows and the refund rows of the ledger. Card refunds go to their provider after the commit.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  goodsTaxOf,
  netLineGoods,
  RETURN_MSG,
  restockingFee,
  unitsShare,
  type CreateReturnInput,
  type ReturnKind,
} from '@parts/common/returns';
import type { z } from 'zod';
import type { createReturnSchema } from '@parts/common/returns';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { orderProducts, orderTransactions, returnReasons, returnRefunds, returns } from '#src/db/schema/index';
import { orderStoreId } from '#src/features/checkout/order-holds';
import { lockOrder, orderBalance, orderTransactionsOf } from '#src/features/payments/balance';
import { HttpError } from '#src/http/errors';
import { formatCents } from '@parts/common/money';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { recordOrderNote } from '#src/features/order-status/lifecycle';
import { changeReturnStatus } from './lifecycle';
import { settleProviderRefunds, writeRefunds } from './refund-tenders';

type Input = z.output<typeof createReturnSchema>;
export type { CreateReturnInput };

/** Per sold line: how many came back as parts, how many cores came back on their own. */
export async function returnedByLine(db: Db, orderId: number): Promise<Map<number, { items: number; cores: number }>> {
  const rows = rowsOf<{ order_product_id: number; kind: ReturnKind; n: number }>(
    await db.execute(
      sql`select order_product_id, kind, sum(quantity)::int as n from returns where order_id = ${orderId} and order_product_id is not null group by 1, 2`,
    ),
  );
  const out = new Map<number, { items: number; cores: number }>();
  for (const r of rows) {
    const e = out.get(r.order_product_id) ?? { items: 0, cores: 0 };
    if (r.kind === 'core') e.cores += r.n;
    else e.items += r.n;
    out.set(r.order_product_id, e);
  }
  return out;
}

/** A core charge's units given back so far: a core brought in, or the part itself returned (one deposit per unit). */
const coresGiven = (sold: number, items: number, cores: number) => Math.min(sold, items + cores);

const refuse = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field ? { [field]: message } : undefined);

export interface ReturnActor {
  userId: number;
  mayWaiveFee: boolean;
  /** Who, for the audit log (the refund and a waived fee are written in the return's transaction). */
  audit?: AuditActor;
}

/**
 * The order history's line for a return: what came back, why and where to, and where the money went, e.g.
 * "Returned 1 × Battery (BD-1234), Defective, to the defective bin; refunded $45.00: Cash refund $15.00, Refund to
 * Credit card $30.00 (sent to the processor)." A card refund is written before its processor answers; a declined one
 * gets its own line when it is paid out another way (payout.ts).
 */
export function returnNote(r: {
  kind: ReturnKind;
  reason: string;
  rows: { product: string; model?: string; quantity?: number; condition?: string }[];
  refundCents: number;
  feeCents: number;
  given: { label: string; amountCents: number; status: string }[];
}): string {
  const parts = r.rows.map((x) => `${x.quantity ?? 1} × ${x.product}${x.model ? ` (${x.model})` : ''}`).join(', ');
  const where =
    r.kind === 'core'
      ? ''
      : r.rows.some((x) => x.condition === 'defective')
        ? ', to the defective bin'
        : ', back to stock';
  const what = r.kind === 'core' ? `Core returned: ${parts}` : `Returned ${parts}`;
  const money =
    r.refundCents > 0
      ? `refunded ${formatCents(r.refundCents)}: ${r.given.map((g) => `${g.label} ${formatCents(g.amountCents)}${g.status === 'refund_pending' ? ' (sent to the processor)' : ''}`).join(', ')}`
      : 'nothing refunded';
  const fee = r.feeCents > 0 ? ` Restocking fee ${formatCents(r.feeCents)} kept.` : '';
  return `${what}, ${r.reason}${where}; ${money}.${fee}`;
}

/** Records the return and its refund; answers the refund's id (the same id for the same key). */
export async function createReturn(db: Db, input: Input, actor: ReturnActor): Promise<number> {
  const refundId = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const order = await lockOrder(tx, input.order_id);
    const [seen] = await tx
      .select({ id: returnRefunds.refundId })
      .from(returnRefunds)
      .where(and(eq(returnRefunds.orderId, input.order_id), eq(returnRefunds.idempotencyKey, input.idempotency_key)));
    if (seen) return seen.id;

    const balance = await orderBalance(tx, input.order_id);
    if (balance.paidCents <= 0 || balance.balanceCents > 0) throw refuse(409, RETURN_MSG.notPaid);
    const [reason] = await tx.select().from(returnReasons).where(eq(returnReasons.code, input.reason));
    if (!reason) throw refuse(400, RETURN_MSG.unknownReason, 'reason');
    if (input.waive_fee && !actor.mayWaiveFee) throw refuse(403, RETURN_MSG.waiveNeedsPermission, 'waive_fee');

    const sold = await tx
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, input.order_id))
      .orderBy(asc(orderProducts.orderProductId));
    // What each line cost after its share of the coupon: the refund gives back that, never the list amount.
    const netGoods = netLineGoods(order.discountCents, sold);
    const back = await returnedByLine(tx, input.order_id);
    const storeId = await orderStoreId(tx, order);
    const kind = input.kind;
    const picked = input.lines.filter((l) => l.quantity > 0);
    if (picked.length === 0) throw refuse(400, RETURN_MSG.noLines, 'lines');

    let goods = 0;
    let tax = 0;
    let core = 0;
    const rows: (typeof returns.$inferInsert & { stockAt: number | null })[] = [];
    for (const pick of picked) {
      const at = sold.findIndex((l) => l.orderProductId === pick.order_product_id);
      const line = sold[at];
      if (!line || (line.productId === null && line.totalCents === 0))
        throw refuse(400, RETURN_MSG.lineNotOnOrder, 'lines');
      const done = back.get(line.orderProductId) ?? { items: 0, cores: 0 };
      const given = coresGiven(line.quantity, done.items, done.cores);
      const q = pick.quantity;
      let lineCore: number;
      if (kind === 'items') {
        const max = line.quantity - done.items;
        if (q > max) throw refuse(400, RETURN_MSG.tooMany(line.name, max), 'lines');
        goods += unitsShare(netGoods[at]!, line.quantity, done.items, q);
        tax += unitsShare(goodsTaxOf(line), line.quantity, done.items, q);
        // The part comes back with its deposit if its core was not already brought in.
        const units = coresGiven(line.quantity, done.items + q, done.cores) - given;
        lineCore =
          unitsShare(line.coreChargeCents * line.quantity, line.quantity, given, units) +
          unitsShare(line.coreTaxCents, line.quantity, given, units);
      } else {
        if (line.coreChargeCents <= 0) throw refuse(400, RETURN_MSG.noCore(line.name), 'lines');
        const max = Math.max(0, line.quantity - done.items - done.cores);
        if (q > max) throw refuse(400, RETURN_MSG.tooMany(`the core of ${line.name}`, max), 'lines');
        lineCore =
          unitsShare(line.coreChargeCents * line.quantity, line.quantity, given, q) +
          unitsShare(line.coreTaxCents, line.quantity, given, q);
      }
      core += lineCore;
      const condition = kind === 'core' ? 'defective' : input.condition;
      rows.push({
        orderId: input.order_id,
        customerId: order.customerId,
        product: line.name,
        model: line.mpn,
        aaia: line.aaia,
        quantity: q,
        returnStatus: 'received',
        comment: reason.name,
        orderProductId: line.orderProductId,
        productId: line.productId,
        kind,
        condition,
        reasonCode: reason.code,
        coreCents: lineCore,
        // A part in sellable shape goes back on the shelf of the store that sold it.
        stockAt:
          kind === 'items' && condition === 'stock' && line.productId
            ? (line.reserved[0]?.location_id ?? storeId)
            : null,
      });
    }
    const fee = kind === 'items' && !input.waive_fee ? restockingFee(reason, goods) : 0;
    const refundCents = goods + tax + core - fee;
    const [refund] = await tx
      .insert(returnRefunds)
      .values({
        orderId: input.order_id,
        idempotencyKey: input.idempotency_key,
        kind,
        reasonCode: reason.code,
        refundTo: input.refund_to,
        goodsCents: goods,
        taxCents: tax,
        coreCents: core,
        feeCents: fee,
        feeWaived: kind === 'items' && input.waive_fee && reason.feeType !== 'none',
        refundCents,
        storeId,
        createdBy: actor.userId,
      })
      .returning();
    for (const { stockAt, ...row } of rows) {
      await tx.insert(returns).values({ ...row, refundId: refund!.refundId });
      if (stockAt !== null && row.productId)
        await tx.execute(
          sql`insert into inventory (product_id, location_id, quantity) values (${row.productId}, ${stockAt}, ${row.quantity})
           on conflict (product_id, location_id) do update set quantity = inventory.quantity + excluded.quantity`,
        );
    }
    await writeRefunds(tx, {
      orderId: input.order_id,
      refundId: refund!.refundId,
      refundCents,
      refundTo: input.refund_to,
      customerId: order.customerId,
      list: await orderTransactionsOf(tx, input.order_id),
      changeDueCents: balance.changeDueCents,
      staffUserId: actor.userId,
    });
    const given = await tx
      .select({
        label: orderTransactions.label,
        amountCents: orderTransactions.amountCents,
        status: orderTransactions.status,
      })
      .from(orderTransactions)
      .where(sql`(${orderTransactions.details}->>'return_refund_id')::int = ${refund!.refundId}`)
      .orderBy(asc(orderTransactions.transactionId));
    await recordOrderNote(
      tx,
      input.order_id,
      returnNote({ kind, reason: reason.name, rows, refundCents, feeCents: fee, given }),
      actor.userId,
    );
    if (actor.audit) {
      const what = kind === 'core' ? 'core return' : 'return';
      await recordAudit(tx, actor.audit, {
        action: 'return.refund',
        targetType: 'order',
        targetId: input.order_id,
        summary: `Refunded ${formatCents(refundCents)} for a ${what} on order #${input.order_id} (${reason.name})`,
        detail: { refund_id: refund!.refundId, refund_cents: refundCents, fee_cents: fee, refund_to: input.refund_to },
      });
      if (refund!.feeWaived)
        await recordAudit(tx, actor.audit, {
          action: 'return.fee_waived',
          targetType: 'order',
          targetId: input.order_id,
          summary: `Waived the restocking fee (${formatCents(restockingFee(reason, goods))}) on a return of order #${input.order_id}`,
          detail: { refund_id: refund!.refundId, fee_cents: restockingFee(reason, goods) },
        });
    }
    return refund!.refundId;
  });
  await settleProviderRefunds(db, refundId);
  await finishIfRefunded(db, refundId);
  return refundId;
}

/**
 * Once no refund row waits on a provider (a declined one paid out another way no longer waits), the returns are
 * refunded; parts back on the shelf are closed.
 */
export async function finishIfRefunded(db: Db, refundId: number): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [waiting] = rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from order_transactions where (details->>'return_refund_id')::int = ${refundId} and status in ('refund_pending', 'refund_failed') and not details ? 'paid_out_by'`,
      ),
    );
    if ((waiting?.n ?? 0) > 0) return;
    const list = await tx.select().from(returns).where(eq(returns.refundId, refundId)).for('update');
    const received = list.filter((r) => r.returnStatus === 'received');
    await changeReturnStatus(
      tx,
      received.map((r) => r.returnId),
      'refunded',
    );
    await changeReturnStatus(
      tx,
      received.filter((r) => r.condition === 'stock').map((r) => r.returnId),
      'closed',
    );
  });
}
