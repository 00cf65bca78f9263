import { describe, expect, it } from 'vitest';
import { bulkPrice } from './price-rounding';

describe('bulkPrice', () => {
  it('raises by a percentage and rounds up to the next .99', () => {
    expect(bulkPrice(1000, { percentBp: 500, ending: '99' })).toBe(1099);
    expect(bulkPrice(4299, { percentBp: 500, ending: '99' })).toBe(4599);
    expect(bulkPrice(1099, { percentBp: 0, ending: '99' })).toBe(1099);
  });

  it('rounds up to the next .49', () => {
    expect(bulkPrice(1000, { percentBp: 500, ending: '49' })).toBe(1149);
    expect(bulkPrice(1020, { percentBp: 0, ending: '49' })).toBe(1049);
    expect(bulkPrice(1049, { percentBp: 0, ending: '49' })).toBe(1049);
  });

  it('rounds a percentage half up to the cent without an ending', () => {
    expect(bulkPrice(1999, { percentBp: 500, ending: 'none' })).toBe(2099);
    expect(bulkPrice(1010, { percentBp: 250, ending: 'none' })).toBe(1035);
    expect(bulkPrice(2000, { percentBp: -1000, ending: 'none' })).toBe(1800);
  });

  it('adds or takes an amount, never below zero', () => {
    expect(bulkPrice(1000, { amountCents: 250, ending: 'none' })).toBe(1250);
    expect(bulkPrice(1000, { amountCents: -250, ending: '99' })).toBe(799);
    expect(bulkPrice(100, { amountCents: -500, ending: 'none' })).toBe(0);
  });
});
