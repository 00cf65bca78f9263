// Applies an ACES file in one transaction: a file refused whole (not ACES, malformed, cut off) rolls back and changes
// nothing; single Apps that cannot be applied are rejected with their line and reason, and the rest goes in.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '#src/db/client';
import { readAces } from './parse';
import {
  arrayParam,
  loadVocabulary,
  resolveAdds,
  rows,
  type ApplicationRow,
  type Executor,
  type Rejection,
  type Vocabulary,
} from './resolve';
import { AcesError, type AcesApp, type AcesHeader, type SubmissionType } from './types';

export { AcesError } from './types';
export type { Rejection } from './resolve';

export interface AcesReport {
  submissionType: SubmissionType;
  /** Application rows written (a Years App writes one per base vehicle). */
  added: number;
  /** Application rows removed: a FULL file's brands before adding, or the rows of INCREMENTAL D actions. */
  deleted: number;
  /** The first `maxRejections` rejections, in file order within each batch. */
  rejected: Rejection[];
  rejectedCount: number;
  /** App records read. */
  records: number;
}

export interface ImportOptions {
  onProgress?(bytesRead: number, apps: number): void;
  batchSize?: number;
  /** Rejections kept in the report (all are counted), so a file of nothing but bad Apps still runs in flat memory. */
  maxRejections?: number;
  /** Check only: the whole import runs in its transaction, then rolls back; the report is what a commit would do. */
  dryRun?: boolean;
  /**
   * Called in the import's transaction after the last App (before a commit or a dry run's rollback), with the first
   * application_id this import could have written and the report: the back office's validation report reads the new
   * rows there, and its commit records the import in the same transaction.
   */
  beforeEnd?(tx: Db, firstNewId: number, report: AcesReport): Promise<void>;
}

/** Thrown to roll a dry run back; never leaves importAces. */
class DryRunDone extends Error {
  constructor(readonly report: AcesReport) {
    super('dry run');
  }
}

const INSERT_CHUNK = 20_000;

export async function importAces(
  database: Database,
  input: AsyncIterable<Buffer | string>,
  opts: ImportOptions = {},
): Promise<AcesReport> {
  return database.db
    .transaction(async (tx) => {
      // One import at a time: two FULL files for one brand, or one file run twice, must not interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:aces-import'))`);
      const [last] = await rows<{ id: number }>(
        tx,
        sql`select coalesce(max(application_id), 0)::int as id from applications`,
      );
      const firstNewId = (last?.id ?? 0) + 1;
      // App ids seen so far live in the database, not in a JS set, so a duplicate is found in any file size.
      await tx.execute(sql`create temp table aces_seen (ref text primary key, line int not null) on commit drop`);
      const run = new ImportRun(tx, await loadVocabulary(tx), opts.maxRejections ?? 10_000);
      for await (const event of readAces(input, { batchSize: opts.batchSize })) {
        if (event.kind === 'header') await run.start(event.header);
        else {
          await run.batch(event.apps);
          opts.onProgress?.(event.bytesRead, run.report.records);
        }
      }
      // A FULL file that matched nothing would otherwise leave its brands with no fitment at all.
      if (run.report.submissionType === 'FULL' && run.report.added === 0 && run.report.deleted > 0) {
        throw new AcesError(
          `This FULL submission would remove ${run.report.deleted} applications and add none (all ${run.report.rejectedCount} App records were rejected). Nothing was changed.`,
        );
      }
      await opts.beforeEnd?.(tx, firstNewId, run.report);
      if (opts.dryRun) throw new DryRunDone(run.report);
      return run.report;
    })
    .catch((err: unknown) => {
      if (err instanceof DryRunDone) return err.report;
      throw err;
    });
}

class ImportRun {
  report: AcesReport = {
    submissionType: 'INCREMENTAL',
    added: 0,
    deleted: 0,
    rejected: [],
    rejectedCount: 0,
    records: 0,
  };
  private full = false;
  private readonly cleared = new Set<string>();

  constructor(
    private readonly tx: Executor,
    private readonly vocab: Vocabulary,
    private readonly maxRejections: number,
  ) {}

  async start(header: AcesHeader): Promise<void> {
    this.report.submissionType = header.submissionType;
    this.full = header.submissionType === 'FULL';
    if (this.full && header.brand) await this.clearBrand(header.brand);
  }

