/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadHomePage = () => import('./page.ts').then((m) => m.homePage);
