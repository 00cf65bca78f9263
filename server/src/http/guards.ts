// Staff look-ups, all in one place: a session's staff id alone grants nothing. Powers need the account to be enabled now
// (an admin may disable it mid-shift) and the register unlocked. Routes are guarded by their declarations
// (route-access.ts); these serve the hook and the few handlers that change what they show for staff.
import type { Db } from '#src/db/client';
import { findUserById, type StaffUser } from '#src/features/staff/queries';
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
