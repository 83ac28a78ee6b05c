/** The page registry (src/app/routes/pages.tsx) loads these; each page is its own chunk. */
export const loadReceivingAccountsPage = () =>
  import('./components/receiving-accounts-page.tsx').then((m) => m.ReceivingAccountsPage);

/** A receiving account's card and facts, shown read-only in an agent's member sheet. */
export { AccountCard } from './components/account-card.tsx';
export { AccountFacts } from './components/account-facts.tsx';
