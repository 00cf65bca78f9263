// `npm run import:pies -- FILE.xml [--dry-run]` and `npm run import:products -- FILE.csv [--dry-run]`: the back
// office's imports from a terminal, against the configured database, printing created, updated, unchanged and the
// rejects with their lines. One transaction each: a refused file (or a dry run) changes nothing. After a PIES import
// commits its digital assets are fetched (decision 0100) unless --skip-assets leaves them to the server's job.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { migrate } from '#src/db/migrate';
import { CsvError, importProductCsv } from './csv-import';
import { assetFetcher } from './asset-fetcher';
import { fetchDueAssets } from './asset-pictures';
import { recordImport } from './history';
import { importPies, PiesError, type ImportCounts } from './pies-import';

const kind = process.argv[2] === 'products' ? 'products' : 'pies';
const USAGE =
  kind === 'pies'
    ? 'Usage: npm run import:pies -- FILE.xml [--dry-run] [--skip-assets]'
    : 'Usage: npm run import:products -- FILE.csv [--dry-run]';
const WHO = { staffId: null, staffName: 'command line' };

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: process.argv.slice(3),
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'skip-assets': { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 1;
  }
  const [file] = args.positionals;
  const dryRun = args.values['dry-run'];
  if (!file || args.positionals.length > 1) {
    console.error(USAGE);
    return 1;
  }
  try {
    await stat(file);
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const fileName = file.split('/').pop()!;
  try {
    await migrate(database);
    const onApplied = async (tx: unknown, counts: ImportCounts) => {
      await recordImport(tx as typeof database.db, { kind, fileName, who: WHO, status: 'applied', counts });
    };
    const started = Date.now();
    const counts =
      kind === 'pies'
        ? await importPies(database, createReadStream(file, { highWaterMark: 256 * 1024 }), { dryRun, onApplied })
        : await importProductCsv(database, file, { dryRun, onApplied });
    if (dryRun) await recordImport(database.db, { kind, fileName, who: WHO, status: 'dry_run', counts });
    console.error(
      `${dryRun ? 'Dry run (nothing was changed)' : 'Imported'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `Created: ${counts.created}, updated: ${counts.updated}, unchanged: ${counts.unchanged}, rejected: ${counts.rejected}`,
    );
    for (const r of counts.rejects) console.log(`line ${r.line} (${r.key || 'no part number'}): ${r.message}`);
    if (counts.rejected > counts.rejects.length) console.log(`… and ${counts.rejected - counts.rejects.length} more`);
    if (kind === 'pies' && !dryRun && !args.values['skip-assets']) {
      const a = await fetchDueAssets(database.db, assetFetcher(database.db, config));
      console.log(
        `Digital assets: ${a.pictures} became pictures, ${a.links} kept as links, ${a.retries} to try again later`,
      );
    }
    return 0;
  } catch (err) {
    if (!(err instanceof PiesError || err instanceof CsvError)) throw err;
    await recordImport(database.db, { kind, fileName, who: WHO, status: 'failed', message: err.message });
    console.error(`${file} was not imported: ${err.message}\nNothing was changed.`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
