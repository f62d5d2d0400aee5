import { field, isString } from '#client/lib/json-fields.ts';

/**
 * Where downloaded sessions live: one Cache Storage cache, each file under a same-origin address the
 * service worker answers (with Range support) and that the player uses as its media source.
 */
export const DOWNLOADS_CACHE = 'founder-flow-downloads';

/** The address prefix the service worker serves from the downloads cache, never from the network. */
export const OFFLINE_PREFIX = '/offline/';

/** `detail`: the session page's data (`GET /api/sessions/:id`), so the page opens offline too. */
export type OfflineFile = 'media' | 'captions' | 'artwork' | 'meta' | 'detail';

export function offlineUrl(userId: string, sessionId: string, file: OfflineFile): string {
  return `${OFFLINE_PREFIX}${encodeURIComponent(userId)}/${encodeURIComponent(sessionId)}/${file}`;
}

/**
 * The account signed in at the app's last answer from the server, kept in the downloads cache
 * (outside the `/offline/` addresses): the service worker serves only that account's files. The
 * app writes it at every session check; the worker reads it at every request, since a worker is
 * stopped and started again at the browser's will and keeps nothing in memory.
 */
export const SIGNED_IN_KEY = '/offline-signed-in';

export function signedInRecord(userId: string | null): Response {
  return new Response(JSON.stringify({ userId }), { headers: { 'Content-Type': 'application/json' } });
}

/** The account in a signed-in record; null for none, or for a record that cannot be read. */
export async function readSignedIn(record: Response | undefined): Promise<string | null> {
  const data: unknown = await record?.json().catch(() => null);
  return field(data, 'userId', isString) || null;
}

/** The account an `/offline/<user>/…` address belongs to (as written, percent-encoded). */
export function offlineOwnerPrefix(userId: string): string {
  return `${OFFLINE_PREFIX}${encodeURIComponent(userId)}/`;
}
