// The audit log's page in the back office (decision 0062).
import { auditListQuerySchema, auditPageSchema } from '@parts/common/audit';
import type { App, Deps } from '#src/http/types';
import { auditPage } from './audit-log';

export async function auditRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/admin/api/audit/list',
    {
      config: { access: 'staff', permission: 'audit.view', changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, 20 a page (?page&limit&action&user_id&from&to)',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => auditPage(deps.db, req.query),
  );
}
