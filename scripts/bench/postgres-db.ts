import pg from 'pg';
import { isRunning } from './leftovers.ts';

/** A database of its own for each bench run, created empty and dropped at the end. */
export type BenchDatabase = { url: string; drop(): Promise<void> };

/** One short-lived connection for the bench's own statements. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database `name` for this run, first dropping those matching `pattern` that a killed
 * run left behind (the pid that ends their name is gone) and this very name if it is left over.
 * Databases of runs still going are never touched.
 */
export async function createRunDatabase(
  adminUrl: string,
  name: string,
  pattern: string,
): Promise<BenchDatabase> {
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname ~ $1',
      [pattern],
    );
    for (const { datname } of rows) {
      const pid = Number(/_(\d+)$/.exec(datname)?.[1]);
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
      withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

export const createBenchDatabase = (adminUrl: string) =>
  createRunDatabase(adminUrl, `founder_flow_bench_${process.pid}`, '^founder_flow_bench_[0-9]+$');

/** Rows in the catalogue, for the report (what the figures were measured on). */
export function countSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from sessions');
    return rows[0]?.n ?? 0;
  });
}
