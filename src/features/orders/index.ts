/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadOrdersPage = () => import('./components/orders-page.tsx').then((m) => m.OrdersPage);

/** What other features and the app shell use from this one. */
export { useMarkOptions } from './api/get-order-options.ts';
export { orderKeys } from './api/keys.ts';
export { formatDuration } from './duration.ts';
export { markLabels, orderTypeLabels } from './labels.ts';
