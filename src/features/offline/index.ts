/** The offline banner and queue host, the restored cache main.tsx waits for, and sign-out's wipe. */
export { OfflineHost } from './offline-host.tsx';
export { clearOfflineData, persistence } from './runtime.ts';
