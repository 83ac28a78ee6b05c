/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPayoutBatchesPage = () =>
  import('./components/payout-batches-page.tsx').then((m) => m.PayoutBatchesPage);
