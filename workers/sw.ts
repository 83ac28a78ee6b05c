/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

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
