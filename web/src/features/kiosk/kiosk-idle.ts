// The kiosk's idle rule (spec 000 section 4), kept pure so it is tested without timers: after (idle minus prompt)
// minutes without input the prompt shows, counting down the prompt minutes; at zero the kiosk resets.

export type IdlePhase = { phase: 'active' } | { phase: 'prompt'; secondsLeft: number } | { phase: 'expired' };

export function idlePhase(elapsedMs: number, idleMinutes: number, promptMinutes: number): IdlePhase {
  const idleMs = Math.max(0, idleMinutes) * 60_000;
  const promptMs = Math.min(Math.max(0, promptMinutes) * 60_000, idleMs);
  if (elapsedMs < idleMs - promptMs) return { phase: 'active' };
  if (elapsedMs < idleMs) return { phase: 'prompt', secondsLeft: Math.ceil((idleMs - elapsedMs) / 1000) };
  return { phase: 'expired' };
}

/** The splash survives a reload: a kiosk left idle comes back idle (per tab, so a staff tab elsewhere is unaffected). */
const SPLASH_KEY = 'kiosk.splash';
export const splashStored = (): boolean => sessionStorage.getItem(SPLASH_KEY) !== 'off';
export const storeSplash = (on: boolean): void => sessionStorage.setItem(SPLASH_KEY, on ? 'on' : 'off');
