// Who approved a counter price below cost (issue 30, decisions 0047 and 0051): each such line of a saved counter order
// gets one history row naming the manager whose PIN let it through, the price, the part's cost and who set it: what an
// owner auditing a below-cost sale looks for on the order view's history.
import { and, eq, isNotNull } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { orderHistory, orderProducts, orders, products, users } from '#src/db/schema/index';

const fullName = (u: { firstname: string; lastname: string; username: string } | undefined) =>
  u ? `${u.firstname} ${u.lastname}`.trim() || u.username : 'a staff member who no longer exists';

/** The history text of one approved line. */
export const approvalComment = (p: { manager: string; line: string; price: string; cost: string; setBy: string }) =>
  `Price below cost approved by ${p.manager} (manager PIN): ${p.line} at ${p.price} each (cost ${p.cost}), set by ${p.setBy}.`;

/**
 * Writes the history row of each approved below-cost line of `orderId` that the history does not hold yet (a re-save
 * of the same order adds none). Call it in the save's transaction, after the lines are written.
 */
export async function recordPriceApprovals(tx: Db, orderId: number): Promise<void> {
  const lines = await tx
    .select()
    .from(orderProducts)
    .where(and(eq(orderProducts.orderId, orderId), isNotNull(orderProducts.priceApprovedBy)));
  if (!lines.length) return;
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
  const written = new Set(
    (
      await tx.select({ comment: orderHistory.comment }).from(orderHistory).where(eq(orderHistory.orderId, orderId))
    ).map((h) => h.comment),
  );
  for (const l of lines) {
    const [manager] = await tx.select().from(users).where(eq(users.userId, l.priceApprovedBy!));
    const [setBy] = l.priceChangedBy ? await tx.select().from(users).where(eq(users.userId, l.priceChangedBy)) : [];
    const [part] = l.productId
      ? await tx.select({ cost: products.costCents }).from(products).where(eq(products.productId, l.productId))
      : [];
    const comment = approvalComment({
      manager: fullName(manager),
      line: l.name,
      price: formatCents(l.unitCents),
      cost: part?.cost != null ? formatCents(part.cost) : 'unknown',
      setBy: fullName(setBy),
    });
    if (written.has(comment)) continue;
    written.add(comment);
    await tx.insert(orderHistory).values({ orderId, status: order!.status, comment, userId: l.priceApprovedBy });
  }
}
