// Staff-only calls: a logged-in staff user, the register not locked, and the role when one is named.
import type { FastifyRequest } from 'fastify';
import { STAFF_MSG } from '@parts/common/messages';
import type { StaffRole } from '@parts/common/flags';
import type { Db } from '#src/db/client';
import { findUserById, type StaffUser } from '#src/features/staff/queries';
import { HttpError } from './errors';

export async function requireStaff(db: Db, req: FastifyRequest, roles?: StaffRole[], opts: { allowLocked?: boolean } = {}): Promise<StaffUser> {
  const session = await req.session.get();
  const user = session.staffUserId ? await findUserById(db, session.staffUserId) : undefined;
  if (!user || !user.status) throw new HttpError(403, STAFF_MSG.loginRequired);
  if (session.posLocked && !opts.allowLocked) throw new HttpError(423, STAFF_MSG.locked);
  if (roles && !roles.includes(user.role)) throw new HttpError(403, STAFF_MSG.forbidden);
  return user;
}
