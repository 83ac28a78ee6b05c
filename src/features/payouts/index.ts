/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPayoutsPage = () => import('./components/payouts-page.tsx').then((m) => m.PayoutsPage);

/** What other features and the app shell use from this one. */
export { payoutQueryKeys } from './api/keys.ts';
export { payoutRejectReasonLabels, payoutStatusLabel } from './labels.ts';
