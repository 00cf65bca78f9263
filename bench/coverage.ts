// `npx tsx bench/coverage.ts` (DATABASE_URL or DATA_DIR of a seeded demo store): times the fitment coverage report
// (decision 0084) at 50 and 200 popular vehicles, a snapshot's figures, and a page of parts without applications.
import { readConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { coverageReport, unfittedPage } from '../server/src/features/coverage/coverage';
import { coverageBefore } from '../server/src/features/coverage/snapshots';

const config = readConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const time = async (label: string, run: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label}: median ${ms[2]!.toFixed(0)} ms (best ${ms[0]!.toFixed(0)}, worst ${ms[4]!.toFixed(0)})`);
};
const r = await coverageReport(database.db, 50);
console.log(`50 vehicles × ${r.categories.length} categories: ${r.holes.length} holes, ${r.unfitted} unfitted parts`);
await time('report, 50 vehicles', () => coverageReport(database.db, 50));
await time('report, 200 vehicles', () => coverageReport(database.db, 200));
await time('snapshot figures (before an import)', () => coverageBefore(database.db));
await time('parts without applications, page 1', () => unfittedPage(database.db, { page: 1, limit: 20 }));
await database.close();
