// The back office token (spec 001 section 7: `POST /admin/index.php?route={route}&token={token}`). Each staff login
// gets a fresh random token in its session row; every staff call under /admin/ must carry it as `token` (query or
// body). It ties a back office call to the page that showed the token: a link or a form on another site cannot know it,
// even where the cookie would ride along (decision 0062). Kept in the session row, so every app process agrees.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionData } from './session';

export const newAdminToken = (): string => randomBytes(24).toString('base64url');

/** Calls that need the token: everything under /admin/ that a staff declaration guards. */
export const needsAdminToken = (url: string): boolean => url.startsWith('/admin/');

const tokenOf = (req: FastifyRequest): string | undefined => {
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.token;
  if (typeof fromQuery === 'string') return fromQuery;
  const header = req.headers['x-admin-token'];
  return typeof header === 'string' ? header : undefined;
};

/** Whether the request carries this session's token (compared in constant time). */
export function hasAdminToken(req: FastifyRequest, session: SessionData): boolean {
  const expected = session.adminToken;
  const given = tokenOf(req);
  if (!expected || !given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
