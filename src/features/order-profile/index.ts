/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadOrderProfilePage = () => import('./components/order-profile-page.tsx').then((m) => m.OrderProfilePage);
