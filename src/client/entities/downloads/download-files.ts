import type { Artwork } from '#shared/schemas/catalog.ts';
import type { PlayGrant } from '#shared/schemas/listening.ts';
import type {
  CacheLike,
  DownloadableSession,
  DownloadProgress,
  DownloadRecord,
  DownloadStoreDeps,
} from './download-store.ts';
import { expiryFor } from './expiry.ts';
import { type OfflineFile, offlineOwnerPrefix, offlineUrl } from './offline-media.ts';

// The download store's work on Cache Storage, one operation each; the store adds the progress it
// reports and the change notices around them.

const FILES = ['media', 'captions', 'artwork', 'meta', 'detail'] as const;

/** The cover to keep: a mid-sized image (enough for a list and a lock screen), WebP when there is one. */
function pickArtwork(artwork: Artwork | null | undefined) {
  const images = artwork?.images ?? [];
  const fitting = images.filter((image) => image.width <= 512);
  const pool = fitting.length ? fitting : images;
  const sorted = [...pool].sort((a, b) => b.width - a.width);
  return sorted.find((image) => image.type === 'image/webp') ?? sorted[0] ?? null;
}

/** Reads a response body, reporting the bytes received so far. */
async function readWithProgress(response: Response, onChunk: (received: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onChunk(received);
  }
  return new Blob(chunks, { type });
}

/** A download's record; null when there is none or it cannot be read. */
export async function readRecord(cache: CacheLike, url: string): Promise<DownloadRecord | null> {
  const response = await cache.match(url);
  if (!response) return null;
  try {
    return (await response.json()) as DownloadRecord;
  } catch {
    return null;
  }
}

export async function writeRecord(cache: CacheLike, record: DownloadRecord) {
  await cache.put(
    offlineUrl(record.userId, record.sessionId, 'meta'),
    new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The path of every address in the cache (its keys are full URLs). */
export async function cachedPaths(cache: CacheLike): Promise<string[]> {
  return (await cache.keys()).map((request) => new URL(request.url, 'http://local').pathname);
}

/** One user's downloads, the newest first. */
export async function listRecords(cache: CacheLike, userId: string): Promise<DownloadRecord[]> {
  const prefix = offlineOwnerPrefix(userId);
  const metas = (await cachedPaths(cache)).filter(
    (path) => path.startsWith(prefix) && path.endsWith('/meta'),
  );
  const records = await Promise.all(metas.map((path) => readRecord(cache, path)));
  return records
    .filter((record): record is DownloadRecord => record !== null)
    .sort((a, b) => b.downloadedAt - a.downloadedAt);
}

export async function removeFiles(cache: CacheLike, userId: string, sessionId: string) {
  await Promise.all(FILES.map((file) => cache.delete(offlineUrl(userId, sessionId, file))));
}

/** A side file (captions, cover): kept when it loads, skipped (not fatal) when it does not. */
async function keepSideFile(
  deps: DownloadStoreDeps,
  cache: CacheLike,
  url: string,
  keepAt: string,
): Promise<boolean> {
  try {
    const response = await deps.fetch(url);
    if (!response.ok) return false;
    await cache.put(
      keepAt,
      new Response(await response.blob(), {
        headers: { 'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream' },
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/** The media file through the play grant's signed URL, reporting its progress as it arrives. */
async function fetchMedia(
  deps: DownloadStoreDeps,
  grant: PlayGrant,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const response = await deps.fetch(grant.url);
  if (!response.ok) throw new Error(`the media answered ${response.status}`);
  const total = Number(response.headers.get('content-length')) || null;
  return readWithProgress(response, (received) => onProgress({ received, total }));
}

interface KeptFiles {
  media: Blob;
  hasCaptions: boolean;
  /** The cover as kept on the device, null when there was none or it did not load. */
  artwork: Artwork | null;
}

function recordOf(
  userId: string,
  session: DownloadableSession,
  grant: PlayGrant,
  files: KeptFiles,
  now: number,
): DownloadRecord {
  return {
    userId,
    sessionId: session.id,
    title: session.title,
    coachName: session.coachName,
    type: grant.type,
    isPremium: session.isPremium,
    expiresAt: expiryFor(session.isPremium, now),
    bytes: files.media.size,
    downloadedAt: now,
    hasCaptions: files.hasCaptions,
    chapters: grant.chapters ?? [],
    artwork: files.artwork,
    resumeAt: grant.resumeAt,
    durationListened: grant.durationListened,
    completed: grant.completed,
  };
}

/**
 * Downloads a session into the cache: the media (whose progress is reported), then its captions
 * and cover when it has them, then the record that makes it a download.
 */
export async function saveSession(
  deps: DownloadStoreDeps,
  userId: string,
  session: DownloadableSession,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadRecord> {
  const grant = await deps.grant(session.id);
  const media = await fetchMedia(deps, grant, onProgress);
  const cache = await deps.openCache();
  const at = (file: OfflineFile) => offlineUrl(userId, session.id, file);
  await cache.put(
    at('media'),
    new Response(media, { headers: { 'Content-Type': media.type, 'Content-Length': String(media.size) } }),
  );
  const hasCaptions = grant.captionsUrl
    ? await keepSideFile(deps, cache, grant.captionsUrl, at('captions'))
    : false;
  // The session page's own data, so the page opens offline; a download is still a download without it.
  await keepSideFile(deps, cache, `/api/sessions/${encodeURIComponent(session.id)}`, at('detail'));
  const cover = pickArtwork(grant.artwork);
  const hasCover = cover ? await keepSideFile(deps, cache, cover.url, at('artwork')) : false;
  const artwork = hasCover && cover ? { images: [{ ...cover, url: at('artwork') }] } : null;
  const record = recordOf(userId, session, grant, { media, hasCaptions, artwork }, deps.now());
  await writeRecord(cache, record);
  return record;
}
