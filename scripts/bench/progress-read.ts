import { withClient } from './postgres-db.ts';
import type { Server } from './processes.ts';
import type { LoadPlan } from './progress-load.ts';
import type { ServerName } from './servers.ts';
import { listenersFor } from './scenarios.ts';

/**
 * The profile's figure: `GET /api/me/progress` for users with 5,000 history rows and two years
 * of events each. Each listener made through the app gets, straight in the database, a history over
 * 5,000 sessions (four in five completed, spread over two years), an active day on most days of those
 * two years, favourites and the badges such a history earns; the counters the app keeps
 * incrementally (the profile's, the calendar's) are set to match, and the activity version moved on so the streak is folded anew. One listener per connection reads its own progress.
 */
export const HISTORY_ROWS = 5_000;
const DAYS = 730;

export async function fillHistories(url: string, emails: string[]) {
  await withClient(url, async (client) => {
    await client.query(
      // Premium, so the scenarios that pick free sessions (progress, mixed, outage) never meet them.
      `insert into sessions (slug, title, description, duration, type, category, is_premium, created_at)
       select 'bench-progress-' || g, 'Bench session ' || g, 'A generated session for the progress bench.',
              120 + g % 600, 'audio', case when g % 5 = 0 then 'podcast' else 'impulse' end, true,
              now() - make_interval(days => g % ${DAYS})
       from generate_series(1, $1::int) g
       on conflict (slug) do nothing`,
      [HISTORY_ROWS],
    );
    const { rows } = await client.query<{ id: string }>(
      'select id from users where email = any($1::text[])',
      [emails],
    );
    const ids = rows.map((r) => r.id);
    await client.query(
      `insert into user_session_history (user_id, session_id, duration_listened, position, completed, created_at, updated_at)
       select u.id, s.id, s.duration, s.duration, (n % 5) <> 0,
              now() - make_interval(days => (n % ${DAYS})::int, mins => (n % 1440)::int),
              now() - make_interval(days => (n % ${DAYS})::int)
       from unnest($1::text[]) as u(id)
       cross join lateral (
         select id, duration, row_number() over (order by slug) as n
         from sessions where slug like 'bench-progress-%' limit $2::int
       ) s
       on conflict (user_id, session_id) do nothing`,
      [ids, HISTORY_ROWS],
    );
    await client.query(
      `insert into activity_days (user_id, day)
       select u.id, (current_date - d)
       from unnest($1::text[]) as u(id) cross join generate_series(0, ${DAYS - 1}) d
       where d % 7 <> 3
       on conflict do nothing`,
      [ids],
    );
    await client.query(
      `insert into favorites (user_id, session_id)
       select u.id, s.id from unnest($1::text[]) as u(id)
       cross join (select id from sessions where slug like 'bench-progress-%' order by slug limit 40) s
       on conflict do nothing`,
      [ids],
    );
    await client.query(
      `insert into user_badges (user_id, badge_id, earned_at)
       select u.id, b, now() - interval '300 days'
       from unnest($1::text[]) as u(id)
       cross join unnest(array['first-session', 'sessions-10', 'sessions-50', 'sessions-100', 'minutes-60',
                                'minutes-600', 'streak-3', 'streak-7', 'first-podcast']) b
       on conflict do nothing`,
      [ids],
    );
    await client.query(
      `update profiles p set total_sessions_completed = h.completed, total_minutes = h.minutes,
              podcasts_completed = h.podcasts, activity_version = activity_version + 1
       from (select user_id, count(*) filter (where completed)::int as completed,
                    (sum(duration_listened) / 60)::int as minutes,
                    count(*) filter (where completed and s.category = 'podcast')::int as podcasts
             from user_session_history join sessions s on s.id = session_id
             where user_id = any($1::text[]) group by user_id) h
       where p.id = h.user_id`,
      [ids],
    );
    // The calendar's daily counts, as the completion statement keeps them (migration 0018).
    await client.query(
      `update activity_days a set sessions_completed = c.n
       from (select user_id, updated_at::date as day, count(*)::int as n from user_session_history
             where user_id = any($1::text[]) and completed group by 1, 2) c
       where a.user_id = c.user_id and a.day = c.day`,
      [ids],
    );
    await client.query(
      'analyze user_session_history; analyze activity_days; analyze favorites; analyze sessions',
    );
  });
}

/** One listener per connection, each with the long history above, reading their progress in turn. */
export async function progressReadPlan(
  server: Server,
  servers: ReadonlyMap<ServerName, Server>,
  connections: number,
): Promise<LoadPlan> {
  if (!server.databaseUrl) throw new Error(`${server.name}: the progress read needs a PostgreSQL database`);
  const { listeners } = await listenersFor(server, servers, connections, server);
  await fillHistories(
    server.databaseUrl,
    listeners.map((l) => l.email),
  );
  let turn = 0;
  return {
    next: () => ({
      method: 'GET',
      path: '/api/me/progress',
      headers: { cookie: listeners[turn++ % listeners.length]!.cookie },
    }),
  };
}
