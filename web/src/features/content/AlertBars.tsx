import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../app/flags-context';
import { AppLink } from '../../ui/AppLink';
import { dismissAlert } from './cookies';
import './alerts-locale.css';

/** Dismissible alert bars above the header; the server leaves out the ones this visitor dismissed (their cookie). */
export function AlertBars() {
  const { t } = useTranslation();
  const alerts = useFlags().flags.alerts ?? [];
  const [hidden, setHidden] = useState<string[]>([]);
  const shown = alerts.filter((a) => !hidden.includes(a.alert_id));
  if (shown.length === 0) return null;
  return (
    <div className="alert-bars">
      {shown.map((a) => (
        <div key={a.alert_id} className={`alert-bar alert-bar--${a.tone}`} role="region" aria-label={a.message}>
          <p className="container alert-bar__inner">
            <span>
              {a.message}
              {a.link && a.link_text && (
                <>
                  {' '}
                  <AppLink to={a.link}>{a.link_text}</AppLink>
                </>
              )}
            </span>
            <button
              type="button"
              className="alert-bar__close"
              aria-label={`${t('content.dismiss')}: ${a.message}`}
              onClick={() => {
                dismissAlert(a.alert_id, a.days);
                setHidden((h) => [...h, a.alert_id]);
              }}
            >
              ×
            </button>
          </p>
        </div>
      ))}
    </div>
  );
}
