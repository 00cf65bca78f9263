// Which card authorizations a request is still working on (issue 30 item 6, decision 0038). A checkout holds a claim on
// its authorization's key from before it asks the provider until the authorization is captured or voided; the recovery
// job settles an open authorization only when it can take that claim itself, so "still in flight" and "orphaned" are
// told apart by who holds the claim, not by its age.
//
// The claim is two locks: a per-key lock in this process (PGlite has only this process), and on PostgreSQL a
// session-level advisory lock held on one dedicated connection per process — the lock lives as long as the process's
// connection does, so a process that dies (kill -9, a crash) lets its claims go at once and another process (or its own
// restart) settles them on its next run. The dedicated connection is never taken from the pool, so a claim cannot
// starve the work it protects of connections.
import pg from 'pg';
import type { Db } from '#src/db/client';

const held = new Map<string, Promise<void>>();

function takeLocal(key: string): (() => void) | null {
  if (held.has(key)) return null;
  let done!: () => void;
  held.set(key, new Promise<void>((r) => (done = r)));
  return () => {
    held.delete(key);
    done();
  };
}

async function waitLocal(key: string): Promise<() => void> {
  for (;;) {
    const release = takeLocal(key);
    if (release) return release;
    await held.get(key);
  }
}

/** One connection per pool for the advisory locks; made again after it fails (its locks went with it). */
const lockConnections = new WeakMap<pg.Pool, Promise<pg.Client>>();

function lockConnection(pool: pg.Pool): Promise<pg.Client> {
  let c = lockConnections.get(pool);
  if (!c) {
    c = (async () => {
      const client = new pg.Client({ connectionString: pool.options.connectionString, keepAlive: true });
      client.on('error', () => lockConnections.delete(pool));
      client.on('end', () => lockConnections.delete(pool));
      await client.connect();
      return client;
    })();
    c.catch(() => lockConnections.delete(pool));
    lockConnections.set(pool, c);
  }
  return c;
}

const poolOf = (db: Db) => {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};

/**
 * One query at a time on the lock connection: every checkout of the process shares it, and node-postgres would
 * otherwise queue concurrent calls itself, with a deprecation warning (its next major refuses them).
 */
const queues = new WeakMap<pg.Client, Promise<unknown>>();
function serially<T>(conn: pg.Client, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(conn) ?? Promise.resolve()).then(run, run);
  queues.set(
    conn,
    next.catch(() => undefined),
  );
  return next;
}

async function tryAdvisory(pool: pg.Pool, key: string): Promise<(() => Promise<void>) | null> {
  const conn = await lockConnection(pool);
  const r = await serially(conn, () =>
    conn.query<{ got: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as got', [key]),
  );
  if (!r.rows[0]?.got) return null;
  return async () => {
    await serially(conn, () => conn.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key])).catch(
      () => undefined,
    );
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `work` holding the claim on an authorization key. A second request with the same key (a double click) waits
 * for the first; so does a request whose key the recovery job is settling.
 */
export async function withAuthorizationClaim<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  const releaseLocal = await waitLocal(key);
  try {
    const pool = poolOf(db);
    if (!pool) return await work();
    let release = await tryAdvisory(pool, key);
    // Another process holds it (the same checkout sent twice to two processes, or its recovery): wait our turn. One
    // shared connection serves every claim of this process, so it is asked again rather than blocked on.
    while (!release) {
      await sleep(25);
      release = await tryAdvisory(pool, key);
    }
    try {
      return await work();
    } finally {
      await release();
    }
  } finally {
    releaseLocal();
  }
}

/**
 * Runs `settle` only when no request holds the claim on `key` (the authorization is orphaned), holding the claim
 * meanwhile so no request can pick the key up halfway; answers false (and does nothing) when it is in flight.
 */
export async function whenOrphaned(db: Db, key: string, settle: () => Promise<void>): Promise<boolean> {
  const releaseLocal = takeLocal(key);
  if (!releaseLocal) return false;
  try {
    const pool = poolOf(db);
    const release = pool ? await tryAdvisory(pool, key) : async () => undefined;
    if (!release) return false;
    try {
      await settle();
      return true;
    } finally {
      await release();
    }
  } finally {
    releaseLocal();
  }
}

/** Closes this pool's lock connection (server close), letting its claims go. */
export async function closeClaims(db: Db): Promise<void> {
  const pool = poolOf(db);
  const c = pool && lockConnections.get(pool);
  if (!c) return;
  lockConnections.delete(pool);
  await (await c).end().catch(() => undefined);
}
