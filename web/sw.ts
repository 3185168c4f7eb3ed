/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest, decision 053): the app shell and
 * every built asset precached, so the app opens with no network on the pages a member had; API
 * reads network first, their last answer kept as the fallback when offline; web push shown as
 * notifications, a tap opening the page they name.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { PushPayload } from '@core/api/notifications';
import { API_CACHE, UNCACHED_API } from './lib/pwa/cache-names';
import { markSavedCopy } from './lib/pwa/saved-copy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// a new version takes over at once (the app reloads a chunk it misses: app/reload-guard.ts)
void self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// every page of the app is index.html (the server does the same); /api is never a page
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

// API reads: always the network when it answers; the cached copy only when it fails, marked with
// when it was saved (the app's "Offline: showing what was saved at HH:MM")
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/api/') && !UNCACHED_API.test(url.pathname) && request.method === 'GET',
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markSavedCopy(cachedResponse) : null),
      },
    ],
  }),
);

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

const readPayload = (data: PushMessageData | null): PushPayload | null => {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    return value && typeof value.title === 'string'
      ? { title: value.title, body: value.body ?? '', url: value.url ?? '/dashboard', tag: value.tag ?? '' }
      : null;
  } catch {
    return null;
  }
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const raw = (event.notification.data as { url?: unknown } | null)?.url;
  // only a page of this app (a path), never another site
  const path = typeof raw === 'string' && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/dashboard';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(path);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
