// Lost sales (issue 28, decision 0057): one tap at the counter records a part that could not be sold and why; the
// report counts them by part and by reason over store dates. Recorded once per idempotency key (a double tap is one).
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { LOST_MSG, LOST_SALE_REASONS, type LostSaleReason, type LostSalesReport } from '@parts/common/lost-sales';
import { storeInstant, storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { locations, lostSales, products } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import type { StaffUser } from '#src/features/staff/queries';
import { storeOfStaff } from '#src/features/stores/store-of-staff';

export async function recordLostSale(
  db: Db,
  staff: StaffUser,
  input: { productId?: number; name: string; reason: LostSaleReason; quantity: number; note: string; key: string },
) {
  const store = await storeOfStaff(db, staff);
  let label = input.name;
  if (input.productId !== undefined) {
    const [p] = await db
      .select({ name: products.name, mpn: products.mpn })
      .from(products)
      .where(eq(products.productId, input.productId));
    if (!p) throw new HttpError(404, LOST_MSG.productNotFound, { product_id: LOST_MSG.productNotFound });
    label = `${p.name} (${p.mpn})`;
  }
  const [inserted] = await db
    .insert(lostSales)
    .values({
      locationId: store.locationId,
      productId: input.productId ?? null,
      partLabel: label,
      reason: input.reason,
      quantity: input.quantity,
      note: input.note,
      idempotencyKey: input.key,
      createdBy: staff.userId,
    })
    .onConflictDoNothing({ target: lostSales.idempotencyKey })
    .returning();
  const row = inserted ?? (await db.select().from(lostSales).where(eq(lostSales.idempotencyKey, input.key)))[0]!;
  return { lost_sale_id: row.lostSaleId, part: row.partLabel, reason: row.reason, quantity: row.quantity };
}

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The staff member's store's lost sales from `from` to `to` (store dates, both included), by part and by reason. */
export async function lostSalesReport(
  db: Db,
  staff: StaffUser,
  q: { from?: string; to?: string },
): Promise<LostSalesReport> {
  const store = await storeOfStaff(db, staff);
  const [loc] = await db
    .select({ tz: locations.timeZone })
    .from(locations)
    .where(eq(locations.locationId, store.locationId));
  const tz = loc!.tz;
  const to = q.to ?? storeToday(tz);
  const from = q.from ?? addDays(to, -29);
  const where = and(
    eq(lostSales.locationId, store.locationId),
    gte(lostSales.createdAt, storeInstant(from, '00:00', tz)),
    lt(lostSales.createdAt, storeInstant(addDays(to, 1), '00:00', tz)),
  );
  const times = sql<number>`count(*)::int`;
  const quantity = sql<number>`sum(${lostSales.quantity})::int`;
  const byPart = await db
    .select({ product_id: lostSales.productId, part: lostSales.partLabel, times, quantity })
    .from(lostSales)
    .where(where)
    .groupBy(lostSales.productId, lostSales.partLabel)
    .orderBy(sql`count(*) desc`, lostSales.partLabel);
  const byReason = await db
    .select({ reason: lostSales.reason, times, quantity })
    .from(lostSales)
    .where(where)
    .groupBy(lostSales.reason)
    .orderBy(sql`count(*) desc`, lostSales.reason);
  return {
    from,
    to,
    by_part: byPart,
    by_reason: byReason.map((r) => ({ ...r, label: LOST_SALE_REASONS[r.reason] })),
  };
}
