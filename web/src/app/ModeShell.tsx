import { lazy, Suspense, useEffect } from 'react';
import { ScrollRestoration } from 'react-router';
import { pickMode, type AppMode } from '@parts/common/flags';
import { PageLoading } from '../ui/Spinner';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { useFlags } from './flags-context';
import { StoreShell } from './StoreShell';

// Staff screens are their own chunks: a shopper's browser never downloads them.
const PosShell = lazy(() => import('../features/pos/shell/PosShell'));
const LockScreen = lazy(() => import('../features/pos/shell/LockScreen'));

/** The root layout: spec 000 section 4 "Page mode", one shell per mode around the same routes. */
export function ModeShell() {
  const { flags } = useFlags();
  const mode = pickMode(flags);

  useEffect(() => {
    document.documentElement.dataset.mode = mode;
  }, [mode]);

  return (
    <ToastProvider>
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>{shellFor(mode)}</Suspense>
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
