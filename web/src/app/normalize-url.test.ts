import { describe, expect, it } from 'vitest';
import { normalizeLegacyUrl } from './normalize-url';

describe('normalizeLegacyUrl', () => {
  it('turns the route parameter into the path and keeps the other parameters', () => {
    expect(normalizeLegacyUrl('/index.php', '?route=product/search&search=pads')).toBe('/product/search?search=pads');
  });

  it('keeps several parameters in order, wherever route sits, and the hash', () => {
    expect(
      normalizeLegacyUrl('/index.php', '?search=brake+pads&route=product/search&description=true', '#results'),
    ).toBe('/product/search?search=brake+pads&description=true#results');
  });

  it('drops the trailing slash the spec writes on module routes', () => {
    expect(normalizeLegacyUrl('/index.php', '?route=module/dealer_locator/')).toBe('/module/dealer_locator');
  });

  it('accepts index.php below a folder', () => {
    expect(normalizeLegacyUrl('/store/index.php', '?route=checkout/cart')).toBe('/checkout/cart');
  });

  it('sends the home route and a bare index.php to the home page', () => {
    expect(normalizeLegacyUrl('/index.php', '?route=common/home')).toBe('/');
    expect(normalizeLegacyUrl('/index.php', '')).toBe('/');
    expect(normalizeLegacyUrl('/index.php', '?currency=USD')).toBe('/?currency=USD');
  });

  it('leaves real paths alone', () => {
    expect(normalizeLegacyUrl('/product/search', '?search=pads')).toBeNull();
    expect(normalizeLegacyUrl('/', '?route=product/search')).toBeNull();
  });

  it('cannot be turned into another origin or climb out of the root', () => {
    expect(normalizeLegacyUrl('/index.php', '?route=//evil.example/x')).toBe('/evil.example/x');
    expect(normalizeLegacyUrl('/index.php', '?route=\\\\evil.example')).toBe('/evil.example');
    expect(normalizeLegacyUrl('/index.php', '?route=../../etc/passwd')).toBe('/etc/passwd');
  });

  it('encodes characters that would change the meaning of the path', () => {
    expect(normalizeLegacyUrl('/index.php', '?route=product/a%3Fb%23c')).toBe('/product/a%3Fb%23c');
  });
});
