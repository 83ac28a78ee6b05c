/** The header's error count and the handlers the provider installs at start-up. */
export { useErrorCount } from './error-store.ts';
export { installErrorHandlers } from './install-error-handlers.ts';
