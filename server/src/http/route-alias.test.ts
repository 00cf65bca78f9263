import { describe, expect, it } from 'vitest';
import { parseQueryString, rewriteIndexPhp } from './route-alias';

describe('rewriteIndexPhp', () => {
  it('maps index.php?route= to the plain path and keeps the other parameters', () => {
    expect(rewriteIndexPhp('/index.php?route=product/search&search=brake%20pad&category_id=3')).toBe(
      '/product/search?search=brake+pad&category_id=3',
    );
  });
  it('maps the catalog and admin entry points', () => {
    expect(rewriteIndexPhp('/catalog/index.php?route=ymm/json/makes&Year=2015')).toBe('/ymm/json/makes?Year=2015');
    expect(rewriteIndexPhp('/admin/index.php?route=sale/order&token=abc')).toBe('/admin/sale/order?token=abc');
  });
  it('leaves other URLs and an index.php without a route alone', () => {
    expect(rewriteIndexPhp('/checkout/cart/getData')).toBe('/checkout/cart/getData');
    expect(rewriteIndexPhp('/index.php')).toBe('/index.php');
    expect(rewriteIndexPhp('/index.php?search=x')).toBe('/index.php?search=x');
  });
  it('drops characters that have no place in a route', () => {
    expect(rewriteIndexPhp('/index.php?route=../../etc%3Fpasswd')).toBe('/../../etcpasswd');
  });
});

describe('parseQueryString', () => {
  it('nests bracketed keys as OpenCart forms send them', () => {
    expect(parseQueryString('product_id=5&quantity=2&option%5B12%5D=34')).toEqual({
      product_id: '5',
      quantity: '2',
      option: { '12': '34' },
    });
  });
});

describe('parseQueryString lists', () => {
  it('keeps every value of repeated [] keys, in order (checkbox options; read them with Object.values)', () => {
    expect(parseQueryString('option%5B7%5D%5B%5D=1&option%5B7%5D%5B%5D=2')).toEqual({
      option: { '7': { '0': '1', '1': '2' } },
    });
  });
});
