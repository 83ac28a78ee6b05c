/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadOrderClearHistoryPage = () => import('./components/order-clear-history-page.tsx').then((m) => m.OrderClearHistoryPage);