  async batch(apps: AcesApp[]): Promise<void> {
    this.report.records += apps.length;
    const rejected: Rejection[] = [];
    const reject = (app: AcesApp, reason: string) => rejected.push({ line: app.line, appId: app.id, reason });
    const firsts = await this.firstOfEachId(apps);
    const deletes: AcesApp[] = [];
    const adds: AcesApp[] = [];
    for (const app of apps) {
      const first = app.id ? firsts.get(app.id) : undefined;
      if (first !== undefined && first !== app) reject(app, `duplicate App id ${app.id} (first at line ${first.line})`);
      else if (app.problems.length > 0) reject(app, app.problems[0]!);
      else if (app.action === 'D' && this.full)
        reject(app, 'a D action has no place in a FULL submission, which replaces the brand’s applications');
      // App ids are the sender's own (1, 2, 3… in every supplier's file): without a brand a D could hit another brand's rows.
      else if (app.action === 'D' && !app.brand)
        reject(app, 'a D action needs a brand (BrandAAIAID on the App, the Part or the Header)');
      else (app.action === 'D' ? deletes : adds).push(app);
    }
    if (this.full)
      for (const app of apps) if (app.brand && !this.cleared.has(app.brand)) await this.clearBrand(app.brand);
    if (deletes.length > 0) await this.deleteApps(deletes, reject);
    if (adds.length > 0) {
      const resolved = await resolveAdds(this.tx, this.vocab, adds);
      rejected.push(...resolved.rejected);
      await this.insert(resolved.rows);
    }
    rejected.sort((a, b) => a.line - b.line);
    for (const r of rejected) if (this.report.rejected.length < this.maxRejections) this.report.rejected.push(r);
    this.report.rejectedCount += rejected.length;
  }

  /** The first App of each id: from this batch, or (as { line }) from an earlier one. */
  private async firstOfEachId(apps: AcesApp[]): Promise<Map<string, AcesApp | { line: number }>> {
    const first = new Map<string, AcesApp | { line: number }>();
    for (const app of apps) if (app.id && !first.has(app.id)) first.set(app.id, app);
    const ids = [...first.keys()];
    // The select sees the table as it was before this statement's insert: exactly the ids of earlier batches.
    const earlier = await rows<{ ref: string; line: number }>(
      this.tx,
      sql`
      with added as (
        insert into aces_seen (ref, line) select * from unnest(${arrayParam(ids)}::text[], ${arrayParam(ids.map((id) => first.get(id)!.line))}::int[])
        on conflict do nothing)
      select ref, line from aces_seen where ref = any(${arrayParam(ids)}::text[])`,
    );
    for (const { ref, line } of earlier) first.set(ref, { line });
    return first;
  }

  private async clearBrand(brand: string): Promise<void> {
    this.cleared.add(brand);
    const [row] = await rows<{ n: number }>(
      this.tx,
      sql`
      with gone as (
        delete from applications a using products p, manufacturers m
        where p.product_id = a.product_id and m.manufacturer_id = p.manufacturer_id and upper(m.aaia) = ${brand}
        returning 1)
      select count(*)::int as n from gone`,
    );
    this.report.deleted += row?.n ?? 0;
  }

  /** A D names the App by id; when the file gives a brand, only that brand's rows are touched, as ids are the sender's own. */
  private async deleteApps(apps: AcesApp[], reject: (app: AcesApp, reason: string) => void): Promise<void> {
    const found = await rows<{ ref: string; n: number }>(
      this.tx,
      sql`
      with gone as (
        delete from applications a
        using products p, manufacturers m, unnest(${arrayParam(apps.map((a) => a.id))}::text[], ${arrayParam(apps.map((a) => a.brand ?? null))}::text[]) as k(ref, brand)
        where a.source_ref = k.ref and p.product_id = a.product_id and m.manufacturer_id = p.manufacturer_id
          and upper(m.aaia) = k.brand
        returning a.source_ref)
      select source_ref as ref, count(*)::int as n from gone group by source_ref`,
    );
    const deleted = new Map(found.map((r) => [r.ref, r.n]));
    for (const app of apps) {
      const n = deleted.get(app.id);
      if (n === undefined) reject(app, `no application has App id ${app.id}${app.brand ? ` for ${app.brand}` : ''}`);
      else this.report.deleted += n;
    }
  }

  private async insert(all: ApplicationRow[]): Promise<void> {
    for (let start = 0; start < all.length; start += INSERT_CHUNK) {
      const chunk = all.slice(start, start + INSERT_CHUNK);
      const col = <T>(pick: (r: ApplicationRow) => T) => arrayParam(chunk.map(pick));
      await this.tx.execute(sql`
        insert into applications (product_id, base_vehicle_id, sub_model_id, body_type_id, bed_length_id, engine_id, position, quantity, notes, source_ref)
        select product_id, base_vehicle_id, sub_model_id, body_type_id, bed_length_id, engine_id, position, quantity, notes::text[], source_ref
        from unnest(${col((r) => r.productId)}::int[], ${col((r) => r.baseVehicleId)}::int[], ${col((r) => r.subModelId)}::int[],
          ${col((r) => r.bodyTypeId)}::int[], ${col((r) => r.bedLengthId)}::int[], ${col((r) => r.engineId)}::int[], ${col((r) => r.position)}::text[],
          ${col((r) => r.quantity)}::int[], ${col((r) => arrayLiteral(r.notes))}::text[], ${col((r) => r.sourceRef)}::text[])
          as u(product_id, base_vehicle_id, sub_model_id, body_type_id, bed_length_id, engine_id, position, quantity, notes, source_ref)`);
      this.report.added += chunk.length;
    }
  }
}

/** A text[] cell travels as a Postgres array literal and is cast, because unnest() cannot take a ragged 2-D array. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
