import type { Artwork } from '#shared/schemas/catalog.ts';
import type { PlayGrant } from '#shared/schemas/listening.ts';
import type { SessionType } from '#shared/catalog.ts';
import { type Entitlement, type Expiring, expiryFor, isPlayable, reconcileDownloads } from './expiry.ts';
import {
  OFFLINE_PREFIX,
  offlineOwnerPrefix,
  offlineUrl,
  SIGNED_IN_KEY,
  signedInRecord,
} from './offline-media.ts';

/** What a Download button knows about a session. */
export interface DownloadableSession {
  id: string;
  title: string;
  coachName: string | null;
  type: SessionType;
  isPremium: boolean;
}

/** A session kept on this device for one user: its files are in the cache beside this record. */
export interface DownloadRecord extends Expiring {
  userId: string;
  sessionId: string;
  title: string;
  coachName: string | null;
  type: SessionType;
  /** Size of the media file. */
  bytes: number;
  downloadedAt: number;
  hasCaptions: boolean;
  chapters: { startSeconds: number; title: string }[];
  /** The cover, stored too (one image), for the list and the lock screen offline. */
  artwork: Artwork | null;
  /** Where to resume and how much was heard, as last known on this device. */
  resumeAt: number;
  durationListened: number;
  completed: boolean;
}

export interface DownloadProgress {
  received: number;
  /** null when the server did not say the size. */
  total: number | null;
}

/** The part of a Cache Storage cache the store uses (a real `Cache` satisfies it). */
export interface CacheLike {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
  keys(): Promise<readonly { url: string }[]>;
}

export interface DownloadStoreDeps {
  openCache: () => Promise<CacheLike>;
  fetch: (url: string) => Promise<Response>;
  /** The play grant (a signed media URL for someone allowed to play the session). */
  grant: (sessionId: string) => Promise<PlayGrant>;
  now: () => number;
}

const FILES = ['media', 'captions', 'artwork', 'meta'] as const;

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

/**
 * Sessions downloaded for offline listening, per user: the media, captions and cover in Cache
 * Storage under same-origin `/offline/…` addresses (which the service worker serves with Range
 * support), and a JSON record beside them. Progress of running downloads is kept in memory.
 */
