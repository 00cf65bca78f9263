import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const seqA = Array.from({ length: 5 }, () => a.int(1, 1000));
    expect(Array.from({ length: 5 }, () => b.int(1, 1000))).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.int(1, 1000))).not.toEqual(seqA);
  });
  it('keeps int within its bounds and sample distinct', () => {
    const r = new Rng(7);
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    const s = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(s).size).toBe(4);
  });
});
