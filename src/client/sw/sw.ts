import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { CacheOnly } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import { DOWNLOADS_CACHE, OFFLINE_PREFIX } from '#client/lib/offline/offline-media.ts';

/**
 * The service worker. The tsconfig's DOM library has no worker globals, so the few used here are
 * declared by hand rather than pulling the conflicting WebWorker library into the whole project.
 */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
declare const self: WorkerScope;
/** Written by the build (scripts/build/service-worker.ts): what the app build produced. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

// The shell and every hashed asset, versioned by the build; old versions are deleted on activation.
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

// Every page of the SPA opens offline from the precached index.html. The API, media and the dev
// pages are never pages of the app.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, new RegExp(`^${OFFLINE_PREFIX}`)],
  }),
);

// Downloaded sessions: only ever from the cache, and partial answers (206) for the media element's
// Range requests, so seeking works with the network off.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(OFFLINE_PREFIX),
  new CacheOnly({ cacheName: DOWNLOADS_CACHE, plugins: [new RangeRequestsPlugin()] }),
);

// A new version waits until the listener chooses 'Reload' (never a swap in the middle of a session).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