export function createDownloadStore(deps: DownloadStoreDeps) {
  const progress = new Map<string, DownloadProgress>();
  const listeners = new Set<() => void>();
  const listListeners = new Set<() => void>();
  let version = 0;
  const keyOf = (userId: string, sessionId: string) => `${userId}:${sessionId}`;
  /** Progress moved (`list` false) or the set of downloads changed (`list` true). */
  const emit = (list = true) => {
    version += 1;
    for (const listener of listeners) listener();
    if (list) for (const listener of listListeners) listener();
  };

  async function readRecord(cache: CacheLike, url: string): Promise<DownloadRecord | null> {
    const response = await cache.match(url);
    if (!response) return null;
    try {
      return (await response.json()) as DownloadRecord;
    } catch {
      return null;
    }
  }

  async function writeRecord(cache: CacheLike, record: DownloadRecord) {
    await cache.put(
      offlineUrl(record.userId, record.sessionId, 'meta'),
      new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }),
    );
  }

  async function paths(cache: CacheLike): Promise<string[]> {
    return (await cache.keys()).map((request) => new URL(request.url, 'http://local').pathname);
  }

  async function list(userId: string): Promise<DownloadRecord[]> {
    const cache = await deps.openCache();
    const prefix = offlineOwnerPrefix(userId);
    const metas = (await paths(cache)).filter((path) => path.startsWith(prefix) && path.endsWith('/meta'));
    const records = await Promise.all(metas.map((path) => readRecord(cache, path)));
    return records
      .filter((record): record is DownloadRecord => record !== null)
      .sort((a, b) => b.downloadedAt - a.downloadedAt);
  }

  async function get(userId: string, sessionId: string): Promise<DownloadRecord | null> {
    return readRecord(await deps.openCache(), offlineUrl(userId, sessionId, 'meta'));
  }

  async function remove(userId: string, sessionId: string): Promise<void> {
    const cache = await deps.openCache();
    await Promise.all(FILES.map((file) => cache.delete(offlineUrl(userId, sessionId, file))));
    emit();
  }

  async function download(userId: string, session: DownloadableSession): Promise<DownloadRecord> {
    const key = keyOf(userId, session.id);
    progress.set(key, { received: 0, total: null });
    emit(false);
    try {
      const grant = await deps.grant(session.id);
      const response = await deps.fetch(grant.url);
      if (!response.ok) throw new Error(`the media answered ${response.status}`);
      const total = Number(response.headers.get('content-length')) || null;
      const media = await readWithProgress(response, (received) => {
        progress.set(key, { received, total });
        emit(false);
      });
      const cache = await deps.openCache();
      await cache.put(
        offlineUrl(userId, session.id, 'media'),
        new Response(media, {
          headers: { 'Content-Type': media.type, 'Content-Length': String(media.size) },
        }),
      );
      const hasCaptions = grant.captionsUrl
        ? await keep(cache, grant.captionsUrl, userId, session.id, 'captions')
        : false;
      const cover = pickArtwork(grant.artwork);
      const hasCover = cover ? await keep(cache, cover.url, userId, session.id, 'artwork') : false;
      const now = deps.now();
      const record: DownloadRecord = {
        userId,
        sessionId: session.id,
        title: session.title,
        coachName: session.coachName,
        type: grant.type,
        isPremium: session.isPremium,
        expiresAt: expiryFor(session.isPremium, now),
        bytes: media.size,
        downloadedAt: now,
        hasCaptions,
        chapters: grant.chapters ?? [],
        artwork:
          hasCover && cover
            ? { images: [{ ...cover, url: offlineUrl(userId, session.id, 'artwork') }] }
            : null,
        resumeAt: grant.resumeAt,
        durationListened: grant.durationListened,
        completed: grant.completed,
      };
      await writeRecord(cache, record);
      return record;
    } finally {
      progress.delete(key);
      emit();
    }
  }

  /** A side file (captions, cover): kept when it loads, skipped (not fatal) when it does not. */
  async function keep(
    cache: CacheLike,
    url: string,
    userId: string,
    sessionId: string,
    file: 'captions' | 'artwork',
  ) {
    try {
      const response = await deps.fetch(url);
      if (!response.ok) return false;
      await cache.put(
        offlineUrl(userId, sessionId, file),
        new Response(await response.blob(), {
          headers: { 'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream' },
        }),
      );
      return true;
    } catch {
      return false;
    }
  }

  return {
    list,
    get,
    download,
    remove,
    async removeAll(userId: string) {
      await Promise.all((await list(userId)).map((record) => remove(userId, record.sessionId)));
      emit();
    },
    /**
     * Who the server says is signed in now (null: nobody). The service worker serves only that
     * account's files from now on, and every other account's downloads are deleted: they belonged
     * to a session that has ended, however it ended (signed out, expired, revoked, banned).
     */
    async claim(userId: string | null) {
      const cache = await deps.openCache();
      await cache.put(SIGNED_IN_KEY, signedInRecord(userId));
      const kept = userId === null ? null : offlineOwnerPrefix(userId);
      const others = (await paths(cache)).filter(
        (path) => path.startsWith(OFFLINE_PREFIX) && !(kept && path.startsWith(kept)),
      );
      await Promise.all(others.map((path) => cache.delete(path)));
      if (others.length) emit();
    },
    /** A download that may be played now (present and, if premium, not expired). */
    async playable(userId: string, sessionId: string) {
      const record = await get(userId, sessionId);
      return record && isPlayable(record, deps.now()) ? record : null;
    },
    /** The online check of premium downloads against the listener's plan (renew or remove). */
    async reconcile(userId: string, entitlement: Entitlement) {
      const cache = await deps.openCache();
      const { renew, remove: gone } = reconcileDownloads(await list(userId), entitlement, deps.now());
      await Promise.all(renew.map((record) => writeRecord(cache, record)));
      await Promise.all(gone.map((record) => remove(userId, record.sessionId)));
      if (renew.length || gone.length) emit();
      return { renewed: renew.length, removed: gone.length };
    },
    /** Keeps where the listener is in a downloaded session, so it resumes there offline too. */
    async noteProgress(userId: string, sessionId: string, position: number, listened: number) {
      const cache = await deps.openCache();
      const record = await readRecord(cache, offlineUrl(userId, sessionId, 'meta'));
      if (!record) return;
      await writeRecord(cache, {
        ...record,
        resumeAt: position,
        durationListened: Math.max(record.durationListened, Math.floor(listened)),
      });
    },
    progressOf: (userId: string, sessionId: string) => progress.get(keyOf(userId, sessionId)) ?? null,
    /** Changes with every download started, advanced, finished or removed. */
    version: () => version,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Only when a download was added, renewed or removed. */
    subscribeList(listener: () => void) {
      listListeners.add(listener);
      return () => {
        listListeners.delete(listener);
      };
    },
  };
}

export type DownloadStore = ReturnType<typeof createDownloadStore>;
