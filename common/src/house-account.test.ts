import { describe, expect, it } from 'vitest';
import {
  addDays,
  agingBucket,
  agingOf,
  applyPayment,
  chargeRefusal,
  HOUSE_MSG,
  statementPeriodDue,
} from './house-account';

describe('net terms on the store calendar', () => {
  it('net 30 from the last day of a month, over a leap day and the year end', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-15', 30)).toBe('2028-03-16');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    // The day clocks go back (America/Chicago, 2026-11-01) is still one calendar day.
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
  });
});

describe('agingBucket: days past the due date', () => {
  const due = '2026-06-30';
  it.each([
    ['2026-06-01', 'current'],
    ['2026-06-30', 'current'],
    ['2026-07-01', 'd1_30'],
    ['2026-07-30', 'd1_30'],
    ['2026-07-31', 'd31_60'],
    ['2026-08-29', 'd31_60'],
    ['2026-08-30', 'd61_90'],
    ['2026-09-28', 'd61_90'],
    ['2026-09-29', 'over90'],
  ])('on %s it is %s', (today, bucket) => {
    expect(agingBucket(due, today)).toBe(bucket);
  });
});

describe('agingOf', () => {
  it('adds the open cents per bucket and skips paid invoices', () => {
    const t = agingOf(
      [
        { dueDate: '2026-12-20', openCents: 12500 },
        { dueDate: '2026-11-10', openCents: 4000 },
        { dueDate: '2026-11-01', openCents: 1999 },
        { dueDate: '2026-09-01', openCents: 30000 },
        { dueDate: '2026-05-01', openCents: 101 },
        { dueDate: '2026-05-01', openCents: 0 },
      ],
      '2026-11-25',
    );
    expect(t).toEqual({ current: 12500, d1_30: 5999, d31_60: 0, d61_90: 30000, over90: 101, total: 48600 });
  });
});

describe('chargeRefusal: a sale on account', () => {
  it('buys up to the limit exactly', () => {
    expect(chargeRefusal({ limitCents: 100000, balanceCents: 60000, onHold: false, amountCents: 40000 })).toBeNull();
  });
  it('is refused one cent past it, saying what is available', () => {
    expect(chargeRefusal({ limitCents: 100000, balanceCents: 60000, onHold: false, amountCents: 40001 })).toBe(
      'Over the credit limit: $400.00 of the $1,000.00 limit is available.',
    );
  });
  it('is refused on hold whatever the amount', () => {
    expect(chargeRefusal({ limitCents: 100000, balanceCents: 0, onHold: true, amountCents: 100 })).toBe(
      HOUSE_MSG.onHold,
    );
  });
  it('offers nothing when the balance is already past the limit (the limit was lowered)', () => {
    expect(chargeRefusal({ limitCents: 50000, balanceCents: 70000, onHold: false, amountCents: 1 })).toBe(
      'Over the credit limit: $0.00 of the $500.00 limit is available.',
    );
  });
});

describe('applyPayment', () => {
  const open = [
    { id: 7, date: '2026-10-05', openCents: 20000 },
    { id: 3, date: '2026-09-12', openCents: 15050 },
    { id: 9, date: '2026-10-05', openCents: 8000 },
    { id: 4, date: '2026-11-01', openCents: 0 },
  ];
  it('pays the oldest invoice first, then the next (same day: the first charged)', () => {
    expect(applyPayment(open, 30000)).toEqual({
      allocations: [
        { id: 3, cents: 15050 },
        { id: 7, cents: 14950 },
      ],
      leftCents: 0,
    });
  });
  it('pays everything and says what is left over', () => {
    expect(applyPayment(open, 50000)).toEqual({
      allocations: [
        { id: 3, cents: 15050 },
        { id: 7, cents: 20000 },
        { id: 9, cents: 8000 },
      ],
      leftCents: 6950,
    });
  });
  it('pays only the chosen invoices', () => {
    expect(applyPayment(open, 10000, [9, 7])).toEqual({
      allocations: [{ id: 7, cents: 10000 }],
      leftCents: 0,
    });
    expect(applyPayment(open, 9000, [9])).toEqual({ allocations: [{ id: 9, cents: 8000 }], leftCents: 1000 });
  });
});

describe('the statement period due on a store date', () => {
  it("on or after the statement day: last month's statement; before it: none; January gives December", () => {
    expect(statementPeriodDue('2026-11-01', 1)).toBe('2026-10');
    expect(statementPeriodDue('2026-11-14', 15)).toBeNull();
    expect(statementPeriodDue('2026-11-15', 15)).toBe('2026-10');
    expect(statementPeriodDue('2026-11-28', 15)).toBe('2026-10');
    expect(statementPeriodDue('2027-01-03', 1)).toBe('2026-12');
  });
});
