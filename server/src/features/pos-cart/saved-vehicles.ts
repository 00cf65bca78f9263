// A customer's saved vehicles as the counter shows them: the cart context lists them, and addVehicle answers them
// (spec 001: "POST addVehicle: answer vehicles, success").
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { facetEntrySchema } from '@parts/common/fitment';
import type { Db } from '#src/db/client';
import { customerVehicles } from '#src/db/schema/index';

export async function savedVehiclesWire(db: Db, customerId: number | null) {
  const rows = customerId
    ? await db
        .select()
        .from(customerVehicles)
        .where(eq(customerVehicles.customerId, customerId))
        .orderBy(asc(customerVehicles.vehicleId))
    : [];
  return rows.map((v) => ({
    vehicle_id: v.vehicleId,
    title: v.title,
    vin: v.vin,
    ymm: z
      .array(facetEntrySchema)
      .catch([])
      .parse(v.ymmData)
      .map((e) => e.label_value)
      .join(' '),
  }));
}
