// The first answer a storefront page asks for, sent inside its HTML (decision 0030): the server makes the same call
// the page would make and puts the answer in a JSON data block (<script type="application/json" id="page-data">), and
// the page's first render reads it there instead of waiting for a round trip. The call is worked out here, once, from
// the address, so the server and the page name it the same way; a page whose call is not in the block just fetches.
import { parseProductId } from './catalog';
import { apiQuery, listingParams, type QueryReader } from './listing';

export const PAGE_DATA_SCRIPT_ID = 'page-data';

/** The answers inlined in a page: API path (with its query) to the JSON answer. */
export type PageData = Record<string, unknown>;

/** The header's hero navigation (HeroNav): asked for by every storefront page, and re-laid out when it answers. */
const MENU_CALL = '/api/content/menu';

/** The API calls the page at this address makes first (the same strings the page requests); none for other pages. */
export function pageDataCalls(pathname: string, params: QueryReader): string[] {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const calls = pageCalls(p, params);
  return calls.length > 0 ? [MENU_CALL, ...calls] : [];
}

/**
 * The calls of the storefront pages a shopper most often lands on (issue 10): home, category and product; and the
 * catalogue home, whose category list replaced a short placeholder and pushed its modules down (issue 31: 0.11).
 */
function pageCalls(p: string, params: QueryReader): string[] {
  if (p === '/') return ['/api/home'];
  if (p === '/product/catalog') return ['/api/catalog'];
  if (p === '/product/product') {
    const id = parseProductId(params.get('product_id'));
    return id === null ? [] : [`/api/products/${id}`];
  }
  if (p === '/product/category') {
    // CategoryPage: ?path=12 or OpenCart's 1_12 (the last id is the category); ListingView adds paging and sorting.
    const id = (params.get('path') ?? params.get('category_id') ?? '').split('_').pop() ?? '';
    if (!/^\d+$/.test(id)) return [];
    // The values are digits and sort words, so plain encoding spells them as URLSearchParams does in the page.
    const call = [['category_id', id], ...apiQuery(listingParams(params))]
      .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`)
      .join('&');
    return [`/api/products?${call}`];
  }
  return [];
}
