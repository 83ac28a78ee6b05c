import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the HTML the server prerendered and while React takes it over, true from the first
 * render React owns. A control that only works with its JavaScript (the sign-in button, the
 * language pill) is disabled until then: a tap before would be lost, and a sign-in form submitted
 * by the browser itself would put the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
