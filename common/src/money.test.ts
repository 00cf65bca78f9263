import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, percentToBp, scaledInt, toCents } from './money';

describe('money', () => {
  it('parses dollar amounts to integer cents without float drift', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('$1,019.90')).toBe(101990);
    expect(toCents(0.29)).toBe(29);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-3.07')).toBe(-307);
  });
  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '1.999', '1e3', '12.', NaN, Infinity]) expect(toCents(bad as string)).toBeNull();
  });
  it('formats cents as USD and as the wire decimal', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
    // Intl writes "-$0.00" for a negative zero (a discount of nothing); the store shows none.
    expect(formatCents(-0)).toBe('$0.00');
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
  it('formats every amount as Intl.NumberFormat does for en-US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789, 999_999_999_99];
    for (let c = 0; c < 200_000; c += 7) amounts.push(c);
    for (const c of amounts.flatMap((a) => (a === 0 ? [a] : [a, -a])))
      expect(formatCents(c), String(c)).toBe(intl.format(c / 100));
  });
});

describe('scaledInt', () => {
  it('reads a plain decimal as whole units of its places, and nothing else', () => {
    expect(scaledInt('19.99', 2)).toBe(1999);
    expect(scaledInt('.5', 2)).toBe(50);
    expect(scaledInt('-3', 2)).toBe(-300);
    expect(scaledInt('0.92', 6)).toBe(920000);
    expect(scaledInt('1.123', 2)).toBeNull();
    expect(scaledInt('5.', 2)).toBeNull();
    expect(scaledInt('', 2)).toBeNull();
    expect(scaledInt('1e3', 2)).toBeNull();
  });
  it('gives tax and surcharge percents as basis points', () => {
    expect(percentToBp('8.25')).toBe(825);
    expect(percentToBp('2.5')).toBe(250);
    expect(percentToBp('abc')).toBe(0);
  });
});
