// Labor rates per store (decision 0019): the Add Labor modal lists the counter store's rates; a part's own labor time is
// priced at the store's first rate. The price rule itself is common/src/pos-cart.ts laborCents.
import { and, asc, eq } from 'drizzle-orm';
import { LABOR_RATE_CENTS } from '@parts/common/cart';
import { centsToDecimal, formatCents } from '@parts/common/money';
import type { LaborRate } from '@parts/common/pos-cart';
import type { Db } from '#src/db/client';
import { laborRates } from '#src/db/schema/index';
import { signedInStaff } from '#src/http/guards';
import type { SessionData } from '#src/http/session';
import type { Settings } from '#src/features/settings/defaults';

export type LaborRateRow = typeof laborRates.$inferSelect;

/** The store the counter works for: the session's chosen store, else the staff member's, else the default. */
export async function counterLocationId(db: Db, session: SessionData, settings: Settings): Promise<number> {
  return session.locationId ?? (await signedInStaff(db, session))?.locationId ?? settings.default_location_id;
}

export async function laborRatesFor(db: Db, locationId: number): Promise<LaborRateRow[]> {
  return db
    .select()
    .from(laborRates)
    .where(and(eq(laborRates.locationId, locationId), eq(laborRates.status, true)))
    .orderBy(asc(laborRates.sortOrder), asc(laborRates.laborId));
}

/** A rate of this store by id, or null (another store's rate is not offered at this counter). */
export async function laborRateOf(db: Db, locationId: number, laborId: number): Promise<LaborRateRow | null> {
  const [row] = await db
    .select()
    .from(laborRates)
    .where(and(eq(laborRates.laborId, laborId), eq(laborRates.locationId, locationId), eq(laborRates.status, true)));
  return row ?? null;
}

/** The hourly rate a part's own labor time is charged at: the store's first rate (the constant only when a store has none). */
export function defaultRateCents(rates: LaborRateRow[]): number {
  return rates[0]?.amountCents ?? LABOR_RATE_CENTS;
}

export const laborRateToWire = (r: LaborRateRow): LaborRate => ({
  labor_id: r.laborId,
  title: r.title,
  amount: centsToDecimal(r.amountCents),
  amount_text: formatCents(r.amountCents),
  amount_cents: r.amountCents,
});
