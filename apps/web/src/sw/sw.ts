/**
 * Scola's service worker (ADR 0053), built by vite-plugin-pwa (`injectManifest`) to `/sw.js` with root scope.
 * Precaches the app shell, keeps recently read API answers for offline use, and serves the files a student saved
 * for offline use (cache `offline-media-v1`, written by the page) with range support so a video can seek.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, CacheOnly, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_MEDIA_CACHE } from '../lib/offline-cache-names';
import {
  API_CACHE_MAX_AGE_SECONDS,
  API_CACHE_MAX_ENTRIES,
  API_NETWORK_TIMEOUT_SECONDS,
  isCacheableApiRead,
  isMathFont,
  isOfflineMedia,
  isSameOriginImage,
  OWN_CACHE_PREFIX,
  RUNTIME_CACHES,
  API_CACHE,
  FONT_CACHE,
  IMAGE_CACHE,
  shellNavigation,
} from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const origin = self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page asks for the waiting version only when the user accepts the update prompt: never mid-lesson.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first version takes the open page at once (nothing to be inconsistent with); later ones wait as above.
clientsClaim();

self.addEventListener('activate', (event: ExtendableEvent) => {
  // Only this worker's own runtime caches of older versions go; the saved files' cache is the student's.
  const current = new Set(RUNTIME_CACHES);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(OWN_CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: [shellNavigation] }));

const savedFiles = new CacheOnly({
  cacheName: OFFLINE_MEDIA_CACHE,
  // The page stores each file whole; a <video> asks for byte ranges of it.
  plugins: [new RangeRequestsPlugin()],
  matchOptions: { ignoreVary: true },
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && isOfflineMedia(url, origin),
  // A file that is not saved is absent (404), not a network failure: nothing else serves these paths.
  async (options) => savedFiles.handle(options).catch(() => new Response(null, { status: 404 })),
);

registerRoute(
  ({ url }) => isCacheableApiRead(url, origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: API_CACHE_MAX_ENTRIES,
        maxAgeSeconds: API_CACHE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url }) => isMathFont(url, origin),
  new CacheFirst({
    cacheName: FONT_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

registerRoute(
  ({ url, request }) => isSameOriginImage(url, origin, request.destination),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
