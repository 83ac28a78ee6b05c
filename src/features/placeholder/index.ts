/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPlaceholderPage = () => import('./components/placeholder-page.tsx').then((m) => m.PlaceholderPage);
