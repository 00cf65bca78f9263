// Failed-attempt counting in the database, so the limit holds across server processes and restarts.
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { loginFailures } from '#src/db/schema/index';

export interface Limit {
  scope: string;
  max: number;
  windowMs: number;
}

/** Minutes until another attempt is allowed, or 0 when the key is under its limit. */
export async function lockedForMinutes(db: Db, limit: Limit, key: string): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, limit.scope), eq(loginFailures.key, key), gt(loginFailures.at, since)));
  if (!row || row.n < limit.max || !row.oldest) return 0;
  const freeAt = new Date(row.oldest).getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
}

export async function recordFailure(db: Db, limit: Limit, key: string): Promise<void> {
  await db.insert(loginFailures).values({ scope: limit.scope, key });
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 86_400_000)));
}

export async function clearFailures(db: Db, limit: Limit, key: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, limit.scope), eq(loginFailures.key, key)));
}
