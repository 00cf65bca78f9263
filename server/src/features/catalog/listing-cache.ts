// The listing cache (decision 0010): whole listing answers in process memory for a short time, keyed by the catalogue
// version (catalog-version/version.ts), so a cached page never outlives a change to fitment, products, categories or
// specials.
import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import type { Db } from '#src/db/client';
import { catalogReader, primaryOf } from '#src/db/replica';
import { catalogVersion } from '#src/features/catalog-version/version';
import { forgetPriceBook } from '#src/features/pricing/book';
import { forgetCategoryOrders } from './category-orders';

/** How long an answer is served from memory when nothing in the catalogue changed (stock counts may lag by this). */
export const LISTING_TTL_MS = 30_000;
export const MAX_ENTRIES = 5_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** Epoch ms after which the answer is wrong even at the same version (a special that starts or ends); see below. */
  until?: number;
  /** The answer's size in UTF-8 once loaded, when it is serialised JSON (cachedJson); unset for other answers. */
  bytes?: number;
}

/** What a load may say about its answer: `until`, the moment it stops being right though nothing in the catalogue changed. */
export interface CacheEntryLimits {
  until?: number;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The answer for `key` at the current catalogue version: from memory when fresh, else loaded (concurrent requests for
 * the same key share one load). A failed load is not kept. A load may set `limits.until` (epoch ms): the answer is
 * not served from memory from then on, whatever the TTL (prices that change with the clock, decision 0040). `read`
 * is the handle to read the catalogue with: the read replica once it holds this version, else the primary (decision
 * 0090); a load that writes, or reads what this request wrote, uses the primary instead.
 */
export async function cachedListing<T>(
  db: Db,
  key: string,
  load: (version: number, limits: CacheEntryLimits, read: Db) => Promise<T>,
  ttlMs = LISTING_TTL_MS,
): Promise<T> {
  db = primaryOf(db);
  const version = await catalogVersion(db);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const full = `${version}|${key}`;
  const now = Date.now();
  const hit = cache.get(full);
  if (hit && now - hit.at < ttlMs && (hit.until === undefined || now < hit.until)) return hit.value as Promise<T>;
  if (hit) cache.delete(full);
  const entry: Entry = { at: now, value: undefined as unknown as Promise<unknown> };
  const value = catalogReader(db, version).then((read) => load(version, entry, read));
  entry.value = value;
  cache.set(full, entry);
  value.then(
    (v) => {
      if (typeof v === 'string') entry.bytes = Buffer.byteLength(v);
    },
    () => cache.delete(full),
  );
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

/** What the answer cache of one database holds (GET /admin/api/catalog/answer-cache, decision 0105). */
export interface AnswerCacheStats {
  entries: number;
  /** UTF-8 bytes of the serialised answers (cachedJson). */
  bytes: number;
  /** Entries with no size: answers kept as objects (the catalogue home), and answers still loading. */
  unsized_entries: number;
  max_entries: number;
  ttl_ms: number;
}

/**
 * Counts this database's cached answers: one pass over at most MAX_ENTRIES (+1) entries, no serialising.
 */
export function answerCacheStats(db: Db): AnswerCacheStats {
  const cache = caches.get(primaryOf(db));
  let bytes = 0;
  let unsized = 0;
  for (const e of cache?.values() ?? []) {
    if (e.bytes !== undefined) bytes += e.bytes;
    else unsized += 1;
  }
  return {
    entries: cache?.size ?? 0,
    bytes,
    unsized_entries: unsized,
    max_entries: MAX_ENTRIES,
    ttl_ms: LISTING_TTL_MS,
  };
}

/** For tests and the admin: forget every cached answer of this database, and the category orders and price book read with them. */
export const clearListingCache = (db: Db) => {
  caches.delete(primaryOf(db));
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
  load: (version: number, limits: CacheEntryLimits, read: Db) => Promise<T>,
  ttlMs = LISTING_TTL_MS,
): Promise<string> {
  return cachedListing(
    db,
    `json|${key}`,
    async (version, limits, read) => JSON.stringify(schema.parse(await load(version, limits, read))),
    ttlMs,
  );
}

export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(body);
}
