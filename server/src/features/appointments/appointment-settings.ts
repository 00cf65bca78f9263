// Bays and installers' working days: the one home of their rules (decision 0086). The back office's Store → Stores and
// the counter's appointment settings page both call these; each change is audited and needs stores.manage.
import { and, eq } from 'drizzle-orm';
import { APPT_MSG } from '@parts/common/pos-appointments';
import type { z } from 'zod';
import type { bayInput, installerInput } from '@parts/common/pos-appointments';
import type { Db } from '#src/db/client';
import { appointments, bays, installerAvailability, locations, users } from '#src/db/schema/index';
import { isUniqueViolation } from '#src/db/errors';
import { badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Adds a bay (bay_id null) or renames / (de)activates one. */
export async function saveBay(db: Db, actor: AuditActor, b: z.output<typeof bayInput>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [store] = await tx
        .select({ id: locations.locationId })
        .from(locations)
        .where(and(eq(locations.locationId, b.location_id), eq(locations.kind, 'store')));
      if (!store) throw badRequest('Choose a store.', { location_id: 'Choose a store.' });
      const [before] = b.bay_id === null ? [] : await tx.select().from(bays).where(eq(bays.bayId, b.bay_id));
      if (b.bay_id !== null && !before) throw badRequest(APPT_MSG.noBay, { bay_id: APPT_MSG.noBay });
      const values = { locationId: b.location_id, title: b.title, active: b.active };
      const [saved] = before
        ? await tx.update(bays).set(values).where(eq(bays.bayId, before.bayId)).returning()
        : await tx
            .insert(bays)
            .values({ ...values, sortOrder: 99 })
            .returning();
      await recordAudit(tx, actor, {
        action: 'store.bay',
        targetType: 'bay',
        targetId: saved!.bayId,
        summary: before
          ? `Changed bay ${before.title}${before.title !== b.title ? ` to ${b.title}` : ''}${b.active ? '' : ' (off)'}`
          : `Added bay ${b.title}`,
        detail: {
          old: before ? { location_id: before.locationId, title: before.title, active: before.active } : null,
          new: { location_id: b.location_id, title: b.title, active: b.active },
        },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(APPT_MSG.bayTaken, { title: APPT_MSG.bayTaken });
    throw err;
  }
}

/**
 * Removes a bay. One with appointments on record (even cancelled ones) keeps its row for their history and is switched
 * off instead; the answer says which happened.
 */
export async function removeBay(
  db: Db,
  actor: AuditActor,
  bayId: number,
): Promise<{ deleted: boolean; title: string }> {
  return db.transaction(async (tx) => {
    const [bay] = await tx.select().from(bays).where(eq(bays.bayId, bayId)).for('update');
    if (!bay) throw new HttpError(404, APPT_MSG.noBay);
    const [used] = await tx
      .select({ id: appointments.appointmentId })
      .from(appointments)
      .where(eq(appointments.bayId, bayId))
      .limit(1);
    if (used) await tx.update(bays).set({ active: false }).where(eq(bays.bayId, bayId));
    else await tx.delete(bays).where(eq(bays.bayId, bayId));
    await recordAudit(tx, actor, {
      action: 'store.bay',
      targetType: 'bay',
      targetId: bayId,
      summary: used ? `Switched off bay ${bay.title} (it has appointments)` : `Removed bay ${bay.title}`,
      detail: { old: { location_id: bay.locationId, title: bay.title, active: bay.active }, new: null },
    });
    return { deleted: !used, title: bay.title };
  });
}

/** Sets an installer's availability and working days (0 = Sunday). */
export async function saveInstallerDays(db: Db, actor: AuditActor, b: z.output<typeof installerInput>): Promise<void> {
  const [u] = await db.select().from(users).where(eq(users.userId, b.user_id));
  if (!u || u.role !== 'installer') throw new HttpError(400, APPT_MSG.noInstaller, { user_id: APPT_MSG.noInstaller });
  const weekdays = [...new Set(b.weekdays)].sort();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(installerAvailability).where(eq(installerAvailability.userId, b.user_id));
    await tx
      .insert(installerAvailability)
      .values({ userId: b.user_id, available: b.available, weekdays })
      .onConflictDoUpdate({ target: installerAvailability.userId, set: { available: b.available, weekdays } });
    await recordAudit(tx, actor, {
      action: 'store.installer_days',
      targetType: 'user',
      targetId: b.user_id,
      summary:
        `${u.firstname} ${u.lastname}`.trim() +
        `: ${b.available ? weekdays.map((d) => DAY[d]).join(', ') || 'no days' : 'not available'}`,
      detail: {
        old: before ? { available: before.available, weekdays: before.weekdays } : null,
        new: { available: b.available, weekdays },
      },
    });
  });
}
