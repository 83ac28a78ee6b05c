import { set } from 'idb-keyval';
import { pushCalls } from '../../contract/index.ts';
import { request } from '../../lib/api/client.ts';
import { runtimeConfig } from '../../lib/config.ts';
import { pushApiBaseKey } from '../../../workers/push-resubscribe.ts';
import { pushNoticeKey, type PushNoticeTexts } from '../../lib/push-notice-texts.ts';

/** Why push cannot be turned on in this browser, or null when it can. */
export type PushBlocker = 'unsupported' | 'denied' | null;

export function pushBlocker(): PushBlocker {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : null;
}

/** The service worker's registration; none in the dev server or where it failed to install. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg) throw new PushUnavailable('unsupported');
  return reg;
}

export class PushUnavailable extends Error {
  constructor(readonly reason: 'unsupported' | 'denied') {
    super(reason);
  }
}

/** How long the switch waits for the browser's push service before it gives up. */
export const pushTimeoutMs = 15_000;

/** The browser or its push service did not answer within pushTimeoutMs. */
export class PushTimedOut extends Error {
  constructor() {
    super('push timed out');
  }
}

/**
 * Runs a switch of push alerts for at most `ms`: a push service the network cannot reach leaves
 * the browser's subscribe pending for minutes, and the switch must not spin that long. The step
 * gets a signal that aborts at the deadline, so it stops and undoes what it made after it.
 */
export async function withinPushTimeout<T>(step: (signal: AbortSignal) => Promise<T>, ms = pushTimeoutMs): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PushTimedOut());
    }, ms);
  });
  try {
    return await Promise.race([step(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushBlocker() === 'unsupported') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Asks for permission (it must follow a tap), subscribes with the server's VAPID key and hands the
 * subscription to the server. A subscription made with another key (the server's keys changed) is
 * replaced, since the push service would refuse the server's pushes to it.
 */
export async function enablePush(texts: PushNoticeTexts, signal?: AbortSignal): Promise<void> {
  if (pushBlocker() === 'unsupported') throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('denied');
  const reg = await registration();
  const { publicKey } = await request(pushCalls.publicKey, {}, { signal });
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  if (signal?.aborted) {
    // Given up on already: a subscription the server never hears of would only stay unused.
    await sub.unsubscribe().catch(() => false);
    signal.throwIfAborted();
  }
  const json = sub.toJSON();
  await request(
    pushCalls.subscribe,
    { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } },
    { signal },
  );
  await saveNoticeTexts(texts);
  // The service worker re-subscribes on its own (pushsubscriptionchange) and must know where the API is.
  await set(pushApiBaseKey, runtimeConfig().apiBase).catch(() => undefined);
}

export async function disablePush(signal?: AbortSignal): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  // The server first: were the browser's subscription gone and the call lost, the server would keep pushing to a dead endpoint until its 410.
  await request(pushCalls.unsubscribe, { endpoint: sub.endpoint }, { signal });
  await sub.unsubscribe();
}

/** The service worker reads these to word its notifications in the user's language. */
export async function saveNoticeTexts(texts: PushNoticeTexts): Promise<void> {
  await set(pushNoticeKey, texts).catch(() => undefined);
}
