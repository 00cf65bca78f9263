// Store times in the web (decision 0043): shown on the current store's clock from the page flags, never the browser's
// zone, through the one helper the server uses too (common/store-time.ts).
import { formatStoreTime, storeToday, type StoreTimeStyle } from '@parts/common/store-time';
import { useFlags } from './flags-context';

/** Formats an instant (ISO text from the API, or a Date) on the store's clock: "Mar 8, 2026, 1:30 AM". */
export function useStoreTime(): (instant: Date | string, style?: StoreTimeStyle) => string {
  const timeZone = useFlags().flags.store.time_zone;
  return (instant, style = 'dateTime') => formatStoreTime(instant, timeZone, style);
}

/** Today's date ("Y-m-d") at the store. */
export function useStoreToday(): () => string {
  const timeZone = useFlags().flags.store.time_zone;
  return () => storeToday(timeZone);
}
