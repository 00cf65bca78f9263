// What goes back to the distributor (issue 28, decision 0055): the core bank (cores brought in, not yet sent back) and
// the defective bin (defective and warranty parts), by distributor and with their age; a vendor return sends one kind
// through the distributor interface with its key, records the authorisation number and the credit expected, and moves
// the returns to to_vendor. Also the report of core charges customers have not brought back.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import { RETURN_MSG, type CoresOutstanding, type VendorBins } from '@parts/common/returns';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { products, returns, vendorReturns } from '#src/db/schema/index';
import { distributorProvider, withDistributorTimeout } from '#src/features/distributor/distributor';
import { HttpError } from '#src/http/errors';
import { recordOrderNote } from '#src/features/order-status/lifecycle';
import { changeReturnStatus } from './lifecycle';

const DAY_MS = 86_400_000;
const ageDays = (d: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - d.getTime()) / DAY_MS));

type Kind = 'defective' | 'core';
/** A return waiting in a bin: a core (kind core) or a defective part (kind items, condition defective). */
const waitingOf = (kind: Kind) =>
  and(
    isNull(returns.vendorReturnId),
    eq(returns.condition, 'defective'),
    eq(returns.kind, kind === 'core' ? 'core' : 'items'),
    inArray(returns.returnStatus, ['received', 'refunded']),
  );

/** What the store expects back per unit: the core charge for a core, the part's cost (else 62% of list) otherwise. */
async function waiting(db: Db, kind: Kind) {
  return db
    .select({
      r: returns,
      creditCents: sql<number>`(case when ${kind} = 'core' then coalesce(${products.coreChargeCents}, 0)
        else coalesce(${products.costCents}, round(${products.priceCents} * 0.62)) end)::int`,
    })
    .from(returns)
    .leftJoin(products, eq(products.productId, returns.productId))
    .where(waitingOf(kind))
    .orderBy(returns.dateAdded);
}

async function group(db: Db, kind: Kind, now: Date) {
  const list = await waiting(db, kind);
  if (list.length === 0) return [];
  const credit = list.reduce((s, l) => s + l.creditCents * l.r.quantity, 0);
  return [
    {
      // One distributor today (the provider interface); a second one would group by the part's supplier here.
      distributor:
        distributorProvider(db).name === 'simulator' ? 'Warehouse distributor' : distributorProvider(db).name,
      kind,
      parts: list.map(({ r, creditCents }) => ({
        return_id: r.returnId,
        order_id: r.orderId,
        product: r.product,
        model: r.model,
        quantity: r.quantity,
        credit_text: formatCents(creditCents * r.quantity),
        date_added: r.dateAdded.toISOString(),
        age_days: ageDays(r.dateAdded, now),
      })),
      credit_text: formatCents(credit),
    },
  ];
}

export async function vendorBins(db: Db, now = new Date()): Promise<VendorBins> {
  const sent = rowsOf<{
    vendor_return_id: number;
    distributor: string;
    kind: Kind;
    authorization_number: string | null;
    credit_expected_cents: number;
    parts: number;
    created_at: string | Date;
  }>(
    await db.execute(sql`select v.*, (select coalesce(sum(quantity), 0)::int from returns r where r.vendor_return_id = v.vendor_return_id) as parts
      from vendor_returns v order by v.vendor_return_id desc limit 50`),
  );
  return {
    core_bank: await group(db, 'core', now),
    defective_bin: await group(db, 'defective', now),
    vendor_returns: sent.map((v) => ({
      vendor_return_id: v.vendor_return_id,
      distributor: v.distributor,
      kind: v.kind,
      authorization_number: v.authorization_number ?? '',
      credit_expected_text: formatCents(v.credit_expected_cents),
      parts: v.parts,
      date_added: new Date(v.created_at).toISOString(),
    })),
  };
}

/**
 * Sends every waiting part of one kind back. The key is the distributor's key too: a double submit gets the same
 * authorisation, and only the first submit's transaction claims the parts (their rows locked, vendor_return_id set).
 */
