import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KIOSK_COUNTDOWN_REFRESH_MS, KIOSK_TEXT } from '@parts/common/kiosk';
import { useFlags } from '../../app/flags-context';
import { getKioskSettings, resetKiosk, type KioskSettingsAnswer } from './kiosk-api';
import { KioskContext } from './kiosk-context';
import { idlePhase, splashStored, storeSplash } from './kiosk-idle';
import { KioskPrompt } from './KioskPrompt';
import { KioskSplash } from './KioskSplash';
import './kiosk.css';

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
 */
export function KioskController({ children }: { children: ReactNode }) {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [settings, setSettings] = useState<KioskSettingsAnswer | null>(null);
  const [splash, setSplash] = useState(() => splashStored() || pathname === '/kiosk');
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
    try {
      const answer = await resetKiosk();
      await refresh();
      return answer.redirect;
    } catch (err) {
      console.error('kiosk reset failed', err);
      return settings?.kiosk_homepage ?? '/';
    }
  }, [refresh, settings]);

  useEffect(() => {
    if (splash || !settings) return;
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
  }, [splash, settings, clearShopper, navigate]);

  const start = useCallback(async () => {
    const home = await clearShopper();
    lastInput.current = Date.now();
    await navigate(home === '/kiosk' ? '/' : home);
    setSplash(false);
  }, [clearShopper, navigate]);

  const state = useMemo(
    () => ({
      resetting,
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
      {splash ? (
        <KioskSplash
          videos={settings?.kiosk_videos ?? []}
          buttonText={settings?.kiosk_button_text ?? KIOSK_TEXT.button}
          storeName={flags.store.current_location?.location_name ?? flags.store.name}
          onStart={start}
        />
      ) : (
        children
      )}
      {!splash && prompting && (
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
