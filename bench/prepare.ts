// Benchmark inputs drawn from the database before the server starts (PGlite allows one process at a time):
// a varied stream of vehicles, 24-part lists and categories, so figures show the engine rather than one cached answer.
import { readConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { ensureDemoData } from '../server/src/seed/ensure';
import pg from 'pg';

export interface BenchInputs {
  vehicles: { year: number; make_id: number; model_id: number }[];
  partLists: string[];
  categories: number[];
  /** Autocomplete terms as shoppers type them: word starts, two words, part-number starts (200 distinct). */
  terms: string[];
  /** Products whose page data is fetched. */
  productIds: number[];
}

export interface Target {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
}

export async function targetFor(name: Target['name'], scale: number): Promise<Target> {
  if (name === 'pglite') return { name, env: { DATA_DIR: `./data/bench-s${scale}`, DATABASE_URL: '' } };
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `partsdesk_bench_s${String(scale).replace('.', '_')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  return { name, env: { DATABASE_URL: url.toString() } };
}

export async function prepare(target: Target, scale: number): Promise<BenchInputs> {
  const config = readConfig({ ...process.env, ...target.env, SEED_SCALE: String(scale) });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database);
    await ensureDemoData(database, { scale, log: (m) => console.log(`  ${m}`) });
    return await pickInputs(database);
  } finally {
    await database.close();
  }
}

async function pickInputs(database: Database): Promise<BenchInputs> {
  // md5 ordering is a stable pseudo-random order: the same inputs every run.
  const vehicles = await database.query<{ base_vehicle_id: number; year: number; make_id: number; model_id: number }>(
    `select bv.base_vehicle_id, bv.year, bv.make_id, bv.model_id from base_vehicles bv
     where exists (select 1 from applications a where a.base_vehicle_id = bv.base_vehicle_id) order by md5(bv.base_vehicle_id::text) limit 200`,
  );
  const random = await database.query<{ part: string }>(
    `select m.aaia || '~' || p.mpn as part from products p join manufacturers m using (manufacturer_id) order by md5(p.product_id::text) limit 2400`,
  );
  const partLists: string[] = [];
  for (const [i, v] of vehicles.entries()) {
    // Half the list fits the vehicle (as on a listing a shopper filtered), half is anything.
    const fitting = await database.query<{ part: string }>(
      `select m.aaia || '~' || p.mpn as part from applications a join products p using (product_id) join manufacturers m using (manufacturer_id)
       where a.base_vehicle_id = $1 group by 1 order by md5(min(p.product_id)::text) limit 12`,
      [v.base_vehicle_id],
    );
    const rest = random.slice((i * 12) % 2388, ((i * 12) % 2388) + 24 - fitting.length);
    partLists.push([...fitting, ...rest].map((r) => r.part).join(','));
  }
  const categories = await database.query<{ category_id: number }>(
    `select category_id from categories where parent_id is not null order by md5(category_id::text) limit 40`,
  );
  const named = await database.query<{ product_id: number; name: string; mpn: string }>(`select product_id, name, mpn from products order by md5(product_id::text || 'ac') limit 200`);
  const terms = named.map((r, i) => {
    const words = r.name.toLowerCase().split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w));
    if (i % 3 === 0) return r.mpn.slice(0, 5);
    if (i % 3 === 1 && words.length > 1) return `${words[0]} ${words[1]!.slice(0, 3)}`;
    return (words.at(-1) ?? r.mpn).slice(0, 5);
  });
  return { vehicles, partLists, categories: categories.map((c) => c.category_id), terms, productIds: named.map((r) => r.product_id) };
}
