// Applies a PIES file in ONE transaction: a file refused whole (not PIES, malformed, cut off) rolls back and changes
// nothing; an Item that cannot be applied is rejected with its line and reason and the rest goes in. A dry run does
// all the same work and rolls back at the end, so its report is exactly what the import would do.
import { sql } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import type { ImportChange, ImportReject } from '@parts/common/catalog-import';
import type { Database } from '#src/db/client';
import { arrayParam as arr, rows, type Executor } from '#src/features/fitment/aces/resolve';
import { loadSettings } from '#src/features/settings/queries';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { readPies } from './pies-parse';
import type { PiesItem } from './pies-item';
import { upsertProducts, type ProductInput } from './product-upsert';

export { PiesError } from './pies-parse';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** The first rejects and changes (all are counted), so a file of nothing but bad Items still runs in flat memory. */
  rejects: ImportReject[];
  changes: ImportChange[];
}

export interface PiesOptions {
  dryRun?: boolean;
  onProgress?(bytesRead: number, items: number): void;
  batchSize?: number;
  /** Runs inside the import's transaction after the file is applied (the history row, the audit entry). */
  onApplied?(tx: Executor, counts: ImportCounts): Promise<void>;
}

export const LISTED = 500;

class DryRunDone extends Error {
  constructor(readonly counts: ImportCounts) {
    super('dry run');
  }
}

export async function importPies(
  database: Database,
  input: AsyncIterable<Buffer | string>,
  opts: PiesOptions = {},
): Promise<ImportCounts> {
  const settings = await loadSettings(database.db);
  const runSettings: RunSettings = {
    priceType: settings.pies_price_type.toUpperCase(),
    costType: settings.pies_cost_type.toUpperCase(),
    locationId: settings.default_location_id,
    customerGroupId: await defaultCustomerGroupId(database.db),
  };
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:catalog-import'))`);
      await tx.execute(sql`create temp table pies_seen (key text primary key, line int not null) on commit drop`);
      const run = new PiesRun(tx, runSettings);
      await run.load();
      let items = 0;
      for await (const event of readPies(input, { batchSize: opts.batchSize })) {
        await run.batch(event.items);
        items += event.items.length;
        opts.onProgress?.(event.bytesRead, items);
      }
      if (opts.dryRun) throw new DryRunDone(run.counts);
      await opts.onApplied?.(tx, run.counts);
      return run.counts;
    });
  } catch (err) {
    if (err instanceof DryRunDone) return err.counts;
    throw err;
  }
}

interface RunSettings {
  priceType: string;
  costType: string;
  locationId: number;
  customerGroupId: number;
}

