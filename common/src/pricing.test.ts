import { describe, expect, it } from 'vitest';
import { quantityBreaks, tierFor, unitPrice, type PriceFacts } from './pricing';

const facts = (over: Partial<PriceFacts> = {}): PriceFacts => ({
  regularCents: 10000,
  specialCents: null,
  tiers: [],
  rebate: null,
  ...over,
});

describe('tierFor', () => {
  const tiers = [
    { quantity: 4, priceCents: 9000 },
    { quantity: 2, priceCents: 9500 },
    { quantity: 10, priceCents: 8000 },
  ];
  it('takes the highest tier quantity not above the quantity', () => {
    expect(tierFor(tiers, 1)).toBeNull();
    expect(tierFor(tiers, 2)?.priceCents).toBe(9500);
    expect(tierFor(tiers, 3)?.priceCents).toBe(9500);
    expect(tierFor(tiers, 9)?.priceCents).toBe(9000);
    expect(tierFor(tiers, 10)?.priceCents).toBe(8000);
  });
});

describe('unitPrice', () => {
  it('is the list price with nothing else', () => {
    expect(unitPrice(facts(), 1)).toMatchObject({
      unitCents: 10000,
      originalUnitCents: 10000,
      unitBeforeDiscountsCents: 10000,
      special: false,
      tier: null,
    });
  });
  it('uses a special only when it is lower', () => {
    expect(unitPrice(facts({ specialCents: 8999 }), 1)).toMatchObject({
      unitCents: 8999,
      special: true,
      unitBeforeDiscountsCents: 8999,
      originalUnitCents: 10000,
    });
    expect(unitPrice(facts({ specialCents: 12000 }), 1)).toMatchObject({ unitCents: 10000, special: false });
  });
  it('applies a tier when it beats the special, never when it is higher', () => {
    const tiers = [{ quantity: 4, priceCents: 8500 }];
    expect(unitPrice(facts({ specialCents: 9000, tiers }), 4).unitCents).toBe(8500);
    expect(unitPrice(facts({ specialCents: 8000, tiers }), 4)).toMatchObject({ unitCents: 8000, tier: null });
    expect(unitPrice(facts({ tiers }), 3).unitCents).toBe(10000);
  });
  it('adds option modifiers and takes the rebate off last', () => {
    const p = unitPrice(facts({ rebate: { name: 'Mail-in', amountCents: 500 } }), 1, [
      { priceCents: 1500, pricePrefix: '+' },
      { priceCents: 200, pricePrefix: '-' },
    ]);
    expect(p).toMatchObject({
      optionsCents: 1300,
      unitCents: 10800,
      originalUnitCents: 11300,
      unitBeforeDiscountsCents: 11300,
    });
  });
  it('never goes below zero', () => {
    expect(unitPrice(facts({ regularCents: 300, rebate: { name: 'R', amountCents: 500 } }), 1).unitCents).toBe(0);
  });
});

describe('quantityBreaks', () => {
  it('prices each break as the cart does: the tier, then the instant rebate off', () => {
    // Issue 31: list $66.99, a $15.00 rebate, 2+ at $64.98 and 4+ at $60.00: one costs $51.99, two cost $49.98 each.
    const rebated = facts({
      regularCents: 6699,
      tiers: [
        { quantity: 4, priceCents: 6000 },
        { quantity: 2, priceCents: 6498 },
      ],
      rebate: { name: 'Instant Rebate', amountCents: 1500 },
    });
    expect(unitPrice(rebated, 1).unitCents).toBe(5199);
    expect(quantityBreaks(rebated, 1)).toEqual([
      { quantity: 2, unitCents: 4998 },
      { quantity: 4, unitCents: 4500 },
    ]);
  });

  it('leaves out breaks at or below the shown quantity and tiers no cheaper than the shown price', () => {
    const onSale = facts({
      regularCents: 10000,
      specialCents: 8000,
      tiers: [
        { quantity: 2, priceCents: 9000 },
        { quantity: 3, priceCents: 7500 },
        { quantity: 6, priceCents: 7000 },
      ],
    });
    expect(quantityBreaks(onSale, 1)).toEqual([
      { quantity: 3, unitCents: 7500 },
      { quantity: 6, unitCents: 7000 },
    ]);
    expect(quantityBreaks(onSale, 3)).toEqual([{ quantity: 6, unitCents: 7000 }]);
  });
});
