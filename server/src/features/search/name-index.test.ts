import { describe, expect, it } from 'vitest';
import { bestMatches, buildNameIndex } from './name-index';

// Best sellers first, as the index is built.
const index = buildNameIndex([
  { product_id: 10, name: 'Bosch QuietCast Brake Pad Set' },
  { product_id: 11, name: 'Wagner ThermoQuiet Brake Pads' },
  { product_id: 12, name: 'Bosch Spark Plug' },
  { product_id: 13, name: 'ACDelco Professional Brake Rotor' },
  { product_id: 14, name: 'Brake-Pad Hardware Kit' },
  { product_id: 15, name: 'Bosch Brake Pad' },
]);

describe('the name index', () => {
  it('finds the names holding a word starting with each typed word, best sellers first', () => {
    expect(bestMatches(index, [['brak']], 50)).toEqual([10, 11, 13, 14, 15]);
    expect(bestMatches(index, [['bosch'], ['pa']], 50)).toEqual([10, 15]);
    expect(bestMatches(index, [['pad'], ['bra']], 50)).toEqual([10, 11, 14, 15]);
    // A word's start, not its middle: QuietCast, not ThermoQuiet.
    expect(bestMatches(index, [['quiet']], 50)).toEqual([10]);
    expect(bestMatches(index, [['acdel']], 50)).toEqual([13]);
  });
  it('stops at the limit and lists a product once when two of its words start alike', () => {
    expect(bestMatches(index, [['b']], 2)).toEqual([10, 11]);
    expect(bestMatches(index, [['p']], 50)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(bestMatches(index, [['zzz']], 50)).toEqual([]);
    expect(bestMatches(index, [], 50)).toEqual([]);
  });
});
