import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pathsVersion } from '#server/modules/catalog/path-catalogue.ts';
import { cardsVersion } from '#server/modules/catalog/session-card.ts';

/**
 * What one user's `GET /api/me/progress` answer was made from (decision 035): the user's
 * progress version, which migration 0019's triggers move in the transaction of any write to what
 * the answer reads of theirs; the catalogue's card and path versions; and the user's local date,
 * on which the streak and the calendar turn. Given the profile's two columns as the statement names
 * them. The session lookup reads it with the caller (so a cached answer costs no other round trip),
 * and the snapshot in the same statement as the answer's rows (so key and rows are one snapshot).
 */
export const answerKeyOf = (progressVersion: SQLWrapper, timeZone: SQLWrapper) =>
  sql<string>`concat_ws('.', ${progressVersion}, ${cardsVersion}, ${pathsVersion},
    (now() at time zone coalesce(${timeZone}, 'UTC'))::date)`;

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
