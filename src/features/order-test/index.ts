/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadApiTestPage = () => import('./components/api-test-page.tsx').then((m) => m.ApiTestPage);
export const loadAdminTestOrderPage = () =>
  import('./components/admin-test-order-page.tsx').then((m) => m.AdminTestOrderPage);
