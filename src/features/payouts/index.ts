/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPayoutsPage = () => import('./components/payouts-page.tsx').then((m) => m.PayoutsPage);

/** Payout keys (batches, uploads and risk decisions refresh the lists) and the payout labels. */
export { payoutQueryKeys } from './api/keys.ts';
export { payoutRejectReasonLabels, payoutStatusLabel } from './labels.ts';
