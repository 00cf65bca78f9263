// The fitment screens' server state (decision 0045). Facet lists (years, makes, models, choices, engines) change only
// when a catalogue is imported, so each is fetched once per session and then served from TanStack's cache: the
// selects stay instant when a shopper goes back and forth (this replaces the per-page-load cachedGet).
import { keepPreviousData, skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { choicesSchema, facetListSchema, fitmentTableSchema, type FacetList } from '@parts/common/fitment';
import type { z } from 'zod';
import type { ZodType } from 'zod';
import { api } from '../../ui/api';
import { apiQuery } from '../../ui/query/api-query';
import { queryErrorMessage } from '../../ui/query/errors';

export const fitmentKeys = {
  all: ['fitment'] as const,
  facet: (path: string) => [...fitmentKeys.all, 'facet', path] as const,
  table: (productId: number, query: string) => [...fitmentKeys.all, 'table', productId, query] as const,
};

/** A facet list: never stale, never dropped from the cache while the page lives. A failure is not cached (Retry). */
const facetQuery = <T>(path: string, schema: ZodType<T>) => ({
  queryKey: fitmentKeys.facet(path),
  queryFn: ({ signal }: { signal: AbortSignal }) => api(path, { signal, schema }),
  staleTime: Infinity,
  gcTime: Infinity,
});

type Choices = z.infer<typeof choicesSchema>;

export interface FacetListState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** One facet list for a select; `path` null = the facet before it is not chosen yet (nothing fetched, no data). */
export function useFacetList(path: string | null): FacetListState<FacetList> {
  const q = useQuery({
    ...facetQuery(path ?? '', facetListSchema),
    queryFn: path === null ? skipToken : facetQuery(path, facetListSchema).queryFn,
  });
  return stateOf(path, q);
}

/** The optional choices that split a base vehicle; the last answer stays while a narrower one loads. */
export function useChoices(path: string): FacetListState<Choices> {
  const q = useQuery({ ...facetQuery(path, choicesSchema), placeholderData: keepPreviousData });
  return stateOf(path, q);
}

function stateOf<T>(path: string | null, q: UseQueryResult<T>): FacetListState<T> {
  return {
    data: path === null ? undefined : q.data,
    loading: path !== null && q.isFetching,
    error: queryErrorMessage(q.error),
    reload: () => void q.refetch(),
  };
}

/** One page of a part's fitment table; the inlined answer serves the product page's first render. */
export const fitmentTableQuery = (productId: number, query: string) =>
  apiQuery(fitmentKeys.table(productId, query), `/api/products/${productId}/fitment?${query}`, fitmentTableSchema);
