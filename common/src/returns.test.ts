// The return money rules with literal numbers (issue 28): restocking fees, a line's share for partial returns, the
// goods part of a line's tax, and how a refund splits over a split sale's tenders.
import { describe, expect, it } from 'vitest';
import { goodsTaxOf, netLineGoods, restockingFee, splitRefund, unitsShare } from './returns';

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

describe("a line's cost after the order's coupon", () => {
  it('$5.00 off two $100.00 lines is $2.50 each; $10.00 off $30.00 + $60.00 + $10.00 is $3, $6 and $1', () => {
    expect(netLineGoods(500, [{ totalCents: 10_000 }, { totalCents: 10_000 }])).toEqual([9_750, 9_750]);
    expect(netLineGoods(1_000, [{ totalCents: 3_000 }, { totalCents: 6_000 }, { totalCents: 1_000 }])).toEqual([
      2_700, 5_400, 900,
    ]);
  });
  it('the odd cent of the coupon goes to the earliest line, so the lines still add up to what was paid; no coupon changes nothing', () => {
    expect(netLineGoods(100, [{ totalCents: 1_000 }, { totalCents: 1_000 }, { totalCents: 1_000 }])).toEqual([
      966, 967, 967,
    ]);
    expect(netLineGoods(0, [{ totalCents: 1_999 }, { totalCents: 0 }])).toEqual([1_999, 0]);
  });
});
