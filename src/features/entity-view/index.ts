/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadEntityViewPage = () => import('./components/entity-view-page.tsx').then((m) => m.EntityViewPage);
