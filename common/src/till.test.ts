// The drawer's arithmetic (issue 28, decision 0056) with literal numbers: a count's cents, expected cash, over/short.
import { describe, expect, it } from 'vitest';
import { closeDayInput, countedCents, expectedCash, needsSignOff, overShort } from './till';

describe('the drawer count', () => {
  it('adds bills and coins by denomination', () => {
    expect(countedCents({ '10000': 1, '2000': 3, '500': 1, '100': 4, '25': 3, '10': 2, '5': 1, '1': 4 })).toBe(17_004);
    expect(countedCents({})).toBe(0);
  });

  it('expected cash is float + cash sales - change - cash refunds + cash on account + paid in - paid out', () => {
    expect(
      expectedCash({
        floatCents: 15_000,
        cashSalesCents: 6_000,
        changeGivenCents: 2_000,
        cashRefundsCents: 1_000,
        accountCashCents: 4_000,
        paidInCents: 500,
        paidOutCents: 1_250,
      }),
    ).toBe(21_250);
  });

  it('over is above zero, short below', () => {
    expect(overShort(17_200, 17_250)).toBe(-50);
    expect(overShort(17_300, 17_250)).toBe(50);
  });

  it('a count is whole pieces: blank is none, a negative or a fraction is refused', () => {
    const ok = closeDayInput.parse({ day_id: '3', counts: { '2000': '2', '25': '' }, idempotency_key: 'abcdefgh' });
    expect(ok.counts['2000']).toBe(2);
    expect(ok.counts['25']).toBe(0);
    for (const bad of ['-1', '1.5', 'x'])
      expect(closeDayInput.safeParse({ day_id: 3, counts: { '100': bad }, idempotency_key: 'abcdefgh' }).success).toBe(
        false,
      );
  });
});

describe("a manager's sign-off on the close", () => {
  it('needed only past the limit, over or short', () => {
    expect(needsSignOff(-2_500, 2_000)).toBe(true);
    expect(needsSignOff(2_001, 2_000)).toBe(true);
    expect(needsSignOff(-2_000, 2_000)).toBe(false);
    expect(needsSignOff(0, 0)).toBe(false);
  });
});
