import { describe, expect, it } from 'vitest';
import {
  customProductInput,
  laborCents,
  laborEntryInput,
  laborTimeText,
  priceEditFrom,
  priceEditProblems,
  randomPoNumber,
} from './pos-cart';

describe('laborCents: rate x minutes / 60 x quantity, rounded once to a cent', () => {
  it.each([
    [12000, 45, 1, 9000],
    [12000, 60, 2, 24000],
    [9550, 7, 3, 3343], // 3342.5 rounds half away from zero
    [9550, 1, 1, 159], // 159.1666…
    [10500, 1, 1, 175],
    [9550, 90, 2, 28650],
    [9999, 1, 7, 1167], // 1166.55: rounded on the whole, not per unit (167 x 7 = 1169)
  ])('%i cents/h x %i min x %i = %i cents', (rate, minutes, qty, want) => {
    expect(laborCents(rate, minutes, qty)).toBe(want);
  });
  it('shows time in hrs and min', () => {
    expect([laborTimeText(7), laborTimeText(60), laborTimeText(90), laborTimeText(0)]).toEqual([
      '7 min',
      '1 hrs',
      '1 hrs 30 min',
      '0 min',
    ]);
  });
});

describe('forms share the route schemas', () => {
  it('labor entry messages', () => {
    const r = laborEntryInput.safeParse({ laborId: '1', laborTime: '-5', quantity: '0' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      'Time must be a positive number.',
      'Quantity must be a positive number.',
    ]);
  });
  it('custom product defaults quantity to 1 and refuses price 0', () => {
    expect(customProductInput.parse({ name: 'Core', price: '1.50', quantity: '' })).toEqual({
      name: 'Core',
      price: 150,
      quantity: 1,
      tax_class_id: undefined,
    });
    expect(customProductInput.safeParse({ name: 'Core', price: '0', quantity: '1' }).error!.issues[0]!.message).toBe(
      'Price must be a positive number.',
    );
  });
});

describe('price edit fields stay in sync within their bounds', () => {
  it('from any field', () => {
    expect(priceEditFrom(2000, 'new', 1500)).toEqual({ newCents: 1500, adjustmentCents: -500, percent: -25 });
    expect(priceEditFrom(2000, 'adjustment', 250)).toEqual({ newCents: 2250, adjustmentCents: 250, percent: 12.5 });
    expect(priceEditFrom(1999, 'percent', -10)).toEqual({ newCents: 1799, adjustmentCents: -200, percent: -10 });
  });
  it('bounds', () => {
    expect(priceEditProblems(2000, priceEditFrom(2000, 'new', -1))).toMatchObject({
      new: 'The new price cannot be below $0.00.',
      adjustment: expect.any(String),
    });
    expect(priceEditProblems(2000, priceEditFrom(2000, 'percent', -101))).toMatchObject({
      percent: 'The percentage cannot be below -100.',
    });
    expect(priceEditProblems(2000, priceEditFrom(2000, 'adjustment', -2000))).toEqual({});
  });
  it('random PO numbers', () => {
    expect(randomPoNumber(() => 0)).toBe('PO-AAAAAAAA');
    expect(randomPoNumber()).toMatch(/^PO-[A-Z2-9]{8}$/);
  });
});
