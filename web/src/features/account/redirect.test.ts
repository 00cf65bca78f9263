import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses the rest', () => {
    expect(safeRedirect('/checkout/checkout')).toBe('/checkout/checkout');
    expect(safeRedirect(null)).toBe('/account/account');
    expect(safeRedirect('https://evil.example/')).toBe('/account/account');
    expect(safeRedirect('//evil.example/')).toBe('/account/account');
    expect(safeRedirect('/\\evil.example')).toBe('/account/account');
    expect(safeRedirect('/account/login')).toBe('/account/account');
  });
});
