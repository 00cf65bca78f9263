import { describe, expect, it } from 'vitest';
import { apiParams, listingParams, pageWindow, withChoice } from './listing-state';

describe('listing URL state', () => {
  it('reads sort, order, limit and page from the URL, falling back on bad values', () => {
    expect(listingParams(new URLSearchParams('sort=price&order=desc&limit=50&page=3'))).toEqual({
      sortChoice: 'price-desc',
      limit: 50,
      page: 3,
    });
    expect(listingParams(new URLSearchParams('sort=bogus&limit=0&page=-1'))).toEqual({
      sortChoice: 'default',
      limit: 15,
      page: 1,
    });
  });
  it('writes the call query and keeps other parameters when a choice changes', () => {
    expect(apiParams({ sortChoice: 'name-desc', limit: 25, page: 2 }).toString()).toBe(
      'sort=name&limit=25&page=2&order=desc',
    );
    const next = withChoice(new URLSearchParams('search=pad&page=4'), { sortChoice: 'price-asc' });
    expect(next.toString()).toBe('search=pad&sort=price&order=asc');
    expect(withChoice(next, { page: 2 }).get('page')).toBe('2');
  });
  it('shows a window of page numbers', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
  });
});
