/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadErrorLogPage = () => import('./components/error-log-page.tsx').then((m) => m.ErrorLogPage);

/** The header's error count and the handlers the provider installs at start-up. */
export { useErrorCount } from './error-store.ts';
export { installErrorHandlers } from './install-error-handlers.ts';
