import { sql, type SQL } from 'drizzle-orm';
import { toArtwork } from '#server/modules/media/index.ts';
import type { PathSummary } from '#shared/schemas/catalog.ts';

/** A path as `pathsWithProgress` reads it: its summary and one caller's progress through it. */
export type PathProgressRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  artworkKey: string | null;
  sessionCount: number;
  totalMinutes: number;
  /** In path order. */
  completedSessionIds: string[];
  /** Some session of the path heard or completed: the page offers 'Continue path'. */
  started: boolean;
  /** The first session in path order not completed yet. */
  nextSessionId: string | null;
  favorite: boolean;
};

/**
 * Every coaching path with `userId`'s progress (a SQL value; null for a visitor, who has none): the
 * one definition of path progress, selected `from ${pathsWithProgress(...)} as pp` by the path list,
 * a path's page and the progress snapshot. Columns as in PathProgressRow, plus `created_at` to order by.
 * Each step is looked up by key (`offset 0` keeps PostgreSQL from hashing the whole catalogue and
 * history instead), so the cost follows the paths' length, not the user's history.
 */
export const pathsWithProgress = (userId: SQL) => sql`(
  select cp.id, cp.slug, cp.title, cp.description, cp.artwork_key as "artworkKey", cp.created_at,
    count(st.session_id)::int as "sessionCount",
    coalesce(round(sum(st.duration) / 60.0), 0)::int as "totalMinutes",
    coalesce(array_agg(st.session_id::text order by st.position) filter (where st.completed), '{}') as "completedSessionIds",
    coalesce(bool_or(st.completed or st.duration_listened > 0), false) as started,
    (array_agg(st.session_id::text order by st.position)
      filter (where st.session_id is not null and st.completed is not true))[1] as "nextSessionId",
    exists (select 1 from favorite_paths fp where fp.user_id = ${userId} and fp.path_id = cp.id) as favorite
  from coaching_paths cp
  left join lateral (
    select ps.position, ps.session_id, s.duration, h.completed, h.duration_listened
    from path_sessions ps
    cross join lateral (
      select duration from sessions where id = ps.session_id and is_active offset 0
    ) s
    left join lateral (
      select completed, duration_listened from user_session_history
      where user_id = ${userId} and session_id = ps.session_id offset 0
    ) h on true
    where ps.path_id = cp.id
  ) st on true
  group by cp.id
)`;

/** A path summary from its row; `signedIn` false (a visitor) answers no progress. */
export function toPathSummary(row: PathProgressRow, signedIn = true): PathSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    sessionCount: row.sessionCount,
    totalMinutes: row.totalMinutes,
    artwork: toArtwork(row.artworkKey),
    favorite: signedIn && row.favorite,
    progress: signedIn
      ? {
          completedCount: row.completedSessionIds.length,
          completedSessionIds: row.completedSessionIds,
          started: row.started,
          nextSessionId: row.nextSessionId,
        }
      : null,
  };
}
