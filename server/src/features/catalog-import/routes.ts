// The back office's catalogue imports (issue 26, decision 0069): PIES upload (dry run or import), product CSV upload →
// preview → confirm, product export, the import history and the part type mapping. All need catalog.import.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  csvConfirmSchema,
  csvUploadQuerySchema,
  importHistoryPageSchema,
  importHistoryQuerySchema,
  importReportSchema,
  partTypeListSchema,
  partTypeSaveSchema,
  piesUploadQuerySchema,
  productExportQuerySchema,
} from '@parts/common/catalog-import';
import type { Db } from '#src/db/client';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { receiveUpload, stagedPath } from '#src/http/upload';
import { auditActor, recordAudit, type AuditActor } from '#src/features/audit/audit';
import { coverageBefore, recordCoverageSnapshot } from '#src/features/coverage/snapshots';
import { CsvError, importProductCsv } from './csv-import';
import { exportProducts } from './csv-export';
import { historyPage, lockImport, markApplied, recordImport, toReport, type Who } from './history';
import { listPartTypes, savePartType } from './part-types';
import { importPies, PiesError, type ImportCounts } from './pies-import';
import { kickAssetFetch, startAssetFetchRun } from './asset-pictures';

/** A supplier's full PIES file runs to hundreds of MB; a product sheet is far smaller. */
const PIES_MAX_BYTES = 600_000_000;
const CSV_MAX_BYTES = 100_000_000;
const ADMIN = { access: 'staff', permission: 'catalog.import' } as const;

const summaryOf = (c: ImportCounts) =>
  `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.rejected} rejected`;

