/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPayerAnalysisPage = () =>
  import('./components/payer-analysis-page.tsx').then((m) => m.PayerAnalysisPage);
export const loadIpAnalysisPage = () => import('./components/ip-analysis-page.tsx').then((m) => m.IpAnalysisPage);
export const loadFrozenIpsPage = () => import('./components/frozen-ips-page.tsx').then((m) => m.FrozenIpsPage);
