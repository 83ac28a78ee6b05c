import { workerCalls } from '../src/contract/worker-calls.ts';

/** idb-keyval key: where the app's API lives, written when push is turned on (the worker has no /config.json parser). */
export const pushApiBaseKey = 'push.apiBase';

/** The parts of a PushSubscription used here, so tests can pass plain objects. */
export interface SubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
}

export interface ResubscribeDeps {
  /** pushManager.subscribe with the given server key. */
  subscribe(applicationServerKey: ArrayBuffer): Promise<SubscriptionLike>;
  /** The server's current VAPID key (base64url), when the old subscription does not carry one. */
  fetchPublicKey(): Promise<string | null>;
  /** POSTs JSON to the API with the browser's cookies (the `token` cookie is the session). */
  post(path: string, body: unknown): Promise<{ ok: boolean; code: number | null }>;
}

function keyBytes(base64url: string): ArrayBuffer {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out.buffer;
}

export type ResubscribeResult = 'sent' | 'refused' | 'noKey';

/**
 * `pushsubscriptionchange`: the push service replaced or dropped the subscription. The browser
 * may already hand a new one; otherwise subscribe again with the same server key. The new one
 * goes to the server with the ordinary subscribe call, and the old endpoint is dropped there.
 * The session is the `token` cookie: a service worker cannot read the app's localStorage.
 */
export async function resubscribe(
  event: { oldSubscription: SubscriptionLike | null; newSubscription: SubscriptionLike | null },
  deps: ResubscribeDeps,
): Promise<ResubscribeResult> {
  let next = event.newSubscription;
  if (!next) {
    let key = event.oldSubscription?.options?.applicationServerKey ?? null;
    if (!key) {
      const publicKey = await deps.fetchPublicKey();
      key = publicKey ? keyBytes(publicKey) : null;
    }
    if (!key) return 'noKey';
    next = await deps.subscribe(key);
  }
  const json = next.toJSON();
  const body = { endpoint: next.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
  const answer = await deps.post(workerCalls.pushSubscribe.path, body);
  if (!(answer.ok && answer.code === 200)) return 'refused';
  const old = event.oldSubscription?.endpoint;
  // Best effort: a row the push service no longer knows is also deleted at its first 404/410.
  if (old && old !== next.endpoint)
    await deps.post(workerCalls.pushUnsubscribe.path, { endpoint: old }).catch(() => undefined);
  return 'sent';
}
