// The catalogue version. It is a row bumped by statement-level triggers (migration 0005), whichever process makes the
// change: an ACES import run from another process, a seed reload or a hand edit. The triggers also announce the new
// version (NOTIFY catalog_version, migration 0022), and each server process keeps it in memory from one LISTEN
// connection (watchCatalogVersion), so a cache hit costs no database round trip (decision 0028); without a live
// listener the version is read per request. Everything held per version (listing cache, names, category orders, price
// book, name index) keys by it.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { primaryOf } from '#src/db/replica';

const CHANNEL = 'catalog_version';

interface Watch {
  /** The version last announced or read; null while the listener is not known to be up to date. */
  version: number | null;
  /**
   * A version this process itself just wrote (its connection's NOTICE, before the statement returned), not yet
   * announced: until the version reaches it, requests read the version from the database.
   */
  pending: { version: number; at: number } | null;
  /** Apps sharing this database handle (tests may start two); the last to close stops the listener. */
  users: number;
  stop?: () => Promise<void>;
}
const watches = new WeakMap<Db, Watch>();

async function readVersion(db: Db): Promise<number> {
  const [row] = rowsOf<{ version: string | number }>(
    await db.execute(sql`select version from catalog_version where id = 1`),
  );
  return row ? Number(row.version) : 0;
}

/** How long a change this process announced to itself may wait for its commit before it is taken as rolled back. */
const PENDING_MS = 2_000;

/** The catalogue version: from memory while this process listens for its changes, else from the database. */
export async function catalogVersion(db: Db): Promise<number> {
  // Always the primary's: a replica's handle (db/replica.ts) asks for the version its primary announced.
  db = primaryOf(db);
  const watch = watches.get(db);
  if (!watch || watch.version === null) return readVersion(db);
  const pending = watch.pending;
  if (!pending || watch.version >= pending.version) return watch.version;
  const read = await readVersion(db);
  if (read >= pending.version || Date.now() - pending.at > PENDING_MS) watch.pending = null;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the listener may reset version to null while readVersion is awaited; TypeScript keeps the narrowing from above.
  if (watch.version !== null) watch.version = Math.max(watch.version, read);
  return read;
}

/**
 * Keeps the catalogue version in memory for this database: LISTEN first, then read, so no change falls between. On a
 * PostgreSQL server the listener has its own connection; when it drops, requests read the version again until a new
 * connection listens (tried every second). PGlite (one process) delivers its own notifications before the writing
 * statement returns. Answers the stop function (the app calls it on close).
 */
export async function watchCatalogVersion(database: Database): Promise<() => Promise<void>> {
  const shared = watches.get(database.db);
  if (shared) {
    shared.users++;
    return release(database.db, shared);
  }
  const watch: Watch = { version: null, pending: null, users: 1 };
  watches.set(database.db, watch);
  watch.stop = await listen(database, watch);
  return release(database.db, watch);
}

function release(db: Db, watch: Watch): () => Promise<void> {
  let done = false;
  return async () => {
    if (done || --watch.users > 0) return;
    done = true;
    if (watches.get(db) === watch) watches.delete(db);
    await watch.stop?.();
  };
}

async function listen(database: Database, watch: Watch): Promise<() => Promise<void>> {
  const heard = (payload: string | undefined) => {
    const v = Number(payload);
    // Announcements can arrive out of order across transactions; the version only grows.
    if (watch.version !== null && Number.isFinite(v)) watch.version = Math.max(watch.version, v);
  };
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const unlisten = await client.listen(CHANNEL, heard);
    watch.version = await readVersion(database.db);
    return () => unlisten().catch(() => undefined);
  }
  database.onNotice?.((message) => {
    const m = /^catalog_version (\d+)$/.exec(message);
    if (m) watch.pending = { version: Math.max(Number(m[1]), watch.pending?.version ?? 0), at: Date.now() };
  });
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: database.url, keepAlive: true });
    client = c;
    const lost = (err?: Error) => {
      if (client !== c) return;
      watch.version = null;
      client = undefined;
      if (err) console.error(`catalog_version listener lost: ${err.message}`);
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (msg) => msg.channel === CHANNEL && heard(msg.payload));
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      const [row] = (await c.query<{ version: string }>('select version from catalog_version where id = 1')).rows;
      if (client === c) watch.version = Math.max(watch.version ?? 0, row ? Number(row.version) : 0);
    } catch (err) {
      lost(err as Error);
    }
  };
  await connect();
  return async () => {
    closed = true;
    watch.version = null;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}
