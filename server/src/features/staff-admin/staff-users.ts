// Store → Staff (issue 27, decision 0075): the staff list and a user's changes. Every change a manager would want to
// trace (a new user, role or permissions, override limit, disabling, PIN or password reset) writes the audit log in the
// same transaction; disabling a user or resetting their password ends their sessions at once.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import { permissionsOf } from '@parts/common/permissions';
import type { StaffListQuery, StaffPage, StaffRow, StaffSaveParsed } from '@parts/common/staff-admin';
import { STAFF_ADMIN_MSG } from '@parts/common/staff-admin';
import type { Db } from '#src/db/client';
import { locations, sessions, users } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { hashSecret } from '#src/features/staff/passwords';
import { findUserByUsername, type StaffUser } from '#src/features/staff/queries';

const rowSelect = { user: users, locationName: locations.name };

function toRow({ user: u, locationName }: { user: StaffUser; locationName: string | null }): StaffRow {
  return {
    user_id: u.userId,
    username: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    role: u.role,
    location_id: u.locationId,
    location_name: locationName,
    store_ids: u.storeIds ?? [],
    enabled: u.status,
    own_permissions: u.permissions,
    permissions: [...permissionsOf(u)],
    price_override_limit_pct: u.priceOverrideLimitPct,
    created_at: u.createdAt.toISOString(),
  };
}

export async function staffPage(db: Db, q: StaffListQuery): Promise<StaffPage> {
  const where: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(or(ilike(users.username, like), ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, like))!);
  }
  if (q.role) where.push(eq(users.role, q.role));
  if (q.status) where.push(eq(users.status, q.status === 'enabled'));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(rowSelect)
      .from(users)
      .leftJoin(locations, eq(locations.locationId, users.locationId))
      .where(filter)
      .orderBy(desc(users.createdAt), desc(users.userId))
      .limit(q.limit)
      .offset(adminOffset(q)),
    db.select({ n: count() }).from(users).where(filter),
  ]);
  return { ...adminPageMeta(total?.n ?? 0, q), items: rows.map(toRow) };
}

export async function staffRow(db: Db, userId: number): Promise<StaffRow> {
  const [row] = await db
    .select(rowSelect)
    .from(users)
    .leftJoin(locations, eq(locations.locationId, users.locationId))
    .where(eq(users.userId, userId));
  if (!row) throw new HttpError(404, STAFF_ADMIN_MSG.notFound);
  return toRow(row);
}

export async function storeChoices(db: Db) {
  const rows = await db
    .select({ location_id: locations.locationId, name: locations.name })
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.name));
  return { stores: rows };
}

