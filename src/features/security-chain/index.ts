/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadChainsPage = () => import('./components/chains-page.tsx').then((m) => m.ChainsPage);
export const loadPatchesPage = () => import('./components/patches-page.tsx').then((m) => m.PatchesPage);
