import { describe, expect, it } from 'vitest';
import { milesBetween, normalizeDistance } from './locator';

describe('locator rules', () => {
  it('measures great-circle miles', () => {
    // Austin (North Lamar) to Round Rock is about 10 miles; New York to Los Angeles about 2,445.
    expect(milesBetween({ lat: 30.3507, lng: -97.7112 }, { lat: 30.4955, lng: -97.6789 })).toBeCloseTo(10.2, 0);
    expect(milesBetween({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })).toBeGreaterThan(2440);
    expect(milesBetween({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })).toBeLessThan(2450);
  });
  it('keeps distances from 10 to 250, defaults to 25, and sends anything else back to 10', () => {
    expect(normalizeDistance(undefined)).toBe(25);
    expect(normalizeDistance('50')).toBe(50);
    expect(normalizeDistance(250)).toBe(250);
    for (const bad of ['5', 251, 'far', '-30', 'NaN']) expect(normalizeDistance(bad)).toBe(10);
  });
});
