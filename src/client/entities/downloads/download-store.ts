import type { Artwork } from '#shared/schemas/catalog.ts';
import type { PlayGrant } from '#shared/schemas/listening.ts';
import type { SessionType } from '#shared/catalog.ts';
import {
  cachedPaths,
  listRecords,
  readRecord,
  removeFiles,
  saveSession,
  writeRecord,
} from './download-files.ts';
import { type Entitlement, type Expiring, isPlayable, reconcileDownloads } from './expiry.ts';
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

/** Who is told of changes: `version` moves with every one, list listeners hear only list changes. */
function createChangeNotices() {
  const listeners = new Set<() => void>();
  const listListeners = new Set<() => void>();
  let version = 0;
  const subscribeTo = (set: Set<() => void>) => (listener: () => void) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  return {
    /** Progress moved (`list` false) or the set of downloads changed (`list` true). */
    emit(list = true) {
      version += 1;
      for (const listener of listeners) listener();
      if (list) for (const listener of listListeners) listener();
    },
    version: () => version,
    subscribe: subscribeTo(listeners),
    subscribeList: subscribeTo(listListeners),
  };
}

/**
 * Sessions downloaded for offline listening, per user: the media, captions and cover in Cache
 * Storage under same-origin `/offline/…` addresses (which the service worker serves with Range
 * support), and a JSON record beside them. Progress of running downloads is kept in memory.
 */
export function createDownloadStore(deps: DownloadStoreDeps) {
  const progress = new Map<string, DownloadProgress>();
  const changes = createChangeNotices();
  const keyOf = (userId: string, sessionId: string) => `${userId}:${sessionId}`;

  const list = async (userId: string) => listRecords(await deps.openCache(), userId);
  const get = async (userId: string, sessionId: string) =>
    readRecord(await deps.openCache(), offlineUrl(userId, sessionId, 'meta'));

  async function remove(userId: string, sessionId: string): Promise<void> {
    await removeFiles(await deps.openCache(), userId, sessionId);
    changes.emit();
  }

  async function download(userId: string, session: DownloadableSession): Promise<DownloadRecord> {
    const key = keyOf(userId, session.id);
    const report = (now: DownloadProgress) => {
      progress.set(key, now);
      changes.emit(false);
    };
    report({ received: 0, total: null });
    try {
      return await saveSession(deps, userId, session, report);
    } finally {
      progress.delete(key);
      changes.emit();
    }
  }

  return {
    list,
    get,
    download,
    remove,
    async removeAll(userId: string) {
      await Promise.all((await list(userId)).map((record) => remove(userId, record.sessionId)));
      changes.emit();
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
      const others = (await cachedPaths(cache)).filter(
        (path) => path.startsWith(OFFLINE_PREFIX) && !(kept && path.startsWith(kept)),
      );
      await Promise.all(others.map((path) => cache.delete(path)));
      if (others.length) changes.emit();
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
      if (renew.length || gone.length) changes.emit();
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
    version: changes.version,
    subscribe: changes.subscribe,
    /** Only when a download was added, renewed or removed. */
    subscribeList: changes.subscribeList,
  };
}

export type DownloadStore = ReturnType<typeof createDownloadStore>;
