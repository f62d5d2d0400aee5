import pg from 'pg';
import { isRunning } from './leftovers.ts';

/** A database of its own for each bench run, created empty and dropped at the end. */
export type BenchDatabase = { url: string; drop(): Promise<void> };

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `founder_flow_bench_${process.pid}`;
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^founder_flow_bench_[0-9]+$'`,
    );
    for (const { datname } of rows) {
      const pid = Number(datname.slice('founder_flow_bench_'.length));
      // FORCE ends the connections a killed run left behind.
      if (pid === process.pid || !isRunning(pid))
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

/** Rows in the catalogue, for the report (what the figures were measured on). */
export function countSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from sessions');
    return rows[0]?.n ?? 0;
  });
}
