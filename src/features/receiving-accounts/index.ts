/** A receiving account's card and facts, shown read-only in an agent's member sheet. */
export { AccountCard } from './components/account-card.tsx';
export { AccountFacts } from './components/account-facts.tsx';
