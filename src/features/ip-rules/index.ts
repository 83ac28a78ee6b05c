/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadIpRulesPage = () => import('./components/ip-rules-page.tsx').then((m) => m.IpRulesPage);
