// First: asks for the catalog before the shell's modules run (decision 140).
import './app/early-start.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/antd-react19.ts';
import './app/styles.css';
import { announceToasts } from './app/announce-toasts.ts';
import { App } from './app/app.tsx';
import { followReducedMotion } from './app/motion.ts';
import { prefetchLandingPage } from './app/landing.ts';
import { forgetStoredTokens } from './lib/api/session.ts';
import { loadRuntimeConfig } from './lib/config.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { initialLanguage } from './lib/i18n/language.ts';
import { warmFormatters } from './lib/i18n/warm-formatters.ts';
import { registerServiceWorker } from './app/pwa.ts';
import { persistence } from './features/offline/index.ts';

// A token an earlier version left in localStorage is readable by any script: gone before anything runs.
forgetStoredTokens();
followReducedMotion();
announceToasts();
// Config and the catalog come first: the first call needs apiBase, the first screen its language.
// The saved cache too: offline, the first route reads the user and the orders from it.
const config = loadRuntimeConfig();
const ready = Promise.all([config, initI18n(), persistence.restored]);
// The user info and the landing page's calls as soon as the API's address is known.
void Promise.all([config, persistence.restored]).then(() => prefetchLandingPage(location.href));
// While those are on the network, in a task of its own, not in the first render of figures.
setTimeout(() => warmFormatters(initialLanguage()), 0);
await ready;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
