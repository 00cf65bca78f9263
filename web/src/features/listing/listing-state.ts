// A listing's state lives in its URL (shareable, survives a reload): sort, order, limit, page. The grid/list choice
// is the shopper's taste, not the listing's, so it is kept in localStorage under the spec's key `display`.
import { apiQuery, PAGE_SIZES, SORT_CHOICES, type ListingParams } from '@parts/common/listing';

// The URL's choices and the call they make are shared with the server, which inlines a page's first answer (decision 0030).
export { listingParams, type ListingParams } from '@parts/common/listing';

/** The query the server call takes for these choices. */
export const apiParams = (p: ListingParams): URLSearchParams => new URLSearchParams(apiQuery(p));

export const DISPLAY_KEY = 'display';
export type Display = 'grid' | 'list';

export function readDisplay(): Display {
  try {
    return window.localStorage.getItem(DISPLAY_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function writeDisplay(display: Display): void {
  try {
    window.localStorage.setItem(DISPLAY_KEY, display);
  } catch {
    // Private mode or storage full: the choice holds for this page only.
  }
}

/** The page URL's query after a change: the other parameters (search term, category…) are kept. */
export function withChoice(params: URLSearchParams, change: Partial<ListingParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.sortChoice !== undefined) {
    const choice = SORT_CHOICES.find((c) => c.value === change.sortChoice) ?? SORT_CHOICES[0]!;
    if (choice.sort === 'default') next.delete('sort');
    else next.set('sort', choice.sort);
    if (choice.order) next.set('order', choice.order);
    else next.delete('order');
    next.delete('page');
  }
  if (change.limit !== undefined) {
    next.set('limit', String(change.limit));
    next.delete('page');
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete('page');
    else next.set('page', String(change.page));
  }
  return next;
}

export const PAGE_SIZE_CHOICES: readonly number[] = PAGE_SIZES;

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 1; i <= pages; i++) {
    if (i === 1 || i === pages || Math.abs(i - page) <= 2) out.push(i);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}
