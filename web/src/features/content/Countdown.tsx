import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Countdown as CountdownData } from '@parts/common/content';
import { AppLink } from '../../ui/AppLink';
import { clockParts } from './countdown-parts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A flip clock to a sale's end; each digit card flips when it changes. The days card is gone under a day. */
export function Countdown({ countdown }: { countdown: CountdownData }) {
  const { t } = useTranslation();
  const end = Date.parse(countdown.ends_at);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = clockParts((end - now) / 1000);
  const cells: { key: string; label: string; value: string }[] = [
    ...(parts.days === null ? [] : [{ key: 'days', label: t('content.days'), value: String(parts.days) }]),
    { key: 'hours', label: t('content.hours'), value: pad(parts.hours) },
    { key: 'minutes', label: t('content.minutes'), value: pad(parts.minutes) },
    { key: 'seconds', label: t('content.seconds'), value: pad(parts.seconds) },
  ];
  return (
    <section className="countdown" aria-labelledby={`countdown-${countdown.countdown_id}`}>
      <h2 id={`countdown-${countdown.countdown_id}`} className="countdown__title">
        {countdown.title}
      </h2>
      {/* The seconds change every second: screen readers get the time once, not a live stream. */}
      <ol className="countdown__clock" aria-label={cells.map((c) => `${c.value} ${c.label}`).join(', ')}>
        {cells.map((c) => (
          <li key={c.key} className="countdown__cell" data-unit={c.key} aria-hidden="true">
            <span key={c.value} className="countdown__card">
              {c.value}
            </span>
            <span className="countdown__label">{c.label}</span>
          </li>
        ))}
      </ol>
      {countdown.link && countdown.link_text && (
        <AppLink className="btn btn--primary countdown__link" to={countdown.link}>
          {countdown.link_text}
        </AppLink>
      )}
    </section>
  );
}
