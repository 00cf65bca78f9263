// A store's card readers and smart terminals in Store → Stores → Registers (decision 0098): each sits at one register,
// whose day close compares the provider's batch of its own readers with its own card sales. A reader at no register
// is listed by every store, so any of them can take it. Every change writes the audit log.
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { STORES_MSG, type readerSaveSchema } from '@parts/common/stores-admin';
import type { z } from 'zod';
import type { Db } from '#src/db/client';
import { paymentDevices, registers } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

const READER = ne(paymentDevices.kind, 'department');

/** The readers at the store's registers and those at none, in the order they were added. */
export async function readersOfStore(db: Db, locationId: number) {
  const rows = await db
    .select({ d: paymentDevices })
    .from(paymentDevices)
    .leftJoin(registers, eq(registers.registerId, paymentDevices.registerId))
    .where(and(READER, or(isNull(paymentDevices.registerId), eq(registers.locationId, locationId))))
    .orderBy(asc(paymentDevices.deviceId));
  return rows.map(({ d }) => ({
    device_id: d.deviceId,
    name: d.name,
    kind: d.kind as 'card_device' | 'smart_terminal',
    register_id: d.registerId,
  }));
}

/** Puts a reader of the store (or one at no register) at one of the store's registers in use, or at none. */
export async function saveReader(db: Db, actor: AuditActor, body: z.output<typeof readerSaveSchema>) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const mine = (await readersOfStore(tx, body.location_id)).find((r) => r.device_id === body.device_id);
    if (!mine) throw new HttpError(404, STORES_MSG.readerNotFound);
    const [reg] = body.register_id
      ? await tx
          .select()
          .from(registers)
          .where(and(eq(registers.registerId, body.register_id), eq(registers.locationId, body.location_id)))
      : [];
    if (body.register_id && !reg)
      throw new HttpError(404, STORES_MSG.registerNotFound, { register_id: STORES_MSG.registerNotFound });
    if (reg && !reg.active)
      throw new HttpError(409, STORES_MSG.readerRegisterOff, { register_id: STORES_MSG.readerRegisterOff });
    // The reader's store follows its register; one put at no register keeps the store it had.
    await tx
      .update(paymentDevices)
      .set(reg ? { registerId: reg.registerId, locationId: reg.locationId } : { registerId: null })
      .where(eq(paymentDevices.deviceId, mine.device_id));
    await recordAudit(tx, actor, {
      action: 'store.reader',
      targetType: 'payment_device',
      targetId: mine.device_id,
      summary: reg ? `${mine.name} put at ${reg.name}` : `${mine.name} put at no register`,
      detail: { old: { register_id: mine.register_id }, new: { register_id: reg?.registerId ?? null } },
    });
    return STORES_MSG.readerSaved(mine.name, reg?.name ?? null);
  });
}
