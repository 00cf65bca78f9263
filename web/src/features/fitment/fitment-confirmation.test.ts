import { describe, expect, it } from 'vitest';
import { FIT_RESULTS, type FitResult } from '@parts/common/fitment';
import { needsFitmentConfirmation } from './fitment-confirmation';

describe('needsFitmentConfirmation (spec 000 section 4)', () => {
  it('asks before adding a part that is not yes or universal when require_fitment_confirmation is on', () => {
    const asked = FIT_RESULTS.filter((r) => needsFitmentConfirmation(r, true));
    expect(asked.sort()).toEqual<FitResult[]>(['maybe', 'no', 'unknown']);
  });

  it('never asks for a sure fit', () => {
    expect(needsFitmentConfirmation('yes', true)).toBe(false);
    expect(needsFitmentConfirmation('universal', true)).toBe(false);
  });

  it('never asks when the store turned the confirmation off', () => {
    for (const r of FIT_RESULTS) expect(needsFitmentConfirmation(r, false)).toBe(false);
  });
});
