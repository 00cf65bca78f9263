// Turns a batch of add Apps into application rows. The small vocabularies are loaded into sets once per import; parts,
// base vehicles and already-imported ids are looked up with one query each per batch, never one per App.
import { sql, type SQL } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import type { Db } from '#src/db/client';
import type { AcesApp } from './types';

/** The database or the import's transaction. */
export type Executor = Pick<Db, 'execute'>;

export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await ex.execute(query);
  // node-postgres and PGlite both answer { rows }; Drizzle's types differ per driver.
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** One array parameter. Drizzle spreads a bare JS array into "($1, $2, …)", so arrays for unnest()/any() go through here. */
export const arrayParam = (values: unknown[]) => sql.param(values);

export interface Vocabulary {
  brands: Set<string>;
  makes: Set<number>;
  makeOfModel: Map<number, number>;
  subModels: Set<number>;
  bodyTypes: Set<number>;
  bedLengths: Set<number>;
  engines: Set<number>;
}

export async function loadVocabulary(ex: Executor): Promise<Vocabulary> {
  const ids = async (query: SQL) => new Set((await rows<{ id: number }>(ex, query)).map((r) => r.id));
  const models = await rows<{ id: number; make: number }>(ex, sql`select model_id as id, make_id as make from models`);
  return {
    brands: new Set(
      (await rows<{ aaia: string }>(ex, sql`select aaia from manufacturers`)).map((r) => r.aaia.toUpperCase()),
    ),
    makes: await ids(sql`select make_id as id from makes`),
    makeOfModel: new Map(models.map((m) => [m.id, m.make])),
    subModels: await ids(sql`select sub_model_id as id from sub_models`),
    bodyTypes: await ids(sql`select body_type_id as id from body_types`),
    bedLengths: await ids(sql`select bed_length_id as id from bed_lengths`),
    // VCdb's EngineBase ids are our engines.engine_id (docs/decisions/0005-aces-import.md).
    engines: await ids(sql`select engine_id as id from engines`),
  };
}

export interface ApplicationRow {
  productId: number;
  baseVehicleId: number;
  subModelId: number | null;
  bodyTypeId: number | null;
  bedLengthId: number | null;
  engineId: number | null;
  position: string | null;
  quantity: number;
  notes: string[];
  sourceRef: string;
}

export interface Rejection {
  line: number;
  appId: string;
  reason: string;
}

const partKey = (brand: string, partNumber: string) => `${brand}\u0000${mpnKey(partNumber)}`;

/** Apps here carry no reading problems and unique ids; each becomes rows (one per base vehicle) or one rejection. */
export async function resolveAdds(
  ex: Executor,
  vocab: Vocabulary,
  apps: AcesApp[],
): Promise<{ rows: ApplicationRow[]; rejected: Rejection[] }> {
  const parts = await findParts(ex, apps);
  const vehicles = await findBaseVehicles(ex, apps);
  const imported = await findImported(ex, apps);
  const candidates: { app: AcesApp; row: ApplicationRow }[] = [];
  const rejected: Rejection[] = [];
  for (const app of apps) {
    const brand = app.brand!;
    const productId = parts.get(partKey(brand, app.partNumber!));
    let reason = vocabularyProblem(vocab, app);
    if (!reason && !vocab.brands.has(brand)) reason = `unknown brand ${brand}: no manufacturer has this AAIA code`;
    if (!reason && productId === undefined)
      reason = `unknown part: ${brand} part number "${app.partNumber}" is not in the catalogue`;
    if (!reason && imported.has(`${brand}\u0000${app.id}`))
      reason = `App id ${app.id} was already imported for ${brand}; send a D action for it first`;
    const baseVehicleIds = reason ? [] : vehicles.idsFor(app);
    if (!reason && baseVehicleIds.length === 0) {
      reason =
        app.baseVehicleId !== undefined
          ? `unknown BaseVehicle id ${app.baseVehicleId}`
          : `no base vehicles for Make id ${app.makeId}${app.modelId === undefined ? '' : ` Model id ${app.modelId}`} in ${app.years!.from}–${app.years!.to}`;
    }
    if (reason) {
      rejected.push({ line: app.line, appId: app.id, reason });
      continue;
    }
    for (const baseVehicleId of baseVehicleIds) {
      candidates.push({
        app,
        row: {
          productId: productId!,
          baseVehicleId,
          subModelId: app.subModelId ?? null,
          bodyTypeId: app.bodyTypeId ?? null,
          bedLengthId: app.bedLengthId ?? null,
          engineId: app.engineId ?? null,
          position: app.position ?? null,
          quantity: app.qty!,
          notes: app.notes,
          sourceRef: app.id,
        },
      });
    }
  }
  // A qualifier must describe a configuration the base vehicle was built in, or the row could never match a shopper.
  const built = await builtConfigurations(
    ex,
    candidates.map((c) => c.row),
  );
  const out: ApplicationRow[] = [];
  const kept = new Set<AcesApp>();
  candidates.forEach((c, i) => {
    if (!built.has(i)) return;
    out.push(c.row);
    kept.add(c.app);
  });
  const told = new Set<AcesApp>();
  for (const c of candidates) {
    if (kept.has(c.app) || told.has(c.app)) continue;
    told.add(c.app);
    rejected.push({
      line: c.app.line,
      appId: c.app.id,
      reason: `its qualifiers (${qualifierText(c.app)}) describe no configuration of BaseVehicle ${c.row.baseVehicleId}`,
    });
  }
  return { rows: out, rejected };
}

