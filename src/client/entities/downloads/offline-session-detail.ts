import { type SessionDetail, sessionDetailSchema } from '#shared/schemas/catalog.ts';
import { canDownload } from './downloads.ts';
import { DOWNLOADS_CACHE, OFFLINE_PREFIX } from './offline-media.ts';

// Its own file, imported on demand: the schema it checks with would otherwise pull zod into the
// app's entry chunk.

/**
 * A downloaded session's page data, by id or slug, as stored with the download: the session page
 * offline. Only the signed-in account's downloads are on the device (the rest go at each session
 * check), so any stored copy is the listener's own.
 */
export async function offlineSessionDetail(idOrSlug: string): Promise<SessionDetail | null> {
  if (!canDownload()) return null;
  const cache = await caches.open(DOWNLOADS_CACHE);
  for (const key of await cache.keys()) {
    const { pathname } = new URL(key.url);
    if (!pathname.startsWith(OFFLINE_PREFIX) || !pathname.endsWith('/detail')) continue;
    const stored: unknown = await (await cache.match(key))?.json().catch(() => null);
    const parsed = sessionDetailSchema.safeParse(stored);
    if (parsed.success && (parsed.data.id === idOrSlug || parsed.data.slug === idOrSlug)) return parsed.data;
  }
  return null;
}
