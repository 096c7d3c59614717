/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { offlineFallback } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_PATH } from '@betfront/contract/pwa';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const ASSETS_CACHE = 'betfront-assets';
const ASSETS_KEPT = 120;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Hashed assets never change: kept once fetched, so the shell opens without the network.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT })] }),
);

// Pages always come from the network (prices and the account are never cached); a page that cannot be reached
// shows the offline page. Calls and the live feed are left to the browser.
registerRoute(new NavigationRoute(new NetworkOnly()));
offlineFallback({ pageFallback: OFFLINE_PAGE_PATH });

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
