import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, request } from '#client/lib/api-client.ts';
import { createDownloadStore, type DownloadRecord } from './download-store.ts';
import { DOWNLOADS_CACHE, offlineUrl } from './offline-media.ts';

/** The app's one download store, on the browser's Cache Storage and the play grant. */
export const downloads = createDownloadStore({
  openCache: () => caches.open(DOWNLOADS_CACHE),
  fetch: (url) => fetch(url, { credentials: 'include' }),
  grant: (sessionId) => request(api.sessions[':id'].play.$post({ param: { id: sessionId } })),
  now: () => Date.now(),
});

/** Whether this browser can keep downloads at all (Cache Storage needs a secure context). */
export const canDownload = () => typeof caches !== 'undefined';

/**
 * Who the server says is signed in (null: nobody): only that account's downloads stay on this device
 * and the service worker serves no other's. Told at every answer to the session check.
 */
export function claimDownloads(userId: string | null): Promise<void> {
  return canDownload() ? downloads.claim(userId) : Promise.resolve();
}

/** Under `me`, so signing out clears it from the query cache (the files go with the device data). */
export const downloadKeys = {
  all: ['me', 'downloads'] as const,
  list: (userId: string) => [...downloadKeys.all, userId] as const,
};

export const downloadsQuery = (userId: string) =>
  queryOptions({
    queryKey: downloadKeys.list(userId),
    queryFn: () => downloads.list(userId),
    // Read from this device, so never paused for the network and never stale: the store says when
    // it changed.
    networkMode: 'always',
    staleTime: Infinity,
  });

/** The user's downloads, kept current as downloads finish and are removed. */
export function useDownloads(userId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...downloadsQuery(userId ?? ''), enabled: userId !== null && canDownload() });
  useEffect(
    () => downloads.subscribeList(() => void queryClient.invalidateQueries({ queryKey: downloadKeys.all })),
    [queryClient],
  );
  return query;
}

/** A running download's progress, or null. */
export function useDownloadProgress(userId: string | null, sessionId: string) {
  useSyncExternalStore(downloads.subscribe, downloads.version, downloads.version);
  return userId ? downloads.progressOf(userId, sessionId) : null;
}

/**
 * Addresses the player can load for a downloaded file: the `/offline/…` address the service worker
 * answers from the cache (with Range, so seeking works), or, before a worker controls the page, a
 * blob URL read from the cache.
 */
export async function localSource(
  record: DownloadRecord,
  file: 'media' | 'captions',
): Promise<string | null> {
  const url = offlineUrl(record.userId, record.sessionId, file);
  if (navigator.serviceWorker?.controller) return url;
  const response = await (await caches.open(DOWNLOADS_CACHE)).match(url);
  return response ? URL.createObjectURL(await response.blob()) : null;
}
