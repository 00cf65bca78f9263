// The vehicle vocabulary (names by id, engines, base vehicles) kept in memory: it changes only when the demo data or
// a VCdb load replaces it, never per request, and every facet answer needs it.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { primaryOf } from '#src/db/replica';
import { rowsOf } from '#src/db/rows';
import type { Config } from './rules';

export interface Vocabulary {
  makes: Map<number, { name: string; popular: boolean }>;
  models: Map<number, { name: string; makeId: number; popular: boolean }>;
  subModels: Map<number, string>;
  bodyTypes: Map<number, string>;
  bedLengths: Map<number, string>;
  engineMfrs: Map<number, string>;
  engineFamilies: Map<number, { name: string; mfrId: number }>;
  engineSizes: Map<number, string>;
  engines: Map<number, { mfrId: number; familyId: number; sizeId: number }>;
  /** "year:make:model" -> base_vehicle_id */
  baseVehicles: Map<string, number>;
  years: number[];
  /** year -> make -> models offered that year, for the cascading selects. */
  byYear: Map<number, Map<number, Set<number>>>;
}

const TTL_MS = 5 * 60_000;
const cache = new WeakMap<Db, { at: number; vocab: Promise<Vocabulary>; configs: Map<number, Config[]> }>();

export const bvKey = (year: number, makeId: number, modelId: number) => `${year}:${makeId}:${modelId}`;

function entry(db: Db) {
  // One vocabulary per process, read from the primary (it moves no catalogue version, so a replica could not be checked).
  db = primaryOf(db);
  let e = cache.get(db);
  if (!e || Date.now() - e.at > TTL_MS) {
    e = { at: Date.now(), vocab: loadVocabulary(db), configs: new Map() };
    e.vocab.catch(() => cache.delete(db));
    cache.set(db, e);
  }
  return e;
}

export const vocabulary = (db: Db) => entry(db).vocab;

/** Forget the cached vocabulary (after a load that changed vehicles). */
export const invalidateVocabulary = (db: Db) => cache.delete(primaryOf(db));

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const [makes, models, subModels, bodyTypes, bedLengths, mfrs, families, sizes, engines, bvs] = await Promise.all([
    q<{ id: number; name: string; popular: boolean }>(sql`select make_id as id, name, popular from makes`),
    q<{ id: number; name: string; make_id: number; popular: boolean }>(
      sql`select model_id as id, name, make_id, popular from models`,
    ),
    q<{ id: number; name: string }>(sql`select sub_model_id as id, name from sub_models`),
    q<{ id: number; name: string }>(sql`select body_type_id as id, name from body_types`),
    q<{ id: number; name: string }>(sql`select bed_length_id as id, name from bed_lengths`),
    q<{ id: number; name: string }>(sql`select engine_mfr_id as id, name from engine_mfrs`),
    q<{ id: number; name: string; mfr_id: number }>(
      sql`select engine_family_id as id, name, engine_mfr_id as mfr_id from engine_families`,
    ),
    q<{ id: number; name: string }>(sql`select engine_size_id as id, liters as name from engine_sizes`),
    q<{ id: number; mfr_id: number; family_id: number; size_id: number }>(
      sql`select engine_id as id, engine_mfr_id as mfr_id, engine_family_id as family_id, engine_size_id as size_id from engines`,
    ),
    q<{ id: number; year: number; make_id: number; model_id: number }>(
      sql`select base_vehicle_id as id, year, make_id, model_id from base_vehicles`,
    ),
  ]);
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return {
    makes: new Map(makes.map((m) => [m.id, { name: m.name, popular: m.popular }])),
    models: new Map(models.map((m) => [m.id, { name: m.name, makeId: m.make_id, popular: m.popular }])),
    subModels: named(subModels),
    bodyTypes: named(bodyTypes),
    bedLengths: named(bedLengths),
    engineMfrs: named(mfrs),
    engineFamilies: new Map(families.map((f) => [f.id, { name: f.name, mfrId: f.mfr_id }])),
    engineSizes: named(sizes),
    engines: new Map(engines.map((e) => [e.id, { mfrId: e.mfr_id, familyId: e.family_id, sizeId: e.size_id }])),
    baseVehicles: new Map(bvs.map((b) => [bvKey(b.year, b.make_id, b.model_id), b.id])),
    years: [...new Set(bvs.map((b) => b.year))].sort((a, b) => b - a),
    byYear: indexByYear(bvs),
  };
}

function indexByYear(bvs: { year: number; make_id: number; model_id: number }[]) {
  const byYear = new Map<number, Map<number, Set<number>>>();
  for (const b of bvs) {
    const makes = byYear.get(b.year) ?? new Map<number, Set<number>>();
    byYear.set(b.year, makes);
    const models = makes.get(b.make_id) ?? new Set<number>();
    makes.set(b.make_id, models);
    models.add(b.model_id);
  }
  return byYear;
}

/** Configurations of one base vehicle, cached: a vehicle's list is asked for on every page it is chosen on. */
export async function configsOf(db: Db, baseVehicleId: number): Promise<Config[]> {
  const e = entry(db);
  const hit = e.configs.get(baseVehicleId);
  if (hit) return hit;
  const vocab = await e.vocab;
  const rows = rowsOf<{ sub_model_id: number; body_type_id: number; bed_length_id: number | null; engine_id: number }>(
    await db.execute(
      sql`select sub_model_id, body_type_id, bed_length_id, engine_id from vehicle_configs where base_vehicle_id = ${baseVehicleId}`,
    ),
  );
  const configs = rows.map((r) => {
    const engine = vocab.engines.get(r.engine_id);
    return {
      SubModelID: r.sub_model_id,
      BodyTypeID: r.body_type_id,
      BedLengthID: r.bed_length_id,
      EngineMfrID: engine?.mfrId ?? 0,
      EngineFamilyID: engine?.familyId ?? 0,
      EngineSizeID: engine?.sizeId ?? 0,
      engineId: r.engine_id,
    };
  });
  if (e.configs.size > 10_000) e.configs.clear();
  e.configs.set(baseVehicleId, configs);
  return configs;
}
