// Benchmark inputs drawn from the database before the server starts (PGlite allows one process at a time): a fixed
// set of keys for the warm scenarios, and pools wide enough that the cold scenarios never ask for a key twice.
import { readConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { ensureDemoData, generatorVersion } from '../server/src/seed/ensure';
import pg from 'pg';

export interface Vehicle {
  year: number;
  make_id: number;
  model_id: number;
}

export interface BenchInputs {
  /** Vehicles with fitment, in a stable pseudo-random order (the first 50 make the warm sessions). */
  vehicles: Vehicle[];
  /** More vehicles with fitment, none of them in `vehicles`: each a home page never asked for (the cold home). */
  homeVehicles: Vehicle[];
  /** Warm validateFitment lists (24 parts each, half fitting the vehicle of the same index). */
  partLists: string[];
  /** Every part as validateFitment names it ("AAIA~MPN"), for the cold lists. */
  parts: string[];
  /** Leaf categories with their product counts (all of them: cold listings pick among every category). */
  categories: { category_id: number; n: number }[];
  /** Autocomplete terms as shoppers type them (word starts, two words, part-number starts): 200 for warm. */
  terms: string[];
  /** Many more distinct terms, none of them in `terms`, for the cold scenario. */
  coldTerms: string[];
  /** Products whose page data the warm scenario fetches (100). */
  productIds: number[];
  /** Every active product, for the cold product pages. */
  allProductIds: number[];
}

export interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
}

/** The bench's own databases: PGlite under ./data/bench-sN, PostgreSQL `${prefix}sN` (default pd_bench_s1, pd_bench_s10). */
export async function targetFor(
  name: Target['name'],
  scale: number,
  prefix = process.env.BENCH_DB_PREFIX ?? 'pd_bench_',
): Promise<Target> {
  const suffix = `s${String(scale).replace('.', '_')}`;
  if (name === 'pglite') return { name, env: { DATA_DIR: `./data/bench-${suffix}`, DATABASE_URL: '' } };
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `${prefix}${suffix}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`Not a database name: ${dbName}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  return { name, env: { DATABASE_URL: url.toString() } };
}

/**
 * Migrates, loads the demo store when needed and picks the inputs. A database already seeded at this scale is reused
 * even when the generator changed since (loading scale 10 takes minutes); `reseed` loads it again.
 */
export async function prepare(
  target: Target,
  scale: number,
  opts: { reseed?: boolean; log: (m: string) => void },
): Promise<BenchInputs> {
  const config = readConfig({ ...process.env, ...target.env, SEED_SCALE: String(scale) });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database);
    const [marker] = await database.query<{ value: { version: string; scale: number; state: string } }>(
      `select value from settings where key = 'demo_seed'`,
    );
    const seeded = marker?.value.state === 'done' && marker.value.scale === scale;
    if (seeded && !opts.reseed) {
      const stale = marker.value.version !== generatorVersion();
      opts.log(
        `reusing the demo store already loaded at scale ${scale}${stale ? ' (by an older generator; --reseed loads it again)' : ''}`,
      );
    } else {
      opts.log(`loading the demo store at scale ${scale} (minutes at scale 10)…`);
      await ensureDemoData(database, { scale, force: opts.reseed, log: (m) => opts.log(m) });
    }
    if (database.kind === 'postgres') await database.query('analyze');
    return await pickInputs(database);
  } finally {
    await database.close();
  }
}

async function pickInputs(database: Database): Promise<BenchInputs> {
  // md5 ordering is a stable pseudo-random order: the same inputs every run.
  const withFitment = await database.query<Vehicle & { base_vehicle_id: number }>(
    `select bv.base_vehicle_id, bv.year, bv.make_id, bv.model_id from base_vehicles bv
     where exists (select 1 from applications a where a.base_vehicle_id = bv.base_vehicle_id) order by md5(bv.base_vehicle_id::text) limit 4400`,
  );
  const vehicles = withFitment.slice(0, 400);
  const parts = (
    await database.query<{ part: string }>(
      `select m.aaia || '~' || p.mpn as part from products p join manufacturers m using (manufacturer_id) where p.status order by md5(p.product_id::text)`,
    )
  ).map((r) => r.part);
  const partLists: string[] = [];
  for (const [i, v] of vehicles.slice(0, 50).entries()) {
    // Half the list fits the vehicle (as on a listing a shopper filtered), half is anything.
    const fitting = await database.query<{ part: string }>(
      `select m.aaia || '~' || p.mpn as part from applications a join products p using (product_id) join manufacturers m using (manufacturer_id)
       where a.base_vehicle_id = $1 group by 1 order by md5(min(p.product_id)::text) limit 12`,
      [v.base_vehicle_id],
    );
    for (let k = 0; k < 4; k++) {
      const from = ((i * 4 + k) * 12) % (parts.length - 24);
      partLists.push([...fitting.map((r) => r.part), ...parts.slice(from, from + 24 - fitting.length)].join(','));
    }
  }
  const categories = await database.query<{ category_id: number; n: number }>(
    `select c.category_id, count(*)::int as n from categories c join product_categories pc using (category_id) join products p using (product_id)
     where c.parent_id is not null and p.status group by c.category_id order by md5(c.category_id::text)`,
  );
  const named = await database.query<{ product_id: number; name: string; mpn: string }>(
    `select product_id, name, mpn from products where status order by md5(product_id::text || 'ac')`,
  );
  const termOf = (r: { name: string; mpn: string }, kind: number) => {
    const words = r.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => /^[a-z]{3,}$/.test(w));
    if (kind % 3 === 0) return r.mpn.slice(0, 5);
    if (kind % 3 === 1 && words.length > 1) return `${words[0]} ${words[1]!.slice(0, 3)}`;
    return (words.at(-1) ?? r.mpn).slice(0, 5);
  };
  const terms = named.slice(0, 200).map((r, i) => termOf(r, i));
  // Cold terms: what shoppers type that nobody typed before: part-number starts of 4 to 7 characters, a word and the
  // start of the next, a word start of 3 to 6 letters; each term once, none of the warm ones.
  const seen = new Set(terms.map((t) => t.toLowerCase()));
  const coldTerms: string[] = [];
  const add = (t: string) => {
    const k = t.toLowerCase().trim();
    if (k.length >= 3 && !seen.has(k)) {
      seen.add(k);
      coldTerms.push(t);
    }
  };
  for (const [i, r] of named.slice(200).entries()) {
    const words = r.name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => /^[a-z]{3,}$/.test(w));
    add(r.mpn.slice(0, 4 + (i % 4)));
    if (words.length > 1) {
      const w = i % (words.length - 1);
      add(`${words[w]} ${words[w + 1]!.slice(0, 2 + (i % 4))}`);
    }
    const word = words[i % Math.max(1, words.length)];
    if (word) add(word.slice(0, 3 + (i % 4)));
  }
  const allProductIds = named.map((r) => r.product_id);
  return {
    vehicles,
    homeVehicles: withFitment.slice(400),
    partLists,
    parts,
    categories,
    terms,
    coldTerms,
    productIds: allProductIds.slice(0, 100),
    allProductIds,
  };
}
