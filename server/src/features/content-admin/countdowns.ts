// Countdowns (spec 000 "Countdown") as the back office edits them: the end is typed on the store's clock
// (decision 0043's store time zone) and stored as an instant. The home page (features/content/queries.ts homeContent)
// reads the same rows uncached, rolling a repeating sale forward.
import { asc, eq } from 'drizzle-orm';
import { CONTENT_MSG, type AdminCountdown, type CountdownInput } from '@parts/common/content-admin';
import { storeInstant, storeLocalParts } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { countdowns } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';

export async function listCountdowns(db: Db): Promise<{ countdowns: AdminCountdown[]; time_zone: string }> {
  const [rows, timeZone] = await Promise.all([
    db.select().from(countdowns).orderBy(asc(countdowns.sortOrder), asc(countdowns.countdownId)),
    storeTimeZone(db),
  ]);
  return {
    time_zone: timeZone,
    countdowns: rows.map((c) => {
      const local = storeLocalParts(c.endsAt, timeZone);
      return {
        countdown_id: c.countdownId,
        title: c.title,
        ends_at: c.endsAt.toISOString(),
        ends_date: local.date,
        ends_time: local.time,
        repeat_days: c.repeatDays,
        link: c.link ?? '',
        link_text: c.linkText ?? '',
        status: c.status,
        sort_order: c.sortOrder,
      };
    }),
  };
}

export async function saveCountdown(db: Db, input: CountdownInput): Promise<number> {
  const values = {
    title: input.title,
    endsAt: storeInstant(input.ends_date, input.ends_time, await storeTimeZone(db)),
    repeatDays: input.repeat_days,
    link: input.link || null,
    linkText: input.link_text || null,
    status: input.status,
    sortOrder: input.sort_order,
  };
  if (input.countdown_id === undefined) {
    const [row] = await db.insert(countdowns).values(values).returning({ id: countdowns.countdownId });
    return row!.id;
  }
  const [row] = await db
    .update(countdowns)
    .set(values)
    .where(eq(countdowns.countdownId, input.countdown_id))
    .returning({ id: countdowns.countdownId });
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return row.id;
}

export async function deleteCountdown(db: Db, countdownId: number): Promise<void> {
  const gone = await db
    .delete(countdowns)
    .where(eq(countdowns.countdownId, countdownId))
    .returning({ id: countdowns.countdownId });
  if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
}
