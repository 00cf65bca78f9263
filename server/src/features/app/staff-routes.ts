// Staff login, logout and the POS lock screen.
import { z } from 'zod';
import { STAFF_MSG } from '@parts/common/messages';
import { pinSchema, staffLoginAnswerSchema, staffLoginSchema } from '@parts/common/staff';
import { loginStore } from '@parts/common/staff-stores';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import { clearAttempts, refundAttempt, takeAttempt, takeAttempts, type Limit } from '#src/http/rate-limit';
import type { App, Deps } from '#src/http/types';
import { computeFlags } from './flags';
import { dummyHash, verifySecret } from '#src/features/staff/passwords';
import { findUserByUsername } from '#src/features/staff/queries';
import { newAdminToken } from '#src/http/admin-token';

const PER_USER: Limit = { scope: 'staff-user', max: 5, windowMs: 15 * 60_000 };
const PER_IP: Limit = { scope: 'staff-ip', max: 20, windowMs: 15 * 60_000 };
const PIN: Limit = { scope: 'staff-pin', max: 5, windowMs: 15 * 60_000 };

const ok = z.object({ success: z.string() });

export async function staffRoutes(app: App, { db }: Deps) {
  app.post(
    '/api/staff/login',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['staff'],
        summary: 'Staff login; turns on POS mode',
        body: staffLoginSchema,
        response: { 200: staffLoginAnswerSchema },
      },
    },
    async (req) => {
      const { username, password } = req.body;
      const userKey = username.toLowerCase();
      // Counted before the password is checked, so a burst of guesses cannot all slip under the limit.
      const wait = await takeAttempts(db, [
        [PER_USER, userKey],
        [PER_IP, req.ip],
      ]);
      if (wait > 0) throw new HttpError(429, STAFF_MSG.tooManyAttempts(wait));
      const user = await findUserByUsername(db, username);
      const good = user
        ? user.status && (await verifySecret(user.passwordHash, password))
        : (await verifySecret(await dummyHash(), password), false);
      if (!user || !good) throw new HttpError(401, STAFF_MSG.badLogin);
      await clearAttempts(db, PER_USER, userKey);
      await refundAttempt(db, PER_IP, req.ip);
      await req.session.rotate();
      const session = await req.session.update({
        staffUserId: user.userId,
        adminToken: newAdminToken(),
        posLocked: false,
        // The register opens on a store they may work at (decision 0096).
        locationId: loginStore(user.locationId, user.storeIds) ?? undefined,
      });
      return { success: `Welcome, ${user.firstname}.`, flags: await computeFlags(db, session) };
    },
  );

  app.post(
    '/api/staff/logout',
    {
      config: { access: 'public', changesState: true },
      schema: { tags: ['staff'], summary: 'Ends the staff login', response: { 200: ok } },
    },
    async (req) => {
      await req.session.update({ staffUserId: undefined, posLocked: undefined, adminToken: undefined });
      // A new id: whoever saw the old cookie at the counter cannot pick up where the cashier left off.
      await req.session.rotate();
      return { success: 'You have been logged out.' };
    },
  );

  app.post(
    '/api/staff/lock',
    {
      config: { access: 'staff', allowLocked: true, changesState: true },
      schema: { tags: ['staff'], summary: 'Locks the register (pos_locked)', response: { 200: ok } },
    },
    async (req) => {
      await req.session.update({ posLocked: true });
      return { success: 'The register is locked.' };
    },
  );

  app.post(
    '/api/staff/unlock',
    {
      config: { access: 'staff', allowLocked: true, changesState: true },
      schema: {
        tags: ['staff'],
        summary: "Unlocks the register with the user's PIN",
        body: pinSchema,
        response: { 200: ok },
      },
    },
    async (req) => {
      const user = staffOf(req);
      const key = String(user.userId);
      const wait = await takeAttempt(db, PIN, key);
      if (wait > 0) throw new HttpError(429, STAFF_MSG.tooManyAttempts(wait));
      if (!(await verifySecret(user.pinHash, req.body.pin))) throw new HttpError(401, STAFF_MSG.badPin);
      await clearAttempts(db, PIN, key);
      await req.session.update({ posLocked: false });
      return { success: 'Unlocked.' };
    },
  );
}
