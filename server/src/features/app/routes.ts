// App-level calls: the page flags and the health check.
import { sql } from 'drizzle-orm';
import { healthAnswerSchema, healthUnavailableSchema, pingAnswerSchema } from '@parts/common/app';
import { pageFlagsSchema } from '@parts/common/flags';
import type { App, Deps } from '#src/http/types';
import { pageExtras } from '#src/features/content/page';
import { computeFlags } from './flags';
import { isDraining } from '#src/http/drain';

export async function appRoutes(app: App, { db }: Deps) {
  app.get(
    '/api/app/flags',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['app'],
        summary: 'Page-level flags for the current session',
        response: { 200: pageFlagsSchema },
      },
    },
    async (req, reply) => ({
      ...(await computeFlags(db, await req.session.get())),
      ...(await pageExtras(db, req, reply)),
    }),
  );

  // A route that touches nothing, as the benchmarks' yardstick for the server's own overhead.
  app.get(
    '/api/ping',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['app'],
        summary: 'Answers without touching the database',
        response: { 200: pingAnswerSchema },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/healthz',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['app'],
        summary: 'Answers 200 when the database answers and the process is not draining (shutting down)',
        response: { 200: healthAnswerSchema, 503: healthUnavailableSchema },
      },
    },
    async (req, reply) => {
      // A stopping process leaves the load balancer's rotation first (http/drain.ts).
      if (isDraining(req.server.server)) {
        return reply.status(503).send({ status: 'draining' as const, error: 'This process is shutting down.' });
      }
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, error: 'The database is not answering.' });
      }
    },
  );
}
