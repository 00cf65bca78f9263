// Generates fitment applications: each vehicle-specific part fits a few models over a run of years,
// some narrowed by trim, engine, body or bed length, so that "maybe" answers arise as they do in real ACES data.
// Popular vehicles of recent years are covered first (decision 0029): each generation of each popular model gets its own
// parts in every major category, so a shopper with a 2015 F-150 finds front and rear pads, an alternator, a battery…
import { categoryRefs } from './generate-catalog';
import type { Rng } from './rng';
import type { Vehicles } from './generate-vehicles';
import type { ApplicationRow, ProductRow } from './tables';

const NOTES = [
  'Without Sport Package',
  'With 4WD',
  'With 2WD',
  'With Heavy Duty Suspension',
  'Excludes Hybrid',
  'With Towing Package',
  'Vehicles built after 03/15',
];

/** The major categories (and positions) every popular vehicle has parts in, and how many parts per model generation. */
export const MAJOR_SLOTS: { category: string; position: string | null; perGeneration: number }[] = [
  { category: 'Brake Pads', position: 'Front', perGeneration: 3 },
  { category: 'Brake Pads', position: 'Rear', perGeneration: 3 },
  { category: 'Brake Rotors', position: 'Front', perGeneration: 3 },
  { category: 'Brake Rotors', position: 'Rear', perGeneration: 3 },
  { category: 'Oil Filters', position: null, perGeneration: 2 },
  { category: 'Air Filters', position: null, perGeneration: 2 },
  { category: 'Cabin Air Filters', position: null, perGeneration: 2 },
  { category: 'Batteries', position: null, perGeneration: 2 },
  { category: 'Alternators', position: null, perGeneration: 2 },
  { category: 'Starters', position: null, perGeneration: 2 },
  { category: 'Spark Plugs', position: null, perGeneration: 2 },
  { category: 'Wiper Blades', position: 'Driver', perGeneration: 2 },
  { category: 'Wiper Blades', position: 'Passenger', perGeneration: 1 },
  { category: 'Headlights', position: 'Left', perGeneration: 1 },
  { category: 'Headlights', position: 'Right', perGeneration: 1 },
  { category: 'Tail Lights', position: 'Left', perGeneration: 1 },
  { category: 'Tail Lights', position: 'Right', perGeneration: 1 },
  { category: 'Shocks', position: 'Front', perGeneration: 2 },
  { category: 'Shocks', position: 'Rear', perGeneration: 2 },
];

/** "Recent years", cut into model generations: a part made for a generation fits each of its years. */
export const RECENT_GENERATIONS: [number, number][] = [
  [2009, 2014],
  [2015, 2020],
  [2021, 2026],
];

/**
 * Gives every popular model's recent generations their own parts in each major slot. Parts are taken in catalogue order
 * from the slot's vehicle-specific parts; a small catalogue (low --scale) runs out and then shares parts between vehicles.
 */
function coverPopularVehicles(
  products: ProductRow[],
  vehicles: Vehicles,
  bvByModelYear: Map<string, number>,
  out: ApplicationRow[],
): Set<number> {
  const { leaves } = categoryRefs();
  const covered = new Set<number>();
  const pools = MAJOR_SLOTS.map((slot) => {
    const categoryId = leaves.find((l) => l.name === slot.category)?.categoryId;
    const pool = products.filter(
      (p) =>
        p.category_id === categoryId &&
        !p.universal &&
        !p.is_package &&
        (slot.position === null || p.position === slot.position),
    );
    return { slot, pool, next: 0 };
  });
  for (const model of vehicles.models.filter((m) => m.popular)) {
    for (const [genFrom, genTo] of RECENT_GENERATIONS) {
      const from = Math.max(genFrom, model.seed.from);
      const to = Math.min(genTo, model.seed.to);
      if (from > to) continue;
      for (const entry of pools) {
        const take = Math.min(entry.slot.perGeneration, entry.pool.length);
        for (let i = 0; i < take; i++) {
          const p = entry.pool[entry.next++ % entry.pool.length]!;
          covered.add(p.product_id);
          for (let year = from; year <= to; year++) {
            const bvId = bvByModelYear.get(`${model.modelId}:${year}`);
            if (!bvId) continue;
            const quantity = /Rotor|Shock/.test(entry.slot.category) ? 2 : 1;
            out.push({
              application_id: out.length + 1,
              product_id: p.product_id,
              base_vehicle_id: bvId,
              sub_model_id: null,
              body_type_id: null,
              bed_length_id: null,
              engine_id: null,
              position: p.position,
              quantity,
              notes: [],
            });
          }
        }
      }
    }
  }
  return covered;
}

export function generateApplications(rng: Rng, products: ProductRow[], vehicles: Vehicles): ApplicationRow[] {
  const out: ApplicationRow[] = [];
  const bvByModelYear = new Map<string, number>();
  for (const bv of vehicles.baseVehicles) bvByModelYear.set(`${bv.model_id}:${bv.year}`, bv.base_vehicle_id);
  const modelsByMake = new Map<number, typeof vehicles.models>();
  for (const m of vehicles.models) modelsByMake.set(m.makeId, [...(modelsByMake.get(m.makeId) ?? []), m]);
  const trucks = vehicles.models.filter((m) => m.seed.kind === 'truck');
  const covered = coverPopularVehicles(products, vehicles, bvByModelYear, out);

  for (const p of products) {
    if (p.universal || covered.has(p.product_id)) continue;
    // Truck-bed parts fit pickups only; other parts pick a platform: one make's models, sometimes a sibling make's too.
    const bedPart = /tonneau|bed|hitch/i.test(p.name);
    const first = rng.pick(bedPart && trucks.length > 0 ? trucks : vehicles.models);
    const siblings = (bedPart ? trucks : (modelsByMake.get(first.makeId) ?? [])).filter((m) => m !== first);
    const models = [first, ...rng.sample(siblings, rng.int(1, 4))];
    const qualifier = rng.next();
    const note = rng.chance(0.1) ? [rng.pick(NOTES)] : [];
    for (const model of models) {
      const from = Math.max(1990, model.seed.from);
      const to = Math.min(2026, model.seed.to);
      const span = rng.int(5, 15);
      const start = rng.int(from, Math.max(from, to - span + 1));
      const engineId = qualifier < 0.25 && model.engineIds.length > 1 ? rng.pick(model.engineIds) : null;
      const trims =
        qualifier >= 0.25 && qualifier < 0.4 && model.subModelIds.length > 1
          ? rng.sample(model.subModelIds, rng.int(1, model.subModelIds.length - 1))
          : [null];
      for (let year = start; year <= Math.min(to, start + span - 1); year++) {
        const bvId = bvByModelYear.get(`${model.modelId}:${year}`);
        if (!bvId) continue;
        let bedLengthId: number | null = null;
        let bodyTypeId: number | null = null;
        if (bedPart && model.seed.kind === 'truck') {
          const cfg = rng.pick(vehicles.configsByBase.get(bvId) ?? []);
          bedLengthId = cfg.bed_length_id ?? null;
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
