import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CURRENCY } from '@parts/common/constants';
import { DEFAULT_LANGUAGE } from '@parts/common/content';
import { useFlags } from '../../app/flags-context';
import './alerts-locale.css';

/** The currency and language switches of the utility bar (spec 000 s2); decision 0016. */
export function LocaleSwitch() {
  const { t } = useTranslation();
  const { flags } = useFlags();
  const { pathname, search } = useLocation();
  const locale = flags.locale;
  const currency = locale?.currency ?? CURRENCY;
  const language = locale?.language ?? DEFAULT_LANGUAGE;
  // The enabled languages of Store → Settings → Locale; with one, there is nothing to switch.
  const languages = locale?.languages ?? [];
  const here = `${pathname}${search}`;
  // The currency switch sets the currency query parameter and reloads: a plain link, so the page loads anew.
  const withCurrency = (code: string) => {
    const params = new URLSearchParams(search);
    params.set('currency', code);
    return `${pathname}?${params.toString()}`;
  };

  return (
    <div className="locale-switch">
      {locale && locale.currencies.length > 1 && (
        <Disclosure label={t('locale.currency')} value={currency}>
          <ul className="locale-switch__menu">
            {locale.currencies.map((c) => (
              <li key={c.code}>
                <a
                  href={withCurrency(c.code)}
                  aria-current={c.code === currency || undefined}
                  className="locale-switch__option"
                >
                  {c.code} · {c.title}
                </a>
              </li>
            ))}
          </ul>
          {currency !== locale.defaultCurrency && (
            <p className="locale-switch__note">{t('locale.chargedInUsd', { code: currency })}</p>
          )}
        </Disclosure>
      )}
      {languages.length > 1 && (
        <Disclosure label={t('locale.language')} value={languages.find((l) => l.code === language)?.name ?? language}>
          {/* The language switch submits a form with the chosen code; the server answers with the same page. */}
          <form method="post" action="/common/language/language" className="locale-switch__menu">
            <input type="hidden" name="redirect" value={here} />
            {languages.map((l) => (
              <button
                key={l.code}
                type="submit"
                name="code"
                value={l.code}
                lang={l.code}
                aria-current={l.code === language || undefined}
                className="locale-switch__option"
              >
                {l.name}
              </button>
            ))}
          </form>
        </Disclosure>
      )}
    </div>
  );
}

function Disclosure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="locale-switch__item" ref={box}>
      <button
        type="button"
        className="locale-switch__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{label}: </span>
        {value} <span aria-hidden="true">▾</span>
      </button>
      <div id={id} className="locale-switch__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
