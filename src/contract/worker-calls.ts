import type { Role } from './roles.ts';

/**
 * What the workers (service worker, live workers) need of the API, without zod (decision 061):
 * the paths and who may call them. Each worker used to pull a call object for its path, and with it
 * that module's schemas and zod (the service worker 222 KB, each live worker about 100 KB). The zod
 * calls in `api/orders.ts`, `api/live.ts` and `api/push.ts` take their path and access from here,
 * so the two cannot drift apart.
 */

/** Staff who read every order. */
export const orderStaff = [
  'superAdmin',
  'admin',
  'customerService',
  'technicalMaintenance',
] as const satisfies readonly Role[];
/** Merchants get no new-order notice (product 6). */
export const noticeReaders = [...orderStaff, 'supplier'] as const satisfies readonly Role[];

/** WebSocket close code after a 1003: the client must not reconnect with the same token. */
export const liveCloseSessionExpired = 4003;

export const workerCalls = {
  /** The newest order the caller's list shows by default; polled for the new-order notice. */
  lastOrder: { path: '/v1.0/order/getLastOrder', access: noticeReaders },
  /** Before each live (re)connect. */
  liveTicket: { path: '/v1.0/live/ticket' },
  pushPublicKey: { path: '/v1.0/push/publicKey' },
  pushSubscribe: { path: '/v1.0/push/subscribe' },
  pushUnsubscribe: { path: '/v1.0/push/unsubscribe' },
} as const;
