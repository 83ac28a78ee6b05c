/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadFundRecordsPage = () => import('./components/fund-records-page.tsx').then((m) => m.FundRecordsPage);

/** What other features and the app shell use from this one. */
export { BalanceOperationSheet } from './components/balance-operation-sheet.tsx';
