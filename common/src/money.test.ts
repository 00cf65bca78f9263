import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, toCents } from './money';

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
    expect(centsToDecimal(1999)).toBe('19.99');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });
});
