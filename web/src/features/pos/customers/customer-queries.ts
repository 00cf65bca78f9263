// The customer screens' server state (decision 0045): query keys, and the one hook the editor's tabs read through.
// Every answer is checked with the schema the route serializes through (common/). A change made on a tab invalidates
// the customer's queries (`customerKeys.customer(id)`: the editor, every tab) and the customers list, so whatever
// shows the customer is fetched again; no screen keeps its own reload().
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { apiQuery } from '../../../ui/query/api-query';
import { queryErrorMessage } from '../../../ui/query/errors';

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: string) => [...customerKeys.all, 'list', query] as const,
  customer: (customerId: number | null) => [...customerKeys.all, 'customer', customerId ?? 'new'] as const,
  tab: (customerId: number, tab: string, page = 1) => [...customerKeys.customer(customerId), tab, page] as const,
  customFields: () => [...customerKeys.all, 'custom-fields'] as const,
  places: () => ['localization'] as const,
};

export interface CustomerQuery<T> {
  data: T | undefined;
  /** The message to show, null while there is none. */
  error: string | null;
  /** A request is under way (the previous page's answer stays in data meanwhile). */
  loading: boolean;
  /** Re-fetches everything the change touched: `changed` (the customer's queries by default) and the list. */
  refresh: () => Promise<void>;
  retry: () => void;
}

export function useCustomerQuery<T>(
  queryKey: QueryKey,
  path: string,
  schema: ZodType<T>,
  changed: QueryKey = customerKeys.all,
): CustomerQuery<T> {
  const client = useQueryClient();
  const query = useQuery({ ...apiQuery(queryKey, path, schema), placeholderData: keepPreviousData });
  return {
    data: query.data,
    error: queryErrorMessage(query.error),
    loading: query.isFetching,
    refresh: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: changed }),
        client.invalidateQueries({ queryKey: [...customerKeys.all, 'list'] }),
      ]);
    },
    retry: () => void query.refetch(),
  };
}
