// The product CSV import: rows streamed through csv-parse, checked (csv-row.ts), and written in batches by the
// imports' product writer, in ONE transaction. A preview (dry run) does all of it and rolls back, so what it lists
// (created, updated, rejected with line and field) is what the confirm applies.
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import { PRODUCT_CSV_COLUMNS, type ImportReject } from '@parts/common/catalog-import';
import type { Database } from '#src/db/client';
import { rows, type Executor } from '#src/features/fitment/aces/resolve';
import { loadSettings } from '#src/features/settings/queries';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { categoryPathKey, csvRowToInput, FieldError, type CsvLookups } from './csv-row';
import { LISTED, type ImportCounts } from './pies-import';
import { upsertProducts, type ProductInput, type UpsertContext } from './product-upsert';

/** A file refused whole (no header, a missing key column, broken quoting), with the line where known. */
export class CsvError extends Error {}

const BATCH = 1000;

class DryRunDone extends Error {
  constructor(readonly counts: ImportCounts) {
    super('dry run');
  }
}

export async function importProductCsv(
  database: Database,
  file: string,
  opts: { dryRun?: boolean; onApplied?(tx: Executor, counts: ImportCounts): Promise<void> } = {},
): Promise<ImportCounts> {
  const settings = await loadSettings(database.db);
  const ctx: UpsertContext = {
    locationId: settings.default_location_id,
    customerGroupId: await defaultCustomerGroupId(database.db),
  };
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:catalog-import'))`);
      const counts = await applyRows(tx, file, ctx, await loadLookups(tx));
      if (opts.dryRun) throw new DryRunDone(counts);
      await opts.onApplied?.(tx, counts);
      return counts;
    });
  } catch (err) {
    if (err instanceof DryRunDone) return err.counts;
    throw err;
  }
}

async function loadLookups(tx: Executor): Promise<CsvLookups> {
  const brands = await rows<{ aaia: string; id: number }>(
    tx,
    sql`select upper(aaia) as aaia, manufacturer_id as id from manufacturers`,
  );
  const cats = await rows<{ path: string; id: number }>(
    tx,
    sql`select g.name || ' > ' || c.name as path, c.category_id as id
        from categories c join categories g on g.category_id = c.parent_id`,
  );
  return {
    brands: new Map(brands.map((b) => [b.aaia, b.id])),
    categories: new Map(cats.map((c) => [categoryPathKey(c.path), c.id])),
  };
}

async function applyRows(tx: Executor, file: string, ctx: UpsertContext, lookups: CsvLookups): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, rejected: 0, rejects: [], changes: [] };
  const parser = createReadStream(file).pipe(
    parse({ columns: header, bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
  );
  const seen = new Map<string, number>();
  let batch: ProductInput[] = [];
  let rejects: ImportReject[] = [];
  const flush = async () => {
    const result = await upsertProducts(tx, batch, ctx);
    rejects.push(...result.rejects);
    rejects.sort((a, b) => a.line - b.line);
    counts.created += result.created.length;
    counts.updated += result.updated.length;
    counts.unchanged += result.unchanged;
    counts.rejected += rejects.length;
    for (const r of rejects) if (counts.rejects.length < LISTED) counts.rejects.push(r);
    const changes = [
      ...result.created.map((x) => ({ ...x, action: 'create' as const })),
      ...result.updated.map((x) => ({ ...x, action: 'update' as const })),
    ].sort((a, b) => a.line - b.line);
    for (const x of changes) if (counts.changes.length < LISTED) counts.changes.push(x);
    batch = [];
    rejects = [];
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      const line = info.lines;
      const key = `${(record.brand_code ?? '').trim().toUpperCase()} ${(record.part_number ?? '').trim()}`;
      try {
        const input = csvRowToInput(line, record, lookups);
        const dedupe = `${input.aaia}|${mpnKey(input.mpn)}`;
        const first = seen.get(dedupe);
        if (first !== undefined)
          throw new FieldError('part_number', `the part is in the file twice (first at line ${first})`);
        seen.set(dedupe, line);
        batch.push(input);
      } catch (err) {
        if (!(err instanceof FieldError)) throw err;
        rejects.push({ line, key: key.trim(), message: err.message });
      }
      if (batch.length >= BATCH) await flush();
    }
  } catch (err) {
    if (err instanceof CsvError) throw err;
    const e = err as { code?: string; message: string; lines?: number };
    if (e.code?.startsWith('CSV_')) throw new CsvError(`The file is not readable CSV: ${e.message}`);
    throw err;
  }
  await flush();
  return counts;
}

/** The header row: names in lower case; brand_code and part_number must be there, an unknown column is refused. */
function header(names: string[]): string[] {
  const cols = names.map((n) => n.trim().toLowerCase());
  for (const need of ['brand_code', 'part_number'])
    if (!cols.includes(need)) throw new CsvError(`The header has no ${need} column (first line: ${names.join(',')}).`);
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = cols.filter((c) => !known.has(c));
  if (unknown.length) throw new CsvError(`The header has unknown columns: ${unknown.join(', ')}.`);
  return cols;
}
