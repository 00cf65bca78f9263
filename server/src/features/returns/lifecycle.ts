// The return lifecycle as data (issue 28, decision 0054), modelled on the order's: statuses are rows of
// return_statuses and the allowed changes rows of return_status_transitions. changeReturnStatus is the only way a
// return's status changes; it refuses (409, nothing changed) a pair the table does not list.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { returns, returnStatusTransitions } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

/** The status keys seeded by migration 0031 (the table is the truth; this names them for code). */
export type ReturnStatus = 'requested' | 'received' | 'refunded' | 'to_vendor' | 'closed';

/** Moves the returns to `to`; each must be in a status the transitions table lets go to `to`. */
export async function changeReturnStatus(tx: Db, returnIds: number[], to: ReturnStatus): Promise<void> {
  if (returnIds.length === 0) return;
  const rows = await tx
    .select({ id: returns.returnId, status: returns.returnStatus })
    .from(returns)
    .where(inArray(returns.returnId, returnIds))
    .for('update');
  const allowed = await tx
    .select({ from: returnStatusTransitions.fromStatus })
    .from(returnStatusTransitions)
    .where(eq(returnStatusTransitions.toStatus, to));
  const from = new Set(allowed.map((a) => a.from));
  for (const r of rows)
    if (r.status !== to && !from.has(r.status))
      throw new HttpError(409, `A return that is ${r.status} cannot become ${to}.`);
  await tx
    .update(returns)
    .set({ returnStatus: to, dateModified: new Date() })
    .where(and(inArray(returns.returnId, returnIds)));
}
