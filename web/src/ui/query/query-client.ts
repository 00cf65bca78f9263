// The one cache of server state (decision 0045). A query is fetched again when a screen mounts and its answer is
// stale; a mutation invalidates the queries it changes instead of a screen calling reload(). A refusal (4xx) is an
// answer, never retried; a dropped connection or a 5xx is retried once.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

const MAX_RETRIES = 1;

export function shouldRetry(failureCount: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Staff screens sit open all day: a focus change must not refetch under a cashier's hands.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      // A payment or a save is never repeated by the library: the screen decides (idempotency keys).
      mutations: { retry: false },
    },
  });
}
