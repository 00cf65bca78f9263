import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageFlags } from '@parts/common/flags';
import { ErrorState } from '../ui/ErrorState';
import { PageLoading } from '../ui/Spinner';
import { queryErrorMessage } from '../ui/query/errors';
import { fetchFlags } from './bootstrap';
import { FlagsContext } from './flags-context';
import { applyDesignTokens } from './theme';
import { configureTrackers } from '../features/tracking/track';
import { initI18n } from './i18n';
import { setAdminToken } from '../ui/api';

// The page flags are server state like any other, in the one cache; but they change only when the session does, so
// they are never stale by time: refresh() (after a login, a lock, a cart change) asks again.
const flagsKey = ['app', 'flags'] as const;
const flagsQuery = () =>
  queryOptions({
    queryKey: flagsKey,
    queryFn: ({ signal }) => fetchFlags(signal),
    staleTime: Infinity,
  });

/** Provides the page flags: the injected ones when present, else fetched once before anything renders. */
export function FlagsBoot({ initial, children }: { initial: PageFlags | null; children: ReactNode }) {
  if (initial) return <FlagsProvider initial={initial}>{children}</FlagsProvider>;
  return <FetchedFlags>{children}</FetchedFlags>;
}

function FetchedFlags({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(flagsQuery());
  if (data) return <FlagsProvider initial={data}>{children}</FlagsProvider>;
  if (error) {
    return (
      <main className="boot-screen">
        <ErrorState
          title="The store could not start"
          message={queryErrorMessage(error) ?? ''}
          onRetry={() => void refetch()}
        />
      </main>
    );
  }
  return <PageLoading label="Loading the store" />;
}

function FlagsProvider({ initial, children }: { initial: PageFlags; children: ReactNode }) {
  const client = useQueryClient();
  // The context holds the flags as React state, set when refresh() has them (as before the cache): an update pushed
  // from the cache's subscription renders at once, ahead of a pending route transition, and an account page still on
  // screen during a logout would bounce to the login page instead of leaving for home.
  const [flags, setFlags] = useState(initial);
  // Set while rendering, not in an effect: a back office screen's first query runs in the same render pass.
  setAdminToken(flags.staff?.admin_token);

  const refresh = useCallback(async () => {
    const next = await client.fetchQuery({ ...flagsQuery(), staleTime: 0 });
    setFlags(next);
    return next;
  }, [client]);

  useEffect(() => applyDesignTokens(flags.store.design), [flags.store.design]);
  useEffect(() => configureTrackers(flags.marketing_tracking_trackers), [flags.marketing_tracking_trackers]);
  useEffect(() => void initI18n(flags.locale?.language), [flags.locale?.language]);

  const value = useMemo(() => ({ flags, refresh }), [flags, refresh]);
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}
