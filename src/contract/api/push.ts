import { z } from 'zod';
import { call } from '../call.ts';
import { workerCalls } from '../worker-calls.ts';

/** Whether the signed-in user has push alerts on, and for which of their browsers. */
export interface PushStatus {
  /** The server can send pushes (it has VAPID keys). */
  enabled: boolean;
  /** How many browsers of this user are subscribed. */
  subscriptions: number;
  /** Endpoints of this user's subscriptions, so a browser can tell whether it is one of them. */
  endpoints: string[];
}

/** The payload of a new-order push, read by the service worker's push handler. */
export interface PushOrderPayload {
  type: 'newOrder';
  orderCode: string;
  /** ISO 8601, UTC. */
  createTime: string;
}

const endpoint = z
  .string({ message: 'validation.required' })
  .url('validation.required')
  .max(2048, 'validation.required')
  // Browsers' push services are https; plain http only where the server's push settings allow it
  // (a local test push service), which the server checks at subscribe with the same message.
  .refine((u) => u.startsWith('https://') || u.startsWith('http://'), 'validation.push.httpsRequired');

/** A PushSubscription as `subscription.toJSON()` gives it (keys base64url). */
const subscription = z.object({
  endpoint,
  keys: z.object({
    p256dh: z.string({ message: 'validation.required' }).min(40, 'validation.required').max(200, 'validation.required'),
    auth: z.string({ message: 'validation.required' }).min(8, 'validation.required').max(100, 'validation.required'),
  }),
});

export const pushCalls = {
  /** The VAPID public key (base64url) for pushManager.subscribe's applicationServerKey. */
  publicKey: call<{ publicKey: string }>()({
    method: 'GET',
    path: workerCalls.pushPublicKey.path,
    input: z.object({}),
    access: 'anyUser',
  }),
  subscribe: call<null>()({
    method: 'POST',
    path: workerCalls.pushSubscribe.path,
    input: subscription,
    access: 'anyUser',
  }),
  unsubscribe: call<null>()({
    method: 'POST',
    path: workerCalls.pushUnsubscribe.path,
    input: z.object({ endpoint }),
    access: 'anyUser',
  }),
  status: call<PushStatus>()({ method: 'GET', path: '/v1.0/push/status', input: z.object({}), access: 'anyUser' }),
};
