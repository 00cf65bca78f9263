// Generates fitment applications: each vehicle-specific part fits a few models over a run of years,
// some narrowed by trim, engine, body or bed length, so that "maybe" answers arise as they do in real ACES data.
import type { Rng } from './rng';
import type { Vehicles } from './generate-vehicles';
import type { ApplicationRow, ProductRow } from './tables';

const NOTES = ['Without Sport Package', 'With 4WD', 'With 2WD', 'With Heavy Duty Suspension', 'Excludes Hybrid', 'With Towing Package', 'Vehicles built after 03/15'];

export function generateApplications(rng: Rng, products: ProductRow[], vehicles: Vehicles): ApplicationRow[] {
  const out: ApplicationRow[] = [];
  const bvByModelYear = new Map<string, number>();
  for (const bv of vehicles.baseVehicles) bvByModelYear.set(`${bv.model_id}:${bv.year}`, bv.base_vehicle_id);
  const modelsByMake = new Map<number, typeof vehicles.models>();
  for (const m of vehicles.models) modelsByMake.set(m.makeId, [...(modelsByMake.get(m.makeId) ?? []), m]);
  const trucks = vehicles.models.filter((m) => m.seed.kind === 'truck');

  for (const p of products) {
    if (p.universal) continue;
    // Truck-bed parts fit pickups only; other parts pick a platform: one make's models, sometimes a sibling make's too.
    const bedPart = /tonneau|bed|hitch/i.test(p.name);
    const first = rng.pick(bedPart && trucks.length > 0 ? trucks : vehicles.models);
    const siblings = (bedPart ? trucks : modelsByMake.get(first.makeId) ?? []).filter((m) => m !== first);
    const models = [first, ...rng.sample(siblings, rng.int(1, 4))];
    const qualifier = rng.next();
    const note = rng.chance(0.1) ? [rng.pick(NOTES)] : [];
    for (const model of models) {
      const from = Math.max(1990, model.seed.from);
      const to = Math.min(2026, model.seed.to);
      const span = rng.int(5, 15);
      const start = rng.int(from, Math.max(from, to - span + 1));
      const engineId = qualifier < 0.25 && model.engineIds.length > 1 ? rng.pick(model.engineIds) : null;
      const trims = qualifier >= 0.25 && qualifier < 0.4 && model.subModelIds.length > 1 ? rng.sample(model.subModelIds, rng.int(1, model.subModelIds.length - 1)) : [null];
      for (let year = start; year <= Math.min(to, start + span - 1); year++) {
        const bvId = bvByModelYear.get(`${model.modelId}:${year}`);
        if (!bvId) continue;
        let bedLengthId: number | null = null;
        let bodyTypeId: number | null = null;
        if (bedPart && model.seed.kind === 'truck') {
          const cfg = rng.pick(vehicles.configsByBase.get(bvId) ?? []);
          bedLengthId = cfg?.bed_length_id ?? null;
        } else if (qualifier >= 0.4 && qualifier < 0.45 && model.bodyTypeIds.length > 1) {
          // A body the vehicle was actually built with that year, so the application can match a shopper.
          bodyTypeId = rng.pick(vehicles.configsByBase.get(bvId) ?? []).body_type_id;
        }
        for (const subModelId of trims) {
          out.push({
            application_id: out.length + 1,
            product_id: p.product_id,
            base_vehicle_id: bvId,
            sub_model_id: subModelId,
            body_type_id: bodyTypeId,
            bed_length_id: bedLengthId,
            engine_id: engineId,
            position: p.position,
            quantity: p.position?.includes('Left') || p.position?.includes('Right') ? 1 : rng.pick([1, 1, 2]),
            notes: note,
          });
        }
      }
    }
  }
  return out;
}
