// One database handle for two engines: PGlite (embedded, DATA_DIR) by default, a PostgreSQL server when DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A direct connection string (postgres only) for the dedicated LISTEN connections (payments/events, catalog-version). */
  url?: string;
  /**
   * DATABASE_READ_URL (postgres only): a second pool on a read replica for catalogue reads (db/replica.ts); its
   * sessions are read-only, so a write sent there by mistake fails instead of going astray.
   */
  read?: Db;
  /** Runs raw SQL with positional parameters; for bulk loads and the few statements Drizzle cannot express. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Like query, but on a server the statement is prepared once per connection under `name` and reused, skipping
   * parse and plan on hot paths. The text must not vary between calls with the same name.
   */
  prepared<T = Record<string, unknown>>(name: string, text: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** PostgreSQL: calls `fn` with each NOTICE a statement of this pool raises (before that statement returns). */
  onNotice?(fn: (message: string) => void): void;
}

export interface DbOptions {
  databaseUrl?: string;
  /**
   * A direct connection string for the LISTEN connections (catalogue version, POS terminal events) when databaseUrl
   * goes through a pooler (PgBouncer, decision 0065): a pooler hands a client's session to others, so LISTEN needs a
   * connection of its own to the server.
   */
  listenUrl?: string;
  /** A read replica (or any read-only copy) for catalogue reads: DATABASE_READ_URL (db/replica.ts). */
  readUrl?: string;
  /** A folder for PGlite's files, or undefined for an in-memory database (tests). */
  dataDir?: string;
  /** A PGlite data dir dump (tar.gz) to start from, so tests skip initdb and migrations. */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // partsdesk.announce_version: the catalogue version's trigger tells these connections of a change (decision 0028).
    // PgBouncer refuses the `options` start-up parameter, so behind a pooler (listenUrl) each connection sets it, in
    // onConnect: the pool awaits it before handing the connection out (a 'connect' listener is not awaited, so the
    // caller's first statement was queued behind the SET, which pg deprecates). A SET that fails ends the connection
    // and fails that checkout, instead of handing out a connection that would not hear its own catalogue changes.
    const pooled = Boolean(opts.listenUrl);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      keepAlive: true,
      ...(pooled
        ? {
            // @types/pg types onConnect as returning void; pg-pool (3.14, which pg 8.23 needs) awaits the promise.
            // eslint-disable-next-line @typescript-eslint/no-misused-promises
            onConnect: async (client: pg.ClientBase) => {
              await client.query('set partsdesk.announce_version = on');
            },
          }
        : { options: '-c partsdesk.announce_version=on' }),
    });
    survivePoolErrors(pool);
    const noticeHandlers: ((message: string) => void)[] = [];
    pool.on('connect', (client) => client.on('notice', (msg) => noticeHandlers.forEach((fn) => fn(msg.message ?? ''))));
    // Fail at start, not at the first request, when the server is unreachable.
    await pool.query('select 1');
    const readPool = opts.readUrl ? await openReadPool(opts.readUrl, opts.poolSize ?? 20, pooled) : undefined;
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      url: opts.listenUrl ?? opts.databaseUrl,
      ...(readPool ? { read: drizzlePg(readPool, { schema }) as unknown as Db } : {}),
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params as unknown[])).rows as T[],
      prepared: async <T>(name: string, text: string, params: unknown[]) =>
        (await pool.query({ name, text, values: params })).rows as T[],
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
      onNotice: (fn) => void noticeHandlers.push(fn),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.resolve(opts.dataDir, 'pglite');
    // PGlite needs the parent folder to exist before it opens.
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, btree_gist }, loadDataDir: opts.loadDataDir });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    prepared: async <T>(_name: string, text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/**
 * The read pool, its connections named partsdesk-read (pg_stat_activity tells them apart). Straight to a server, every
 * session is also read-only (default_transaction_read_only, a start-up option), so a write sent there by mistake fails
 * instead of landing on a copy. Through a pooler (`pooled`: PgBouncer refuses start-up options, and a SET would stay on
 * a server connection other clients share) that is left to the replica, which a hot standby is.
 */
async function openReadPool(url: string, max: number, pooled: boolean): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    keepAlive: true,
    application_name: READ_APPLICATION_NAME,
    ...(pooled ? {} : { options: '-c default_transaction_read_only=on' }),
  });
  survivePoolErrors(pool);
  await pool.query('select 1');
  return pool;
}

/** The application_name of the read pool's connections. */
export const READ_APPLICATION_NAME = 'partsdesk-read';

/**
 * A connection the server drops (restart, idle timeout, pg_terminate_backend) raises an 'error' event; with no listener
 * Node would end the process. The pool already discards an idle client that fails; a client that fails while checked
 * out (between the statements of a transaction) has no pool listener, so every client gets one too. The statement in
 * flight rejects as usual, and the next request gets a fresh connection.
 */
function survivePoolErrors(pool: pg.Pool): void {
  const log = (err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`);
  pool.on('error', log);
  pool.on('connect', (client) => client.on('error', log));
}

/**
 * Database.prepared for code that holds only the Drizzle handle: on a server the statement is prepared once per
 * connection under `name` (no parse and plan per call); PGlite runs it as is. The text must not vary under one name.
 */
export async function preparedOn<T>(db: Db, name: string, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows as T[];
  return (await client.query<T>(text, params)).rows;
}

const dialect = new PgDialect();

/**
 * preparedOn for a statement built with Drizzle's sql: named `${prefix}_` and a hash of its text, so each shape of the
 * text (the sort, the filters, the number of words) is its own prepared statement and the values are its parameters.
 * For statements whose text takes few shapes and whose values never hide in the text (lists as one array parameter).
 */
export async function preparedSql<T>(db: Db, prefix: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return preparedOn<T>(db, `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params);
}

/** Exposes PGlite's dump for the test template; undefined for a server database. */
export async function dumpPglite(database: Database): Promise<Blob | undefined> {
  if (database.kind !== 'pglite') return undefined;
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('gzip') as Promise<Blob>;
}
