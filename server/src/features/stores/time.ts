// Store time: the stores' time zone and the one conversion each way between an instant and the store's wall clock.
// Times a shopper or cashier types (appointments) and times printed (receipts, purchase orders) go through here.
/** The stores' time zone: a wall-clock date and time there as an instant (daylight saving included). */
export const STORE_TZ = 'America/Chicago';
export function storeTime(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const there = new Date(guess.toLocaleString('en-US', { timeZone: STORE_TZ }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() + (utc.getTime() - there.getTime()));
}

const ymdHi = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** Spec 001 s9 "Y-m-d H:i", in the store's time zone. */
export const storeDateTime = (d: Date) => ymdHi.format(d).replace(',', '');
