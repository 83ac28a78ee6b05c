/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadOrderCallbacksPage = () =>
  import('./components/order-callbacks-page.tsx').then((m) => m.OrderCallbacksPage);
export const loadCallbackDetailsPage = () =>
  import('./components/callback-details-page.tsx').then((m) => m.CallbackDetailsPage);
