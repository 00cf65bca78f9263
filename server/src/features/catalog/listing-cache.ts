// The listing cache (decision 0010): whole listing answers in process memory for a short time, keyed by the catalogue
// version, so a cached page never outlives a change to fitment, products, categories or specials. The version is a
// row bumped by statement-level triggers (migration 0005), whichever process makes the change: an ACES import run from
// another process, a seed reload or a hand edit. The triggers also announce the new version (NOTIFY catalog_version,
// migration 0022), and each server process keeps it in memory from one LISTEN connection (watchCatalogVersion), so a
// cache hit costs no database round trip (decision 0028); without a live listener the version is read per request.
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { ZodType } from 'zod';
import type { Database, Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { forgetPriceBook } from '#src/features/pricing/book';
import { forgetCategoryOrders } from './category-orders';

/** How long an answer is served from memory when nothing in the catalogue changed (stock counts may lag by this). */
export const LISTING_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** Epoch ms after which the answer is wrong even at the same version (a special that starts or ends); see below. */
  until?: number;
}

/** What a load may say about its answer: `until`, the moment it stops being right though nothing in the catalogue changed. */
export interface CacheEntryLimits {
  until?: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

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
  const watch = watches.get(db);
  if (!watch || watch.version === null) return readVersion(db);
  const pending = watch.pending;
  if (!pending || watch.version >= pending.version) return watch.version;
  const read = await readVersion(db);
  if (read >= pending.version || Date.now() - pending.at > PENDING_MS) watch.pending = null;
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

/**
 * The answer for `key` at the current catalogue version: from memory when fresh, else loaded (concurrent requests for
 * the same key share one load). A failed load is not kept. A load may set `limits.until` (epoch ms): the answer is
 * not served from memory from then on, whatever the TTL (prices that change with the clock, decision 0040).
 */
export async function cachedListing<T>(
  db: Db,
  key: string,
  load: (version: number, limits: CacheEntryLimits) => Promise<T>,
  ttlMs = LISTING_TTL_MS,
): Promise<T> {
  const version = await catalogVersion(db);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const full = `${version}|${key}`;
  const now = Date.now();
  const hit = cache.get(full);
  if (hit && now - hit.at < ttlMs && (hit.until === undefined || now < hit.until)) return hit.value as Promise<T>;
  if (hit) cache.delete(full);
  const entry: Entry = { at: now, value: undefined as unknown as Promise<unknown> };
  const value = load(version, entry);
  entry.value = value;
  cache.set(full, entry);
  value.catch(() => cache.delete(full));
  if (cache.size > MAX_ENTRIES) {
    // Oldest first (a Map keeps insertion order): drop a tenth, and anything of an older version goes with time.
    let drop = Math.ceil(MAX_ENTRIES / 10);
    for (const k of cache.keys()) {
      if (drop-- <= 0) break;
      cache.delete(k);
    }
  }
  return value;
}

/** For tests and the admin: forget every cached answer of this database, and the category orders and price book read with them. */
export const clearListingCache = (db: Db) => {
  caches.delete(db);
  forgetCategoryOrders(db);
  forgetPriceBook(db);
};

/**
 * The same cache holding the answer already checked against its wire schema and serialised: a hit costs a string
 * lookup, not a validation and JSON.stringify of a page of cards. Send it with `sendJson`.
 */
export function cachedJson<T>(
  db: Db,
  key: string,
  schema: ZodType<T>,
  load: (version: number, limits: CacheEntryLimits) => Promise<T>,
  ttlMs = LISTING_TTL_MS,
): Promise<string> {
  return cachedListing(
    db,
    `json|${key}`,
    async (version, limits) => JSON.stringify(schema.parse(await load(version, limits))),
    ttlMs,
  );
}

export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(body);
}
