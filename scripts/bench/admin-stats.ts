import path from 'node:path';
import { freePort } from '#server/testing/free-port.ts';
import { createRunDatabase, withClient } from './postgres-db.ts';
import { startServer } from './processes.ts';
import { appEnv, type RunContext } from './servers.ts';

/**
 * The dashboard's target: `GET /api/admin/stats` answers in < 300 ms p95 on PostgreSQL with
 * 100,000 users and 5 million listening-history rows. The data is generated in the bench's own
 * database (founder_flow_bench_admin_<pid>) by set-based SQL, a few minutes on a busy 2-core machine;
 * then one admin's requests are timed one by one from a few concurrent loops, as operators would
 * open the dashboard, and the percentiles are computed from every request.
 */
export const ADMIN_STATS = {
  name: 'admin-stats',
  users: 100_000,
  historyPerUser: 50,
  journalPerUser: 2,
  subscriberShare: 0.15,
  /** Listening spread over the last year: ~13,700 plays a day, ~411,000 in the 30-day window. */
  spreadDays: 365,
  concurrency: 4,
  seconds: 20,
  warmupSeconds: 3,
  targetP95Ms: 300,
  /** Generation, vacuum, start and measurement on a busy machine. */
  budgetMs: 20 * 60_000,
} as const;

export type AdminStatsResult = {
  users: number;
  historyRows: number;
  journalEntries: number;
  generateSeconds: number;
  /** The very first dashboard: counts and stores the 29 closed days of rollups. */
  coldMs: number;
  /** The first dashboard after midnight: one closed day to count. */
  newDayMs: number;
  requests: number;
  failures: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  pass: boolean;
};

const log = (line: string) => process.stderr.write(`${line}\n`);
const PASSWORD = 'bench-admin-2026-stats';

/** Users, profiles, subscriptions, listening history and journal entries, set-based. */
async function generate(url: string): Promise<{ users: number; history: number; journal: number }> {
  const { users, historyPerUser, journalPerUser, subscriberShare, spreadDays } = ADMIN_STATS;
  const spread = spreadDays * 86_400;
  return withClient(url, async (client) => {
    await client.query('set synchronous_commit = off');
    let started = performance.now();
    // Sign-ups over two years, one every ~10 minutes, the newest a few minutes ago.
    await client.query(
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select 'bench-' || g, 'Founder ' || g, 'founder-' || g || '@bench.test', true,
              now() - make_interval(secs => g * 631.0), now()
       from generate_series(1, $1::int) g`,
      [users],
    );
    await client.query(
      `insert into profiles (id, name, email, created_at)
       select id, name, email, created_at from users where id like 'bench-%'`,
    );
    // Every state a subscription can be in, most of them active.
    await client.query(
      `insert into subscribers (user_id, subscription_tier, provider, customer_id, subscription_id, status,
                                current_period_end, cancel_at_period_end, created_at, updated_at)
       select 'bench-' || g, 'premium', 'local', 'cus_bench_' || g, 'sub_bench_' || g,
              (array['active','active','active','active','active','active','trialing','past_due','canceled','unpaid'])[1 + g % 10],
              now() + make_interval(days => (g % 60) - 20), g % 9 = 0,
              now() - make_interval(days => g % 400), now() - make_interval(days => g % 45)
       from generate_series(1, $1::int) g where g % $2::int = 0`,
      [users, Math.round(1 / subscriberShare)],
    );
    log(
      `  admin-stats: users, profiles, subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // As a bulk load would: the history's secondary indexes are dropped and built again afterwards
    // from their own definitions (the same indexes the migrations made), several times faster than
    // keeping them up row by row. The primary key and the unique pair stay.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'user_session_history' and indexname not in
         (select conname from pg_constraint where conrelid = 'user_session_history'::regclass)`,
    );
    for (const { name } of indexes) await client.query(`drop index ${name}`);

    // 50 distinct sessions per user (the seed has ~100), started at spread-out moments of the last
    // year, 60 % completed some minutes after they started. Batches of 10,000 users (500,000 rows).
    const batch = 10_000;
    for (let from = 1; from <= users; from += batch) {
      started = performance.now();
      await client.query(
        `with s as (select array_agg(id order by slug) as ids, count(*)::int as n from sessions)
         insert into user_session_history (user_id, session_id, duration_listened, position, completed,
                                           listened_checked_at, created_at, updated_at)
         select 'bench-' || u, s.ids[1 + (u * 7 + k) % s.n], 60 + (u + k) % 900, 0, (u + k) % 5 < 3,
                t.at, t.at, least(now(), t.at + make_interval(mins => (u + k) % 40))
         from s, generate_series($1::int, $2::int) u, generate_series(0, $3::int - 1) k,
              lateral (select now() - make_interval(secs => ((u::bigint * $3 + k) * 7919) % $4) as at) t`,
        [from, Math.min(users, from + batch - 1), historyPerUser, spread],
      );
      log(
        `  admin-stats: history for users ${from}-${from + batch - 1} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    started = performance.now();
    await client.query("set maintenance_work_mem = '256MB'");
    for (const { def } of indexes) await client.query(def);
    log(
      `  admin-stats: history indexes built again in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    await client.query(
      `insert into journal_entries (user_id, text, mood, created_at, updated_at)
       select 'bench-' || u, 'A short note on the week, number ' || k || '.', 1 + (u + k) % 5, t.at, t.at
       from generate_series(1, $1::int) u, generate_series(1, $2::int) k,
            lateral (select now() - make_interval(secs => ((u::bigint * $2 + k) * 104729) % $3) as at) t`,
      [users, journalPerUser, spread],
    );
    log(`  admin-stats: journal entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    // As autovacuum would after a load: visibility maps for index-only counts, fresh statistics.
    for (const table of ['users', 'profiles', 'subscribers', 'user_session_history', 'journal_entries'])
      await client.query(`vacuum analyze ${table}`);
    log(`  admin-stats: vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { rows } = await client.query<{ users: number; history: number; journal: number }>(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from user_session_history) as history,
              (select count(*)::int from journal_entries) as journal`,
    );
    return rows[0]!;
  });
}

/** An account made through the app's own sign-up, made admin in the database, signed in. */
async function signInAdmin(baseUrl: string, databaseUrl: string): Promise<string> {
  const email = `admin-${process.pid}@bench.test`;
  const post = async (p: string, body: unknown) => {
    const res = await fetch(baseUrl + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${p} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  await post('/api/auth/sign-up/email', { name: 'Bench admin', email, password: PASSWORD });
  await withClient(databaseUrl, async (client) => {
    await client.query('update users set email_verified = true where email = $1', [email]);
    await client.query(`update profiles set role = 'admin' where email = $1`, [email]);
  });
  const res = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(10_000) }).catch(
    () => null,
  );
  if (res) await res.arrayBuffer();
  return { ms: performance.now() - started, ok: res?.status === 200 };
}

/** `concurrency` loops, each one request after another, for `seconds`. */
async function loops(url: string, cookie: string, concurrency: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const samples: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const { ms, ok } = await timedGet(url, cookie);
        if (ok) samples.push(ms);
        else failures++;
      }
    }),
  );
  return { samples, failures };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