export async function sendVendorReturn(db: Db, kind: Kind, key: string, userId: number) {
  const [seen] = await db.select().from(vendorReturns).where(eq(vendorReturns.idempotencyKey, key));
  const list = seen ? [] : await waiting(db, kind);
  if (!seen && list.length === 0) throw new HttpError(409, RETURN_MSG.nothingToSend);
  const provider = distributorProvider(db);
  const requestKey = `vr:${key}`;
  const items = list.map(({ r, creditCents }) => ({
    aaia: r.aaia,
    mpn: r.model,
    quantity: r.quantity,
    credit_cents: creditCents,
  }));
  const ra = seen ? null : await withDistributorTimeout(db, provider.returnParts({ requestKey, kind, items }));
  const id = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [vr] = await tx
      .insert(vendorReturns)
      .values({
        distributor: provider.name === 'simulator' ? 'Warehouse distributor' : provider.name,
        kind,
        idempotencyKey: key,
        authorizationNumber: ra?.authorizationNumber ?? null,
        creditExpectedCents: ra?.creditCents ?? 0,
        createdBy: userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!vr)
      return (await tx.select().from(vendorReturns).where(eq(vendorReturns.idempotencyKey, key)))[0]!.vendorReturnId;
    const claimed = await tx
      .update(returns)
      .set({ vendorReturnId: vr.vendorReturnId })
      .where(
        and(
          inArray(
            returns.returnId,
            list.map((l) => l.r.returnId),
          ),
          isNull(returns.vendorReturnId),
        ),
      )
      .returning({
        id: returns.returnId,
        status: returns.returnStatus,
        orderId: returns.orderId,
        product: returns.product,
        model: returns.model,
        quantity: returns.quantity,
      });
    await changeReturnStatus(
      tx,
      claimed.filter((c) => c.status === 'received').map((c) => c.id),
      'refunded',
    );
    await changeReturnStatus(
      tx,
      claimed.map((c) => c.id),
      'to_vendor',
    );
    // Each order whose parts went back says so in its history.
    const byOrder = new Map<number, typeof claimed>();
    for (const c of claimed) byOrder.set(c.orderId, [...(byOrder.get(c.orderId) ?? []), c]);
    for (const [orderId, list] of byOrder)
      await recordOrderNote(
        tx,
        orderId,
        `Sent ${list.map((c) => `${c.quantity} × ${c.product}${c.model ? ` (${c.model})` : ''}`).join(', ')} back to ${vr.distributor}${kind === 'core' ? ' as cores' : ''}${vr.authorizationNumber ? `, authorisation ${vr.authorizationNumber}` : ''}.`,
        userId,
      );
    return vr.vendorReturnId;
  });
  const [vr] = await db.select().from(vendorReturns).where(eq(vendorReturns.vendorReturnId, id));
  const [n] = rowsOf<{ n: number }>(
    await db.execute(sql`select coalesce(sum(quantity), 0)::int as n from returns where vendor_return_id = ${id}`),
  );
  return {
    success: RETURN_MSG.sentToVendor(vr!.authorizationNumber ?? ''),
    vendor_return_id: id,
    authorization_number: vr!.authorizationNumber ?? '',
    credit_expected_text: formatCents(vr!.creditExpectedCents),
    parts: n?.n ?? 0,
  };
}

/** Core charges outstanding: sold parts whose core nor the part itself has come back, on paid or completed orders. */
export async function coresOutstanding(db: Db, now = new Date()): Promise<CoresOutstanding> {
  const rows = rowsOf<{
    order_id: number;
    customer: string;
    product: string;
    model: string;
    quantity: number;
    core_charge_cents: number;
    date_added: string | Date;
  }>(
    await db.execute(sql`select op.order_id, trim(coalesce(o.firstname, '') || ' ' || coalesce(o.lastname, '')) as customer,
        op.name as product, op.mpn as model, op.core_charge_cents,
        (op.quantity - coalesce((select sum(r.quantity) from returns r where r.order_product_id = op.order_product_id), 0))::int as quantity,
        o.created_at as date_added
      from order_products op join orders o on o.order_id = op.order_id
      where op.core_charge_cents > 0
        and exists (select 1 from order_transactions t where t.order_id = o.order_id and t.status = 'approved')
      order by o.created_at`),
  ).filter((r) => r.quantity > 0);
  return {
    cores: rows.map((r) => ({
      order_id: r.order_id,
      customer: r.customer || 'Walk-in',
      product: r.product,
      model: r.model,
      quantity: r.quantity,
      core_charge_text: formatCents(r.core_charge_cents * r.quantity),
      date_added: new Date(r.date_added).toISOString(),
      age_days: ageDays(new Date(r.date_added), now),
    })),
    total_text: formatCents(rows.reduce((s, r) => s + r.core_charge_cents * r.quantity, 0)),
  };
}
