/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadSystemConfigPage = () => import('./components/system-config-page.tsx').then((m) => m.SystemConfigPage);
