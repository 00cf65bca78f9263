// Tests' setup for card readers at registers (decision 0098), done as a manager does it in Store → Stores → Registers:
// a reader at another store's register is first put at none there, then at the register asked for.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoreDetail } from '@parts/common/stores-admin';
import type { Db } from '#src/db/client';
import { paymentDevices, registers } from '#src/db/schema/index';
import type { Client } from '#src/test/http';

type Part = { success: string; detail: StoreDetail };

/** Puts the reader named `name` at register `registerId`; answers the reader's device id. */
export async function putReaderAt(manager: Client, db: Db, name: string, registerId: number): Promise<number> {
  const [reader] = await db.select().from(paymentDevices).where(eq(paymentDevices.name, name));
  const [target] = await db.select().from(registers).where(eq(registers.registerId, registerId));
  const [now] = reader!.registerId
    ? await db.select().from(registers).where(eq(registers.registerId, reader!.registerId))
    : [];
  if (now && now.locationId !== target!.locationId) {
    const off = { device_id: reader!.deviceId, location_id: now.locationId, register_id: null };
    expect((await manager.post<Part>('/admin/api/stores/readers/save', off)).status).toBe(200);
  }
  const on = { device_id: reader!.deviceId, location_id: target!.locationId, register_id: registerId };
  const r = await manager.post<Part>('/admin/api/stores/readers/save', on);
  expect(r.status).toBe(200);
  expect(r.body.detail.readers.find((x) => x.device_id === reader!.deviceId)!.register_id).toBe(registerId);
  return reader!.deviceId;
}
