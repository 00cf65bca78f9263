import { createContext, useContext } from 'react';
import type { PageFlags } from '@parts/common/flags';

export interface FlagsState {
  flags: PageFlags;
  /** Re-reads the flags after anything that changes the session (staff login, lock, cart, customer login). Throws on failure. */
  refresh: () => Promise<PageFlags>;
}

export const FlagsContext = createContext<FlagsState | null>(null);

export function useFlags(): FlagsState {
  const state = useContext(FlagsContext);
  if (!state) throw new Error('useFlags needs a <FlagsProvider> above it');
  return state;
}
