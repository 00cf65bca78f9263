import './app/csp';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/tokens.css';
import './ui/base.css';
import './ui/kit.css';
import './app/shell.css';
import { App } from './app/App';
import { readInjectedFlags } from './app/bootstrap';
import { initI18n } from './app/i18n';
import { dropCurrencyParam } from './app/currency';
import { normalizeLegacyUrl } from './app/normalize-url';

const legacyTarget = normalizeLegacyUrl(window.location.pathname, window.location.search, window.location.hash);
if (legacyTarget !== null) window.history.replaceState(window.history.state, '', legacyTarget);

dropCurrencyParam(window.location, window.history);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const initialFlags = readInjectedFlags(document);
initI18n(initialFlags?.locale?.language);
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole tree (Lighthouse's total blocking time; decision 0030).
startTransition(() => root.render(<App initialFlags={initialFlags} />));
