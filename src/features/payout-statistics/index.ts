/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadPayoutStatisticsPage = () =>
  import('./components/payout-statistics-page.tsx').then((m) => m.PayoutStatisticsPage);
