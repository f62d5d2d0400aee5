import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { CacheOnly } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import {
  DOWNLOADS_CACHE,
  OFFLINE_PREFIX,
  offlineOwnerPrefix,
  readSignedIn,
  SIGNED_IN_KEY,
} from '#client/entities/downloads/offline-media.ts';
import { navigationAnswer } from './navigation.ts';

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

// Pages of the app open from the precached index.html, offline too. Every other navigation (the
// server's own pages: checkout and portal, feed, sitemap, API reference, probes…) goes to the server.
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && navigationAnswer(url.pathname) === 'shell',
  shell,
);
// `/` is the prerendered landing for visitors and the shell for members, as the server decides by
// the cookie; the precached shell only when the server cannot be reached.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && navigationAnswer(url.pathname) === 'network-then-shell',
  async (options) => {
    try {
      return await fetch(options.request);
    } catch {
      return shell(options);
    }
  },
);

// Downloaded sessions: only ever from the cache, and partial answers (206) for the media element's
// Range requests, so seeking works with the network off; and only the signed-in account's files
// (the app records who that is at every session check), so no one else on this browser plays them.
const fromDownloads = new CacheOnly({ cacheName: DOWNLOADS_CACHE, plugins: [new RangeRequestsPlugin()] });
async function signedInOwns(pathname: string): Promise<boolean> {
  const signedIn = await readSignedIn(await (await caches.open(DOWNLOADS_CACHE)).match(SIGNED_IN_KEY));
  return signedIn !== null && pathname.startsWith(offlineOwnerPrefix(signedIn));
}
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(OFFLINE_PREFIX),
  async (options: RouteHandlerCallbackOptions) =>
    (await signedInOwns(options.url.pathname))
      ? fromDownloads.handle(options)
      : new Response('Not found', { status: 404 }),
);

// A new version waits until the listener chooses 'Reload' (never a swap in the middle of a session).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
