// A manager's PIN approving what the signed-in staff member may not do alone (decision 0047): the PIN is checked against
// every enabled user holding the permission, with the same hash check as the lock screen (app/staff-routes.ts).
import { eq } from 'drizzle-orm';
import { hasPermission, type Permission } from '@parts/common/permissions';
import type { Db } from '#src/db/client';
import { users } from '#src/db/schema/index';
import { verifySecret } from './passwords';
import type { StaffUser } from './queries';

/**
 * The enabled user holding `permission` (and passing `may`, e.g. an override limit that covers the change) whose PIN
 * this is, or null (a cashier's own PIN is not a manager's).
 */
export async function managerByPin(
  db: Db,
  permission: Permission,
  pin: string,
  may: (user: StaffUser) => boolean = () => true,
): Promise<StaffUser | null> {
  const enabled = await db.select().from(users).where(eq(users.status, true));
  for (const user of enabled) {
    if (hasPermission(user, permission) && may(user) && (await verifySecret(user.pinHash, pin))) return user;
  }
  return null;
}
