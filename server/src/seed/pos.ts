// Demo card devices, smart terminals and departments for the local terminal simulator (issue 13, decision 0018), and
// a second register at the main store (decision 0094: every store already has "Register 1", made with the store).
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
  await db.insert(t.paymentDevices).values(DEMO_PAYMENT_DEVICES);
  await db.insert(t.registers).values({ locationId: 1, name: 'Register 2' }).onConflictDoNothing();
}
