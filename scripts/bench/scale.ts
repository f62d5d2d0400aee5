/**
 * `npx tsx scripts/bench/scale.ts [--only=catalog-1m,progress-10m] [--rounds=3]`: the scale targets on
 * PostgreSQL, each against the same app on a small database, measured in alternation:
 *
 * - catalog-1m: the sessions page's search and filters on the seed + 1,000,000 generated sessions,
 *   p50 at most 1.5 × the p50 on the seed + 1,000 (catalog-db.ts builds both, search documents by
 *   the production triggers);
 * - progress-10m: progress saves with 100,000 other users and 10,000,000 history rows in the tables,
 *   at least 90 % of the saves per second on a database holding only the listeners.
 *
 * Every database is the bench's own (founder_flow_bench_..._<pid>), filled with generate_series and
 * dropped at the end, whatever way the run ends. Takes the flags of `npm run bench`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#server/testing/free-port.ts';
import { createCatalogDatabase, generateSessions } from './catalog-db.ts';
import { makeRunDir } from './leftovers.ts';
import { measure, type Measurement } from './load.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { withClient, type BenchDatabase } from './postgres-db.ts';
import { killAllNow, startServer, stopAll, type Server } from './processes.ts';
import { progressReports, type LoadPlan } from './progress-load.ts';
import { listenersFor, SCENARIOS } from './scenarios.ts';
import { appEnv, type RunContext } from './servers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const FILL = { users: 100_000, historyPerUser: 100 } as const;

const drops: BenchDatabase[] = [];

async function appOn(ctx: RunContext, label: string): Promise<Server> {
  const database = await createCatalogDatabase(ctx.adminUrl, label);
  drops.push(database);
  const name = `app-${label}`;
  const server = await startServer({
    name,
    entry: path.join(root, 'src/server/index.ts'),
    env: {
      ...appEnv(ctx, 'app-postgres', database.url),
      DATA_DIR: `${ctx.dataDir('app-postgres')}-${label}`,
    },
    port: await freePort(),
    readyTimeoutMs: 120_000,
  });
  return { ...server, databaseUrl: database.url };
}

/** 100,000 users with profiles, and 100 history rows each over the seeded sessions: 10 M rows. */
async function fillHistory(url: string): Promise<number> {
  return withClient(url, async (client) => {
    await client.query('set synchronous_commit = off');
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'scale-' || g, 'Founder ' || g, 'scale-' || g || '@bench.test', true, now(), now()
       from generate_series(1, $1::int) g`,
      [FILL.users],
    );
    await client.query(
      `insert into profiles (id, name, email, created_at)
       select id, name, email, created_at from users where id like 'scale-%'`,
    );
    // A bulk load drops the secondary indexes and builds them again from their own definitions.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'user_session_history' and indexname not in
         (select conname from pg_constraint where conrelid = 'user_session_history'::regclass)`,
    );
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    const batch = 10_000;
    for (let from = 1; from <= FILL.users; from += batch) {
      const started = performance.now();
      await client.query(
        `with s as (select array_agg(id order by slug) as ids, count(*)::int as n from sessions)
         insert into user_session_history (user_id, session_id, duration_listened, position, completed,
                                           listened_checked_at, created_at, updated_at)
         select 'scale-' || u, s.ids[1 + (u * 7 + k) % s.n], 60 + (u + k) % 900, 0, (u + k) % 5 < 3,
                now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
         from s, generate_series($1::int, $2::int) u, generate_series(0, least($3::int, s.n) - 1) k`,
        [from, Math.min(FILL.users, from + batch - 1), FILL.historyPerUser],
      );
      log(`  progress-10m: history of users ${from}-${from + batch - 1} in ${seconds(started)}`);
    }
    const started = performance.now();
    await client.query("set maintenance_work_mem = '256MB'");
    for (const { def } of indexes) await client.query(def);
    for (const table of ['users', 'profiles', 'user_session_history'])
      await client.query(`vacuum analyze ${table}`);
    log(`  progress-10m: indexes built again, vacuum analyze in ${seconds(started)}`);
    const { rows } = await client.query<{ n: string }>('select count(*) as n from user_session_history');
    return Number(rows[0]?.n ?? 0);
  });
}

type Side = { label: string; server: Server; path: string; plan?: LoadPlan };

/**
 * `rounds` measurements of each side, alternating which goes first. Returns each side's runs in round
 * order: a round's two runs were taken back to back, so their ratio holds even while the machine's
 * speed drifts across rounds (see `pairedMedian`).
 */
async function alternate(sides: Side[], options: BenchOptions): Promise<Measurement[][]> {
  const runs: Measurement[][] = sides.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const i of order) {
      const { label, server, path: url, plan } = sides[i]!;
      const m = await measure({ url: server.baseUrl + url, ...options, cpuMs: server.cpuMs, plan });
      log(
        `  ${label}: ${m.reqPerSec.toFixed(0)} req/s, p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms, ` +
          `non-2xx ${m.non2xx}, errors ${m.errors}, CPU ${m.serverCpuMsPerRequest?.toFixed(3)} ms/req`,
      );
      runs[i]!.push(m);
    }
  }
  return runs;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!;

