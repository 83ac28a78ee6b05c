/** The balance operation sheet, opened from the merchant and supplier lists (src/features/accounts). */
export { BalanceOperationSheet } from './components/balance-operation-sheet.tsx';
