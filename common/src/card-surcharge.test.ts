import { describe, expect, it } from 'vitest';
import { cardSurchargeCents, surchargeBackCents } from './card-surcharge';
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

describe('surchargeBackCents', () => {
  const paid = { amountCents: 10000, surchargeCents: 300, amountBackCents: 0, surchargeBackCents: 0 };
  it('gives back $1.50 of a $3.00 surcharge with half of a $100.00 payment, and the other $1.50 with the rest', () => {
    expect(surchargeBackCents(paid, 5000)).toBe(150);
    expect(surchargeBackCents({ ...paid, amountBackCents: 5000, surchargeBackCents: 150 }, 5000)).toBe(150);
  });
  it('gives back the whole surcharge with the whole payment', () => {
    expect(surchargeBackCents(paid, 10000)).toBe(300);
  });
  it('in three returns of $33.33, $33.33 and $33.34 gives back $1.00 each: $3.00 in all', () => {
    expect(surchargeBackCents(paid, 3333)).toBe(100);
    expect(surchargeBackCents({ ...paid, amountBackCents: 3333, surchargeBackCents: 100 }, 3333)).toBe(100);
    expect(surchargeBackCents({ ...paid, amountBackCents: 6666, surchargeBackCents: 200 }, 3334)).toBe(100);
  });
  it('a $1.38 surcharge on $45.99 in returns of $10.00 and $35.99: $0.30, then the remaining $1.08', () => {
    const p = { amountCents: 4599, surchargeCents: 138, amountBackCents: 0, surchargeBackCents: 0 };
    expect(surchargeBackCents(p, 1000)).toBe(30);
    expect(surchargeBackCents({ ...p, amountBackCents: 1000, surchargeBackCents: 30 }, 3599)).toBe(108);
  });
  it('nothing for a payment with no surcharge or a refund of nothing', () => {
    expect(surchargeBackCents({ ...paid, surchargeCents: 0 }, 5000)).toBe(0);
    expect(surchargeBackCents(paid, 0)).toBe(0);
  });
});
