// The import history (catalog_imports): one row per run, written in the run's own transaction when it applies, so a
// rolled-back import leaves only its "failed" row. A CSV preview is a row waiting for its confirm.
import { count, desc, eq } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import type { ImportHistoryPage, ImportReport } from '@parts/common/catalog-import';
import type { Db } from '#src/db/client';
import { catalogImports } from '#src/db/schema/index';
import type { ImportCounts } from './pies-import';

type Row = typeof catalogImports.$inferSelect;
type Writer = Pick<Db, 'insert' | 'update'>;

export interface Who {
  staffId: number | null;
  staffName: string;
}

export function toReport(row: Row): ImportReport {
  return {
    import_id: row.importId,
    kind: row.kind,
    file_name: row.fileName,
    status: row.status,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    rejects: row.rejects,
    changes: row.changes,
    message: row.message,
    staff_name: row.staffName,
    started_at: row.startedAt.toISOString(),
    applied_at: row.appliedAt ? row.appliedAt.toISOString() : null,
  };
}

export async function recordImport(
  db: Writer,
  entry: {
    kind: Row['kind'];
    fileName: string;
    who: Who;
    status: Row['status'];
    counts?: ImportCounts;
    message?: string;
    uploadId?: string;
  },
): Promise<Row> {
  const c = entry.counts;
  const [row] = await db
    .insert(catalogImports)
    .values({
      kind: entry.kind,
      fileName: entry.fileName,
      uploadId: entry.uploadId ?? null,
      staffId: entry.who.staffId,
      staffName: entry.who.staffName,
      status: entry.status,
      created: c?.created ?? 0,
      updated: c?.updated ?? 0,
      unchanged: c?.unchanged ?? 0,
      rejected: c?.rejected ?? 0,
      rejects: c?.rejects ?? [],
      changes: c?.changes ?? [],
      message: entry.message ?? '',
      appliedAt: entry.status === 'applied' ? new Date() : null,
    })
    .returning();
  return row!;
}

/** Marks a preview applied with the confirm's counts. */
export async function markApplied(db: Writer, importId: number, counts: ImportCounts): Promise<Row> {
  const [row] = await db
    .update(catalogImports)
    .set({
      status: 'applied',
      created: counts.created,
      updated: counts.updated,
      unchanged: counts.unchanged,
      rejected: counts.rejected,
      rejects: counts.rejects,
      changes: counts.changes,
      appliedAt: new Date(),
    })
    .where(eq(catalogImports.importId, importId))
    .returning();
  return row!;
}

export async function historyPage(
  db: Db,
  q: { page: number; limit: number; kind?: Row['kind'] },
): Promise<ImportHistoryPage> {
  const where = q.kind ? eq(catalogImports.kind, q.kind) : undefined;
  const [total] = await db.select({ n: count() }).from(catalogImports).where(where);
  const byKind = await db
    .select({ kind: catalogImports.kind, n: count() })
    .from(catalogImports)
    .groupBy(catalogImports.kind);
  const rows = await db
    .select()
    .from(catalogImports)
    .where(where)
    .orderBy(desc(catalogImports.startedAt), desc(catalogImports.importId))
    .limit(q.limit)
    .offset(adminOffset(q));
  return {
    ...adminPageMeta(total?.n ?? 0, q, Object.fromEntries(byKind.map((k) => [k.kind, k.n]))),
    items: rows.map(toReport),
  };
}

/** A run's row, locked for its confirm (FOR UPDATE), or undefined. */
export async function lockImport(db: Pick<Db, 'select'>, importId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(catalogImports).where(eq(catalogImports.importId, importId)).for('update');
  return row;
}
