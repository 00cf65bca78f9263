// Continuing a POS order at the counter (issue 14, spec 001 s2 "POS order view"; decisions 0019, 0024): the order's
// lines go back into the staff member's counter cart, tied to the order.
import { asc, eq, inArray } from 'drizzle-orm';
import { POS_ORDERS_MSG } from '@parts/common/pos-orders';
import type { Db } from '#src/db/client';
import {
  cartItems,
  carts,
  orderProducts,
  orders,
  orderStatuses,
  productOptions,
  productOptionValues,
} from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { tx as inTx } from '#src/features/payments/pay-context';

/** The order, when its status allows continue (404 / 409 otherwise). */
async function continuableOrder(db: Db, orderId: number, lock = false) {
  const q = db.select().from(orders).where(eq(orders.orderId, orderId));
  const [o] = lock ? await q.for('update') : await q;
  if (!o) throw notFound(POS_ORDERS_MSG.notFound);
  const [status] = await db.select().from(orderStatuses).where(eq(orderStatuses.status, o.status));
  if (!status?.actions.includes('continue')) throw new HttpError(409, POS_ORDERS_MSG.notContinuable);
  return o;
}

/**
 * GET /pos/order/continue: loads the order back into the staff member's counter cart (decision 0019: `carts.order_id`
 * ties the cart to the order, so the cart's save path — saveCounterOrder — updates this order). Only for a status
 * whose actions include continue. A refusal writes nothing (issue 30 item 9): the status is checked before the counter
 * cart is found or made (`cartFor`), and again with the order row locked in the transaction that fills the cart.
 */
export async function continueOrder(db: Db, cartFor: () => Promise<number>, orderId: number): Promise<void> {
  await continuableOrder(db, orderId);
  const cartId = await cartFor();
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.orderProductId));
  const optionIds = [...new Set(lines.flatMap((l) => l.options.map((x) => x.product_option_id)))];
  const opts = optionIds.length
    ? await db.select().from(productOptions).where(inArray(productOptions.productOptionId, optionIds))
    : [];
  const values = optionIds.length
    ? await db.select().from(productOptionValues).where(inArray(productOptionValues.productOptionId, optionIds))
    : [];
  const items = lines.map((l) => {
    // The order keeps options as shown (name and value text); the cart keeps value ids for choice options.
    const options: Record<string, string | string[]> = {};
    for (const c of l.options) {
      const opt = opts.find((x) => x.productOptionId === c.product_option_id);
      if (!opt) continue;
      const key = String(c.product_option_id);
      if (['select', 'radio', 'image', 'checkbox'].includes(opt.type)) {
        const v = values.find((x) => x.productOptionId === c.product_option_id && x.name === c.value);
        if (!v) continue;
        if (opt.type === 'checkbox')
          options[key] = [...((options[key] as string[] | undefined) ?? []), String(v.productOptionValueId)];
        else options[key] = String(v.productOptionValueId);
      } else options[key] = c.value;
    }
    const minutes = l.laborMinutes ?? 0;
    const rate = minutes > 0 && l.laborCents > 0 ? Math.round((l.laborCents * 60) / (minutes * l.quantity)) : null;
    const custom = l.productId === null && l.laborId === null;
    const edited = l.productId !== null && l.priceOriginalCents !== null;
    return {
      cartId,
      productId: l.productId,
      options,
      quantity: l.quantity,
      applyLabor: l.productId !== null && minutes > 0,
      laborMinutes: minutes > 0 ? minutes : null,
      laborRateCents: rate,
      priceOverrideCents: custom || edited ? l.unitCents : null,
      customName: custom ? l.name : null,
      customTaxClassId: custom ? l.taxClassId : null,
      laborId: l.laborId,
      laborTitle: l.productId === null && l.laborId !== null ? l.name : null,
      priceOriginalCents: edited ? l.priceOriginalCents : null,
      priceChangedBy: edited ? l.priceChangedBy : null,
      priceApprovedBy: edited ? l.priceApprovedBy : null,
      poNumber: l.poNumber,
    };
  });
  await inTx(db, async (tx) => {
    // A status change since the first check (a void, a completion) refuses here and the transaction writes nothing.
    const o = await continuableOrder(tx, orderId, true);
    await tx.select({ id: carts.cartId }).from(carts).where(eq(carts.cartId, cartId)).for('update');
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    if (items.length) await tx.insert(cartItems).values(items);
    await tx
      .update(carts)
      .set({
        orderId,
        customerId: o.customerId,
        vehicleId: null,
        couponCode: null,
        voucherCodes: [],
        storeCreditCents: 0,
        updatedAt: new Date(),
      })
      .where(eq(carts.cartId, cartId));
  });
}
