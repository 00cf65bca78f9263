// The return money rules with literal numbers (issue 28): restocking fees, a line's share for partial returns, the
// goods part of a line's tax, and how a refund splits over a split sale's tenders.
import { describe, expect, it } from 'vitest';
import { goodsTaxOf, restockingFee, splitRefund, unitsShare } from './returns';

describe('restocking fee', () => {
  it('percent of the goods in basis points, a fixed amount, or none; never more than the goods', () => {
    expect(restockingFee({ feeType: 'percent', feeValue: 1500 }, 12_999)).toBe(1950);
    expect(restockingFee({ feeType: 'amount', feeValue: 500 }, 12_999)).toBe(500);
    expect(restockingFee({ feeType: 'amount', feeValue: 5000 }, 1_999)).toBe(1999);
    expect(restockingFee({ feeType: 'none', feeValue: 1500 }, 12_999)).toBe(0);
    expect(restockingFee({ feeType: 'percent', feeValue: 1500 }, 0)).toBe(0);
  });
});

describe("a line's share of a partial return", () => {
  it('three returns of one unit each give back exactly the line: $10.00 over 3 is 3.33, 3.34, 3.33', () => {
    expect(unitsShare(1000, 3, 0, 1)).toBe(333);
    expect(unitsShare(1000, 3, 1, 1)).toBe(334);
    expect(unitsShare(1000, 3, 2, 1)).toBe(333);
    expect(unitsShare(1000, 3, 0, 3)).toBe(1000);
  });
  it('the goods part of a tax that also covers labor', () => {
    expect(goodsTaxOf({ totalCents: 10_000, laborCents: 0, taxCents: 825 })).toBe(825);
    expect(goodsTaxOf({ totalCents: 10_000, laborCents: 10_000, taxCents: 1650 })).toBe(825);
  });
});

describe('splitting a refund over the tenders', () => {
  it('$100 cash + $150 card, $50 back: $20 cash and $30 card', () => {
    expect(
      splitRefund(
        [
          { transactionId: 1, refundableCents: 10_000 },
          { transactionId: 2, refundableCents: 15_000 },
        ],
        5_000,
      ),
    ).toEqual([2_000, 3_000]);
  });
  it('odd cents go to the earliest tender; never more than a tender has left', () => {
    expect(
      splitRefund(
        [
          { transactionId: 1, refundableCents: 100 },
          { transactionId: 2, refundableCents: 100 },
        ],
        101,
      ),
    ).toEqual([51, 50]);
    expect(
      splitRefund(
        [
          { transactionId: 1, refundableCents: 0 },
          { transactionId: 2, refundableCents: 700 },
        ],
        700,
      ),
    ).toEqual([0, 700]);
  });
  it('refuses more than the tenders hold', () => {
    expect(() => splitRefund([{ transactionId: 1, refundableCents: 100 }], 101)).toThrow();
  });
});
