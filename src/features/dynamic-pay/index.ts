/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPayScriptsPage = () => import('./components/pay-scripts-page.tsx').then((m) => m.PayScriptsPage);
export const loadDynamicPayRecordsPage = () =>
  import('./components/records-page.tsx').then((m) => m.DynamicPayRecordsPage);
