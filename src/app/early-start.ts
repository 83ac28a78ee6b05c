import { sendEarly, userInfoCall } from '../lib/api/early-call.ts';
import { loadRuntimeConfig } from '../lib/config.ts';
import { appCatalog } from '../lib/i18n/catalog.ts';
import { initialLanguage } from '../lib/i18n/language.ts';
import { preloadLandingPage } from './landing-chunk.ts';

/**
 * The first module of the app's entry (src/main.tsx imports it before anything else), decision 140.
 * Evaluating the shell's modules (antd-mobile, the router, the contract's schemas) is one long
 * task, and a request started inside it leaves (in Lighthouse's simulation, starts) only once it
 * ends. So this module, which imports only small ones, asks first for what the landing page waits
 * for: the catalog of the reader's language, the chunk of the page a signed-in person lands on and,
 * once /config.json (preloaded by index.html) gives the API's address, the user info the route
 * guard reads; then it lets the rest of the entry's modules run in a task of their own. A failure
 * is dropped: initI18n, the route's loader and the guard's own call ask again.
 */
const language = initialLanguage();
appCatalog(language).catch(() => undefined);
if (preloadLandingPage(location.pathname)) {
  const { apiBase } = await loadRuntimeConfig();
  sendEarly(userInfoCall.method, `${apiBase}${userInfoCall.path}`, userInfoCall.body, language);
}
await new Promise<void>((resolve) => setTimeout(resolve, 0));
