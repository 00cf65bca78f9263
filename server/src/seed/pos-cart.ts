// Demo labor rates (decision 0019): every store gets the same three, so the counter's Add Labor works out of the box.
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';
import { loadShopperVehicle } from './shopper';

export const DEMO_LABOR_RATES = [
  { title: 'Standard Labor', amountCents: 12000 },
  { title: 'Diagnostic', amountCents: 9550 },
  { title: 'Fleet Labor', amountCents: 10500 },
] as const;

export async function loadPosCartDemo(db: Db): Promise<void> {
  const stores = await db.select({ locationId: t.locations.locationId }).from(t.locations);
  const rows = stores.flatMap((s) =>
    DEMO_LABOR_RATES.map((r, i) => ({
      locationId: s.locationId,
      title: r.title,
      amountCents: r.amountCents,
      sortOrder: i,
    })),
  );
  if (rows.length) await db.insert(t.laborRates).values(rows);
  await loadShopperVehicle(db);
}
