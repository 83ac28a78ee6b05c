import { appCatalog } from '../lib/i18n/catalog.ts';
import { initialLanguage } from '../lib/i18n/language.ts';
import { preloadLandingPage } from './landing-chunk.ts';

/**
 * The first module of the app's entry (src/main.tsx imports it before anything else): asks for the
 * catalog of the reader's language and the chunk of the page a signed-in person lands on, then lets
 * the rest of the entry's modules run in a task of their own. Evaluating the shell's modules (antd-mobile, the router, the contract's schemas) is one long
 * task; a request started inside it is sent, and in Lighthouse's simulation starts, only once it
 * ends (decision 140). It imports only small modules, which run before it, so its request leaves
 * as soon as the entry's files have arrived. A failure is dropped: initI18n and the route's loader
 * ask again.
 */
appCatalog(initialLanguage()).catch(() => undefined);
preloadLandingPage(location.pathname);
await new Promise<void>((resolve) => setTimeout(resolve, 0));
