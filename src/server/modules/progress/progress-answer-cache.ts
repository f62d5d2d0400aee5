import type { Database } from '#server/db/client.ts';

/**
 * How long a cached answer may be served while its key holds. The key covers everything the user
 * did and every edit to the catalogue; only the cards' counters that other listeners move (how many
 * listened, the average rating) are left out of it, and this bounds how old they can be.
 */
export const ANSWER_TTL_MS = 30_000;
/** Users whose answers a process keeps (the least recently read go first): about 10 KB each. */
export const MAX_CACHED_ANSWERS = 2_000;

/** The answer as UTF-8 bytes, ready to send: encoding the text again on every read showed in profiles. */
type CachedAnswer = { key: string; json: Uint8Array<ArrayBuffer>; storedAt: number };

/** Per database handle, since tests run many apps in one process. */
const caches = new WeakMap<Database, Map<string, CachedAnswer>>();

/**
 * The user's answer as JSON bytes: from this process's cache while the key read with the caller's session
 * still names it, else built by `build`, which returns the key its own rows were read at. A write
 * the key missed cannot be served: the caller's key is read after every write that committed before
 * the request, and an answer is stored under the key of its own snapshot, never a later one.
 */
export async function cachedProgressAnswer(
  db: Database,
  userId: string,
  currentKey: string,
  build: () => Promise<{ key: string; json: Uint8Array<ArrayBuffer> }>,
): Promise<Uint8Array<ArrayBuffer>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const held = cache.get(userId);
  if (held && held.key === currentKey && Date.now() - held.storedAt < ANSWER_TTL_MS) {
    // Map order is the eviction order: a read moves the user to the back.
    cache.delete(userId);
    cache.set(userId, held);
    return held.json;
  }
  const built = await build();
  cache.delete(userId);
  cache.set(userId, { ...built, storedAt: Date.now() });
  if (cache.size > MAX_CACHED_ANSWERS) cache.delete(cache.keys().next().value!);
  return built.json;
}
