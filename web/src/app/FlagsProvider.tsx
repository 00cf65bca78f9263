import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { pageFlagsSchema, type PageFlags } from '@parts/common/flags';
import { ErrorState } from '../ui/ErrorState';
import { PageLoading } from '../ui/Spinner';
import { useApi } from '../ui/useApi';
import { FLAGS_PATH, fetchFlags } from './bootstrap';
import { FlagsContext } from './flags-context';
import { applyDesignTokens } from './theme';
import { configureTrackers } from '../features/tracking/track';
import { initI18n } from './i18n';

/** Provides the page flags: the injected ones when present, else fetched once before anything renders. */
export function FlagsBoot({ initial, children }: { initial: PageFlags | null; children: ReactNode }) {
  if (initial) return <FlagsProvider initial={initial}>{children}</FlagsProvider>;
  return <FetchedFlags>{children}</FetchedFlags>;
}

function FetchedFlags({ children }: { children: ReactNode }) {
  const { data, error, reload } = useApi(FLAGS_PATH, pageFlagsSchema);
  if (data) return <FlagsProvider initial={data}>{children}</FlagsProvider>;
  if (error) {
    return (
      <main className="boot-screen">
        <ErrorState title="The store could not start" message={error} onRetry={reload} />
      </main>
    );
  }
  return <PageLoading label="Loading the store" />;
}

function FlagsProvider({ initial, children }: { initial: PageFlags; children: ReactNode }) {
  const [flags, setFlags] = useState(initial);

  const refresh = useCallback(async () => {
    const next = await fetchFlags();
    setFlags(next);
    return next;
  }, []);

  useEffect(() => applyDesignTokens(flags.store.design), [flags.store.design]);
  useEffect(() => configureTrackers(flags.marketing_tracking_trackers), [flags.marketing_tracking_trackers]);
  useEffect(() => void initI18n(flags.locale?.language), [flags.locale?.language]);

  const value = useMemo(() => ({ flags, refresh }), [flags, refresh]);
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}
