import { COUNTDOWN_DAYS_FROM_SECONDS } from '@parts/common/constants';

export interface ClockParts {
  days: number | null;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left as the flip clock shows it: days hidden (null) under 86,400 seconds (spec 000 s2). */
export function clockParts(secondsLeft: number): ClockParts {
  const s = Math.max(0, Math.floor(secondsLeft));
  const days = Math.floor(s / 86_400);
  return {
    days: s < COUNTDOWN_DAYS_FROM_SECONDS ? null : days,
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
