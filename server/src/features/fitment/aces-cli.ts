// `npm run import:aces -- FILE.xml` applies an ACES file to the configured database, with a progress bar and a summary;
// `npm run export:aces -- FILE.xml [--brand AAIA]` writes the catalogue's applications as ACES, e.g. to exercise the importer.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { readConfig } from '#src/config';
import { openDatabase, type Database } from '#src/db/client';
import { migrate } from '#src/db/migrate';
import { AcesError, importAces, type AcesReport } from './aces/import';
import { writeAces } from './aces/write';

const USAGE = 'Usage: npm run import:aces -- FILE.xml\n       npm run export:aces -- FILE.xml [--brand AAIA]';
/** Rejections listed in the summary; a supplier's bad file can have thousands, and the first ones tell the story. */
const LISTED = 200;

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: { export: { type: 'boolean', default: false }, brand: { type: 'string' } },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 1;
  }
  const { values, positionals } = args;
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 1;
  }
  if (values.brand !== undefined && !values.export) {
    console.error(`--brand applies to export:aces only.\n${USAGE}`);
    return 1;
  }
  let size = 0;
  if (!values.export) {
    try {
      size = (await stat(file)).size;
    } catch (err) {
      console.error(`Cannot read ${file}: ${(err as Error).message}`);
      return 1;
    }
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database);
    return values.export ? await exportFile(database, file, values.brand) : await importFile(database, file, size);
  } finally {
    await database.close();
  }
}

async function importFile(database: Database, file: string, size: number): Promise<number> {
  const bar = progress(size);
  const started = Date.now();
  let report: AcesReport;
  try {
    report = await importAces(database, createReadStream(file, { highWaterMark: 256 * 1024 }), {
      onProgress: bar.update,
    });
  } catch (err) {
    bar.stop();
    // The import is one transaction, so any failure (a bad file or the database) leaves the store as it was.
    const message =
      err instanceof AcesError
        ? err.message
        : `the database answered: ${err instanceof Error ? err.message : String(err)}`;
    console.error(`${file} was not imported: ${message}\nNothing was changed.`);
    return 1;
  }
  bar.update(size, report.records);
  bar.stop();
  console.error(
    `${report.submissionType} submission: ${report.records} App records in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(`Applications added: ${report.added}, deleted: ${report.deleted}, rejected: ${report.rejectedCount}`);
  const listed = report.rejected.slice(0, LISTED);
  for (const r of listed) console.log(`line ${r.line} (App id ${r.appId || '(none)'}): ${r.reason}`);
  if (report.rejectedCount > listed.length) console.log(`… and ${report.rejectedCount - listed.length} more`);
  return 0;
}

/** A bar on a terminal; a line every 10% otherwise, so logs of unattended runs stay short. */
function progress(total: number) {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        hideCursor: true,
        format: 'ACES import |{bar}| {percentage}% | {done}/{size} MB | {apps} Apps | ETA {eta_formatted}',
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(Math.max(total, 1), 0, { done: mb(0), size: mb(total), apps: 0 });
    return {
      update: (bytes: number, apps: number) => bar.update(bytes, { done: mb(bytes), apps }),
      stop: () => bar.stop(),
    };
  }
  let next = 10;
  return {
    update: (bytes: number, apps: number) => {
      const pct = total > 0 ? Math.floor((bytes * 100) / total) : 100;
      if (pct < next) return;
      const step = Math.min(100, Math.floor(pct / 10) * 10);
      process.stderr.write(`ACES import: ${step}% (${mb(bytes)} of ${mb(total)} MB, ${apps} Apps)\n`);
      next = step + 10;
    },
    stop: () => {},
  };
}

async function exportFile(database: Database, file: string, brand: string | undefined): Promise<number> {
  // Written aside and renamed at the end, so a failed export never leaves a truncated file that looks complete.
  const partial = `${file}.partial`;
  try {
    const count = await writeAces(database, createWriteStream(partial), { brand });
    await rename(partial, file);
    console.log(`Wrote ${count} applications${brand ? ` of ${brand.toUpperCase()}` : ''} to ${file}`);
    return 0;
  } catch (err) {
    await rm(partial, { force: true });
    console.error(`Export failed: ${(err as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
