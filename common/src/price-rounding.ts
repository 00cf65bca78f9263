// The bulk price rule (issue 26, decision 0071): a price or cost moved by a percentage or an amount, then rounded up
// to the next price ending the owner chose (.99 or .49). One pure rule: the preview, the apply and the tests use it.

export type PriceEnding = 'none' | '99' | '49';

export interface PriceChange {
  /** Basis points: 500 is +5 %, -1000 is -10 %. */
  percentBp?: number;
  /** Cents added (negative to take off). */
  amountCents?: number;
  ending: PriceEnding;
}

/**
 * The new price in cents. A percentage rounds half up to the cent first; then, with an ending, the price goes UP to the
 * smallest amount at or above it that ends in that many cents ($10.50 → $10.99 with .99, → $11.49 with .49): a bulk
 * rise never lands below the rise asked for, and a price that already ends right stays. Never below zero.
 */
export function bulkPrice(cents: number, change: PriceChange): number {
  let next = cents;
  if (change.percentBp !== undefined) next = Math.round((cents * (10_000 + change.percentBp)) / 10_000);
  if (change.amountCents !== undefined) next += change.amountCents;
  if (next < 0) next = 0;
  if (change.ending === 'none') return next;
  const end = Number(change.ending);
  const dollars = Math.floor(next / 100);
  const candidate = dollars * 100 + end;
  return candidate >= next ? candidate : candidate + 100;
}
