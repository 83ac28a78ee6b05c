import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/antd-react19.ts';
import './app/styles.css';
import { announceToasts } from './app/announce-toasts.ts';
import type { Language } from './contract/index.ts';
import { SignInScreen, signInStepOf, signInStepPaths, type SignInNav } from './features/auth/index.ts';
import { forgetStoredTokens, hasSession } from './lib/api/session.ts';
import { loadRuntimeConfig } from './lib/config.ts';
import { activateLanguage, i18n, setCatalogLoader } from './lib/i18n/i18n.ts';
import { initialLanguage } from './lib/i18n/language.ts';
import { setPageSystemName } from './lib/public-info.ts';

/*
 * The sign-in page on its own (decision 061): what a person signing in loads is this, the two
 * steps and a catalog of their messages; no router, query cache, API schemas or the app shell. The
 * server answers /login and /googleVerify with sign-in.html (prerendered in the reader's language
 * where it can); every other path loads the app (src/main.tsx), which has the same steps inside.
 */

const catalogs: Record<Language, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  'zh-CN': () => import('./locales/zh-CN/messages.po?sign-in'),
  'zh-TW': () => import('./locales/zh-TW/messages.po?sign-in'),
  'en-US': () => import('./locales/en-US/messages.po?sign-in'),
};

forgetStoredTokens();
announceToasts();
if (hasSession()) {
  // Product 4: a signed-in person who opens /login goes home.
  window.location.replace('/home');
} else {
  setCatalogLoader(async (locale) => (await catalogs[locale]()).messages);
  const language = initialLanguage();
  await Promise.all([loadRuntimeConfig(), activateLanguage(language)]);

  const nav: SignInNav = {
    toStep: (step, options) => {
      const path = signInStepPaths[step];
      if (options?.replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      render();
    },
    // A document load: the app (index.html) starts with the session the server just set.
    signedIn: () => window.location.replace('/home'),
  };
  window.addEventListener('popstate', () => render());

  const root = document.getElementById('root');
  if (!root) throw new Error('sign-in.html has no #root');
  const screen = () => (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SignInScreen step={signInStepOf(window.location.pathname)} nav={nav} />
      </I18nProvider>
    </StrictMode>
  );
  // The server put the page's markup in when it knew the language (decision 061): React takes it
  // over as it is. A language chosen on this device that differs is drawn anew.
  setPageSystemName(root.dataset.systemName ?? '');
  const prerendered = root.dataset.prerendered === language && signInStepOf(window.location.pathname) === 'login';
  const reactRoot = prerendered ? hydrateRoot(root, screen()) : createRoot(root);
  function render() {
    reactRoot.render(screen());
  }
  if (!prerendered) render();
  // The service worker caches the app meanwhile, so the home page after signing in loads from it.
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
