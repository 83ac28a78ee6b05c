/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isLiveSwMessage } from './live/sw-messages.ts';
import { get } from 'idb-keyval';
import { workerCalls } from '../src/contract/worker-calls.ts';
import { pushApiBaseKey, resubscribe } from './push-resubscribe.ts';
import {
  defaultNoticeTexts,
  isNoticeTexts,
  isOrderPayload,
  orderNotice,
  pushNoticeKey,
} from '../src/lib/push-notice-texts.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The built app (JS, CSS, HTML, icons), listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The sign-in steps load the small sign-in page (src/sign-in.tsx, decision 061).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('sign-in.html'), { allowlist: [/^\/(login|googleVerify)$/] }),
);

// History-mode routes all load index.html; the API and static files are not app routes.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/v1\.0\//, /^\/healthz$/, /^\/pay\//, /\/[^/?]+\.[^/?]+$/],
  }),
);

// Runtime config: the network's answer when there is one, the last copy when offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'runtime-config' }),
);

// The page asks before a new version takes over (src/app/pwa.ts), so nothing typed is lost.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

// New-order notices (decision 027): the live worker cannot reach the service worker, so a tab
// hands each firing over; the order code as tag keeps one notification per order for all tabs.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!isLiveSwMessage(data)) return;
  if (data.type === 'LIVE_NOTICE_CLEAR') {
    event.waitUntil(
      self.registration.getNotifications({ tag: data.tag }).then((list) => list.forEach((n) => n.close())),
    );
    return;
  }
  const options: NotificationOptions & { tag: string; renotify?: boolean; vibrate?: number[] } = {
    body: data.body,
    tag: data.tag,
    renotify: data.renotify,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    vibrate: [200, 100, 200],
    // Which firing showed it: e2e/isolated/live-burst.spec.ts checks that none waited for a repeat.
    data: { url: data.url, repeat: data.renotify },
  };
  event.waitUntil(showSurely(data.title, options));
});

/**
 * Shows a notification and makes sure it is there. In a burst (50 orders in 2 s) Chromium
 * resolved every showNotification, yet about one notification in ten was absent right after and
 * appeared only when the 5 s repeat showed it again (decision 075, e2e/isolated/live-burst.spec.ts).
 * So the worker shows them one at a time, looks for each by its tag, and shows a missing one
 * again at once (a few tries, a few milliseconds apart).
 */
let showing: Promise<unknown> = Promise.resolve();
function showSurely(title: string, options: NotificationOptions & { tag: string }): Promise<void> {
  const attempt = async () => {
    for (let tries = 0; tries < 4; tries++) {
      await self.registration.showNotification(title, options);
      if ((await self.registration.getNotifications({ tag: options.tag })).length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20 * (tries + 1)));
    }
  };
  const next = showing.then(attempt, attempt);
  showing = next.catch(() => undefined);
  return next;
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === target.origin);
      if (open) {
        // The app routes there itself (src/features/live), keeping its open tabs and state. Told
        // before focusing: a browser that refuses the focus still moves the tab to the order.
        open.postMessage({ type: 'LIVE_OPEN', url: target.pathname + target.search });
        await open.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

// Web Push (decision 033): a new order while no tab runs. Same tag and icon as the live notice
// above, so a push and an in-app notice of one order make one notification. Chrome requires a
// notification for every push (userVisibleOnly), so an unreadable payload still shows one.
self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(
    (async () => {
      let payload: unknown = null;
      try {
        payload = event.data?.json();
      } catch {
        payload = null;
      }
      const stored: unknown = await get(pushNoticeKey).catch(() => undefined);
      const texts = isNoticeTexts(stored) ? stored : defaultNoticeTexts;
      if (!isOrderPayload(payload)) {
        await self.registration.showNotification(texts.title, {
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
        });
        return;
      }
      const notice = orderNotice(texts, payload);
      const options: NotificationOptions & { tag: string; vibrate?: number[] } = {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        vibrate: [200, 100, 200],
        data: { url: notice.url },
      };
      await showSurely(notice.title, options);
    })(),
  );
});

// The push service replaced the subscription (expiry, key rotation): subscribe again and tell the
// server with the ordinary subscribe call, or pushes would stop until push is turned on again.
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}
self.addEventListener('pushsubscriptionchange', (e: Event) => {
  const event = e as PushSubscriptionChangeEvent;
  event.waitUntil(
    (async () => {
      const stored: unknown = await get(pushApiBaseKey).catch(() => undefined);
      const apiBase = typeof stored === 'string' ? stored : '';
      const api = (path: string) => `${apiBase}${path}`;
      await resubscribe(event, {
        subscribe: (key) =>
          self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        fetchPublicKey: async () => {
          const res = await fetch(api(workerCalls.pushPublicKey.path), { credentials: 'include' });
          const body = (await res.json()) as { data?: { publicKey?: unknown } };
          return typeof body.data?.publicKey === 'string' ? body.data.publicKey : null;
        },
        post: async (path, body) => {
          const res = await fetch(api(path), {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          const answer = (await res.json().catch(() => null)) as { code?: unknown } | null;
          return { ok: res.ok, code: typeof answer?.code === 'number' ? answer.code : null };
        },
      }).catch(() => undefined);
    })(),
  );
});
