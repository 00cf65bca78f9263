// Fitment → Coverage in the back office (issue 26, decision 0084): the holes over the popular vehicles and major
// categories (as JSON and CSV), the parts with no applications, and coverage before and after each import.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  VEHICLE_SOURCES,
  coverageAnswerSchema,
  coverageHistorySchema,
  coverageQuerySchema,
  unfittedPageSchema,
  unfittedQuerySchema,
  type CoverageAnswer,
} from '@parts/common/coverage';
import type { App, Deps } from '#src/http/types';
import { coverageReport, unfittedPage } from '#src/features/coverage/coverage';
import { coverageHistory } from '#src/features/coverage/snapshots';

const ACCESS = { access: 'staff', permission: 'reports.view', changesState: false } as const;

/** A cell as CSV writes it: quoted when needed; a leading =+-@ is defused for spreadsheets. */
function cell(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function holesCsv(r: CoverageAnswer): string {
  const head = ['Rank', 'Vehicle', 'Category', 'Why listed', 'Demand', 'Sales', 'Garages', 'Searches'];
  const lines = r.holes.map((h) =>
    [h.rank, h.vehicle, h.category, VEHICLE_SOURCES[h.source], h.demand, h.orders, h.garages, h.searches]
      .map(cell)
      .join(','),
  );
  return [head.join(','), ...lines].join('\r\n') + '\r\n';
}

export async function coverageRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/admin/api/fitment/coverage',
    {
      config: ACCESS,
      schema: {
        tags: ['admin'],
        summary:
          'Fitment coverage (?vehicles=50): per major category the popular vehicles with no enabled part that fits',
        querystring: coverageQuerySchema,
        response: { 200: coverageAnswerSchema },
      },
    },
    async (req) => coverageReport(deps.db, req.query.vehicles),
  );

  app.get(
    '/admin/api/fitment/coverage/holes.csv',
    {
      config: ACCESS,
      schema: {
        tags: ['admin'],
        summary: 'The holes as CSV (?vehicles=50), most wanted first',
        querystring: coverageQuerySchema,
        response: { 200: { description: 'The holes', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (req, res) => {
      const r = await coverageReport(deps.db, req.query.vehicles);
      // Text, not JSON: the typed reply knows only the documented string schema.
      return (res as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="fitment-holes.csv"')
        .send(holesCsv(r));
    },
  );

  app.get(
    '/admin/api/fitment/coverage/unfitted',
    {
      config: ACCESS,
      schema: {
        tags: ['admin'],
        summary: 'Enabled parts with no applications that are not universal, 20 a page, by brand and part number',
        querystring: unfittedQuerySchema,
        response: { 200: unfittedPageSchema },
      },
    },
    async (req) => unfittedPage(deps.db, req.query),
  );

  app.get(
    '/admin/api/fitment/coverage/history',
    {
      config: ACCESS,
      schema: {
        tags: ['admin'],
        summary: 'Coverage before and after each committed import (ACES, PIES, product CSV), newest first',
        response: { 200: coverageHistorySchema },
      },
    },
    async () => coverageHistory(deps.db),
  );
}
