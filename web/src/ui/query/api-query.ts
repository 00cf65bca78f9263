// A GET of the server as a TanStack Query: the path is the fetch, the schema from common/ checks the answer (a
// mismatch is an ApiError the screen shows), the query's AbortSignal cancels it when the screen moves on. The answer
// the server inlined in the page (decision 0030) serves the first render without a request.
//
// The inlined answer is often absent (a client navigation, a Retry, a page that inlines nothing), so initialData is a
// function that may return undefined: TanStack's undefined-initial-data overload, where `data` is `T | undefined`
// until the query's status says success. A screen narrows it with isPending / error (or checks `data`), never a cast.
import { queryOptions, type InitialDataFunction, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { forgetAnswer, inlinedAnswer } from '../../app/page-data';
import { api } from '../api';

/** How long an answer inlined in the page counts as fresh: its first render, and a quick return to the page. */
const INLINED_FRESH_MS = 10_000;

export function apiQuery<T>(queryKey: QueryKey, path: string, schema: ZodType<T>) {
  const inlined: InitialDataFunction<T> = () => {
    const data = inlinedAnswer(path, schema);
    if (data !== undefined) forgetAnswer(path);
    return data;
  };
  // The explicit type arguments pin the overload: initialData may be undefined, so `data` is never typed as present.
  return queryOptions<T, Error, T, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => api(path, { signal, schema }),
    initialData: inlined,
    // dataUpdateCount stays 0 while the data is the inlined answer; anything fetched follows the default (stale at once).
    staleTime: (query) => (query.state.dataUpdateCount === 0 ? INLINED_FRESH_MS : 0),
  });
}
