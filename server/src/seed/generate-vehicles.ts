// Generates the vehicle tables (VCdb style) from the make/model/engine lists: base vehicles and their configurations.
import type { Rng } from './rng';
import { BED_LENGTHS, ENGINES, MAKES, type ModelSeed } from './data/vehicles';
import type { BaseVehicleRow, VehicleConfigRow } from './tables';

export const YEAR_FROM = 1990;
export const YEAR_TO = 2026;

export interface NamedRow {
  id: number;
  name: string;
}
export interface ModelRef {
  modelId: number;
  makeId: number;
  name: string;
  seed: ModelSeed;
  popular: boolean;
  engineIds: number[];
  subModelIds: number[];
  bodyTypeIds: number[];
}

export interface Vehicles {
  makes: (NamedRow & { popular: boolean })[];
  models: ModelRef[];
  baseVehicles: BaseVehicleRow[];
  subModels: NamedRow[];
  bodyTypes: NamedRow[];
  bedLengths: NamedRow[];
  engineMfrs: NamedRow[];
  engineFamilies: (NamedRow & { mfrId: number })[];
  engineSizes: NamedRow[];
  engines: { id: number; mfrId: number; familyId: number; sizeId: number; cylinders: number; fuel: string }[];
  configs: VehicleConfigRow[];
  /** base vehicle id -> its configurations, for the application generator's qualifiers. */
  configsByBase: Map<number, VehicleConfigRow[]>;
}

/** Interns names into id'd rows in first-seen order, so ids are stable run to run. */
function vocabulary() {
  const rows: NamedRow[] = [];
  const ids = new Map<string, number>();
  return {
    rows,
    id(name: string): number {
      let id = ids.get(name);
      if (id === undefined) {
        id = rows.length + 1;
        ids.set(name, id);
        rows.push({ id, name });
      }
      return id;
    },
  };
}

export function generateVehicles(rng: Rng): Vehicles {
  const subModels = vocabulary();
  const bodyTypes = vocabulary();
  const bedLengths = vocabulary();
  const mfrs = vocabulary();
  const sizes = vocabulary();
  const families: (NamedRow & { mfrId: number })[] = [];
  const engines: Vehicles['engines'] = [];
  const engineIdByKey = new Map<string, number>();
  for (const e of ENGINES) {
    const mfrId = mfrs.id(e.mfr);
    let fam = families.find((f) => f.mfrId === mfrId && f.name === e.family);
    if (!fam) families.push((fam = { id: families.length + 1, name: e.family, mfrId }));
    const sizeId = sizes.id(e.liters);
    if (!engines.some((x) => x.mfrId === mfrId && x.familyId === fam.id && x.sizeId === sizeId)) {
      engines.push({ id: engines.length + 1, mfrId, familyId: fam.id, sizeId, cylinders: e.cylinders, fuel: e.fuel });
    }
    engineIdByKey.set(
      e.key,
      engines.find((x) => x.mfrId === mfrId && x.familyId === fam.id && x.sizeId === sizeId)!.id,
    );
  }
  BED_LENGTHS.forEach((b) => bedLengths.id(b));

  const makes = MAKES.map((m, i) => ({ id: i + 1, name: m.name, popular: m.popular }));
  const models: ModelRef[] = [];
  MAKES.forEach((make, mi) => {
    for (const seed of make.models) {
      models.push({
        modelId: models.length + 1,
        makeId: mi + 1,
        name: seed.name,
        seed,
        popular: seed.popular === true,
        engineIds: seed.engines.map((k) => engineIdByKey.get(k)).filter((x): x is number => x !== undefined),
        subModelIds: seed.submodels.map((s) => subModels.id(s)),
        bodyTypeIds: seed.bodyTypes.map((b) => bodyTypes.id(b)),
      });
    }
  });

  const baseVehicles: BaseVehicleRow[] = [];
  const configs: VehicleConfigRow[] = [];
  const configsByBase = new Map<number, VehicleConfigRow[]>();
  for (const model of models) {
    for (let year = Math.max(YEAR_FROM, model.seed.from); year <= Math.min(YEAR_TO, model.seed.to); year++) {
      const bv: BaseVehicleRow = {
        base_vehicle_id: baseVehicles.length + 1,
        year,
        make_id: model.makeId,
        model_id: model.modelId,
      };
      baseVehicles.push(bv);
      const list: VehicleConfigRow[] = [];
      // Every trim is offered with every engine of the model; body type and bed length vary by trim.
      for (const subModelId of model.subModelIds) {
        const body = rng.sample(model.bodyTypeIds, model.seed.kind === 'truck' ? 2 : 1);
        for (const bodyTypeId of body) {
          const beds =
            model.seed.kind === 'truck' ? rng.sample(bedLengths.rows, rng.int(1, 2)).map((b) => b.id) : [null];
          for (const bedLengthId of beds) {
            for (const engineId of model.engineIds) {
              const row = {
                vehicle_config_id: configs.length + 1,
                base_vehicle_id: bv.base_vehicle_id,
                sub_model_id: subModelId,
                body_type_id: bodyTypeId,
                bed_length_id: bedLengthId,
                engine_id: engineId,
              };
              configs.push(row);
              list.push(row);
            }
          }
        }
      }
      configsByBase.set(bv.base_vehicle_id, list);
    }
  }
  return {
    makes,
    models,
    baseVehicles,
    subModels: subModels.rows,
    bodyTypes: bodyTypes.rows,
    bedLengths: bedLengths.rows,
    engineMfrs: mfrs.rows,
    engineFamilies: families,
    engineSizes: sizes.rows,
    engines,
    configs,
    configsByBase,
  };
}
