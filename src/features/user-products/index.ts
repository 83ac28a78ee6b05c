/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadUserProductsPage = () => import('./components/user-products-page.tsx').then((m) => m.UserProductsPage);
