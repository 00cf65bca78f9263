// Demo card devices, smart terminals and departments for the local terminal simulator (issue 13, decision 0018), and
// a second register at the main store (decision 0094: every store already has "Register 1", made with the store).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const DEMO_PAYMENT_DEVICES = [
  { kind: 'card_device' as const, name: 'Counter 1 card reader', providerId: 'SIM-DC-1' },
  { kind: 'card_device' as const, name: 'Counter 2 card reader', providerId: 'SIM-DC-2' },
  { kind: 'smart_terminal' as const, name: 'Front counter terminal', providerId: 'SIM-ST-1' },
  { kind: 'smart_terminal' as const, name: 'Service desk terminal', providerId: 'SIM-ST-2' },
  { kind: 'department' as const, name: 'Parts', providerId: 'SIM-DEPT-PARTS' },
  { kind: 'department' as const, name: 'Service', providerId: 'SIM-DEPT-SERVICE' },
];

export async function loadPosDemo(db: Db): Promise<void> {
  await db.delete(t.terminalSimRequests);
  await db.delete(t.paymentDevices);
  await db.insert(t.registers).values({ locationId: 1, name: 'Register 2' }).onConflictDoNothing();
  // The main store's readers sit at its registers (decision 0098): Counter 1's reader and the front counter terminal at
  // Register 1, Counter 2's reader at Register 2. The service desk terminal is a spare at no register (any store can
  // take it); the departments (merchant accounts) are no register's.
  const tills = await db
    .select()
    .from(t.registers)
    .where(eq(t.registers.locationId, 1))
    .orderBy(asc(t.registers.registerId));
  const at = (name: string) => tills.find((r) => r.name === name)?.registerId ?? null;
  const REGISTER_OF: Record<string, string> = {
    'SIM-DC-1': 'Register 1',
    'SIM-ST-1': 'Register 1',
    'SIM-DC-2': 'Register 2',
  };
  await db.insert(t.paymentDevices).values(
    DEMO_PAYMENT_DEVICES.map((d) => {
      const registerId = REGISTER_OF[d.providerId] ? at(REGISTER_OF[d.providerId]!) : null;
      return { ...d, registerId, locationId: registerId ? 1 : null };
    }),
  );
}
