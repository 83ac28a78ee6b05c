/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isLiveSwMessage } from './live/sw-messages.ts';
import { get } from 'idb-keyval';
import { defaultNoticeTexts, isNoticeTexts, isOrderPayload, orderNotice, pushNoticeKey } from '../src/features/push/notice-texts.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// The built app (JS, CSS, HTML, icons), listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// History-mode routes all load index.html; the API and static files are not app routes.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/v1\.0\//, /^\/healthz$/, /\/[^/?]+\.[^/?]+$/],
  }),
);

// Runtime config: the network's answer when there is one, the last copy when offline.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname === '/config.json', new NetworkFirst({ cacheName: 'runtime-config' }));

// The page asks before a new version takes over (src/app/pwa.ts), so nothing typed is lost.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();

// New-order notices (issue 5 item 3): the live worker cannot reach the service worker, so a tab
// hands each firing over; the order code as tag keeps one notification per order for all tabs.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (!isLiveSwMessage(data)) return;
  if (data.type === 'LIVE_NOTICE_CLEAR') {
    event.waitUntil(self.registration.getNotifications({ tag: data.tag }).then((list) => list.forEach((n) => n.close())));
    return;
  }
  const options: NotificationOptions & { renotify?: boolean; vibrate?: number[] } = {
    body: data.body,
    tag: data.tag,
    renotify: data.renotify,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    vibrate: [200, 100, 200],
    data: { url: data.url },
  };
  event.waitUntil(self.registration.showNotification(data.title, options));
});

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
        await open.focus();
        // The app routes there itself (src/features/live), keeping its open tabs and state.
        open.postMessage({ type: 'LIVE_OPEN', url: target.pathname + target.search });
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

// Web Push (issue 5 item 4): a new order while no tab runs. Same tag and icon as the live notice
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
        await self.registration.showNotification(texts.title, { icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' });
        return;
      }
      const notice = orderNotice(texts, payload);
      const options: NotificationOptions & { vibrate?: number[] } = {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        vibrate: [200, 100, 200],
        data: { url: notice.url },
      };
      await self.registration.showNotification(notice.title, options);
    })(),
  );
});
