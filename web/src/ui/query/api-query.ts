// A GET of the server as a TanStack Query: the path is the fetch, the schema from common/ checks the answer (a
// mismatch is an ApiError the screen shows), the query's AbortSignal cancels it when the screen moves on. The answer
// the server inlined in the page (decision 0030) serves the first render without a request.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { forgetAnswer, inlinedAnswer } from '../../app/page-data';
import { api } from '../api';

/** How long an answer inlined in the page counts as fresh: its first render, and a quick return to the page. */
const INLINED_FRESH_MS = 10_000;

export function apiQuery<T>(queryKey: QueryKey, path: string, schema: ZodType<T>) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api(path, { signal, schema }),
    initialData: () => {
      const data = inlinedAnswer(path, schema);
      if (data !== undefined) forgetAnswer(path);
      return data;
    },
    // dataUpdateCount stays 0 while the data is the inlined answer; anything fetched follows the default (stale at once).
    staleTime: (query) => (query.state.dataUpdateCount === 0 ? INLINED_FRESH_MS : 0),
  });
}