class PiesRun {
  counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, rejected: 0, rejects: [], changes: [] };
  private brands = new Map<string, number>();
  private partTypes = new Map<number, { name: string; categoryId: number | null }>();

  constructor(
    private readonly tx: Executor,
    private readonly settings: RunSettings,
  ) {}

  async load(): Promise<void> {
    const brands = await rows<{ aaia: string; id: number }>(
      this.tx,
      sql`select upper(aaia) as aaia, manufacturer_id as id from manufacturers`,
    );
    this.brands = new Map(brands.map((b) => [b.aaia, b.id]));
    const types = await rows<{ id: number; name: string; category_id: number | null }>(
      this.tx,
      sql`select part_terminology_id as id, part_type_name as name, category_id from part_type_categories`,
    );
    this.partTypes = new Map(types.map((t) => [t.id, { name: t.name, categoryId: t.category_id }]));
  }

  async batch(items: PiesItem[]): Promise<void> {
    const rejects: ImportReject[] = [];
    const reject = (item: PiesItem, message: string) =>
      rejects.push({ line: item.line, key: `${item.brand} ${item.partNumber}`.trim(), message });
    const firsts = await this.firstLines(items);
    const inputs: ProductInput[] = [];
    for (const item of items) {
      const key = `${item.brand}|${mpnKey(item.partNumber)}`;
      const first = firsts.get(key);
      const manufacturerId = this.brands.get(item.brand);
      const type = item.partTypeId === null ? undefined : this.partTypes.get(item.partTypeId);
      if (!item.partNumber) reject(item, 'the Item has no PartNumber');
      else if (!item.brand) reject(item, 'the Item has no BrandAAIAID');
      else if (first !== undefined && first !== item.line)
        reject(item, `the part is in the file twice (first at line ${first})`);
      else if (item.problems.length) reject(item, item.problems[0]!);
      else if (manufacturerId === undefined) reject(item, `brand ${item.brand} is not one of the store's brands`);
      else if (item.partTypeId === null) reject(item, 'the Item has no PartTerminologyID');
      else if (!type?.categoryId)
        reject(
          item,
          `part type ${item.partTypeId}${type ? ` (${type.name})` : ''} is not mapped to a store category (Imports → Part types)`,
        );
      else inputs.push(this.toInput(item, manufacturerId, type.categoryId));
    }
    const result = await upsertProducts(this.tx, inputs, this.settings);
    rejects.push(...result.rejects);
    rejects.sort((a, b) => a.line - b.line);
    const c = this.counts;
    c.created += result.created.length;
    c.updated += result.updated.length;
    c.unchanged += result.unchanged;
    c.rejected += rejects.length;
    for (const r of rejects) if (c.rejects.length < LISTED) c.rejects.push(r);
    const changes = [
      ...result.created.map((x) => ({ ...x, action: 'create' as const })),
      ...result.updated.map((x) => ({ ...x, action: 'update' as const })),
    ].sort((a, b) => a.line - b.line);
    for (const x of changes) if (c.changes.length < LISTED) c.changes.push(x);
  }

  private toInput(item: PiesItem, manufacturerId: number, categoryId: number): ProductInput {
    const d = item.descriptions;
    const price = item.prices.get(this.settings.priceType);
    const cost = item.prices.get(this.settings.costType);
    const hasPackage = item.lengthMm !== null || item.widthMm !== null || item.heightMm !== null;
    return {
      line: item.line,
      key: `${item.brand} ${item.partNumber}`,
      manufacturerId,
      aaia: item.brand,
      mpn: item.partNumber,
      categoryId,
      name: d.get('DES') ?? d.get('SHO'),
      description: d.get('EXT') ?? d.get('MKT') ?? d.get('DES'),
      priceCents: price,
      costCents: cost,
      weightGrams: item.weightGrams ?? undefined,
      upc: item.upc || undefined,
      // D (delete) disables the part: orders and applications still point at it.
      status: item.maintenance === 'D' ? false : undefined,
      specs: item.specs,
      interchange: item.interchange,
      assets: item.assets,
      packaging:
        hasPackage || item.hazardous !== null
          ? {
              lengthMm: item.lengthMm,
              widthMm: item.widthMm,
              heightMm: item.heightMm,
              hazardous: item.hazardous ?? false,
            }
          : undefined,
    };
  }

  /** The first line of each part in the file: from this batch, or from an earlier one (kept in a temp table). */
  private async firstLines(items: PiesItem[]): Promise<Map<string, number>> {
    const first = new Map<string, number>();
    for (const i of items) {
      const key = `${i.brand}|${mpnKey(i.partNumber)}`;
      if (!first.has(key)) first.set(key, i.line);
    }
    const keys = [...first.keys()];
    const earlier = await rows<{ key: string; line: number }>(
      this.tx,
      sql`
      with added as (
        insert into pies_seen (key, line) select * from unnest(${arr(keys)}::text[], ${arr(keys.map((k) => first.get(k)!))}::int[])
        on conflict do nothing)
      select key, line from pies_seen where key = any(${arr(keys)}::text[])`,
    );
    for (const { key, line } of earlier) first.set(key, line);
    return first;
  }
}
