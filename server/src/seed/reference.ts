// Small fixed tables: stores and warehouse, tax, customer groups, demo customers.
import type { Rng } from './rng';

export const LOCATIONS = [
  {
    name: 'Austin - North Lamar',
    kind: 'store',
    warehouseCode: null,
    address1: '8210 N Lamar Blvd',
    city: 'Austin',
    zoneCode: 'TX',
    postcode: '78753',
    telephone: '5125550142',
    emailAddress: 'northlamar@partsdesk.example',
    lat: 30.3507,
    lng: -97.7112,
    openingHours: ['Mon-Fri 7:30 AM - 7:00 PM', 'Sat 8:00 AM - 6:00 PM', 'Sun 10:00 AM - 4:00 PM'],
    services: ['pickup', 'installation', 'battery_testing'],
  },
  {
    name: 'Round Rock',
    kind: 'store',
    warehouseCode: null,
    address1: '1701 S Mays St',
    city: 'Round Rock',
    zoneCode: 'TX',
    postcode: '78664',
    telephone: '5125550188',
    emailAddress: 'roundrock@partsdesk.example,manager.rr@partsdesk.example',
    lat: 30.4955,
    lng: -97.6789,
    openingHours: ['Mon-Fri 7:30 AM - 7:00 PM', 'Sat 8:00 AM - 6:00 PM', 'Sun 10:00 AM - 4:00 PM'],
    services: ['pickup', 'battery_testing'],
  },
  {
    name: 'San Marcos',
    kind: 'store',
    warehouseCode: null,
    address1: '1005 Hwy 80',
    city: 'San Marcos',
    zoneCode: 'TX',
    postcode: '78666',
    telephone: '5125550119',
    emailAddress: 'sanmarcos@partsdesk.example',
    lat: 29.8833,
    lng: -97.9414,
    openingHours: ['Mon-Sat 8:00 AM - 6:00 PM', 'Sun closed'],
    services: ['pickup', 'installation'],
  },
  {
    name: 'Central Warehouse',
    kind: 'warehouse',
    warehouseCode: 'WH1',
    address1: '4400 Industrial Oaks Blvd',
    city: 'Austin',
    zoneCode: 'TX',
    postcode: '78735',
    telephone: '5125550100',
    emailAddress: 'warehouse@partsdesk.example',
    lat: 30.2496,
    lng: -97.8671,
    openingHours: [],
    services: [],
  },
] as const;

export const TAX_CLASSES = ['Taxable Goods', 'Labor', 'Non-Taxable'] as const;
/** Texas: 6.25% state plus 2% local; repair labor on motor vehicles is taxable there too. */
export const TAX_RATES = [
  { taxClassId: 1, name: 'TX Sales Tax 8.25%', rateBp: 825, zoneCode: 'TX' },
  { taxClassId: 2, name: 'TX Sales Tax 8.25%', rateBp: 825, zoneCode: 'TX' },
];

export const CUSTOMER_GROUPS = [
  { name: 'Retail', isDefault: true },
  { name: 'Installer', isDefault: false },
  { name: 'Fleet', isDefault: false },
];

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'Carlos',
  'Elizabeth',
  'Daniel',
  'Susan',
  'Matthew',
  'Jessica',
  'Anthony',
  'Sarah',
  'Luis',
  'Karen',
  'Kevin',
  'Nancy',
];
const LAST = [
  'Smith',
  'Garcia',
  'Johnson',
  'Martinez',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Hernandez',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Clark',
];

export interface DemoCustomer {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  customerGroupId: number;
  taxExempt: boolean;
  taxExemptNumber: string;
  textingAlerts: boolean;
  newsletter: boolean;
}

/** The first customer is the documented demo shopper; the rest fill the POS lists. */
export function demoCustomers(rng: Rng, count: number): DemoCustomer[] {
  const list: DemoCustomer[] = [
    {
      firstname: 'Demo',
      lastname: 'Shopper',
      email: 'shopper@example.com',
      telephone: '5125550101',
      customerGroupId: 1,
      taxExempt: false,
      taxExemptNumber: '',
      textingAlerts: true,
      newsletter: true,
    },
    {
      firstname: 'Hill Country',
      lastname: 'Fleet Services',
      email: 'fleet@example.com',
      telephone: '5125550102',
      customerGroupId: 3,
      taxExempt: true,
      taxExemptNumber: 'TX-EX-448210',
      textingAlerts: false,
      newsletter: false,
    },
    {
      firstname: 'Ramos',
      lastname: 'Auto Repair',
      email: 'shop@example.com',
      telephone: '5125550103',
      customerGroupId: 2,
      taxExempt: false,
      taxExemptNumber: '',
      textingAlerts: true,
      newsletter: false,
    },
  ];
  while (list.length < count) {
    const firstname = rng.pick(FIRST);
    const lastname = rng.pick(LAST);
    list.push({
      firstname,
      lastname,
      email: `${firstname}.${lastname}.${list.length}@example.com`.toLowerCase(),
      telephone: `512555${String(1000 + list.length).slice(-4)}`,
      customerGroupId: rng.chance(0.8) ? 1 : rng.pick([2, 3]),
      taxExempt: false,
      taxExemptNumber: '',
      textingAlerts: rng.chance(0.5),
      newsletter: rng.chance(0.3),
    });
  }
  return list;
}

export const DEMO_CUSTOMER_PASSWORD = 'shopper123';
