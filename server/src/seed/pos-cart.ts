// Demo labor rates (decision 0019): every store gets the same three, so the counter's Add Labor works out of the box.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const DEMO_LABOR_RATES = [
  { title: 'Standard Labor', amountCents: 12000 },
  { title: 'Diagnostic', amountCents: 9550 },
  { title: 'Fleet Labor', amountCents: 10500 },
] as const;

export async function loadPosCartDemo(db: Db): Promise<void> {
  const stores = await db.select({ locationId: t.locations.locationId }).from(t.locations);
  const rows = stores.flatMap((s) => DEMO_LABOR_RATES.map((r, i) => ({ locationId: s.locationId, title: r.title, amountCents: r.amountCents, sortOrder: i })));
  if (rows.length) await db.insert(t.laborRates).values(rows);
  await loadPosVehicleDemo(db);
}

/** The demo shopper's saved vehicle, so the counter's vehicle selector has one to offer (a 2015 or nearby pickup). */
export async function loadPosVehicleDemo(db: Db): Promise<void> {
  const [shopper] = await db.select({ id: t.customers.customerId }).from(t.customers).where(eq(t.customers.email, 'shopper@example.com'));
  const [bv] = await db
    .select({ year: t.baseVehicles.year, makeId: t.makes.makeId, make: t.makes.name, modelId: t.models.modelId, model: t.models.name })
    .from(t.baseVehicles)
    .innerJoin(t.makes, eq(t.makes.makeId, t.baseVehicles.makeId))
    .innerJoin(t.models, eq(t.models.modelId, t.baseVehicles.modelId))
    .orderBy(desc(t.baseVehicles.year), asc(t.baseVehicles.baseVehicleId))
    .limit(1);
  if (!shopper || !bv) return;
  const ymmData = [
    { api_field: 'Year', api_value: String(bv.year), label_field: 'Year', label_value: String(bv.year) },
    { api_field: 'MakeID', api_value: String(bv.makeId), label_field: 'Make', label_value: bv.make },
    { api_field: 'ModelID', api_value: String(bv.modelId), label_field: 'Model', label_value: bv.model },
  ];
  await db.insert(t.customerVehicles).values({ customerId: shopper.id, title: `${bv.year} ${bv.make} ${bv.model}`, ymmData });
}
