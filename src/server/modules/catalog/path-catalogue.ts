import { sql } from 'drizzle-orm';
import { pathsVersion } from '#server/db/catalog-versions.ts';
import type { Database } from '#server/db/client.ts';
import { preparedSql } from '#server/db/prepared.ts';
import type { PathRef } from '#shared/schemas/catalog.ts';
import type { PathProgressRow } from './path-progress.ts';

/** A path as every caller sees it: its summary and its steps, the active sessions in path order. */
export type PathStructure = {
  id: string;
  slug: string;
  title: string;
  description: string;
  artworkKey: string | null;
  steps: { sessionId: string; duration: number }[];
};

/**
 * The paths (in the list's order: oldest first, then by title) as of `version`, and for each session
 * in a path the paths it is in, as a card shows them (session-card.ts: by title).
 */
export type PathCatalogue = {
  version: number;
  paths: PathStructure[];
  sessionPaths: Record<string, PathRef[]>;
};

export { pathsVersion };

const readCatalogue = preparedSql<PathCatalogue>(
  'path_catalogue',
  sql`select ${pathsVersion} as version, coalesce((
    select json_agg(json_build_object('id', cp.id, 'slug', cp.slug, 'title', cp.title,
        'description', cp.description, 'artworkKey', cp.artwork_key,
        'steps', coalesce((
          select json_agg(json_build_object('sessionId', ps.session_id, 'duration', s.duration)
            order by ps.position, ps.session_id)
          from path_sessions ps join sessions s on s.id = ps.session_id and s.is_active
          where ps.path_id = cp.id
        ), '[]'::json))
      order by cp.created_at, cp.title)
    from coaching_paths cp
  ), '[]'::json) as paths, coalesce((
    select json_object_agg(refs.session_id, refs.paths) from (
      select ps.session_id, json_agg(json_build_object('id', p.id, 'title', p.title) order by p.title) as paths
      from path_sessions ps join coaching_paths p on p.id = ps.path_id
      group by ps.session_id
    ) refs
  ), '{}'::json) as "sessionPaths"`,
);

/** Per database handle (tests run many apps in one process): the latest catalogue read, or its read. */
const cached = new WeakMap<Database, Promise<PathCatalogue>>();

/**
 * The paths as of `version` or later, from this process's cache while it is current (decision 034).
 * An outdated cache is read again once, however many requests see it outdated together.
 */
export async function pathCatalogue(db: Database, version: number): Promise<PathCatalogue> {
  const current = cached.get(db);
  if (current) {
    const catalogue = await current;
    if (catalogue.version >= version) return catalogue;
    // Another request may have started the read meanwhile.
    const latest = cached.get(db);
    if (latest && latest !== current) {
      const next = await latest;
      if (next.version >= version) return next;
    }
  }
  const read = readCatalogue(db, {}).then(([row]) => row ?? { version: 0, paths: [], sessionPaths: {} });
  cached.set(db, read);
  read.catch(() => {
    if (cached.get(db) === read) cached.delete(db);
  });
  return read;
}

/** One user's history over the sessions of paths, as session ids, and their saved paths' ids. */
export type PathHistory = {
  /** Sessions completed. */
  completed: readonly string[];
  /** Sessions completed or heard at all. */
  heard: readonly string[];
  favoritePaths: readonly string[];
};

/**
 * Every path with one user's progress, from the cached structure and the user's rows: the same
 * answer as `pathsWithProgress` in SQL (path-progress.ts; path-catalogue.test.ts holds them equal).
 */
export function pathsWithHistory(catalogue: PathCatalogue, history: PathHistory): PathProgressRow[] {
  const completed = new Set(history.completed);
  const heard = new Set(history.heard);
  const favorite = new Set(history.favoritePaths);
  return catalogue.paths.map((path) => {
    let seconds = 0;
    let started = false;
    let nextSessionId: string | null = null;
    const completedSessionIds: string[] = [];
    for (const { sessionId, duration } of path.steps) {
      seconds += duration;
      if (completed.has(sessionId)) completedSessionIds.push(sessionId);
      else nextSessionId ??= sessionId;
      if (heard.has(sessionId)) started = true;
    }
    return {
      id: path.id,
      slug: path.slug,
      title: path.title,
      description: path.description,
      artworkKey: path.artworkKey,
      sessionCount: path.steps.length,
      totalMinutes: Math.round(seconds / 60),
      completedSessionIds,
      started,
      nextSessionId,
      favorite: favorite.has(path.id),
    };
  });
}
