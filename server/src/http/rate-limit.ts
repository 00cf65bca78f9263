// Abuse limits counted in the database, so they hold across server processes and restarts, and counted before the
// check they guard: one upsert bumps the key's counter and returns it, so of 30 simultaneous PIN guesses exactly 5 are
// checked (a read-then-write count would let all 30 read "0 so far"). Decision 0015.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

export interface Limit {
  scope: string;
  max: number;
  windowMs: number;
}

const minutesLeft = (windowStart: Date | string, windowMs: number) =>
  Math.max(1, Math.ceil((new Date(windowStart).getTime() + windowMs - Date.now()) / 60_000));

/** A window that started after this is still open (the database's clock, like the rows' window_start). */
const windowStartAfter = (limit: Limit) => sql`now() - ${limit.windowMs}::int * interval '1 millisecond'`;

/**
 * Counts one attempt for the key and answers 0 when it may go ahead, or the minutes until the window ends when the
 * key is over its limit. A window starts with the first attempt after the previous one ended.
 */
export async function takeAttempt(db: Db, limit: Limit, key: string): Promise<number> {
  const since = windowStartAfter(limit);
  const [row] = rowsOf<{ hits: number; window_start: Date | string }>(
    await db.execute(sql`insert into rate_limits as r (scope, key, hits, window_start) values (${limit.scope}, ${key}, 1, now())
      on conflict (scope, key) do update set
        hits = case when r.window_start > ${since} then r.hits + 1 else 1 end,
        window_start = case when r.window_start > ${since} then r.window_start else now() end
      returning hits, window_start`),
  );
  // Old windows are swept now and then, by whichever attempt comes along.
  if (Math.random() < 0.02)
    await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  return row && row.hits > limit.max ? minutesLeft(row.window_start, limit.windowMs) : 0;
}

/**
 * Counts one attempt against each key in turn (a username, then the address) and stops at the first that refuses: an
 * attempt refused by any key is never checked, so it must not use up another key's allowance. Otherwise, in a
 * burst, refused attempts could push the address over its limit ahead of one the username still allows, and fewer
 * than the limit's attempts would be checked.
 */
export async function takeAttempts(db: Db, pairs: [Limit, string][]): Promise<number> {
  for (const [i, [limit, key]] of pairs.entries()) {
    const wait = await takeAttempt(db, limit, key);
    if (wait > 0) {
      // Refused unchecked: the keys already counted get their attempt back.
      for (const [l, k] of pairs.slice(0, i)) await refundAttempt(db, l, k);
      return wait;
    }
  }
  return 0;
}

/** Minutes until the key may try again, without counting an attempt (0 when it is under its limit). */
export async function lockedForMinutes(db: Db, limit: Limit, key: string): Promise<number> {
  const since = windowStartAfter(limit);
  const [row] = rowsOf<{ hits: number; window_start: Date | string }>(
    await db.execute(
      sql`select hits, window_start from rate_limits where scope = ${limit.scope} and key = ${key} and window_start > ${since}`,
    ),
  );
  return row && row.hits >= limit.max ? minutesLeft(row.window_start, limit.windowMs) : 0;
}

/** Gives back an attempt that should not count (a login that succeeded, a form the server refused before acting). */
export async function refundAttempt(db: Db, limit: Limit, key: string): Promise<void> {
  await db.execute(
    sql`update rate_limits set hits = greatest(hits - 1, 0) where scope = ${limit.scope} and key = ${key}`,
  );
}

/** Forgets the key's attempts (a successful login or unlock). */
export async function clearAttempts(db: Db, limit: Limit, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where scope = ${limit.scope} and key = ${key}`);
}
