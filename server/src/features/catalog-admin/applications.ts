// A part's applications in the editor (issue 26, decisions 0071 and 0085): add one by year, make and model narrowed by
// the vehicle's own qualifiers, or remove one. The fit table's triggers keep vehicle_fits right and bump the catalogue
// version, so the storefront's vehicle search sees the change at once; the change log keeps the vehicle.
import { and, eq, sql } from 'drizzle-orm';
import { CATALOG_ADMIN_MSG as MSG, type ApplicationAdd, type VehicleQualifiers } from '@parts/common/catalog-admin';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { applications, products } from '#src/db/schema/index';
import { badRequest, HttpError } from '#src/http/errors';
import type { Config } from '#src/features/fitment/rules';
import { facetName } from '#src/features/fitment/vehicle';
import { bvKey, configsOf, vocabulary, type Vocabulary } from '#src/features/fitment/vocabulary';
import { logChanges, type ChangeAuthor } from './change-log';
import { applicationsOf } from './product-edit';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { numeric: true });

const engineName = (vocab: Vocabulary, engineId: number) => {
  const e = vocab.engines.get(engineId);
  if (!e) return String(engineId);
  return `${facetName(vocab, 'EngineSizeID', e.sizeId)} ${facetName(vocab, 'EngineFamilyID', e.familyId)} (${facetName(vocab, 'EngineMfrID', e.mfrId)})`;
};

/** What the base vehicle's configurations offer, each list once and by name: the add form's qualifier selects. */
export async function vehicleQualifiers(
  db: Db,
  year: number,
  makeId: number,
  modelId: number,
): Promise<VehicleQualifiers> {
  const vocab = await vocabulary(db);
  const bv = vocab.baseVehicles.get(bvKey(year, makeId, modelId)) ?? null;
  const configs = bv === null ? [] : await configsOf(db, bv);
  const listOf = (ids: (number | null)[], name: (id: number) => string) =>
    [...new Set(ids.filter((v): v is number => v !== null))].map((id) => ({ id, name: name(id) })).sort(byName);
  return {
    base_vehicle_id: bv,
    sub_models: listOf(
      configs.map((c) => c.SubModelID),
      (id) => facetName(vocab, 'SubModelID', id),
    ),
    body_types: listOf(
      configs.map((c) => c.BodyTypeID),
      (id) => facetName(vocab, 'BodyTypeID', id),
    ),
    bed_lengths: listOf(
      configs.map((c) => c.BedLengthID),
      (id) => facetName(vocab, 'BedLengthID', id),
    ),
    engines: listOf(
      configs.map((c) => c.engineId),
      (id) => engineName(vocab, id),
    ),
  };
}

const QUALIFIERS = [
  ['sub_model_id', 'SubModelID', 'trim'],
  ['body_type_id', 'BodyTypeID', 'body'],
  ['bed_length_id', 'BedLengthID', 'bed length'],
  ['engine_id', 'engineId', 'engine'],
] as const satisfies readonly (readonly [keyof ApplicationAdd, keyof Config, string])[];

const chosenId = (v: number | '' | null | undefined) => (typeof v === 'number' ? v : null);

export async function addApplication(db: Db, productId: number, input: ApplicationAdd, who: ChangeAuthor) {
  const vocab = await vocabulary(db);
  const bv = vocab.baseVehicles.get(bvKey(input.year, input.make_id, input.model_id));
  if (bv === undefined) throw badRequest(MSG.noSuchVehicle, { model_id: MSG.noSuchVehicle });
  const configs = await configsOf(db, bv);
  const chosen = QUALIFIERS.map(([field, key, label]) => ({ field, key, label, id: chosenId(input[field]) }));
  // Each qualifier must be one this vehicle is built with, and together they must describe a real configuration.
  for (const q of chosen) {
    if (q.id !== null && !configs.some((c) => c[q.key] === q.id))
      throw badRequest(MSG.qualifierNotOnVehicle(q.label), { [q.field]: MSG.qualifierNotOnVehicle(q.label) });
  }
  if (!configs.some((c) => chosen.every((q) => q.id === null || c[q.key] === q.id)) && chosen.some((q) => q.id))
    throw badRequest(MSG.noSuchConfiguration);
  const [subModelId, bodyTypeId, bedLengthId, engineId] = chosen.map((q) => q.id);

  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [product] = await tx
      .select({ id: products.productId })
      .from(products)
      .where(eq(products.productId, productId))
      .for('update');
    if (!product) throw new HttpError(404, MSG.notFound);
    const same = await tx.execute(sql`select 1 from applications where product_id = ${productId}
      and base_vehicle_id = ${bv}
      and sub_model_id is not distinct from ${subModelId}::int
      and body_type_id is not distinct from ${bodyTypeId}::int
      and bed_length_id is not distinct from ${bedLengthId}::int
      and engine_id is not distinct from ${engineId}::int
      and coalesce(position, '') = ${input.position}`);
    if (rowsOf(same).length > 0) throw new HttpError(409, MSG.applicationExists);
    const [row] = await tx
      .insert(applications)
      .values({
        productId,
        baseVehicleId: bv,
        subModelId,
        bodyTypeId,
        bedLengthId,
        engineId,
        position: input.position || null,
        quantity: input.quantity,
        notes: input.notes ? [input.notes] : [],
      })
      .returning({ id: applications.applicationId });
    const [app] = await applicationsOf(tx, productId, row!.id);
    const shown = app!.notes ? `${app!.vehicle} (${app!.notes})` : app!.vehicle;
    const qty = input.quantity === 1 ? '' : ` × ${input.quantity}`;
    await logChanges(tx, who, [{ productId, field: 'Application added', oldValue: '', newValue: `${shown}${qty}` }]);
    return { product_id: productId, application_id: row!.id, vehicle: app!.vehicle };
  });
}

export async function removeApplication(db: Db, productId: number, applicationId: number, who: ChangeAuthor) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [app] = await applicationsOf(tx, productId, applicationId);
    if (!app) throw new HttpError(404, 'That application is not on this product.');
    await tx
      .delete(applications)
      .where(and(eq(applications.applicationId, applicationId), eq(applications.productId, productId)));
    const shown = app.notes ? `${app.vehicle} (${app.notes})` : app.vehicle;
    await logChanges(tx, who, [{ productId, field: 'Application removed', oldValue: shown, newValue: '' }]);
    return { product_id: productId, removed: 1 };
  });
}
