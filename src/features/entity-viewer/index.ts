/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadEntityViewerPage = () => import('./components/entity-viewer-page.tsx').then((m) => m.EntityViewerPage);
