import { lazy, Suspense, useEffect } from 'react';
import { ScrollRestoration, useLocation, type Location } from 'react-router';
import { pickMode, type AppMode } from '@parts/common/flags';
import { PageLoading } from '../ui/Spinner';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { useFlags } from './flags-context';
import { StoreShell } from './StoreShell';

// Staff screens are their own chunks: a shopper's browser never downloads them.
const PosShell = lazy(() => import('../features/pos/shell/PosShell'));
const LockScreen = lazy(() => import('../features/pos/shell/LockScreen'));
const AdminShell = lazy(() => import('../features/admin/AdminShell'));

/**
 * Where a page's scroll position is kept (issue 31). React Router keys it by the history entry, but every page loaded
 * fresh into the tab (an address typed, a link that reloads, a redirect) is the entry "default", so a new page took
 * the last fresh page's position. A fresh entry is keyed by its address instead: a reload of it still returns there.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** The root layout: spec 000 section 4 "Page mode", one shell per mode around the same routes. */
export function ModeShell() {
  const { flags } = useFlags();
  const mode = pickMode(flags);
  // The back office has its own frame in every mode but a locked register (the lock screen covers it too).
  const inAdmin = /^\/admin(\/|$)/.test(useLocation().pathname) && mode !== 'pos-locked';

  useEffect(() => {
    document.documentElement.dataset.mode = mode;
  }, [mode]);

  return (
    <ToastProvider>
      <ScrollRestoration getKey={scrollKey} />
      <Suspense fallback={<PageLoading />}>{inAdmin ? <AdminShell /> : shellFor(mode)}</Suspense>
    </ToastProvider>
  );
}

function shellFor(mode: AppMode) {
  switch (mode) {
    case 'pos-locked':
      return <LockScreen />;
    case 'pos':
      return <PosShell />;
    case 'kiosk':
      return <StoreShell kiosk />;
    case 'noprice':
    case 'store':
      return <StoreShell />;
  }
}
