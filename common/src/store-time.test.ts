// Store time (decision 0043): expected values worked out by hand from the zones' rules, not with the helper itself.
import { describe, expect, it } from 'vitest';
import { formatStoreTime, isTimeZone, storeInstant, storeLocalParts } from './store-time';

// Intl puts a narrow no-break space before AM/PM; a reader sees a space.
const plain = (s: string) => s.replace(/\u202f/g, ' ');

describe('formatStoreTime', () => {
  // 2026-03-08 is the day clocks spring forward in the US (second Sunday of March, at 2:00 local).
  const instant = '2026-03-08T07:30:00Z';
  it('shows 07:30Z as 1:30 AM in Chicago (still CST, UTC-6) and 3:30 AM in New York (EDT since 07:00Z, UTC-4)', () => {
    expect(plain(formatStoreTime(instant, 'America/Chicago'))).toBe('Mar 8, 2026, 1:30 AM');
    expect(plain(formatStoreTime(instant, 'America/New_York'))).toBe('Mar 8, 2026, 3:30 AM');
    expect(formatStoreTime(new Date(instant), 'America/Chicago', 'ymdHi')).toBe('2026-03-08 01:30');
    expect(formatStoreTime(new Date(instant), 'America/Los_Angeles', 'ymdHi')).toBe('2026-03-07 23:30');
    expect(plain(formatStoreTime(instant, 'America/Chicago', 'long'))).toBe('March 8, 2026 at 1:30 AM');
    expect(formatStoreTime(instant, 'America/Chicago', 'date')).toBe('Mar 8, 2026');
  });
  it('falls back to the demo zone for a name the runtime does not know, rather than failing a page', () => {
    expect(formatStoreTime('2026-07-01T15:00:00Z', 'Mars/Olympus', 'ymdHi')).toBe('2026-07-01 10:00');
  });
});

describe('storeInstant and storeLocalParts', () => {
  it('reads a wall clock in the store zone, daylight saving included', () => {
    expect(storeInstant('2026-07-01', '09:00', 'America/Chicago').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(storeInstant('2026-12-01', '09:00', 'America/Chicago').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(storeInstant('2026-03-08', '03:30', 'America/Chicago').toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(storeInstant('2026-01-15', '09:00', 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(storeLocalParts(new Date('2026-03-08T06:15:00Z'), 'America/Denver')).toEqual({
      date: '2026-03-07',
      time: '23:15',
    });
  });
});

describe('isTimeZone', () => {
  it('takes IANA names and refuses others', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('America/Chicago; drop table')).toBe(false);
  });
});