export async function measureAdminStats(ctx: RunContext): Promise<AdminStatsResult> {
  const database = await createRunDatabase(
    ctx.adminUrl,
    `founder_flow_bench_admin_${process.pid}`,
    '^founder_flow_bench_admin_[0-9]+$',
  );
  ctx.addCleanup(database.drop);
  const server = await startServer({
    name: 'admin-stats',
    entry: path.resolve('src/server/index.ts'),
    env: { ...appEnv(ctx, 'app-postgres', database.url), DATA_DIR: `${ctx.dataDir('app-postgres')}-admin` },
    port: await freePort(),
    readyTimeoutMs: 120_000,
  });
  const started = performance.now();
  const counts = await generate(database.url);
  const generateSeconds = (performance.now() - started) / 1000;
  const cookie = await signInAdmin(server.baseUrl, database.url);
  const url = `${server.baseUrl}/api/admin/stats`;

  const cold = await timedGet(url, cookie);
  if (!cold.ok) throw new Error(`GET /api/admin/stats did not answer 200`);
  // What the first dashboard after midnight does: count one closed day.
  await withClient(database.url, (client) =>
    client.query('delete from admin_daily_stats where day = (select max(day) from admin_daily_stats)'),
  );
  const newDay = await timedGet(url, cookie);

  const { concurrency, seconds, warmupSeconds } = ADMIN_STATS;
  log(`admin-stats: ${warmupSeconds} s warm-up + ${seconds} s × ${concurrency} concurrent loops`);
  await loops(url, cookie, concurrency, warmupSeconds);
  const { samples, failures } = await loops(url, cookie, concurrency, seconds);
  const sorted = samples.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const latencyMs = {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
  return {
    users: counts.users,
    historyRows: counts.history,
    journalEntries: counts.journal,
    generateSeconds: round(generateSeconds),
    coldMs: round(cold.ms),
    newDayMs: round(newDay.ms),
    requests: samples.length,
    failures,
    latencyMs,
    pass: failures === 0 && latencyMs.p95 < ADMIN_STATS.targetP95Ms,
  };
}

export function formatAdminStats(r: AdminStatsResult): string {
  const l = r.latencyMs;
  return [
    `Admin dashboard: GET /api/admin/stats, ${r.users.toLocaleString('en')} users, ` +
      `${r.historyRows.toLocaleString('en')} history rows, ${r.journalEntries.toLocaleString('en')} journal entries ` +
      `(generated in ${r.generateSeconds} s)`,
    `  first dashboard ever (29 days of rollups counted): ${r.coldMs} ms; first after midnight (one day): ${r.newDayMs} ms`,
    `  ${ADMIN_STATS.concurrency} concurrent loops × ${ADMIN_STATS.seconds} s: ${r.requests} requests, ` +
      `${r.failures} failures; p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`,
    `  target p95 < ${ADMIN_STATS.targetP95Ms} ms: ${r.pass ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
