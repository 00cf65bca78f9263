// Staff user look-ups.
import { eq, sql } from 'drizzle-orm';
import type { StaffSummary } from '@parts/common/flags';
import { permissionsOf } from '@parts/common/permissions';
import type { Db } from '#src/db/client';
import { users } from '#src/db/schema/index';

export type StaffUser = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<StaffUser | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, userId: number): Promise<StaffUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

/** The signed-in user as the page flags show them; `adminToken` is the session's (http/admin-token.ts). */
export function toStaffSummary(u: StaffUser, adminToken = ''): StaffSummary {
  return {
    user_id: u.userId,
    username: u.username,
    name: `${u.firstname} ${u.lastname}`,
    role: u.role,
    permissions: [...permissionsOf(u)],
    admin_token: adminToken,
  };
}
