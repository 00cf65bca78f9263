// Tax rates per store (issue 27, decision 0076): a rate applies to a tax class in a region (the zone code its stores
// share). Carts read the rates on every pricing (features/cart), so a saved rate is in the next cart's totals.
import { asc, eq, sql } from 'drizzle-orm';
import { TAX_MSG, type TaxSettings } from '@parts/common/settings-admin';
import type { z } from 'zod';
import { percentToBp } from '@parts/common/money';
import type { taxRateSaveSchema } from '@parts/common/settings-admin';
import type { Db } from '#src/db/client';
import { locations, taxClasses, taxRates } from '#src/db/schema/index';
import { badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

const percentOf = (bp: number) => (bp / 100).toFixed(2);

export async function taxSettings(db: Db): Promise<TaxSettings> {
  const [classes, rates, zones] = await Promise.all([
    db
      .select({ tax_class_id: taxClasses.taxClassId, title: taxClasses.title })
      .from(taxClasses)
      .orderBy(asc(taxClasses.taxClassId)),
    db.select().from(taxRates).orderBy(asc(taxRates.zoneCode), asc(taxRates.taxRateId)),
    db
      .select({
        zone_code: locations.zoneCode,
        stores: sql<string>`string_agg(${locations.name}, ', ' order by ${locations.name})`,
      })
      .from(locations)
      .where(eq(locations.kind, 'store'))
      .groupBy(locations.zoneCode)
      .orderBy(asc(locations.zoneCode)),
  ]);
  return {
    classes,
    rates: rates.map((r) => ({
      tax_rate_id: r.taxRateId,
      tax_class_id: r.taxClassId,
      name: r.name,
      rate: percentOf(r.rateBp),
      zone_code: r.zoneCode,
    })),
    zones,
  };
}

export async function saveTaxRate(db: Db, actor: AuditActor, body: z.output<typeof taxRateSaveSchema>) {
  const tax = await taxSettings(db);
  if (!tax.classes.some((c) => c.tax_class_id === body.tax_class_id))
    throw badRequest(TAX_MSG.noClass, { tax_class_id: TAX_MSG.noClass });
  if (!tax.zones.some((z) => z.zone_code === body.zone_code))
    throw badRequest(TAX_MSG.noZone, { zone_code: TAX_MSG.noZone });
  const values = {
    taxClassId: body.tax_class_id,
    name: body.name,
    rateBp: percentToBp(body.rate),
    zoneCode: body.zone_code,
  };
  await db.transaction(async (tx) => {
    const before = body.tax_rate_id
      ? (await tx.select().from(taxRates).where(eq(taxRates.taxRateId, body.tax_rate_id)).for('update'))[0]
      : undefined;
    if (body.tax_rate_id && !before) throw new HttpError(404, TAX_MSG.notFound);
    const [saved] = before
      ? await tx.update(taxRates).set(values).where(eq(taxRates.taxRateId, before.taxRateId)).returning()
      : await tx.insert(taxRates).values(values).returning();
    await recordAudit(tx, actor, {
      action: 'setting.tax_rate',
      targetType: 'tax_rate',
      targetId: saved!.taxRateId,
      summary: `${before ? 'Changed' : 'Added'} the ${body.name} tax rate (${body.rate}% in ${body.zone_code})`,
      detail: {
        old: before ? { ...before, rate: percentOf(before.rateBp) } : null,
        new: { ...values, rate: body.rate },
      },
    });
  });
  return { success: TAX_MSG.saved(body.name), tax: await taxSettings(db) };
}

export async function deleteTaxRate(db: Db, actor: AuditActor, taxRateId: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(taxRates).where(eq(taxRates.taxRateId, taxRateId)).returning();
    if (!gone) throw new HttpError(404, TAX_MSG.notFound);
    await recordAudit(tx, actor, {
      action: 'setting.tax_rate',
      targetType: 'tax_rate',
      targetId: taxRateId,
      summary: `Deleted the ${gone.name} tax rate (${percentOf(gone.rateBp)}% in ${gone.zoneCode})`,
      detail: { old: gone, new: null },
    });
  });
  return { success: TAX_MSG.deleted, tax: await taxSettings(db) };
}
