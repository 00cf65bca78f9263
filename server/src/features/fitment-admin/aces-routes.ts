// Imports → ACES in the back office (issue 26, decision 0073): upload and check, commit, the history, each import's
// rejects as CSV. Every call needs catalog.import.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ACES_UPLOAD_MAX_BYTES,
  acesCommitSchema,
  acesImportIdParamsSchema,
  acesImportListQuerySchema,
  acesImportPageSchema,
  acesImportSchema,
  acesValidationSchema,
} from '@parts/common/fitment-admin';
import { auditActor } from '#src/features/audit/audit';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { receiveUpload } from '#src/http/upload';
import { commitImport, importPage, rejectsCsv, validateUpload } from './aces-imports';

const csvText = z.string().describe('CSV: line,app_id,kind,reason');

export async function acesAdminRoutes(app: App, deps: Deps): Promise<void> {
  app.post(
    '/admin/api/fitment/aces/upload',
    {
      config: { access: 'staff', permission: 'catalog.import', changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Upload an ACES file (the body itself, ?filename=) and check it: nothing changes until its commit',
        querystring: z.object({ filename: z.string().max(200).default('upload.xml') }),
        response: { 200: acesValidationSchema },
      },
    },
    async (req) => {
      const staged = await receiveUpload(req, deps.config, ACES_UPLOAD_MAX_BYTES);
      return validateUpload(deps.database, staged, req.query.filename, await auditActor(req, staffOf(req)));
    },
  );

  app.post(
    '/admin/api/fitment/aces/commit',
    {
      config: { access: 'staff', permission: 'catalog.import', changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Import a checked ACES file for real (once: a second commit of the same import is refused)',
        body: acesCommitSchema,
        response: { 200: acesImportSchema },
      },
    },
    async (req) => commitImport(deps.database, deps.config, req.body.import_id, await auditActor(req, staffOf(req))),
  );

  app.get(
    '/admin/api/fitment/aces/imports',
    {
      config: { access: 'staff', permission: 'catalog.import', changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'The ACES import history, newest first, 20 a page',
        querystring: acesImportListQuerySchema,
        response: { 200: acesImportPageSchema },
      },
    },
    async (req) => importPage(deps.db, req.query),
  );

  app.get(
    '/admin/api/fitment/aces/imports/:id/rejects.csv',
    {
      config: { access: 'staff', permission: 'catalog.import', changesState: false },
      schema: {
        tags: ['admin'],
        summary: "An import's rejected Apps as CSV, with their lines and reasons",
        params: acesImportIdParamsSchema,
        response: { 200: { description: 'The rejects', content: { 'text/csv': { schema: csvText } } } },
      },
    },
    async (req, res) => {
      const { name, csv } = await rejectsCsv(deps.db, req.params.id);
      // Text, not JSON: the typed reply knows only the documented schema, so the file goes out untyped.
      return (res as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
}