function qualifierText(app: AcesApp): string {
  const parts = [
    app.subModelId !== undefined && `SubModel ${app.subModelId}`,
    app.bodyTypeId !== undefined && `BodyType ${app.bodyTypeId}`,
    app.bedLengthId !== undefined && `BedLength ${app.bedLengthId}`,
    app.engineId !== undefined && `EngineBase ${app.engineId}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** Indexes of the rows that need no qualifier check or match a vehicle configuration (one query per batch). */
async function builtConfigurations(ex: Executor, candidates: ApplicationRow[]): Promise<Set<number>> {
  const ok = new Set<number>();
  const check: number[] = [];
  candidates.forEach((r, i) => {
    if (r.subModelId === null && r.bodyTypeId === null && r.bedLengthId === null && r.engineId === null) ok.add(i);
    else check.push(i);
  });
  if (check.length === 0) return ok;
  const col = (f: (r: ApplicationRow) => number | null) => arrayParam(check.map((i) => f(candidates[i]!)));
  const found = await rows<{ i: number }>(
    ex,
    sql`
    select k.i from unnest(${arrayParam(check)}::int[], ${col((r) => r.baseVehicleId)}::int[], ${col((r) => r.subModelId)}::int[],
        ${col((r) => r.bodyTypeId)}::int[], ${col((r) => r.bedLengthId)}::int[], ${col((r) => r.engineId)}::int[]) as k(i, bv, sm, bt, bl, en)
    where not exists (select 1 from vehicle_configs c where c.base_vehicle_id = k.bv)
       or exists (select 1 from vehicle_configs c where c.base_vehicle_id = k.bv
         and (k.sm is null or c.sub_model_id = k.sm) and (k.bt is null or c.body_type_id = k.bt)
         and (k.bl is null or c.bed_length_id = k.bl) and (k.en is null or c.engine_id = k.en))`,
  );
  for (const r of found) ok.add(r.i);
  return ok;
}

function vocabularyProblem(vocab: Vocabulary, app: AcesApp): string | undefined {
  if (app.makeId !== undefined && !vocab.makes.has(app.makeId)) return `unknown Make id ${app.makeId}`;
  if (app.modelId !== undefined) {
    const make = vocab.makeOfModel.get(app.modelId);
    if (make === undefined) return `unknown Model id ${app.modelId}`;
    if (make !== app.makeId) return `Model id ${app.modelId} is not a model of Make id ${app.makeId}`;
  }
  const checks: [number | undefined, Set<number>, string][] = [
    [app.subModelId, vocab.subModels, 'SubModel'],
    [app.bodyTypeId, vocab.bodyTypes, 'BodyType'],
    [app.bedLengthId, vocab.bedLengths, 'BedLength'],
    [app.engineId, vocab.engines, 'EngineBase'],
  ];
  for (const [id, known, element] of checks)
    if (id !== undefined && !known.has(id)) return `unknown ${element} id ${id}`;
  return undefined;
}

async function findParts(ex: Executor, apps: AcesApp[]): Promise<Map<string, number>> {
  const keys = new Map(apps.map((a) => [partKey(a.brand!, a.partNumber!), [a.brand!, mpnKey(a.partNumber!)]]));
  const pairs = [...keys.values()];
  const found = await rows<{ aaia: string; mpn_key: string; product_id: number }>(
    ex,
    sql`
    select k.aaia, k.mpn_key, p.product_id
    from unnest(${arrayParam(pairs.map((p) => p[0]))}::text[], ${arrayParam(pairs.map((p) => p[1]))}::text[]) as k(aaia, mpn_key)
    join manufacturers m on upper(m.aaia) = k.aaia
    join products p on p.manufacturer_id = m.manufacturer_id and p.mpn_key = k.mpn_key`,
  );
  return new Map(found.map((r) => [`${r.aaia}\u0000${r.mpn_key}`, r.product_id]));
}

interface BaseVehicleRow {
  id: number;
  year: number;
  make_id: number;
  model_id: number;
}

async function findBaseVehicles(ex: Executor, apps: AcesApp[]) {
  const direct = apps.flatMap((a) => (a.baseVehicleId === undefined ? [] : [a.baseVehicleId]));
  const models = apps.flatMap((a) => (a.years && a.modelId !== undefined ? [a.modelId] : []));
  const makes = apps.flatMap((a) => (a.years && a.modelId === undefined && a.makeId !== undefined ? [a.makeId] : []));
  const found = await rows<BaseVehicleRow>(
    ex,
    sql`
    select base_vehicle_id as id, year, make_id, model_id from base_vehicles
    where base_vehicle_id = any(${arrayParam(direct)}::int[]) or model_id = any(${arrayParam(models)}::int[])
      or make_id = any(${arrayParam(makes)}::int[])
    order by year, base_vehicle_id`,
  );
  const byId = new Set(found.map((r) => r.id));
  const byModel = groupBy(found, (r) => r.model_id);
  const byMake = groupBy(found, (r) => r.make_id);
  return {
    idsFor(app: AcesApp): number[] {
      if (app.baseVehicleId !== undefined) return byId.has(app.baseVehicleId) ? [app.baseVehicleId] : [];
      const { from, to } = app.years!;
      const candidates = (app.modelId === undefined ? byMake.get(app.makeId!) : byModel.get(app.modelId)) ?? [];
      return candidates.filter((r) => r.year >= from && r.year <= to && r.make_id === app.makeId).map((r) => r.id);
    },
  };
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

async function findImported(ex: Executor, apps: AcesApp[]): Promise<Set<string>> {
  const found = await rows<{ aaia: string; ref: string }>(
    ex,
    sql`
    select distinct upper(m.aaia) as aaia, a.source_ref as ref
    from applications a join products p on p.product_id = a.product_id join manufacturers m on m.manufacturer_id = p.manufacturer_id
    where a.source_ref = any(${arrayParam(apps.map((a) => a.id))}::text[])`,
  );
  return new Set(found.map((r) => `${r.aaia}\u0000${r.ref}`));
}
