/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadBanksPage = () => import('./components/banks-page.tsx').then((m) => m.BanksPage);

/** The bank picker of the account and payout forms. */
export { BankPicker } from './components/bank-picker.tsx';
