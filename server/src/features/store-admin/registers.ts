// A store's registers in Store → Stores (decision 0094): add, rename, switch off. A register with days on record is
// switched off rather than deleted (its Z reports name it); a store keeps at least one register in use, so the counter
// always has a drawer to count money into. Every change writes the audit log.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { STORES_MSG, type registerDeleteSchema, type registerSaveSchema } from '@parts/common/stores-admin';
import type { z } from 'zod';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { locations, registers, tillDays } from '#src/db/schema/index';
import { badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

/** The store's registers, oldest first, with their days on record. */
export async function registersOfStore(db: Db, locationId: number) {
  const rows = await db
    .select({ r: registers, days: count(tillDays.dayId) })
    .from(registers)
    .leftJoin(tillDays, eq(tillDays.registerId, registers.registerId))
    .where(eq(registers.locationId, locationId))
    .groupBy(registers.registerId)
    .orderBy(asc(registers.registerId));
  return rows.map(({ r, days }) => ({
    register_id: r.registerId,
    name: r.name,
    active: r.active,
    days: Number(days),
  }));
}

/** Refused when `registerId` is the store's last register in use (the store is locked while asking). */
async function keepOneInUse(tx: Db, locationId: number, registerId: number): Promise<void> {
  await tx.select().from(locations).where(eq(locations.locationId, locationId)).for('update');
  const [other] = await tx
    .select({ id: registers.registerId })
    .from(registers)
    .where(and(eq(registers.locationId, locationId), eq(registers.active, true), ne(registers.registerId, registerId)))
    .limit(1);
  if (!other) throw badRequest(STORES_MSG.lastRegister, { active: STORES_MSG.lastRegister });
}

export async function saveRegister(db: Db, actor: AuditActor, body: z.output<typeof registerSaveSchema>) {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.locationId, body.location_id), eq(locations.kind, 'store')));
  if (!store) throw new HttpError(404, STORES_MSG.notFound);
  const values = { locationId: body.location_id, name: body.name, active: body.active };
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = body.register_id
        ? (
            await tx
              .select()
              .from(registers)
              .where(and(eq(registers.registerId, body.register_id), eq(registers.locationId, body.location_id)))
              .for('update')
          )[0]
        : undefined;
      if (body.register_id && !before) throw new HttpError(404, STORES_MSG.registerNotFound);
      if (before?.active && !body.active) await keepOneInUse(tx, body.location_id, before.registerId);
      const [saved] = before
        ? await tx.update(registers).set(values).where(eq(registers.registerId, before.registerId)).returning()
        : await tx.insert(registers).values(values).returning();
      await recordAudit(tx, actor, {
        action: 'store.register',
        targetType: 'register',
        targetId: saved!.registerId,
        summary: `${store.name}: ${before ? 'changed' : 'added'} register ${body.name}${body.active ? '' : ' (off)'}`,
        detail: { old: before ?? null, new: values },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(STORES_MSG.registerNameTaken, { name: STORES_MSG.registerNameTaken });
    throw err;
  }
  return STORES_MSG.registerSaved(body.name);
}

/** Deletes a register with no days; one with days is switched off instead. */
export async function removeRegister(db: Db, actor: AuditActor, body: z.output<typeof registerDeleteSchema>) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [reg] = await tx
      .select()
      .from(registers)
      .where(and(eq(registers.registerId, body.register_id), eq(registers.locationId, body.location_id)))
      .for('update');
    if (!reg) throw new HttpError(404, STORES_MSG.registerNotFound);
    if (reg.active) await keepOneInUse(tx, reg.locationId, reg.registerId);
    const [day] = await tx
      .select({ id: tillDays.dayId })
      .from(tillDays)
      .where(eq(tillDays.registerId, reg.registerId))
      .limit(1);
    if (day) await tx.update(registers).set({ active: false }).where(eq(registers.registerId, reg.registerId));
    else await tx.delete(registers).where(eq(registers.registerId, reg.registerId));
    await recordAudit(tx, actor, {
      action: 'store.register',
      targetType: 'register',
      targetId: reg.registerId,
      summary: `${day ? 'Switched off' : 'Removed'} register ${reg.name}`,
      detail: { old: reg, new: day ? { ...reg, active: false } : null },
    });
    return day ? STORES_MSG.registerRetired(reg.name) : STORES_MSG.registerDeleted(reg.name);
  });
}
