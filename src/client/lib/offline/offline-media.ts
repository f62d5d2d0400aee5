/**
 * Where downloaded sessions live: one Cache Storage cache, each file under a same-origin address the
 * service worker answers (with Range support) and that the player uses as its media source.
 */
export const DOWNLOADS_CACHE = 'founder-flow-downloads';

/** The address prefix the service worker serves from the downloads cache, never from the network. */
export const OFFLINE_PREFIX = '/offline/';

export type OfflineFile = 'media' | 'captions' | 'artwork' | 'meta';

export function offlineUrl(userId: string, sessionId: string, file: OfflineFile): string {
  return `${OFFLINE_PREFIX}${encodeURIComponent(userId)}/${encodeURIComponent(sessionId)}/${file}`;
}
