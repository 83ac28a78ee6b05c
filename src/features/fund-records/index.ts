/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadFundRecordsPage = () => import('./components/fund-records-page.tsx').then((m) => m.FundRecordsPage);

/** The balance operation sheet, opened from the merchant and supplier lists (src/features/accounts). */
export { BalanceOperationSheet } from './components/balance-operation-sheet.tsx';
