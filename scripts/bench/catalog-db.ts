import pg from 'pg';
import { isRunning } from './leftovers.ts';

/**
 * Databases of the catalogue-size scenarios (issue 6): the seed plus N generated sessions, each in
 * a database of its own named founder_flow_bench_browse_<label>_<pid>, created and dropped by the run.
 */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const PREFIX = 'founder_flow_bench_browse_';

export async function createCatalogDatabase(adminUrl: string, label: string) {
  const name = `${PREFIX}${label}_${process.pid}`;
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/_(\d+)$/.exec(datname)?.[1]);
      // This name again, or a killed run's databases; never the run's other catalogue, in use.
      // FORCE ends the connections a killed run left behind.
      if (datname === name || !isRunning(pid))
        await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

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
              g % 3 = 0, (g * 7919) % 5000, ((g * 31) % 500) / 100.0, (g * 13) % 200,
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
