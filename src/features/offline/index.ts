/** What other features and the app shell use from this one. */
export { OfflineHost } from './offline-host.tsx';
export { clearOfflineData, persistence } from './runtime.ts';
