/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadOrderRetentionPage = () =>
  import('./components/order-retention-page.tsx').then((m) => m.OrderRetentionPage);
