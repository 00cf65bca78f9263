import { describe, expect, it } from 'vitest';
import { clockParts } from './countdown-parts';

describe('countdown clock', () => {
  it('hides the days under 86,400 seconds and shows them from a full day', () => {
    expect(clockParts(86_399)).toEqual({ days: null, hours: 23, minutes: 59, seconds: 59 });
    expect(clockParts(86_400)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(clockParts(3 * 86_400 + 3661)).toEqual({ days: 3, hours: 1, minutes: 1, seconds: 1 });
  });
  it('stops at zero', () => {
    expect(clockParts(-5)).toEqual({ days: null, hours: 0, minutes: 0, seconds: 0 });
  });
});
