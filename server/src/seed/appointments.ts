// Demo bays and a second installer for appointments (issue 14, decision 0025): the two stores that offer installation
// get bays; Round Rock (pickup only) has none.
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';
import { hashSecret } from '#src/features/staff/passwords';

export const DEMO_BAYS = [
  { locationId: 1, title: 'Bay 1', sortOrder: 1 },
  { locationId: 1, title: 'Bay 2', sortOrder: 2 },
  { locationId: 1, title: 'Alignment Rack', sortOrder: 3 },
  { locationId: 3, title: 'Bay 1', sortOrder: 1 },
  { locationId: 3, title: 'Bay 2', sortOrder: 2 },
];

export async function loadAppointmentsDemo(db: Db): Promise<void> {
  await db.insert(t.bays).values(DEMO_BAYS);
  // A second installer (Mon-Fri) so the installer list is a real choice at North Lamar.
  const [sam] = await db
    .insert(t.users)
    .values({
      username: 'installer2',
      firstname: 'Sam',
      lastname: 'Patel',
      email: 'installer2@partsdesk.example',
      role: 'installer',
      passwordHash: await hashSecret('partsdesk'),
      pinHash: await hashSecret('4567'),
      locationId: 1,
    })
    .returning({ userId: t.users.userId });
  await db.insert(t.installerAvailability).values({ userId: sam!.userId, available: true, weekdays: [1, 2, 3, 4, 5] });
}
