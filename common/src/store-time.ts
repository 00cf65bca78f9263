// Store time (decision 0043): every time shown for a store, on the server (receipts, invoices, appointment mail) or in
// the web (POS lists), is that store's wall clock, from its IANA time zone (locations.time_zone), never the browser's
// or the server's zone. One helper for both sides, on Intl.DateTimeFormat.
import { z } from 'zod';

/** The demo stores' zone, and the column's default. */
export const DEFAULT_STORE_TZ = 'America/Chicago';

/** Whether `name` is an IANA time zone the runtime knows ("America/New_York"; "CST" or "Mars/Base" is not). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, 'Time zone must be an IANA name, like America/Chicago.');

export type StoreTimeStyle =
  /** "Mar 8, 2026, 1:30 AM": POS lists. */
  | 'dateTime'
  /** "Mar 8, 2026": a date column. */
  | 'date'
  /** "March 8, 2026 at 1:30 AM": a receipt's or invoice's heading. */
  | 'long'
  /** "2026-03-08 01:30": spec 001 s9 "Y-m-d H:i". */
  | 'ymdHi';

const OPTIONS: Record<StoreTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  long: { dateStyle: 'long', timeStyle: 'short' },
  ymdHi: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: StoreTimeStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(style === 'ymdHi' ? 'en-CA' : 'en-US', { ...OPTIONS[style], timeZone });
    formatters.set(key, f);
  }
  return f;
}

/**
 * An instant (a Date, or ISO text as the API sends it) as the store's wall clock. A zone the runtime does not know
 * falls back to DEFAULT_STORE_TZ rather than failing a whole page; zones are checked where they are written.
 */
export function formatStoreTime(instant: Date | string, timeZone: string, style: StoreTimeStyle = 'dateTime'): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) return typeof instant === 'string' ? instant : '';
  const f = formatter(style, isTimeZone(timeZone) ? timeZone : DEFAULT_STORE_TZ);
  return style === 'ymdHi' ? f.format(d).replace(',', '') : f.format(d);
}

/** The store's local date and time of an instant: { date: "Y-m-d", time: "H:i" }. */
export function storeLocalParts(instant: Date, timeZone: string): { date: string; time: string } {
  const s = formatStoreTime(instant, timeZone, 'ymdHi');
  return { date: s.slice(0, 10), time: s.slice(11, 16) };
}

/** A wall-clock date ("Y-m-d") and time ("H:i") in the store's zone as an instant, daylight saving included. */
export function storeInstant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  // How far the zone's clock is from UTC at the guess, applied once and checked again (the offset can change between).
  const offsetAt = (d: Date) => {
    const p = storeLocalParts(d, timeZone);
    return Date.parse(`${p.date}T${p.time}:00Z`) - Math.floor(d.getTime() / 60_000) * 60_000;
  };
  const first = new Date(guess.getTime() - offsetAt(guess));
  return new Date(guess.getTime() - offsetAt(first));
}

/** Today's date ("Y-m-d") at the store. */
export const storeToday = (timeZone: string, now: Date = new Date()) => storeLocalParts(now, timeZone).date;
