import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { cardsVersion, pathsVersion } from '#server/db/catalog-versions.ts';
import { preparedSql } from '#server/db/prepared.ts';

/**
 * How long a cached featured list may be served while its key holds. The key covers every edit to a
 * session, an advisor or a path; only the counters every play and rating moves (how many listened,
 * the average rating) are left out of it, and this bounds how old they can be on the landing page.
 */
export const FEATURED_TTL_MS = 5_000;

/**
 * The versions a featured list was made at: the database moves them in the transaction of any change
 * to what a card shows (sessions, advisors, paths), whoever writes.
 */
const readFeaturedKey = preparedSql<{ key: string }>(
  'featured_sessions_key',
  sql`select concat_ws('.', ${cardsVersion}, ${pathsVersion}) as key`,
);

type Entry = { key: string; storedAt: number; json: Promise<Uint8Array<ArrayBuffer>> };

/** Per database handle (tests run many apps in one process), per page size (1 to 50). */
const caches = new WeakMap<Database, Map<number, Entry>>();

/**
 * The landing page's featured list as JSON bytes, serialised once and served from this process's
 * memory while the catalogue's versions hold: a request costs one single-row read instead of the
 * cards' statement, their shaping and serialising. The key is read before the rows, so a cached
 * answer is never older than the key it is stored under: a change committed after the key was read
 * moves the key on, and the next request builds again. Concurrent misses share one build.
 */
export async function cachedFeaturedAnswer(
  db: Database,
  limit: number,
  build: () => Promise<unknown>,
): Promise<Uint8Array<ArrayBuffer>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const [current] = await readFeaturedKey(db, {});
  const key = current?.key ?? '';
  const held = cache.get(limit);
  if (held && held.key === key && Date.now() - held.storedAt < FEATURED_TTL_MS) return held.json;
  const entry: Entry = {
    key,
    storedAt: Date.now(),
    json: build().then((answer) => new TextEncoder().encode(JSON.stringify(answer))),
  };
  cache.set(limit, entry);
  // A failed build is not kept: the next request tries again.
  entry.json.catch(() => {
    if (cache.get(limit) === entry) cache.delete(limit);
  });
  return entry.json;
}