/** The median over rounds of `figure(second) / figure(first)`, and each round's ratio. */
function pairedMedian(
  [first, second]: Measurement[][],
  figure: (m: Measurement) => number,
): { median: number; rounds: number[] } {
  const rounds = first!.map((m, i) => figure(second![i]!) / figure(m));
  return { median: middle(rounds), rounds };
}

const median = (runs: Measurement[]) =>
  [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[(runs.length - 1) >> 1]!;
const percents = (ratios: number[]) => ratios.map((r) => `${(r * 100).toFixed(0)} %`).join(', ');

async function catalogAtScale(ctx: RunContext, options: BenchOptions): Promise<string[]> {
  const small = await appOn(ctx, '1k');
  await generateSessions(small.databaseUrl!, 1_000);
  const large = await appOn(ctx, '1m');
  const started = performance.now();
  await generateSessions(large.databaseUrl!, 1_000_000);
  log(`  catalog-1m: 1,000,000 sessions generated in ${seconds(started)}`);
  const lines: string[] = [];
  for (const name of ['search', 'filtered']) {
    const scenario = SCENARIOS.find((s) => s.name === name)!;
    log(`${name}: ${scenario.path}, 1,000 against 1,000,000 sessions`);
    const runs = await alternate(
      [
        { label: `${name} at 1k`, server: small, path: scenario.path },
        { label: `${name} at 1m`, server: large, path: scenario.path },
      ],
      options,
    );
    const [one, million] = runs.map(median);
    const ratio = pairedMedian(runs, (m) => m.latencyMs.p50);
    lines.push(
      `${name.padEnd(9)} 1k: ${one!.reqPerSec.toFixed(0)} req/s, p50 ${one!.latencyMs.p50} ms | ` +
        `1m: ${million!.reqPerSec.toFixed(0)} req/s, p50 ${million!.latencyMs.p50} ms | ` +
        `p50 ratio, median of rounds ${ratio.median.toFixed(2)}× (rounds: ${ratio.rounds.map((r) => r.toFixed(2)).join(', ')}; ` +
        `target ≤ 1.5×) ${ratio.median <= 1.5 ? 'PASS' : 'MISS'}`,
    );
  }
  return lines;
}

async function progressAtScale(ctx: RunContext, options: BenchOptions): Promise<string[]> {
  const empty = await appOn(ctx, 'progress_empty');
  const full = await appOn(ctx, 'progress_10m');
  const started = performance.now();
  const rows = await fillHistory(full.databaseUrl!);
  log(`  progress-10m: ${rows.toLocaleString('en')} history rows in ${seconds(started)}`);
  const planOn = async (server: Server) => {
    const { listeners, sessions } = await listenersFor(server, new Map(), options.connections, server);
    return progressReports(server.baseUrl, listeners, sessions);
  };
  const path = '/api/sessions/:id/progress';
  const runs = await alternate(
    [
      { label: 'saves, listeners only', server: empty, path, plan: await planOn(empty) },
      { label: 'saves beside 10 M rows', server: full, path, plan: await planOn(full) },
    ],
    options,
  );
  const [onEmpty, onFull] = runs.map(median);
  const share = pairedMedian(runs, (m) => m.reqPerSec);
  return [
    `progress  empty: ${onEmpty!.reqPerSec.toFixed(0)} writes/s, p99 ${onEmpty!.latencyMs.p99} ms, ` +
      `${onEmpty!.serverCpuMsPerRequest?.toFixed(3)} ms CPU | 10 M rows: ${onFull!.reqPerSec.toFixed(0)} writes/s, ` +
      `p99 ${onFull!.latencyMs.p99} ms, ${onFull!.serverCpuMsPerRequest?.toFixed(3)} ms CPU | ` +
      `${(share.median * 100).toFixed(1)} %, median of rounds (${percents(share.rounds)}; target ≥ 90 %) ` +
      `${share.median >= 0.9 ? 'PASS' : 'MISS'}; ${rows.toLocaleString('en')} rows`,
  ];
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help')
    return console.log(USAGE.replace('npm run bench --', 'npx tsx scripts/bench/scale.ts'));
  const wants = (name: string) => options.only.length === 0 || options.only.includes(name);
  const tmp = makeRunDir();
  const ctx: RunContext = {
    postgresUrl: '',
    dataDir: (server) => path.join(tmp, server),
    logLevel: options.logLevel,
    adminUrl: options.postgresUrl,
    addCleanup: () => {},
  };
  const lines: string[] = [];
  try {
    if (wants('catalog-1m')) lines.push(...(await catalogAtScale(ctx, options)));
    if (wants('progress-10m')) lines.push(...(await progressAtScale(ctx, options)));
  } finally {
    await stopAll();
    for (const database of drops) await database.drop().catch((e: unknown) => log(`drop: ${String(e)}`));
  }
  console.log(`\n${lines.join('\n')}`);
}

process.on('exit', killAllNow);
// Stopped from outside (Ctrl-C, a timeout): the servers stop and the databases go, as at a normal end.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    void stopAll()
      .then(() => Promise.all(drops.map((d) => d.drop())))
      .finally(() => process.exit(code));
  });
}
main().catch((error: unknown) => {
  log(`scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
