// The owner's reports in the back office (issue 27, decision 0077): one report as JSON for the chart and the table,
// and the same rows as a CSV file.
import type { FastifyReply } from 'fastify';
import { binaryFile } from '@parts/common/media';
import { reportAnswerSchema, reportQuerySchema } from '@parts/common/reports';
import type { App, Deps } from '#src/http/types';
import { buildReport, reportCsv } from './report';

export async function reportRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/admin/api/reports/report',
    {
      config: { access: 'staff', permission: 'reports.view', changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'One report for a period of store days (?report&from&to): rows with counts, amounts and margins',
        querystring: reportQuerySchema,
        response: { 200: reportAnswerSchema },
      },
    },
    async (req) => buildReport(deps.db, req.query),
  );

  app.get(
    '/admin/api/reports/csv',
    {
      config: { access: 'staff', permission: 'reports.view', changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'The same report as a CSV file (?report&from&to)',
        querystring: reportQuerySchema,
        response: { 200: { description: 'The report as CSV', content: { 'text/csv': { schema: binaryFile } } } },
      },
    },
    async (req, res) => {
      const r = await buildReport(deps.db, req.query);
      // Text, not JSON: the typed reply knows only the documented string schema.
      return (res as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${r.report}-${r.from}-to-${r.to}.csv"`)
        .send(reportCsv(r));
    },
  );
}
