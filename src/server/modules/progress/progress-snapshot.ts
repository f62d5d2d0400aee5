import { sql, type SQL } from 'drizzle-orm';
import { preparedSql } from '#server/db/prepared.ts';
import { pathsVersion, cardJsonWithoutPaths, type CardRow } from '#server/modules/catalog/index.ts';
import { CALENDAR_DAYS, PROGRESS_LIST_SIZE, type CalendarDay } from '#shared/schemas/progress.ts';
import { answerKeyOf } from '#server/db/catalog-versions.ts';
import { COMPLETION_THRESHOLD } from '#shared/constants.ts';
import { streakSourceColumns, type StreakSource } from './streak.service.ts';

type CardWithoutPaths = Omit<CardRow, 'paths'>;

export type SnapshotRow = StreakSource & {
  hidden: boolean;
  totalSessionsCompleted: number;
  totalMinutes: number;
  podcasts: number;
  journal: number;
  journalDays: number;
  fiveStars: number;
  decks: number;
  badges: { badgeId: string; earnedAt: string }[];
  /** Cards without their paths, which the process adds from its cache (path-catalogue.ts). */
  recent: (CardWithoutPaths & {
    position: number;
    completed: boolean;
    lastPlayedAt: string;
    secondsToComplete: number;
  })[];
  favorites: CardWithoutPaths[];
  /** The version of the paths' structure this row goes with (path-catalogue.ts). */
  pathsVersion: number;
  /** The key of the answer made from this row, read in its snapshot (progress-answer-cache.ts). */
  answerKey: string;
  /** The caller's sessions of paths completed, and completed or heard at all. */
  pathCompleted: string[];
  pathHeard: string[];
  favoritePaths: string[];
  calendar: CalendarDay[];
};

const userId = sql.placeholder('userId');

/**
 * A constant of the code written into the statement: as a parameter, its value is unknown to the
 * generic plan, whose estimate then loses to a custom plan, and PostgreSQL plans every execution again.
 */
const literal = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * A lateral subquery PostgreSQL runs per outer row, by key (`offset 0` keeps it from being merged
 * into a join). The lists walk the user's index in order and stop at a page; merged, the planner
 * would join the whole history to the catalogue first.
 */
const byKey = (query: SQL) => sql`${query} offset 0`;

/** The card of an active session, looked up by key; its paths come from the process's cache. */
const activeCard = (sessionId: SQL) =>
  byKey(sql`select ${cardJsonWithoutPaths} as card, sessions.duration
    from sessions left join coaches on coaches.id = sessions.coach_id
    where sessions.id = ${sessionId} and sessions.is_active`);

/**
 * Everything `GET /api/me/progress` shows, read in one prepared statement: the profile's counters
 * (kept as events happen) and streak fold, the few per-user counts that are bounded by what the user
 * wrote or rated, not by their listening history, badges, the two card lists (a page each, by
 * indexes led by the user), the caller's rows on sessions of paths and saved paths (merged with
 * the process's cache of the paths' structure, path-catalogue.ts, at the version read here), and the
 * twelve-week calendar.
 * One round trip, parsed and planned once: the profile is read at every visit (p99 < 50 ms at 50 connections is the target).
 */
