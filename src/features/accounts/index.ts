/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadAccountsPage = () => import('./components/accounts-page.tsx').then((m) => m.AccountsPage);
/** Account labels other features show for the same fields (the agents' team members). */
export { accountLabels, googleLabels, stateLabels, yesNo } from './labels.ts';