export async function catalogImportRoutes(app: App, deps: Deps): Promise<void> {
  const { database, config } = deps;
  startAssetFetchRun(app, deps);
  const whoOf = (actor: AuditActor): Who => ({
    staffId: actor.staff.userId,
    staffName: `${actor.staff.firstname} ${actor.staff.lastname}`.trim(),
  });

  app.post(
    '/admin/api/imports/pies/upload',
    {
      config: { ...ADMIN, changesState: true },
      schema: {
        tags: ['admin'],
        summary:
          'Import a PIES XML file (the body, application/octet-stream); ?dry_run=1 checks it and changes nothing',
        querystring: piesUploadQuerySchema,
        response: { 200: importReportSchema },
      },
    },
    async (req) => {
      const actor = await auditActor(req, staffOf(req));
      const staged = await receiveUpload(req, config, PIES_MAX_BYTES);
      const fileName = req.query.filename;
      const dryRun = req.query.dry_run === '1';
      try {
        let row;
        const before = dryRun ? null : await coverageBefore(database.db);
        const counts = await importPies(database, createReadStream(staged.path, { highWaterMark: 256 * 1024 }), {
          dryRun,
          onApplied: async (tx, c) => {
            const db = tx as unknown as Db;
            row = await recordImport(db, { kind: 'pies', fileName, who: whoOf(actor), status: 'applied', counts: c });
            await recordAudit(db, actor, {
              action: 'import.pies',
              targetType: 'import',
              targetId: row.importId,
              summary: `PIES import of ${fileName}: ${summaryOf(c)}`,
            });
            if (before) await recordCoverageSnapshot(db, before, { kind: 'pies', importId: row.importId, fileName });
          },
        });
        // Its digital assets are fetched after the commit, outside the request (decision 0100).
        if (!dryRun) kickAssetFetch(deps.db);
        row ??= await recordImport(database.db, {
          kind: 'pies',
          fileName,
          who: whoOf(actor),
          status: 'dry_run',
          counts,
        });
        return toReport(row);
      } catch (err) {
        if (!(err instanceof PiesError)) throw err;
        await recordImport(database.db, {
          kind: 'pies',
          fileName,
          who: whoOf(actor),
          status: 'failed',
          message: err.message,
        });
        throw new HttpError(400, `${err.message} Nothing was changed.`);
      } finally {
        await rm(staged.path, { force: true });
      }
    },
  );

  app.post(
    '/admin/api/imports/products/upload',
    {
      config: { ...ADMIN, changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Preview a product CSV (the body): what would be created, updated and rejected; confirm applies it',
        querystring: csvUploadQuerySchema,
        response: { 200: importReportSchema },
      },
    },
    async (req) => {
      const actor = await auditActor(req, staffOf(req));
      const staged = await receiveUpload(req, config, CSV_MAX_BYTES);
      const fileName = req.query.filename;
      try {
        const counts = await importProductCsv(database, staged.path, { dryRun: true });
        const row = await recordImport(database.db, {
          kind: 'products',
          fileName,
          who: whoOf(actor),
          status: 'preview',
          counts,
          uploadId: staged.id,
        });
        return toReport(row);
      } catch (err) {
        await rm(staged.path, { force: true });
        if (!(err instanceof CsvError)) throw err;
        await recordImport(database.db, {
          kind: 'products',
          fileName,
          who: whoOf(actor),
          status: 'failed',
          message: err.message,
        });
        throw new HttpError(400, `${err.message} Nothing was changed.`);
      }
    },
  );

  app.post(
    '/admin/api/imports/products/confirm',
    {
      config: { ...ADMIN, changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Apply a previewed product CSV; confirming again answers the same report and applies nothing',
        body: csvConfirmSchema,
        response: { 200: importReportSchema },
      },
    },
    async (req) => {
      const actor = await auditActor(req, staffOf(req));
      const id = req.body.import_id;
      // The preview's row is the confirm's idempotency key: the first confirm locks it and applies the file; a
      // second (a double click, a retry) waits for the lock, then finds it applied and answers the same report.
      const done = await database.db.transaction(async (tx) => {
        const row = await lockImport(tx, id);
        if (!row || row.kind !== 'products') throw new HttpError(404, 'That import is not in the history.');
        return row.status === 'preview' ? null : row;
      });
      if (done?.status === 'applied') return toReport(done);
      if (done) throw new HttpError(409, 'That import was not previewed; upload the file again.');
      let applied;
      const row = (await lockImport(database.db, id))!;
      const path = row.uploadId ? stagedPath(config, row.uploadId) : undefined;
      if (!path) throw new HttpError(409, 'The previewed file is gone; upload it again.');
      const before = await coverageBefore(database.db);
      try {
        await importProductCsv(database, path, {
          onApplied: async (tx, counts) => {
            const db = tx as unknown as Db;
            const again = await lockImport(db, id);
            // Another confirm applied it while this one read the file: roll this one back.
            if (again?.status !== 'preview') throw new AlreadyApplied();
            applied = await markApplied(db, id, counts);
            await recordAudit(db, actor, {
              action: 'import.products',
              targetType: 'import',
              targetId: id,
              summary: `Product CSV import of ${row.fileName}: ${summaryOf(counts)}`,
            });
            await recordCoverageSnapshot(db, before, { kind: 'products', importId: id, fileName: row.fileName });
          },
        });
      } catch (err) {
        if (err instanceof AlreadyApplied) return toReport((await lockImport(database.db, id))!);
        if (err instanceof CsvError) throw new HttpError(400, `${err.message} Nothing was changed.`);
        throw err;
      }
      await rm(path, { force: true });
      return toReport(applied!);
    },
  );

  app.get(
    '/admin/api/imports/history',
    {
      config: { ...ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'The import history, newest first, 20 a page (?kind=pies|products)',
        querystring: importHistoryQuerySchema,
        response: { 200: importHistoryPageSchema },
      },
    },
    async (req) => historyPage(database.db, req.query),
  );

  app.get(
    '/admin/api/imports/products/export',
    {
      config: { ...ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'The catalogue (or a filtered list) as the product CSV (?brand_code&category_id&status&search)',
        querystring: productExportQuerySchema,
        response: {
          200: { description: 'The product CSV', content: { 'text/csv': { schema: z.string() } } },
        },
      },
    },
    async (req, res) => {
      const reply = res as FastifyReply;
      const stream = await exportProducts(database.db, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(stream);
    },
  );

  app.get(
    '/admin/api/imports/part-types',
    {
      config: { ...ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'The PCdb part type → store category mapping PIES imports use, and the categories to choose from',
        response: { 200: partTypeListSchema },
      },
    },
    async () => listPartTypes(database.db),
  );

  app.post(
    '/admin/api/imports/part-types/save',
    {
      config: { ...ADMIN, changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Map a part type to a store category (a new id adds it; no category unmaps it)',
        body: partTypeSaveSchema,
        response: { 200: partTypeListSchema },
      },
    },
    async (req) => {
      await savePartType(database.db, req.body);
      return listPartTypes(database.db);
    },
  );
}

class AlreadyApplied extends Error {}
