// Staff checks, all in one place: a session's staff id alone grants nothing. Powers need the account to be enabled now
// (an admin may disable it mid-shift) and the register unlocked; every staff check in the app goes through here.
import type { FastifyRequest } from 'fastify';
import { STAFF_MSG } from '@parts/common/messages';
import type { StaffRole } from '@parts/common/flags';
import type { Db } from '#src/db/client';
import { findUserById, type StaffUser } from '#src/features/staff/queries';
import { HttpError } from './errors';
import type { SessionData } from './session';

// One look-up per request: the session object is cached for the request and replaced when it changes.
const looked = new WeakMap<SessionData, Promise<StaffUser | undefined>>();

/** The session's staff user while their account is enabled, locked register or not (POS mode, the counter cart). */
export function signedInStaff(db: Db, session: SessionData): Promise<StaffUser | undefined> {
  let found = looked.get(session);
  if (!found) {
    const id = session.staffUserId;
    found = id ? findUserById(db, id).then((u) => (u?.status ? u : undefined)) : Promise.resolve(undefined);
    looked.set(session, found);
  }
  return found;
}

/** The staff user whose powers the session has now: enabled account and an unlocked register; else undefined. */
export async function staffPowers(db: Db, session: SessionData): Promise<StaffUser | undefined> {
  if (session.posLocked) return undefined;
  return signedInStaff(db, session);
}

export async function requireStaff(
  db: Db,
  req: FastifyRequest,
  roles?: StaffRole[],
  opts: { allowLocked?: boolean } = {},
): Promise<StaffUser> {
  const session = await req.session.get();
  const user = await signedInStaff(db, session);
  if (!user) throw new HttpError(403, STAFF_MSG.loginRequired);
  if (session.posLocked && !opts.allowLocked) throw new HttpError(423, STAFF_MSG.locked);
  if (roles && !roles.includes(user.role)) throw new HttpError(403, STAFF_MSG.forbidden);
  return user;
}
