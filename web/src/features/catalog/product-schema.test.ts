import { describe, expect, it } from 'vitest';
import { parseProductId } from './product-schema';

describe('parseProductId', () => {
  it('accepts a positive whole number and nothing else', () => {
    expect(parseProductId('516')).toBe(516);
    expect(parseProductId(' 42 ')).toBe(42);
    for (const bad of [null, '', '0', '-3', '1.5', 'abc', '1e3', '99999999999']) expect(parseProductId(bad)).toBeNull();
  });
});
