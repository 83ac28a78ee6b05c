/** The page registry (src/app/routes/pages.tsx) loads this; the page is its own chunk. */
export const loadPayGatewaysPage = () => import('./components/pay-gateways-page.tsx').then((m) => m.PayGatewaysPage);
