// The demo staff accounts; main.ts prints the admin's login so a newcomer can open POS at once.
export const DEMO_STAFF = [
  { username: 'admin', password: 'partsdesk', pin: '1234', role: 'admin', firstname: 'Alex', lastname: 'Morgan' },
  { username: 'cashier', password: 'partsdesk', pin: '2345', role: 'cashier', firstname: 'Casey', lastname: 'Rivera' },
  {
    username: 'installer',
    password: 'partsdesk',
    pin: '3456',
    role: 'installer',
    firstname: 'Jordan',
    lastname: 'Lee',
  },
] as const;
