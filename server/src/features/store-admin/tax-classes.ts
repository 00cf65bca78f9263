// Tax classes (issue 27, decision 0095): added and renamed here; a class that products, rates or the labor and core
// charge settings still use cannot be deleted (what uses it is named, so the owner knows what to change first).
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { MONEY_MSG, type taxClassSaveSchema } from '@parts/common/settings-money';
import type { Db } from '#src/db/client';
import { products, taxClasses, taxRates } from '#src/db/schema/index';
import { addKeyOf, badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { loadSettings } from '#src/features/settings/queries';
import { taxSettings } from './tax-rates';

export async function saveTaxClass(db: Db, actor: AuditActor, body: z.output<typeof taxClassSaveSchema>) {
  const addKey = addKeyOf(body.tax_class_id !== undefined, body.idempotency_key);
  await db.transaction(async (tx) => {
    const before = body.tax_class_id
      ? (await tx.select().from(taxClasses).where(eq(taxClasses.taxClassId, body.tax_class_id)).for('update'))[0]
      : undefined;
    if (body.tax_class_id && !before) throw new HttpError(404, MONEY_MSG.notFound);
    const [saved] = before
      ? await tx
          .update(taxClasses)
          .set({ title: body.title })
          .where(eq(taxClasses.taxClassId, before.taxClassId))
          .returning()
      : await tx
          .insert(taxClasses)
          .values({ title: body.title, addKey })
          .onConflictDoNothing({ target: taxClasses.addKey })
          .returning();
    if (!saved) return; // this add's key already made the class: one row, one audit entry
    await recordAudit(tx, actor, {
      action: 'setting.tax_class',
      targetType: 'tax_class',
      targetId: saved.taxClassId,
      summary: before ? `Renamed the tax class ${before.title} to ${body.title}` : `Added the tax class ${body.title}`,
      detail: { old: before ?? null, new: saved },
    });
  });
  return { success: MONEY_MSG.saved(`The tax class ${body.title}`), tax: await taxSettings(db) };
}

/** What still uses a class, in the owner's words ('' when nothing does). */
async function usesOf(db: Db, taxClassId: number): Promise<string> {
  // One after another: `db` is the delete's transaction, one connection that runs one query at a time.
  const [p] = await db.select({ n: count() }).from(products).where(eq(products.taxClassId, taxClassId));
  const [r] = await db.select({ n: count() }).from(taxRates).where(eq(taxRates.taxClassId, taxClassId));
  const s = await loadSettings(db);
  const uses = [
    p!.n > 0 ? `${p!.n} product${p!.n === 1 ? '' : 's'}` : '',
    r!.n > 0 ? `${r!.n} rate${r!.n === 1 ? '' : 's'}` : '',
    Number(s.labor_tax_class_id) === taxClassId ? 'the labor tax class setting' : '',
    Number(s.core_charge_tax_class_id) === taxClassId ? 'the core charge tax class setting' : '',
  ];
  return uses.filter(Boolean).join(', ');
}

export async function deleteTaxClass(db: Db, actor: AuditActor, taxClassId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(taxClasses).where(eq(taxClasses.taxClassId, taxClassId)).for('update');
    if (!before) throw new HttpError(404, MONEY_MSG.notFound);
    const uses = await usesOf(tx, taxClassId);
    if (uses) throw badRequest(MONEY_MSG.classInUse(uses));
    await tx.delete(taxClasses).where(eq(taxClasses.taxClassId, taxClassId));
    await recordAudit(tx, actor, {
      action: 'setting.tax_class',
      targetType: 'tax_class',
      targetId: taxClassId,
      summary: `Deleted the tax class ${before.title}`,
      detail: { old: before, new: null },
    });
  });
  return { success: MONEY_MSG.deleted('The tax class'), tax: await taxSettings(db) };
}
