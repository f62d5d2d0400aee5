import { describe, expect, it } from 'vitest';
import type { PlayGrant } from '#shared/schemas/listening.ts';
import { type CacheLike, createDownloadStore } from './download-store.ts';
import { readSignedIn, SIGNED_IN_KEY } from './offline-media.ts';
import { defined } from '#shared/testing/defined.ts';

/** Cache Storage as the browser keeps it: responses by address (the store's one browser dependency). */
function memoryCache(): CacheLike & { urls: () => string[] } {
  const entries = new Map<string, Response>();
  return {
    match: (url) => Promise.resolve(entries.get(url)?.clone()),
    put: (url, response) => {
      entries.set(url, response);
      return Promise.resolve();
    },
    delete: (url) => Promise.resolve(entries.delete(url)),
    keys: () => Promise.resolve([...entries.keys()].map((url) => ({ url: `http://app.test${url}` }))),
    urls: () => [...entries.keys()].sort(),
  };
}

const AUDIO = new Uint8Array(50_000).fill(7);
const grant = (overrides: Partial<PlayGrant> = {}): PlayGrant => ({
  url: '/media/sessions/calm.opus?exp=1&sig=x',
  expiresAt: new Date().toISOString(),
  type: 'audio',
  resumeAt: 12,
  completed: false,
  durationListened: 30,
  captionsUrl: '/media/captions/calm.vtt?exp=1&sig=x',
  chapters: [{ startSeconds: 0, title: 'Start' }],
  artwork: {
    images: [
      { url: '/media/artwork/calm-256.webp', width: 256, height: 256, type: 'image/webp' },
      { url: '/media/artwork/calm-1024.webp', width: 1024, height: 1024, type: 'image/webp' },
    ],
  },
  ...overrides,
});

/** The server at the network edge: the play grant and the files it points to. */
function setup({ premium = false, now = 1_000_000, grantFor = grant() } = {}) {
  const cache = memoryCache();
  const fetched: string[] = [];
  let clock = now;
  const store = createDownloadStore({
    openCache: () => Promise.resolve(cache),
    grant: () => Promise.resolve(grantFor),
    fetch: (url) => {
      fetched.push(url);
      if (url.startsWith('/media/sessions/'))
        return Promise.resolve(
          new Response(AUDIO, {
            headers: { 'content-type': 'audio/ogg', 'content-length': String(AUDIO.length) },
          }),
        );
      if (url.startsWith('/api/sessions/'))
        return Promise.resolve(Response.json({ id: 's1', slug: 'calm', title: 'Calm' }));
      if (url.startsWith('/media/captions/'))
        return Promise.resolve(new Response('WEBVTT', { headers: { 'content-type': 'text/vtt' } }));
      return Promise.resolve(new Response('img', { headers: { 'content-type': 'image/webp' } }));
    },
    now: () => clock,
  });
  const session = { id: 's1', title: 'Calm', coachName: 'Maya', type: 'audio' as const, isPremium: premium };
  return { cache, store, session, fetched, tick: (ms: number) => (clock += ms) };
}

describe('download store', () => {
  it('keeps the media, captions, cover, page data and a record, and reports progress while it downloads', async () => {
    const { cache, store, session, fetched } = setup();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => {
      const progress = store.progressOf('u1', 's1');
      if (progress) seen.push(progress.received);
    });
    const record = await store.download('u1', session);
    unsubscribe();

    expect(cache.urls()).toEqual([
      '/offline/u1/s1/artwork',
      '/offline/u1/s1/captions',
      '/offline/u1/s1/detail',
      '/offline/u1/s1/media',
      '/offline/u1/s1/meta',
    ]);
    // The session page's data, so the page opens offline too.
    expect(fetched).toContain('/api/sessions/s1');
    expect(await (await cache.match('/offline/u1/s1/detail'))?.json()).toMatchObject({ slug: 'calm' });
    // The mid-sized cover, not the largest.
    expect(fetched).toContain('/media/artwork/calm-256.webp');
    expect(seen.at(-1)).toBe(AUDIO.length);
    expect(store.progressOf('u1', 's1')).toBeNull();
    expect(record).toMatchObject({ bytes: AUDIO.length, expiresAt: null, hasCaptions: true, resumeAt: 12 });
    const media = await cache.match('/offline/u1/s1/media');
    expect(media?.headers.get('content-type')).toBe('audio/ogg');
    expect((await defined(media, 'the cached media').arrayBuffer()).byteLength).toBe(AUDIO.length);
    expect(await store.list('u1')).toEqual([record]);
    expect(await store.list('someone-else')).toEqual([]);
  });

  it('gives premium downloads an expiry and stops playing them after it', async () => {
    const { store, session, tick } = setup({ premium: true });
    const record = await store.download('u1', session);
    expect(record.expiresAt).toBe(1_000_000 + 30 * 24 * 3600 * 1000);
    expect(await store.playable('u1', 's1')).not.toBeNull();
    tick(31 * 24 * 3600 * 1000);
    expect(await store.playable('u1', 's1')).toBeNull();
  });

  it('renews premium downloads for an entitled listener and removes them when the plan ended', async () => {
    const { store, session, tick, cache } = setup({ premium: true });
    await store.download('u1', session);
    tick(20 * 24 * 3600 * 1000);
    expect(await store.reconcile('u1', 'entitled')).toEqual({ renewed: 1, removed: 0 });
    expect((await store.get('u1', 's1'))?.expiresAt).toBe(1_000_000 + 50 * 24 * 3600 * 1000);
    expect(await store.reconcile('u1', 'not-entitled')).toEqual({ renewed: 0, removed: 1 });
    expect(cache.urls()).toEqual([]);
  });

  it('keeps where the listener is, and removes one user’s downloads without touching another’s', async () => {
    const { store, session, cache } = setup();
    await store.download('u1', session);
    await store.download('u2', session);
    await store.noteProgress('u1', 's1', 95, 80);
    expect(await store.get('u1', 's1')).toMatchObject({ resumeAt: 95, durationListened: 80 });
    await store.removeAll('u1');
    expect(cache.urls().every((url) => url.startsWith('/offline/u2/'))).toBe(true);
    expect(await store.list('u2')).toHaveLength(1);
  });

  it('keeps only the signed-in account’s downloads, and records who that is for the service worker', async () => {
    const { store, session, cache } = setup();
    await store.download('u1', session);
    await store.download('u2', session);

    await store.claim('u2');
    expect(await readSignedIn(await cache.match(SIGNED_IN_KEY))).toBe('u2');
    expect(await store.list('u1')).toEqual([]);
    expect(await store.list('u2')).toHaveLength(1);
    expect(cache.urls().filter((url) => url.startsWith('/offline/u1/'))).toEqual([]);

    // Nobody signed in: nobody's downloads stay.
    await store.claim(null);
    expect(await readSignedIn(await cache.match(SIGNED_IN_KEY))).toBeNull();
    expect(cache.urls()).toEqual([SIGNED_IN_KEY]);
  });

  it('keeps nothing when the media cannot be fetched', async () => {
    const { cache, session } = setup();
    const failing = createDownloadStore({
      openCache: () => Promise.resolve(cache),
      grant: () => Promise.resolve(grant()),
      fetch: () => Promise.resolve(new Response('gone', { status: 404 })),
      now: () => 0,
    });
    await expect(failing.download('u1', session)).rejects.toThrow('404');
    expect(failing.progressOf('u1', 's1')).toBeNull();
    expect(cache.urls()).toEqual([]);
  });
});
