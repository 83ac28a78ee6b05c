/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadHomePage = () => import('./components/home-page.tsx').then((m) => m.HomePage);
