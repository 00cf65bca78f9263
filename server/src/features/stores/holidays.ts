// Holiday hours (decision 0086): the one place that reads store_holidays for the storefront (locator, contact page)
// and the appointment book. A holiday wins over the weekday's hours (hoursOn in common/pos-appointments).
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { HolidayHours } from '@parts/common/pos-appointments';
import type { Db } from '#src/db/client';
import { storeHolidays } from '#src/db/schema/index';

export type HolidayRow = typeof storeHolidays.$inferSelect;

/** The holidays of some stores from `from` to `to` (Y-m-d, both included), by date. */
export async function holidayRows(db: Db, locationIds: number[], from: string, to: string): Promise<HolidayRow[]> {
  if (!locationIds.length) return [];
  return db
    .select()
    .from(storeHolidays)
    .where(
      and(inArray(storeHolidays.locationId, locationIds), gte(storeHolidays.date, from), lte(storeHolidays.date, to)),
    )
    .orderBy(asc(storeHolidays.date));
}

/** One store's holiday hours by date: null when closed. */
export function holidayHours(rows: HolidayRow[], locationId: number): HolidayHours {
  const out: HolidayHours = {};
  for (const r of rows)
    if (r.locationId === locationId)
      out[r.date] =
        r.closed || r.openMinute === null || r.closeMinute === null
          ? null
          : { open: r.openMinute, close: r.closeMinute };
  return out;
}

/** One store's holiday hours on one day (an empty map when it is an ordinary day). */
export async function holidayOn(db: Db, locationId: number, date: string): Promise<HolidayHours> {
  return holidayHours(
    await db
      .select()
      .from(storeHolidays)
      .where(and(eq(storeHolidays.locationId, locationId), eq(storeHolidays.date, date))),
    locationId,
  );
}
