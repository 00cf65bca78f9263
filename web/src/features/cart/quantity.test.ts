import { describe, expect, it } from 'vitest';
import { bnplMonthly } from '@parts/common/cart';
import { clampQuantity, quantityProblem } from './QuantityInput';

describe('quantity input rules', () => {
  it('gives the spec messages', () => {
    expect(quantityProblem('', 1)).toBe('A number must be input');
    expect(quantityProblem('2.5', 1)).toBe('A number must be input');
    expect(quantityProblem('0', 1)).toBe('Minimum quantity is 1');
    expect(quantityProblem('1', 4)).toBe('Minimum quantity is 4');
    expect(quantityProblem('10001', 1)).toBe('Maximum quantity is 10000');
    expect(quantityProblem('10000', 1)).toBeNull();
  });

  it('clamps into range and leaves junk for the message', () => {
    expect(clampQuantity('20000', 1)).toBe('10000');
    expect(clampQuantity('0', 2)).toBe('2');
    expect(clampQuantity('abc', 1)).toBe('abc');
  });
});

describe('bnplMonthly', () => {
  it('divides by 12 months rounding up to whole dollars, from $50', () => {
    expect(bnplMonthly(4999)).toBeNull();
    expect(bnplMonthly(5000)).toBe(5);
    expect(bnplMonthly(34711)).toBe(29);
  });
});
