/** What other features and the app shell use from this one. */
export { SecondLevelHost } from './components/second-level-host.tsx';
export { secondLevel } from './second-level-store.ts';
