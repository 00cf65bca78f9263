// The stores a staff user may work at (issue 27, decision 0096): the one rule, asked by the staff editor's check, the
// login (which store the register opens on), the store switch and the staff route hook.

/** null or empty: every store. */
export type StoreList = readonly number[] | null;

export const STAFF_STORE_MSG = {
  notYourStore: (store: string) => `You are not set up to work at ${store}. Ask a manager to add it to your stores.`,
  notYourStoreHere: 'You are not set up to work at this store. Choose one of your stores, or ask a manager.',
  homeNotListed: 'The home store must be one of the stores they may work at.',
} as const;

export function mayWorkAt(stores: StoreList, locationId: number): boolean {
  return !stores || stores.length === 0 || stores.includes(locationId);
}

/** The store a login opens on: the home store when they may work there, else the first of their stores. */
export function loginStore(home: number | null, stores: StoreList): number | null {
  if (home !== null && mayWorkAt(stores, home)) return home;
  return stores && stores.length > 0 ? stores[0]! : home;
}
