import { describe, expect, it } from 'vitest';
import { cardSurchargeCents } from './card-surcharge';
import { percentToBp } from './money';

describe('cardSurchargeCents', () => {
  it('is the percent of the amount in cents', () => {
    expect(cardSurchargeCents(10000, { percentBp: 300, capCents: 0 })).toBe(300);
    expect(cardSurchargeCents(4599, { percentBp: 300, capCents: 0 })).toBe(138);
  });
  it('rounds half a cent up', () => {
    // 3% of $0.50 is 1.5 cents; 2.5% of $0.99 is 2.475 cents.
    expect(cardSurchargeCents(50, { percentBp: 300, capCents: 0 })).toBe(2);
    expect(cardSurchargeCents(99, { percentBp: 250, capCents: 0 })).toBe(2);
  });
  it('stops at the cap', () => {
    expect(cardSurchargeCents(100000, { percentBp: 300, capCents: 2500 })).toBe(2500);
    expect(cardSurchargeCents(50000, { percentBp: 300, capCents: 2500 })).toBe(1500);
  });
  it('is nothing when off or on nothing', () => {
    expect(cardSurchargeCents(10000, { percentBp: 0, capCents: 2500 })).toBe(0);
    expect(cardSurchargeCents(0, { percentBp: 300, capCents: 0 })).toBe(0);
  });
});

describe('percentToBp', () => {
  it('reads a percent with up to two decimals', () => {
    expect(percentToBp('3')).toBe(300);
    expect(percentToBp('2.5')).toBe(250);
    expect(percentToBp('0.75')).toBe(75);
    expect(percentToBp('0')).toBe(0);
  });
});
