// Listings (spec 000 section 2) and site search: the query every listing call takes and the answers, shared by the
// server's validation and the screens' selects. See docs/decisions/0010-listings-and-search.md.
import { z } from 'zod';
import { productCardSchema } from './catalog';
import { INT4_MAX, intRange } from './input';
import { MSG } from './messages';

export const LISTING_KINDS = ['all', 'bestsellers', 'latest', 'specials', 'related', 'components', 'featured'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const SORTS = ['default', 'name', 'price', 'rating', 'newest'] as const;
export type Sort = (typeof SORTS)[number];
export const ORDERS = ['asc', 'desc'] as const;

/** The page-size select's choices; the call accepts any size from 1 to 100. Search pages hold 15 (spec 000 section 7). */
export const PAGE_SIZES = [15, 25, 50, 75, 100] as const;
export const DEFAULT_LIMIT = 15;
export const MAX_LIMIT = 100;
/** The longest search a shopper can send (the header box and the search page say so before asking, decision 0046). */
export const SEARCH_MAX_CHARS = 100;
export const searchTooLong = MSG.maxChars(SEARCH_MAX_CHARS);

/** The sort select: one entry per (sort, order) a shopper can pick. */
export const SORT_CHOICES: { value: string; label: string; sort: Sort; order?: 'asc' | 'desc' }[] = [
  { value: 'default', label: 'Default', sort: 'default' },
  { value: 'name-asc', label: 'Name (A - Z)', sort: 'name', order: 'asc' },
  { value: 'name-desc', label: 'Name (Z - A)', sort: 'name', order: 'desc' },
  { value: 'price-asc', label: 'Price (Low > High)', sort: 'price', order: 'asc' },
  { value: 'price-desc', label: 'Price (High > Low)', sort: 'price', order: 'desc' },
  { value: 'rating-desc', label: 'Rating (Highest)', sort: 'rating', order: 'desc' },
  { value: 'rating-asc', label: 'Rating (Lowest)', sort: 'rating', order: 'asc' },
  { value: 'newest-desc', label: 'Newest', sort: 'newest', order: 'desc' },
];

/** The order a sort takes when the query names none. */
export const DEFAULT_ORDER: Record<Sort, 'asc' | 'desc'> = {
  default: 'asc',
  name: 'asc',
  price: 'asc',
  rating: 'desc',
  newest: 'desc',
};

const id = (field: string) => intRange(field, 0, INT4_MAX).optional();

/** Paging and sorting, common to every listing and to search. Bad values answer 400 naming the field. */
export const pagingShape = {
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}.` }).default('default'),
  order: z.enum(ORDERS, { error: 'order must be asc or desc.' }).optional(),
  page: intRange('page', 1, 10_000).default(1),
  limit: intRange('limit', 1, MAX_LIMIT).default(DEFAULT_LIMIT),
};

export const listingQuerySchema = z
  .object({
    list: z.enum(LISTING_KINDS, { error: `list must be one of ${LISTING_KINDS.join(', ')}.` }).default('all'),
    category_id: id('category_id'),
    manufacturer_id: id('manufacturer_id'),
    series_id: id('series_id'),
    /** The product a related or components listing is about. */
    product_id: id('product_id'),
    ...pagingShape,
  })
  .strict();
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** Spec 000 section 2: search, description, search_in_brand_or_category, manufacturer_id, category_id. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: 'Use true or false.' })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');
export const searchQuerySchema = z
  .object({
    search: z.string().trim().max(SEARCH_MAX_CHARS, searchTooLong).default(''),
    /** Also a spec alias for the term (OpenCart's tag search). */
    tag: z.string().trim().max(SEARCH_MAX_CHARS, searchTooLong).optional(),
    description: flag,
    search_in_brand_or_category: flag,
    /** The search page's in-stock box: only parts with stock at a store or the warehouse (decision 0016). */
    in_stock: flag,
    /** Search every part, not only those that fit the session vehicle (the "No results" page's one click, issue 10). */
    all_parts: flag,
    manufacturer_id: id('manufacturer_id'),
    category_id: id('category_id'),
    ...pagingShape,
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const listingAnswerSchema = z.object({
  products: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** A heading for the listing: the category, brand or series name, or the search term. */
  title: z.string(),
  /** True when the session vehicle narrowed the listing (so an empty one can offer to search all parts). */
  vehicle_filtered: z.boolean().optional(),
});
export type ListingAnswer = z.infer<typeof listingAnswerSchema>;

/** Spec 000 section 9: autocomplete hits per section 8 above 1199px else 5; parts 12, 10, 8, 6 or 4 by width. */
export const AUTOCOMPLETE_SECTIONS = ['brands', 'parts', 'categories', 'series'] as const;
export function autocompleteLimits(width: number): { limit: number; parts: number } {
  const limit = width > 1199 ? 8 : 5;
  const parts = width >= 1440 ? 12 : width >= 1200 ? 10 : width >= 992 ? 8 : width >= 768 ? 6 : 4;
  return { limit, parts };
}
/** From this width the parts section sits beside the others as a picture grid; below it, it is one more list. */
export const PARTS_SIDE_PANEL_MIN_WIDTH = 1439;

export const autocompleteQuerySchema = z
  .object({
    search: z.string().trim().min(1, 'Required').max(SEARCH_MAX_CHARS, searchTooLong),
    limit: intRange('limit', 1, 12).default(5),
    parts_limit: intRange('parts_limit', 1, 12).default(4),
  })
  .strict();

const hit = { name: z.string(), href: z.string() };
export const autocompleteAnswerSchema = z.object({
  brands: z.array(z.object({ manufacturer_id: z.number().int(), image: z.string(), ...hit })),
  parts: z.array(
    z.object({
      product_id: z.number().int(),
      aaia: z.string(),
      mpn: z.string(),
      image: z.string(),
      /** With a vehicle chosen: whether the part fits it (yes, maybe, or universal when shown), as listings filter. */
      fits: z.boolean().optional(),
      ...hit,
    }),
  ),
  categories: z.array(z.object({ category_id: z.number().int(), group: z.string(), ...hit })),
  series: z.array(z.object({ series_id: z.number().int(), manufacturer: z.string(), ...hit })),
});
export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;

/** Listing URLs (shareable): the screen's own query string holds the listing's state. */
export const listingHref = {
  category: (id: number) => `/product/category?path=${id}`,
  brand: (id: number) => `/product/manufacturer?manufacturer_id=${id}`,
  series: (id: number) => `/product/series?series_id=${id}`,
  search: (term: string) => `/product/search?search=${encodeURIComponent(term)}`,
};

/** GET /api/catalog: the catalogue home's category tree and brand index (names only; one request). */
export const catalogHomeSchema = z.object({
  groups: z.array(
    z.object({
      category_id: z.number().int(),
      name: z.string(),
      href: z.string(),
      children: z.array(z.object({ category_id: z.number().int(), name: z.string(), href: z.string() })),
    }),
  ),
  brands: z.array(
    z.object({ manufacturer_id: z.number().int(), name: z.string(), aaia: z.string(), href: z.string() }),
  ),
});
export type CatalogHome = z.infer<typeof catalogHomeSchema>;

/** "1 part", "1,234 parts": one way to count parts on the home page and in every listing (issue 10). */
export const partCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'part' : 'parts'}`;

export interface ListingParams {
  sortChoice: string;
  limit: number;
  page: number;
}

/** What a listing's address says (a URLSearchParams): only `get` is used, so the server and the page read it alike. */
export interface QueryReader {
  get(name: string): string | null;
}

/** The sort, size and page in the URL, with unknown values falling back to the defaults (a hand-edited link still works). */
export function listingParams(params: QueryReader): ListingParams {
  const sort = params.get('sort') ?? 'default';
  const order = params.get('order');
  const choice =
    SORT_CHOICES.find((c) => c.sort === sort && (c.order === undefined || order === null || c.order === order)) ??
    SORT_CHOICES[0]!;
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  return {
    sortChoice: choice.value,
    limit: Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : DEFAULT_LIMIT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query the server call takes for these choices, as name/value pairs in the order the call lists them. */
export function apiQuery(p: ListingParams): [string, string][] {
  const choice = SORT_CHOICES.find((c) => c.value === p.sortChoice) ?? SORT_CHOICES[0]!;
  const out: [string, string][] = [
    ['sort', choice.sort],
    ['limit', String(p.limit)],
    ['page', String(p.page)],
  ];
  if (choice.order) out.push(['order', choice.order]);
  return out;
}

/**
 * GET /admin/api/catalog/answer-cache: this process's answer cache (listings, search, home), for the soak's check that
 * it stays within its bound (decision 0105). Per process: each app process behind the proxy has its own.
 */
export const answerCacheSchema = z.object({
  pid: z.number().int(),
  entries: z.number().int(),
  bytes: z.number().int(),
  unsized_entries: z.number().int(),
  max_entries: z.number().int(),
  ttl_ms: z.number().int(),
});
export type AnswerCache = z.infer<typeof answerCacheSchema>;
