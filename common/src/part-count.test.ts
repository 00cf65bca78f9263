import { describe, expect, it } from 'vitest';
import { partCount } from './listing';

describe('partCount', () => {
  it('counts parts one way everywhere: singular for one, thousands separated', () => {
    expect([partCount(0), partCount(1), partCount(76), partCount(1234)]).toEqual([
      '0 parts',
      '1 part',
      '76 parts',
      '1,234 parts',
    ]);
  });
});
