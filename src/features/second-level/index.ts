/** The second-level password dialog host and the store that asks for the password. */
export { SecondLevelHost } from './components/second-level-host.tsx';
export { secondLevel } from './second-level-store.ts';
