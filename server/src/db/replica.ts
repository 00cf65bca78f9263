// Catalogue reads on a read replica (DATABASE_READ_URL, decision 0090). The primary stays the one handle every feature
// holds and every per-process cache keys by (primaryOf); a catalogue load asks catalogReader for the handle to read
// with at the catalogue version it will be cached under. That version comes from the primary (its announcement, or
// its row); the replica is used only once its own catalog_version row has reached it, so a lagging replica never puts
// old rows into an answer filed under a newer version: until it catches up, those reads go to the primary. Writes,
// and whatever a request reads after writing (cart, checkout, POS, back office), never come here: they use the primary.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

interface Replica {
  db: Db;
  /** The highest catalogue version the replica was seen to hold. */
  reached: number;
  /** The version read in flight, shared by every caller meanwhile. */
  checking: Promise<number> | null;
}

const replicas = new WeakMap<Db, Replica>();
const primaries = new WeakMap<Db, Db>();

/** Sends this primary's catalogue reads to `replica` from now on (the app calls it when DATABASE_READ_URL is set). */
export function useReadReplica(primary: Db, replica: Db): void {
  replicas.set(primary, { db: replica, reached: 0, checking: null });
  primaries.set(replica, primary);
}

/** Stops using the replica (the app calls it on close). */
export function dropReadReplica(primary: Db): void {
  const r = replicas.get(primary);
  if (r) primaries.delete(r.db);
  replicas.delete(primary);
}

/** The primary behind a handle: itself, or the primary whose replica it is. Per-process caches key by it. */
export const primaryOf = (db: Db): Db => primaries.get(db) ?? db;

async function replicaVersion(r: Replica): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await r.db.execute(sql`select version from catalog_version where id = 1`),
  );
  return row ? Number(row.version) : 0;
}

/**
 * The handle to read the catalogue with for an answer held under catalogue `version`: the replica when it holds that
 * version (or a later one), else the primary. While the replica lags, one version read at a time is shared by all
 * callers; an unreachable replica sends reads to the primary.
 */
export async function catalogReader(db: Db, version: number): Promise<Db> {
  const primary = primaryOf(db);
  const r = replicas.get(primary);
  if (!r) return primary;
  if (r.reached >= version) return r.db;
  let check = r.checking;
  if (!check) {
    check = replicaVersion(r);
    r.checking = check;
    void check.then(
      (v) => {
        r.reached = Math.max(r.reached, v);
        r.checking = null;
      },
      () => (r.checking = null),
    );
  }
  try {
    return Math.max(await check, r.reached) >= version ? r.db : primary;
  } catch {
    return primary;
  }
}
