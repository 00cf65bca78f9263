// ACES from the browser (decision 0073): the staged upload is checked by a dry run of the real import (every rule the
// commit applies, then a rollback) plus the inspector's warnings, and recorded as a `validated` import; its commit runs
// the import for real and records what it did, with the audit row, in the import's own transaction.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { count, desc, eq, sql } from 'drizzle-orm';
import { adminOffset, adminPageMeta, type AdminListQuery } from '@parts/common/admin';
import type { AcesFinding, AcesImport, AcesImportPage, AcesValidation } from '@parts/common/fitment-admin';
import type { Config } from '#src/config';
import type { Database, Db } from '#src/db/client';
import { acesImports } from '#src/db/schema/index';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { coverageBefore, recordCoverageSnapshot } from '#src/features/coverage/snapshots';
import { AcesError, importAces } from '#src/features/fitment/aces/import';
import { HttpError } from '#src/http/errors';
import { stagedPath, type StagedUpload } from '#src/http/upload';
import { countFindings, importWarnings, MAX_FINDINGS, rejectionFinding } from './aces-inspect';

/** Findings the upload's answer lists; the rest are in the rejects download. */
const LISTED = 200;

type Row = typeof acesImports.$inferSelect;

export const importOf = (r: Row): AcesImport => ({
  import_id: r.importId,
  status: r.status as AcesImport['status'],
  file_name: r.fileName,
  bytes: r.bytes,
  submission_type: r.submissionType,
  user_name: r.userName,
  created_at: r.createdAt.toISOString(),
  committed_at: r.committedAt?.toISOString() ?? null,
  records: r.records,
  added: r.added,
  deleted: r.deleted,
  rejected: r.rejected,
  counts: r.counts,
  error: r.error,
  seconds: Math.round(r.seconds * 100) / 100,
});

const open = (file: string) => createReadStream(file, { highWaterMark: 256 * 1024 });
const byLine = (a: AcesFinding, b: AcesFinding) => a.line - b.line;

/** Checks a staged ACES file and records it as validated (or refused, with the reason): nothing in the catalogue changes. */
export async function validateUpload(
  database: Database,
  staged: StagedUpload,
  fileName: string,
  actor: AuditActor,
): Promise<AcesValidation> {
  const started = performance.now();
  let warnings: AcesFinding[] = [];
  const base = {
    fileName: fileName.slice(0, 200) || 'upload.xml',
    bytes: staged.bytes,
    sha256: staged.sha256,
    userId: actor.staff.userId,
    userName: `${actor.staff.firstname} ${actor.staff.lastname}`.trim(),
  };
  try {
    const report = await importAces(database, open(staged.path), {
      dryRun: true,
      maxRejections: MAX_FINDINGS,
      beforeEnd: async (tx, firstNewId) => {
        warnings = await importWarnings(tx, firstNewId);
      },
    });
    const findings = [...report.rejected.map(rejectionFinding), ...warnings].sort(byLine).slice(0, MAX_FINDINGS);
    const [row] = await database.db
      .insert(acesImports)
      .values({
        ...base,
        status: 'validated',
        uploadId: staged.id,
        submissionType: report.submissionType,
        records: report.records,
        added: report.added,
        deleted: report.deleted,
        rejected: report.rejectedCount,
        counts: countFindings(warnings, report.rejected, report.rejectedCount),
        findings,
        seconds: (performance.now() - started) / 1000,
      })
      .returning();
    return { import: importOf(row!), findings: findings.slice(0, LISTED), more: Math.max(0, findings.length - LISTED) };
  } catch (err) {
    if (!(err instanceof AcesError)) throw err;
    await rm(staged.path, { force: true });
    const [row] = await database.db
      .insert(acesImports)
      .values({ ...base, status: 'refused', error: err.message, seconds: (performance.now() - started) / 1000 })
      .returning();
    return { import: importOf(row!), findings: [], more: 0 };
  }
}

