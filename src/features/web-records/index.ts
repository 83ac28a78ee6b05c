/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadWebRecordsPage = () => import('./components/web-records-page.tsx').then((m) => m.WebRecordsPage);
