// Demo card devices, smart terminals and departments for the local terminal simulator (issue 13, decision 0018), and
// a second register at the main store (decision 0094: every store already has "Register 1", made with the store).
import { asc } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const DEMO_PAYMENT_DEVICES = [
  { kind: 'card_device' as const, name: 'Counter 1 card reader', providerId: 'SIM-DC-1' },
  { kind: 'card_device' as const, name: 'Counter 2 card reader', providerId: 'SIM-DC-2' },
  { kind: 'smart_terminal' as const, name: 'Front counter terminal', providerId: 'SIM-ST-1' },
  { kind: 'smart_terminal' as const, name: 'Service desk terminal', providerId: 'SIM-ST-2' },
  { kind: 'department' as const, name: 'Parts', providerId: 'SIM-DEPT-PARTS' },
  { kind: 'department' as const, name: 'Service', providerId: 'SIM-DEPT-SERVICE' },
  // The other demo stores' own readers (decision 0104: the checkout offers a cashier only their store's readers; the
  // demo cashier works at Round Rock). Last, so the main store's readers keep their ids.
  { kind: 'card_device' as const, name: 'Round Rock card reader', providerId: 'SIM-DC-3' },
  { kind: 'smart_terminal' as const, name: 'Round Rock terminal', providerId: 'SIM-ST-3' },
  { kind: 'card_device' as const, name: 'San Marcos card reader', providerId: 'SIM-DC-4' },
];

export async function loadPosDemo(db: Db): Promise<void> {
  await db.delete(t.terminalSimRequests);
  await db.delete(t.paymentDevices);
  await db.insert(t.registers).values({ locationId: 1, name: 'Register 2' }).onConflictDoNothing();
  // The main store's readers sit at its registers (decision 0098): Counter 1's reader and the front counter terminal at
  // Register 1, Counter 2's reader at Register 2; Round Rock's and San Marcos's at their Register 1. The service desk
  // terminal is a spare at no register (any store can take it); the departments (merchant accounts) are no register's.
  const tills = await db.select().from(t.registers).orderBy(asc(t.registers.registerId));
  const at = (locationId: number, name: string) =>
    tills.find((r) => r.locationId === locationId && r.name === name)?.registerId ?? null;
  const REGISTER_OF: Record<string, [number, string]> = {
    'SIM-DC-1': [1, 'Register 1'],
    'SIM-ST-1': [1, 'Register 1'],
    'SIM-DC-2': [1, 'Register 2'],
    'SIM-DC-3': [2, 'Register 1'],
    'SIM-ST-3': [2, 'Register 1'],
    'SIM-DC-4': [3, 'Register 1'],
  };
  await db.insert(t.paymentDevices).values(
    DEMO_PAYMENT_DEVICES.map((d) => {
      const place = REGISTER_OF[d.providerId];
      const registerId = place ? at(...place) : null;
      return { ...d, registerId, locationId: registerId ? place![0] : null };
    }),
  );
}
