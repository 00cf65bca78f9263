import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { KIOSK_COUNTDOWN_REFRESH_MS, KIOSK_TEXT } from '@parts/common/kiosk';
import { useFlags } from '../../app/flags-context';
import { getKioskSettings, resetKiosk, type KioskSettingsAnswer } from './kiosk-api';
import { KioskContext } from './kiosk-context';
import { idlePhase, splashStored, storeSplash } from './kiosk-idle';
import { KioskOrderPlaced } from './KioskOrderPlaced';
import { KioskPrompt } from './KioskPrompt';
import { KioskSplash } from './KioskSplash';
import './kiosk.css';

// Only kiosks show the staff corner: its form library loads there, not on every storefront page (budget e2e).
const KioskStaffCorner = lazy(() => import('./KioskStaffCorner').then((m) => ({ default: m.KioskStaffCorner })));

/** Until the settings arrive (or if they cannot), the spec's defaults: three minutes idle, one of them prompting. */
const FALLBACK: KioskSettingsAnswer = {
  kiosk_videos: [],
  kiosk_idle_timer: 3,
  kiosk_prompt_timer: 1,
  kiosk_homepage: '/',
  kiosk_button_text: KIOSK_TEXT.button,
};
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove', 'scroll'] as const;

/**
 * Runs the kiosk around the store's pages (spec 000 section 4): active, then the "Are you still there?" prompt after
 * (idle minus prompt) minutes without input, then a reset into the splash, which stays until Get Started.
 *
 * One rule for the shopper's session (decision 0052): it ends, and everything of it is cleared (the server's session,
 * the cached answers, the pages' state), when the idle time runs out, on Reset, or when the order-placed screen
 * closes; never when the next shopper starts, so a reload or a restarted kiosk browser keeps a shopper's cart.
 */
export function KioskController({ children }: { children: ReactNode }) {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [settings, setSettings] = useState<KioskSettingsAnswer | null>(null);
  // A session with a cart is a shopper's, whatever this tab remembers: a reload never hides it behind the splash.
  const [splash, setSplash] = useState(() => pathname === '/kiosk' || (splashStored() && flags.cart_count === 0));
  const [placed, setPlaced] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [resetting, setResetting] = useState(false);
  const lastInput = useRef(Date.now());
  const prompting = secondsLeft !== null;

  useEffect(() => {
    getKioskSettings().then(setSettings, (err: unknown) => {
      console.error('kiosk settings not loaded', err);
      setSettings(FALLBACK);
    });
  }, []);
  useEffect(() => storeSplash(splash), [splash]);
  // The /kiosk page is the splash itself: staff land there after turning the device into a kiosk.
  useEffect(() => {
    if (pathname === '/kiosk') setSplash(true);
  }, [pathname]);

  // Input while the prompt shows does not count: only "I'm still here" keeps the session.
  const promptingRef = useRef(prompting);
  useEffect(() => {
    promptingRef.current = prompting;
  }, [prompting]);
  useEffect(() => {
    const mark = () => {
      if (!promptingRef.current) lastInput.current = Date.now();
    };
    for (const e of INPUT_EVENTS) window.addEventListener(e, mark, { capture: true, passive: true });
    return () => {
      for (const e of INPUT_EVENTS) window.removeEventListener(e, mark, { capture: true });
    };
  }, []);

  const clearShopper = useCallback(async () => {
    queryClient.clear();
    try {
      const answer = await resetKiosk();
      await refresh();
      return answer.redirect;
    } catch (err) {
      console.error('kiosk reset failed', err);
      return settings?.kiosk_homepage ?? '/';
    }
  }, [queryClient, refresh, settings]);

  useEffect(() => {
    if (splash || placed !== null || !settings) return;
    const tick = () => {
      const p = idlePhase(Date.now() - lastInput.current, settings.kiosk_idle_timer, settings.kiosk_prompt_timer);
      if (p.phase === 'active') setSecondsLeft(null);
      else if (p.phase === 'prompt') setSecondsLeft(p.secondsLeft);
      else {
        setSecondsLeft(null);
        setSplash(true);
        void clearShopper().then((home) => navigate(home === '/kiosk' ? '/' : home));
      }
    };
    const id = window.setInterval(tick, KIOSK_COUNTDOWN_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [splash, placed, settings, clearShopper, navigate]);

  const start = useCallback(async () => {
    const home = settings?.kiosk_homepage ?? '/';
    lastInput.current = Date.now();
    await navigate(home === '/kiosk' ? '/' : home);
    setSplash(false);
  }, [settings, navigate]);

  // The order-placed screen closes (Done, or its time is up): the shopper's session ends, the splash returns.
  const closePlaced = useCallback(() => {
    setPlaced(null);
    setSplash(true);
    void clearShopper().then((home) => navigate(home === '/kiosk' ? '/' : home));
  }, [clearShopper, navigate]);

  const state = useMemo(
    () => ({
      resetting,
      orderPlaced: (orderId: number) => setPlaced(orderId),
      reset: async () => {
        setResetting(true);
        try {
          const home = await clearShopper();
          lastInput.current = Date.now();
          await navigate(home === '/kiosk' ? '/' : home);
        } finally {
          setResetting(false);
        }
      },
    }),
    [resetting, clearShopper, navigate],
  );

  return (
    <KioskContext.Provider value={state}>
      {/* Only over the splash: on the pages the corner would steal taps from the Back button beneath it. */}
      {splash && placed === null && (
        <Suspense fallback={null}>
          <KioskStaffCorner />
        </Suspense>
      )}
      {placed !== null ? (
        <KioskOrderPlaced orderId={placed} onDone={closePlaced} />
      ) : splash ? (
        <KioskSplash
          videos={settings?.kiosk_videos ?? []}
          buttonText={settings?.kiosk_button_text ?? KIOSK_TEXT.button}
          storeName={flags.store.current_location?.location_name ?? flags.store.name}
          onStart={start}
        />
      ) : (
        children
      )}
      {!splash && placed === null && prompting && (
        <KioskPrompt
          secondsLeft={secondsLeft}
          onStay={() => {
            lastInput.current = Date.now();
            setSecondsLeft(null);
          }}
        />
      )}
    </KioskContext.Provider>
  );
}
