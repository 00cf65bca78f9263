import { pickMode, type PageFlags } from '@parts/common/flags';
import { useFlags } from './flags-context';

/**
 * Spec 000 sections 4 and 6: the noprice template hides prices, and so does login_for_pricing for a visitor who is
 * not logged in. The server sends login_for_pricing already resolved for this visitor (true only while a login is
 * needed). Staff at the counter always see prices.
 */
export function pricesVisible(flags: PageFlags): boolean {
  const mode = pickMode(flags);
  if (mode === 'pos' || mode === 'pos-locked') return true;
  if (mode === 'noprice') return false;
  return !flags.login_for_pricing;
}

export function usePricesVisible(): boolean {
  return pricesVisible(useFlags().flags);
}
