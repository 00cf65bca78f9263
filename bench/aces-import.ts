// `npm run bench:aces -- [--apps 10000] [--rounds 2]` (DATABASE_URL: a PostgreSQL store already seeded, e.g. at scale 10)
// Times the ACES import of one brand's own applications, as issue 26 asks: the brand whose application count is nearest
// `--apps` is exported (as `npm run export:aces -- --brand X` writes it) and imported back as FULL; then the same Apps
// go out as an INCREMENTAL file of D actions and come back as one of A actions. After every import the fit table
// (vehicle_fits, kept by the applications' triggers) is compared with one computed from scratch, and must match.
// Prints each time with the load average and writes bench/results/aces-import.md. Not part of CI.
import { createReadStream, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/src/config';
import { openDatabase, type Database } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { importAces, type AcesReport } from '../server/src/features/fitment/aces/import';
import { writeAces } from '../server/src/features/fitment/aces/write';

const { values } = parseArgs({
  options: { apps: { type: 'string', default: '10000' }, rounds: { type: 'string', default: '2' } },
});
const target = Number(values.apps);
const rounds = Number(values.rounds);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const config = readConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to a seeded PostgreSQL store.');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);

/** Rows of vehicle_fits that differ from the fit table computed from scratch (0 when the triggers kept it right). */
async function fitTableDrift(db: Database, aaia: string): Promise<number> {
  // The brand's parts only: the import touches no other rows, and the whole table takes minutes to recount.
  const [row] = await db.query<{ n: number }>(
    `
    with mine as (select p.product_id from products p join manufacturers m using (manufacturer_id) where m.aaia = $1),
    truth as (
      select a.base_vehicle_id, pc.category_id, a.product_id, count(*)::int as apps
      from applications a join product_categories pc on pc.product_id = a.product_id
      where a.product_id in (select product_id from mine) group by 1, 2, 3),
    kept as (select * from vehicle_fits where product_id in (select product_id from mine)),
    diff as ((select * from truth except select * from kept) union all (select * from kept except select * from truth))
    select count(*)::int as n from diff`,
    [aaia],
  );
  return row!.n;
}

const [brand] = await database.query<{ aaia: string; n: number }>(
  `select m.aaia, count(*)::int as n from applications a join products p using (product_id)
   join manufacturers m using (manufacturer_id) group by m.aaia order by abs(count(*) - $1), m.aaia limit 1`,
  [target],
);
const [scale] = await database.query<{ products: number; apps: number; fits: number }>(
  `select (select count(*)::int from products) as products, (select count(*)::int from applications) as apps,
     (select count(*)::int from vehicle_fits) as fits`,
);
const dir = mkdirTmp();
const file = (name: string) => path.join(dir, name);

async function exportBrand(name: string): Promise<void> {
  await writeAces(database, createWriteStream(file(name)), { brand: brand!.aaia, date: '2026-11-25' });
}

async function timed(label: string, name: string): Promise<string> {
  const load = loadavg();
  const started = performance.now();
  const report: AcesReport = await importAces(database, createReadStream(file(name), { highWaterMark: 256 * 1024 }));
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(2)} s`);
  const drift = await fitTableDrift(database, brand!.aaia);
  if (drift !== 0) throw new Error(`${label}: the fit table is wrong in ${drift} rows`);
  const line = `| ${label} | ${report.records} | ${report.added} | ${report.deleted} | ${report.rejectedCount} | ${seconds.toFixed(2)} | ${load} | right |`;
  console.log(line);
  return line;
}

console.log(
  `ACES import bench: ${scale!.products} products, ${scale!.apps} applications, ${scale!.fits} fit rows; brand ${brand!.aaia} with ${brand!.n} applications; load ${loadavg()}`,
);
const lines: string[] = [];
for (let round = 1; round <= rounds; round++) {
  await exportBrand('full.xml');
  lines.push(await timed(`FULL re-import (round ${round})`, 'full.xml'));
  // The FULL import gave every row its App id, so the D file names them.
  await exportBrand('ids.xml');
  const xml = readFileSync(file('ids.xml'), 'utf8').replace('<SubmissionType>FULL', '<SubmissionType>INCREMENTAL');
  writeFileSync(file('delete.xml'), xml.replaceAll('<App action="A"', '<App action="D"'));
  writeFileSync(file('add.xml'), xml);
  lines.push(await timed(`INCREMENTAL, D of every App (round ${round})`, 'delete.xml'));
  lines.push(await timed(`INCREMENTAL, A of every App (round ${round})`, 'add.xml'));
}
await database.close();

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/aces-import.md',
  `# ACES import, ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores

${scale!.products} products, ${scale!.apps} applications, ${scale!.fits} fit rows; brand ${brand!.aaia}, ${brand!.n} applications.

| import | Apps | added | deleted | rejected | seconds | load average at start | fit table |
| ------ | ---: | ----: | ------: | -------: | ------: | --------------------- | --------- |
${lines.join('\n')}
`,
);

function mkdirTmp(): string {
  const d = path.join(os.tmpdir(), `aces-bench-${process.pid}`);
  mkdirSync(d, { recursive: true });
  return d;
}