export const snapshotQuery = sql`
  with p as materialized (
    select p.*, coalesce(p.time_zone, 'UTC') as tz,
      (now() at time zone coalesce(p.time_zone, 'UTC'))::date as local_today
    from profiles p where p.id = ${userId}
  ),
  path_history as (
    -- The structure of paths is cached by the process (path-catalogue.ts): only the caller's rows on
    -- sessions of paths are read here, by key (a hundred-odd probes, whatever the history's length).
    select coalesce(json_agg(h.session_id) filter (where h.completed), '[]'::json) as completed,
      coalesce(json_agg(h.session_id) filter (where h.completed or h.duration_listened > 0), '[]'::json) as heard
    from user_session_history h
    where h.user_id = ${userId} and h.session_id in (select ps.session_id from path_sessions ps)
  )
  select ${streakSourceColumns},
    p.total_sessions_completed as "totalSessionsCompleted",
    p.total_minutes as "totalMinutes",
    p.podcasts_completed as podcasts,
    (select count(*)::int from journal_entries j where j.user_id = ${userId}) as journal,
    (select count(distinct (j.created_at at time zone p.tz)::date)::int
      from journal_entries j where j.user_id = ${userId}) as "journalDays",
    (select count(*)::int from user_session_ratings r where r.user_id = ${userId} and r.rating = 5) as "fiveStars",
    (select count(*)::int from pitch_decks d where d.user_id = ${userId}) as decks,
    coalesce((
      select json_agg(json_build_object('badgeId', b.badge_id, 'earnedAt', b.earned_at)
        order by b.earned_at desc, b.badge_id)
      from user_badges b where b.user_id = ${userId}
    ), '[]'::json) as badges,
    coalesce((
      select json_agg(r.card order by r.updated_at desc) from (
        select c.card::jsonb || jsonb_build_object('position', h.position, 'completed', h.completed,
          'lastPlayedAt', h.updated_at,
          -- What still counts toward completion: heard time, wherever the listener sought to.
          'secondsToComplete', case when h.completed then 0 else greatest(0,
            ceil(c.duration * ${sql.raw(String(COMPLETION_THRESHOLD))}) - h.duration_listened)::int end
        ) as card, h.updated_at
        from (
          -- The latest rows straight from the user's index, with room for a few whose session was
          -- deactivated since: planned with the cards, PostgreSQL sorted the whole history first.
          -- 'nulls last' as the index is built (Drizzle's desc()), or the index cannot give the order.
          select session_id, position, completed, duration_listened, updated_at from user_session_history
          where user_id = ${userId} order by updated_at desc nulls last limit ${literal(PROGRESS_LIST_SIZE * 4)}
        ) h cross join lateral (${activeCard(sql`h.session_id`)}) c
        order by h.updated_at desc nulls last limit ${literal(PROGRESS_LIST_SIZE)}
      ) r
    ), '[]'::json) as recent,
    coalesce((
      select json_agg(f.card order by f.created_at desc) from (
        select c.card, fav.created_at
        from (
          -- As with the recent list: the page is chosen first, then only its cards are built.
          select session_id, created_at from favorites where user_id = ${userId}
          order by created_at desc limit ${literal(PROGRESS_LIST_SIZE * 4)}
        ) fav cross join lateral (${activeCard(sql`fav.session_id`)}) c
        order by fav.created_at desc limit ${literal(PROGRESS_LIST_SIZE)}
      ) f
    ), '[]'::json) as favorites,
    ${pathsVersion} as "pathsVersion",
    ${answerKeyOf(sql`p.progress_version`, sql`p.time_zone`)} as "answerKey",
    ph.completed as "pathCompleted",
    ph.heard as "pathHeard",
    coalesce((
      select json_agg(fp.path_id) from favorite_paths fp where fp.user_id = ${userId}
    ), '[]'::json) as "favoritePaths",
    (
      -- The completion statement counts the day's sessions on the day's row (migration 0018).
      select json_agg(json_build_object('date', d.day::date::text, 'active', a.day is not null,
          'sessions', coalesce(a.sessions_completed, 0)) order by d.day)
      from generate_series(p.local_today - ${literal(CALENDAR_DAYS - 1)}, p.local_today, interval '1 day') as d(day)
        left join (
          select day, sessions_completed from activity_days
          where user_id = ${userId} and day > p.local_today - ${literal(CALENDAR_DAYS)}
        ) a on a.day = d.day::date
    ) as calendar
  from p, path_history ph`;

export const readProgressSnapshot = preparedSql<SnapshotRow>('progress_snapshot', snapshotQuery);
