// Money is integer cents everywhere; dollars exist only on the wire and on screen (spec: 2 decimals, USD, en-US).

/**
 * Cents as the store shows them (en-US dollars): 123456 → "$1,234.56", -5 → "-$0.05". Written out rather than through
 * Intl.NumberFormat, which gave the same text but was a twentieth of a cold listing page's server time (a page of cards
 * formats about a hundred prices); money.test.ts holds it to Intl's text.
 */
export function formatCents(cents: number): string {
  const abs = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 && abs > 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars with 2 decimals as the wire carries them, e.g. 1999 -> "19.99". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A plain decimal ("19.99", "0.92", ".5", "-3") as a whole number of 10^-places units, without floating-point drift:
 * ("19.99", 2) → 1999 cents, ("3.5", 2) → 350 basis points, ("0.92", 6) → 920000 millionths. Null for anything else,
 * for more decimals than `places`, or past a safe integer. The one decimal parse that money, percents and rates share.
 */
export function scaledInt(text: string, places: number): number | null {
  const m = new RegExp(`^(-)?(\\d*)(?:\\.(\\d{1,${places}}))?$`).exec(text);
  if (!m || (m[2] === '' && m[3] === undefined)) return null;
  const n = Number(m[2] || '0') * 10 ** places + Number((m[3] ?? '').padEnd(places, '0'));
  if (!Number.isSafeInteger(n)) return null;
  return m[1] ? -n : n;
}

/** "8.25" (a percent with up to two decimals) → 825 basis points: tax rates and the card surcharge; 0 for anything else. */
export function percentToBp(percent: string): number {
  const bp = scaledInt(percent.trim(), 2);
  return bp !== null && bp > 0 ? bp : 0;
}

/**
 * Parses a dollar amount ("19.99", "$1,019.9", 19.99) into integer cents without floating-point drift.
 * Returns null for anything that is not a plain amount with at most 2 decimals.
 */
export function toCents(value: string | number): number | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? value.toFixed(2)
        : ''
      : value.trim().replace(/^\$/, '').replace(/,/g, '');
  return scaledInt(text, 2);
}

/** Rounds half away from zero: the rule tills and tax tables use. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Splits `amount` over `weights` in proportion, exactly (largest remainder), so the parts add up to the whole. */
export function allocate(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (amount * w) / sum);
  const out = raw.map(Math.floor);
  let left = amount - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}
