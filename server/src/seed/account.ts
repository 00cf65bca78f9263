// Demo address book entries for the three documented demo customers (ids 1-3), so checkout has a default address.
import type { Database } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const DEMO_ADDRESSES = [
  {
    customerId: 1,
    firstname: 'Demo',
    lastname: 'Shopper',
    company: '',
    address1: '2401 E 6th St',
    address2: '',
    city: 'Austin',
    postcode: '78702',
    countryCode: 'US',
    zoneCode: 'TX',
    isDefault: true,
  },
  {
    customerId: 2,
    firstname: 'Hill Country',
    lastname: 'Fleet Services',
    company: 'Hill Country Fleet Services',
    address1: '900 W Whitestone Blvd',
    address2: 'Bay 4',
    city: 'Cedar Park',
    postcode: '78613',
    countryCode: 'US',
    zoneCode: 'TX',
    isDefault: true,
  },
  {
    customerId: 3,
    firstname: 'Ramos',
    lastname: 'Auto Repair',
    company: 'Ramos Auto Repair',
    address1: '1120 S Interstate 35',
    address2: '',
    city: 'San Marcos',
    postcode: '78666',
    countryCode: 'US',
    zoneCode: 'TX',
    isDefault: true,
  },
];

export async function loadDemoAddresses(database: Database): Promise<void> {
  await database.db.insert(t.customerAddresses).values(DEMO_ADDRESSES);
}
