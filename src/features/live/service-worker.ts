import type { LiveSwMessage } from '../../../workers/live/sw-messages.ts';

/**
 * Hands a message to the service worker. Posting wakes it even when it is idle; a BroadcastChannel
 * would not. Without a service worker (dev server) or permission, the in-app banner remains.
 */
export async function postToServiceWorker(message: LiveSwMessage): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  if (message.type === 'LIVE_NOTICE' && (typeof Notification === 'undefined' || Notification.permission !== 'granted'))
    return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active;
  if (!worker) return false;
  worker.postMessage(message);
  return true;
}
