// Staff permissions: the named powers a route can require (route declarations, server/src/http/route-access.ts) and
// the web can hide buttons by. A user's permissions are their own list when the back office set one (Store → Staff),
// else their role's defaults; every check asks permissionsOf(user), never the role. Decisions 0037 and 0075.
import type { StaffRole } from './flags';

/** Every permission, with the words an editor would show beside its checkbox. */
export const PERMISSION_LABELS = {
  'payments.void': 'Void or refund a payment, and void an order',
  'orders.complete': 'Complete a counter checkout',
  'credit.give': 'Give or take store credit, up to the cap per entry',
  'credit.unlimited': 'Give store credit above the cap',
  'price.override': "Change a cart line's price",
  'price.belowCost': "Set a price below the part's cost without a manager's PIN",
  'simulators.switch': 'Switch the payment terminal and distributor simulators',
  'returns.refund': 'Take a return or a core back and give the refund; send parts back to the distributor',
  'returns.waiveFee': 'Waive the restocking fee on a return',
  'accounts.sell': "Charge a sale to a customer's house account",
  'accounts.manage': 'Open a house account, set its credit limit and terms, put it on hold',
  'till.close': "Count the drawer's float, close the day and print its Z report",
  'till.cash': 'Record cash paid into or out of the drawer',
  'till.signOff': 'Sign off a drawer close whose over/short passes the limit (a manager)',
  // The back office (decision 0062). Each admin page and call asks for one of these, never for the role.
  'catalog.edit': 'Edit products, categories, brands, series and their applications',
  'catalog.prices': 'Change prices, specials, group prices and costs',
  'catalog.seeCost': "See parts' cost and margins",
  'catalog.import': 'Run PIES, CSV and ACES imports',
  'catalog.bulk': 'Bulk-change products and undo a bulk change',
  'reviews.moderate': 'Approve, reject and reply to product reviews',
  'settings.manage': "Change the store's settings",
  'stores.manage': 'Edit stores, their hours, bays and labor rates',
  'staff.manage': 'Add and disable staff, set their roles, PINs and permissions',
  'content.manage': 'Edit banners, blog posts, pages and custom forms',
  'orders.manage': 'See and manage all orders in the back office',
  'orders.delete': 'Delete an order',
  'reports.view': "See the store's reports",
  'audit.view': 'See the audit log',
} as const;

export type Permission = keyof typeof PERMISSION_LABELS;
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as Permission[];

/**
 * Store credit an entry may give without credit.unlimited, in cents ($50.00): enough for a goodwill gesture at the
 * counter, small enough that a cashier's mistake or a favour stays bounded. Decision 0037.
 */
export const STORE_CREDIT_CAP_CENTS = 5000;

/**
 * What each role may do unless the user has their own list. Installers work in the bays: no money powers. Cashiers
 * take payments, void and complete, change prices and take returns, but not above the credit cap, below cost, waive a
 * restocking fee or the simulators. Managers run the floor and the catalogue's day to day, but not staff, settings,
 * stores, imports, deletes or the audit log. Admins (the owner) may do everything.
 */
const CASHIER: readonly Permission[] = [
  'payments.void',
  'orders.complete',
  'credit.give',
  'price.override',
  'returns.refund',
  'accounts.sell',
  'till.close',
  'till.cash',
];
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: [
    ...CASHIER,
    'credit.unlimited',
    'price.belowCost',
    'returns.waiveFee',
    'accounts.manage',
    'catalog.edit',
    'catalog.prices',
    'catalog.seeCost',
    'reviews.moderate',
    'orders.manage',
    'reports.view',
  ],
  cashier: CASHIER,
  installer: [],
};

const isPermission = (p: string): p is Permission => Object.hasOwn(PERMISSION_LABELS, p);

/**
 * A user's permissions: their own list when one is set (the staff editor), else their role's defaults. Takes a staff
 * user row (permissions null or a list) or the page flags' summary (the list already worked out). Unknown names in a
 * stored list (a permission since renamed) grant nothing.
 */
export function permissionsOf(user: {
  role: StaffRole;
  permissions?: readonly string[] | null;
}): readonly Permission[] {
  return user.permissions ? user.permissions.filter(isPermission) : ROLE_PERMISSIONS[user.role];
}

export function hasPermission(
  user: { role: StaffRole; permissions?: readonly string[] | null },
  permission: Permission,
): boolean {
  return permissionsOf(user).includes(permission);
}

/**
 * Whether a price `nextCents` for a line first priced `originalCents` is within a user's override limit (percent below
 * the original; null: no limit). Raising a price is always within it.
 */
export function withinOverrideLimit(limitPct: number | null, originalCents: number, nextCents: number): boolean {
  if (limitPct === null || nextCents >= originalCents) return true;
  // Integer arithmetic: (original - next) / original <= limit / 100, without a rounding edge.
  return (originalCents - nextCents) * 100 <= limitPct * originalCents;
}

export const PERMISSION_MSG = {
  creditCap: (cap: string) => `Store credit above ${cap} needs a manager.`,
  sellOnAccount: 'Charging a house account needs the permission to sell on account.',
  overLimit: (pct: number, lowest: string) =>
    `You may lower a price by at most ${pct}% (to ${lowest}). A manager's PIN lets a bigger change through.`,
} as const;
