/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadReceivingAccountsPage = () => import('./components/receiving-accounts-page.tsx').then((m) => m.ReceivingAccountsPage);

/** What other features and the app shell use from this one. */
export { AccountCard } from './components/account-card.tsx';
export { AccountFacts } from './components/account-facts.tsx';
