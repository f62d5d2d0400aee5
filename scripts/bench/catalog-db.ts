import { createRunDatabase, withClient } from './postgres-db.ts';

/**
 * Databases of the catalogue-size scenarios: the seed plus N generated sessions, each in
 * a database of its own named founder_flow_bench_browse_<label>_<pid>, created and dropped by the run.
 */
const PREFIX = 'founder_flow_bench_browse_';

export const createCatalogDatabase = (adminUrl: string, label: string) =>
  createRunDatabase(adminUrl, `${PREFIX}${label}_${process.pid}`, `^${PREFIX}`);

/**
 * Adds `count` sessions modelled on the seeded ones: each copies a seed session's title and
 * description (so a search term matches the same share of the catalogue at every size), with
 * lengths from 1 to 31 minutes, all categories, a third premium, every advisor, spread-out
 * popularity and ratings, one a minute into the past, and one in twenty in a coaching path.
 * The triggers of migration 0002 build each search document as in production.
 */
export async function generateSessions(url: string, count: number): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(
      `with seed as (
         select row_number() over (order by slug) - 1 as i, title, description from sessions
       ), coach as (
         select row_number() over (order by slug) - 1 as i, id from coaches
       )
       insert into sessions (slug, title, description, duration, type, category, is_premium,
                             total_participants, rating, rating_count, coach_id, created_at)
       select 'gen-' || g, s.title || ' ' || g, s.description, 60 + (g * 37) % 1800,
              case when g % 50 = 0 then 'video' else 'audio' end,
              (array['impulse', 'impulse', 'podcast', 'other'])[1 + g % 4],
              g % 3 = 0, (g::bigint * 7919) % 5000, ((g * 31) % 500) / 100.0, (g * 13) % 200,
              c.id, now() - make_interval(mins => g)
       from generate_series(1, $1::int) g
       join seed s on s.i = g % (select count(*) from seed)
       join coach c on c.i = (g * 7) % (select count(*) from coach)`,
      [count],
    );
    await client.query(
      `insert into path_sessions (path_id, session_id, position)
       select p.id, s.id, 1000 + row_number() over (partition by p.id order by s.slug)
       from sessions s
       join (select row_number() over (order by slug) - 1 as i, id from coaching_paths) p
         on p.i = substr(s.slug, 5)::int % 10
       where s.slug like 'gen-%' and substr(s.slug, 5)::int % 20 = 0`,
    );
    await client.query('analyze');
  });
}