/** Ends every session of a user: the next request of any of their browsers is a visitor's. */
async function endSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.data} ->> 'staffUserId' = ${String(userId)}`);
}

const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();
/** A unique violation anywhere in the error's cause chain (Drizzle wraps the driver's error). */
const uniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { code?: unknown }).code === '23505' || uniqueViolation((e as { cause?: unknown }).cause));

async function lockedUser(tx: Db, userId: number): Promise<StaffUser> {
  const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
  if (!user) throw new HttpError(404, STAFF_ADMIN_MSG.notFound);
  return user;
}

/** Adds a user or changes one; answers the saved row and the success text. */
export async function saveStaff(db: Db, actor: AuditActor & { staff: StaffUser }, body: StaffSaveParsed) {
  const fields = {
    username: body.username,
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    role: body.role,
    locationId: body.location_id,
    storeIds: body.store_ids.length > 0 ? [...new Set(body.store_ids)] : null,
    permissions: body.permissions,
    priceOverrideLimitPct: body.price_override_limit_pct,
  };
  // A manager cannot lock themselves out of this page by their own hand.
  if (body.user_id === actor.staff.userId && !permissionsOf(fields).includes('staff.manage'))
    throw new HttpError(400, STAFF_ADMIN_MSG.notYourself);
  const secrets = {
    ...(body.password ? { passwordHash: await hashSecret(body.password) } : {}),
    ...(body.pin ? { pinHash: await hashSecret(body.pin) } : {}),
  };
  if (fields.storeIds) {
    const known = await db
      .select({ id: locations.locationId })
      .from(locations)
      .where(and(eq(locations.kind, 'store'), inArray(locations.locationId, fields.storeIds)));
    if (known.length !== fields.storeIds.length)
      throw new HttpError(400, STAFF_ADMIN_MSG.unknownStore, { store_ids: STAFF_ADMIN_MSG.unknownStore });
  }
  // Logins match usernames without case: "Robin" may not sit beside "robin".
  const same = await findUserByUsername(db, body.username);
  if (same && same.userId !== body.user_id) throw new HttpError(409, STAFF_ADMIN_MSG.usernameTaken);
  try {
    const userId = await db.transaction(async (tx) => {
      if (!body.user_id) {
        const [made] = await tx
          .insert(users)
          .values({ ...fields, passwordHash: secrets.passwordHash!, pinHash: secrets.pinHash! })
          .returning();
        await recordAudit(tx, actor, {
          action: 'user.create',
          targetType: 'user',
          targetId: made!.userId,
          summary: `Added ${fullName(made!)} (${made!.username}) as ${made!.role}`,
          detail: { role: made!.role, permissions: made!.permissions, limit: made!.priceOverrideLimitPct },
        });
        return made!.userId;
      }
      const before = await lockedUser(tx, body.user_id);
      await tx
        .update(users)
        .set({ ...fields, ...secrets })
        .where(eq(users.userId, before.userId));
      const powers = (u: {
        role: string;
        permissions: readonly string[] | null;
        priceOverrideLimitPct: number | null;
        storeIds: readonly number[] | null;
      }) => ({
        role: u.role,
        permissions: u.permissions,
        limit: u.priceOverrideLimitPct,
        stores: u.storeIds,
      });
      const was = powers(before);
      const now = powers(fields);
      if (JSON.stringify(was) !== JSON.stringify(now))
        await recordAudit(tx, actor, {
          action: 'user.permissions',
          targetType: 'user',
          targetId: before.userId,
          summary: `Changed ${fullName(fields)}'s role, permissions or stores`,
          detail: { before: was, after: now },
        });
      if (body.pin) await auditSecret(tx, actor, before, 'pin');
      if (body.password) {
        await auditSecret(tx, actor, before, 'password');
        if (before.userId !== actor.staff.userId) await endSessions(tx, before.userId);
      }
      return before.userId;
    });
    const user = await staffRow(db, userId);
    const name = fullName(user);
    return { success: body.user_id ? STAFF_ADMIN_MSG.saved(name) : STAFF_ADMIN_MSG.added(name), user };
  } catch (e) {
    if (uniqueViolation(e)) throw new HttpError(409, STAFF_ADMIN_MSG.usernameTaken);
    throw e;
  }
}

async function auditSecret(tx: Db, actor: AuditActor, user: StaffUser, which: 'pin' | 'password') {
  await recordAudit(tx, actor, {
    action: which === 'pin' ? 'user.pin_reset' : 'user.password_reset',
    targetType: 'user',
    targetId: user.userId,
    summary: `Reset ${fullName(user)}'s ${which === 'pin' ? 'PIN' : 'password'}`,
  });
}

/** Disables (ending their sessions) or enables a user. */
export async function setStaffEnabled(db: Db, actor: AuditActor & { staff: StaffUser }, userId: number, on: boolean) {
  if (!on && userId === actor.staff.userId) throw new HttpError(400, STAFF_ADMIN_MSG.notYourself);
  const name = await db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    await tx.update(users).set({ status: on }).where(eq(users.userId, userId));
    if (!on) await endSessions(tx, userId);
    if (user.status !== on)
      await recordAudit(tx, actor, {
        action: on ? 'user.enable' : 'user.disable',
        targetType: 'user',
        targetId: userId,
        summary: `${on ? 'Enabled' : 'Disabled'} ${fullName(user)} (${user.username})`,
      });
    return fullName(user);
  });
  return { success: on ? STAFF_ADMIN_MSG.enabled(name) : STAFF_ADMIN_MSG.disabled(name) };
}

/** Sets a user's new PIN or password (the old one is not needed: the manager is resetting it). */
export async function resetSecret(
  db: Db,
  actor: AuditActor & { staff: StaffUser },
  userId: number,
  which: 'pin' | 'password',
  secret: string,
) {
  const hashed = await hashSecret(secret);
  const name = await db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    await tx
      .update(users)
      .set(which === 'pin' ? { pinHash: hashed } : { passwordHash: hashed })
      .where(eq(users.userId, userId));
    if (which === 'password' && userId !== actor.staff.userId) await endSessions(tx, userId);
    await auditSecret(tx, actor, user, which);
    return fullName(user);
  });
  return { success: which === 'pin' ? STAFF_ADMIN_MSG.pinReset(name) : STAFF_ADMIN_MSG.passwordReset(name) };
}
