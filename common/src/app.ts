// The app-level answers (server/src/features/app): the benchmarks' ping and the health check. The page flags' schema
// is in flags.ts, the staff login's in staff.ts.
import { z } from 'zod';

/** GET /api/ping: answers without touching the database. */
export const pingAnswerSchema = z.object({ ok: z.literal(true) });

/** GET /healthz: 200 while the database answers (a 503 says unavailable, with an error). */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });
export const healthUnavailableSchema = z.object({
  status: z.enum(['unavailable', 'draining']),
  error: z.string(),
});
