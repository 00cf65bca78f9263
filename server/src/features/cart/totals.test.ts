import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, couponDiscount, type TotalsInput } from './totals';

const TX = [
  { taxClassId: 1, name: 'TX Sales Tax 8.25%', rateBp: 825 },
  { taxClassId: 2, name: 'TX Sales Tax 8.25%', rateBp: 825 },
];
const base = (over: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [],
  coupon: null,
  vouchers: [],
  rates: TX,
  taxExempt: false,
  shipping: null,
  storeCreditCents: 0,
  ...over,
});

describe('allocate', () => {
  it('splits exactly, largest remainder first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(999, [1000, 3000]).reduce((a, b) => a + b)).toBe(999);
  });
});

describe('couponDiscount', () => {
  it('takes a percent in basis points, caps a fixed amount at the sub-total, and needs the minimum', () => {
    expect(couponDiscount({ code: 'A', name: 'A', type: 'P', discount: 1000, minimumCents: 0 }, 12345)).toBe(1235);
    expect(couponDiscount({ code: 'B', name: 'B', type: 'F', discount: 2000, minimumCents: 0 }, 1500)).toBe(1500);
    expect(couponDiscount({ code: 'C', name: 'C', type: 'F', discount: 2000, minimumCents: 10000 }, 9999)).toBe(0);
    expect(couponDiscount({ code: 'C', name: 'C', type: 'F', discount: 2000, minimumCents: 10000 }, 10000)).toBe(2000);
  });
});

describe('computeTotals', () => {
  it('taxes each line by its class and rounds per line', () => {
    const t = computeTotals(
      base({
        lines: [
          { key: 'a', goodsCents: 1999, laborCents: 0, taxClassId: 1, laborTaxClassId: 2 },
          { key: 'b', goodsCents: 1001, laborCents: 0, taxClassId: 3, laborTaxClassId: 2 },
          { key: 'c', goodsCents: 1, laborCents: 0, taxClassId: 1, laborTaxClassId: 2 },
        ],
      }),
    );
    // 1999 * 8.25% = 164.9175 -> 165; the non-taxable class pays none; 1 cent * 8.25% rounds to 0.
    expect(t.taxCents).toBe(165);
    expect(t.subtotalCents).toBe(3001);
    expect(t.totalCents).toBe(3166);
    expect(t.entries.map((e) => e.code)).toEqual(['sub_total', 'tax', 'total']);
  });

  it('takes a coupon before tax, spread over the lines, then vouchers and credit off the total', () => {
    const t = computeTotals(
      base({
        lines: [
          { key: 'a', goodsCents: 10000, laborCents: 6000, taxClassId: 1, laborTaxClassId: 2 },
          { key: 'b', goodsCents: 5000, laborCents: 0, taxClassId: 1, laborTaxClassId: 2 },
        ],
        coupon: { code: 'SAVE10', name: '10% off', type: 'P', discount: 1000, minimumCents: 5000 },
        vouchers: [{ code: 'GIFT25', balanceCents: 2500 }],
        shipping: { title: 'Flat Shipping Rate', cents: 999 },
        storeCreditCents: 100,
      }),
    );
    expect(t.discountCents).toBe(1500);
    // Goods after coupon 9000 + 4500, labor 6000: 742.5 -> 743, 371.25 -> 371, 495.
    expect(t.lineTax.get('a')).toBe(743 + 495);
    expect(t.lineTax.get('b')).toBe(371);
    expect(t.taxCents).toBe(1609);
    const before = 15000 + 6000 - 1500 + 1609 + 999;
    expect(t.voucherCents).toBe(2500);
    expect(t.creditCents).toBe(100);
    expect(t.totalCents).toBe(before - 2600);
    expect(t.entries.find((e) => e.code === 'coupon')).toMatchObject({ title: 'Coupon (SAVE10)', valueCents: -1500 });
  });

  it('charges a tax-exempt customer no tax, and a voucher never takes the total below zero', () => {
    const t = computeTotals(
      base({
        lines: [{ key: 'a', goodsCents: 2000, laborCents: 0, taxClassId: 1, laborTaxClassId: 2 }],
        taxExempt: true,
        vouchers: [{ code: 'BIG', balanceCents: 10000 }],
      }),
    );
    expect(t.taxCents).toBe(0);
    expect(t.voucherUse).toEqual([{ code: 'BIG', cents: 2000 }]);
    expect(t.totalCents).toBe(0);
  });

  it('drops a coupon whose minimum the cart no longer meets', () => {
    const t = computeTotals(
      base({
        lines: [{ key: 'a', goodsCents: 4000, laborCents: 0, taxClassId: 1, laborTaxClassId: 2 }],
        coupon: { code: 'F20', name: '$20 off', type: 'F', discount: 2000, minimumCents: 5000 },
      }),
    );
    expect(t.discountCents).toBe(0);
    expect(t.couponApplied).toBe(false);
  });

  it("adds a part's core charges as their own line, untaxed unless the store names a tax class, never couponed", () => {
    const battery = { key: 'b', goodsCents: 10000, laborCents: 0, taxClassId: 1, laborTaxClassId: 2, coreCents: 2200 };
    const untaxed = computeTotals(base({ lines: [battery] }));
    expect(untaxed.coreCents).toBe(2200);
    expect(untaxed.taxCents).toBe(825);
    expect(untaxed.totalCents).toBe(13025);
    expect(untaxed.entries.find((e) => e.code === 'core')).toEqual({
      code: 'core',
      title: 'Core Charges',
      valueCents: 2200,
    });
    const taxed = computeTotals(base({ lines: [{ ...battery, coreTaxClassId: 1 }] }));
    expect(taxed.lineCoreTax.get('b')).toBe(182);
    expect(taxed.totalCents).toBe(13207);
    const couponed = computeTotals(
      base({ lines: [battery], coupon: { code: 'P10', name: '10%', type: 'P', discount: 1000, minimumCents: 0 } }),
    );
    expect(couponed.discountCents).toBe(1000);
    expect(couponed.totalCents).toBe(10000 - 1000 + 743 + 2200);
  });
});