/** Imports a validated file for real; the history row and the audit row are written in the import's transaction. */
export async function commitImport(
  database: Database,
  config: Pick<Config, 'DATA_DIR'>,
  importId: number,
  actor: AuditActor,
): Promise<AcesImport> {
  const [row] = await database.db.select().from(acesImports).where(eq(acesImports.importId, importId));
  if (!row) throw new HttpError(404, 'No such import.');
  if (row.status !== 'validated') throw new HttpError(409, `This import is ${row.status}; upload the file again.`);
  const file = row.uploadId ? stagedPath(config, row.uploadId) : undefined;
  if (!file) throw new HttpError(409, 'The uploaded file is gone; upload it again.');
  const started = performance.now();
  const before = await coverageBefore(database.db);
  try {
    await importAces(database, open(file), {
      maxRejections: MAX_FINDINGS,
      beforeEnd: async (tx, _first, report) => {
        const rejects = report.rejected.map(rejectionFinding);
        // Only a validated row moves: a second commit of the same import (a double click, another tab) finds none.
        const moved = await tx
          .update(acesImports)
          .set({
            status: 'committed',
            committedAt: new Date(),
            uploadId: null,
            records: report.records,
            added: report.added,
            deleted: report.deleted,
            rejected: report.rejectedCount,
            findings: [...rejects, ...row.findings.filter((f) => !f.rejected)].sort(byLine).slice(0, MAX_FINDINGS),
            seconds: (performance.now() - started) / 1000,
          })
          .where(sql`${acesImports.importId} = ${importId} and ${acesImports.status} = 'validated'`)
          .returning({ id: acesImports.importId });
        if (moved.length === 0) throw new HttpError(409, 'This import was already committed.');
        await recordAudit(tx, actor, {
          action: 'import.aces',
          targetType: 'aces_import',
          targetId: importId,
          summary: `ACES ${report.submissionType} import of ${row.fileName}: ${report.added} added, ${report.deleted} deleted, ${report.rejectedCount} rejected`,
          detail: { file: row.fileName, records: report.records, sha256: row.sha256 },
        });
        await recordCoverageSnapshot(tx, before, { kind: 'aces', importId, fileName: row.fileName });
      },
    });
  } catch (err) {
    if (err instanceof AcesError) throw new HttpError(422, `${row.fileName} was not imported: ${err.message}`);
    throw err;
  }
  await rm(file, { force: true });
  const [done] = await database.db.select().from(acesImports).where(eq(acesImports.importId, importId));
  return importOf(done!);
}

export async function importPage(db: Db, query: AdminListQuery): Promise<AcesImportPage> {
  const byStatus = await db
    .select({ status: acesImports.status, n: count() })
    .from(acesImports)
    .groupBy(acesImports.status);
  const total = byStatus.reduce((sum, r) => sum + r.n, 0);
  const list = await db
    .select()
    .from(acesImports)
    .orderBy(desc(acesImports.createdAt), desc(acesImports.importId))
    .limit(query.limit)
    .offset(adminOffset(query));
  return {
    ...adminPageMeta(total, query, Object.fromEntries(byStatus.map((r) => [r.status, r.n]))),
    items: list.map(importOf),
  };
}

/** The import's rejections as CSV (line, App id, kind, reason), for the supplier. */
export async function rejectsCsv(db: Db, importId: number): Promise<{ name: string; csv: string }> {
  const [row] = await db.select().from(acesImports).where(eq(acesImports.importId, importId));
  if (!row) throw new HttpError(404, 'No such import.');
  const cell = (v: string | number) => {
    const text = String(v);
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = row.findings
    .filter((f) => f.rejected)
    .map((f) => [f.line, f.app_id, f.kind, f.message].map(cell).join(','));
  return {
    name: `aces-import-${row.importId}-rejects.csv`,
    csv: ['line,app_id,kind,reason', ...lines].join('\r\n') + '\r\n',
  };
}
