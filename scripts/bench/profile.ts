/**
 * `npx tsx scripts/bench/profile.ts --only=featured[,progress,...]`: where each server's CPU goes
 * per request under a bench scenario. Starts the scenario's servers as `npm run bench` does, but with
 * `node --cpu-prof`, loads each with autocannon (warm-up, then the measured run), and charges the
 * measured run's samples to the framework, each middleware, the session lookup, validation, the SQL
 * layers, JSON, GC and the code itself (profile-breakdown.ts). The app and its ceiling are profiled
 * in the same run, so that the comparison holds on a busy machine. Takes the flags of `npm run bench`
 * (--duration, --warmup, --connections, --postgres, --output); writes the JSON beside --output as
 * profile.json and keeps the .cpuprofile files (open them in Chrome's DevTools) under .tmp/bench/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeRunDir } from './leftovers.ts';
import { measure } from './load.ts';
import { parseOptions, USAGE } from './options.ts';
import { createBenchDatabase, withClient } from './postgres-db.ts';
import { breakdown, PART_NAMES, type Breakdown } from './profile-breakdown.ts';
import { killAllNow, stopAll, type Server } from './processes.ts';
import { selectScenarios } from './scenarios.ts';
import { SERVERS, type ServerName } from './servers.ts';

const ORDER: ServerName[] = ['app-postgres', 'raw-postgres', 'app-pglite'];
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const log = (line: string) => process.stderr.write(`${line}\n`);

type Window = {
  scenario: string;
  server: ServerName;
  fromUs: number;
  toUs: number;
  requests: number;
  /** Transactions PostgreSQL counted per request (each statement outside a transaction is one). */
  statementsPerRequest: number | null;
};

/** Transactions committed and rolled back in the bench's database so far (PostgreSQL's statistics). */
async function transactions(url: string): Promise<number> {
  // The statistics reach pg_stat_database up to a second after a transaction ends.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  });
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help')
    return console.log(USAGE.replace('npm run bench --', 'npx tsx scripts/bench/profile.ts'));
  const scenarios = selectScenarios(options.only.length ? options.only : ['featured']);
  const needed = ORDER.filter((name) => scenarios.some((s) => s.servers.includes(name)));
  const unknown = scenarios.flatMap((s) => s.servers).filter((name) => !ORDER.includes(name));
  if (unknown.length)
    throw new Error(`profile.ts runs the app and its ceiling only, not ${unknown.join(', ')}`);

  const profileDir = path.resolve(
    path.dirname(options.output),
    `profiles-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  fs.mkdirSync(profileDir, { recursive: true });
  process.env.BENCH_CPU_PROFILE_DIR = profileDir;
  const tmp = makeRunDir();
  const database = await createBenchDatabase(options.postgresUrl);
  const servers = new Map<ServerName, Server>();
  const windows: Window[] = [];
  try {
    const ctx = {
      postgresUrl: database.url,
      dataDir: (server: ServerName) => path.join(tmp, server),
      logLevel: options.logLevel,
      adminUrl: options.postgresUrl,
      addCleanup: () => {},
    };
    for (const name of needed) {
      log(`starting ${name}`);
      servers.set(name, await SERVERS[name].start(ctx));
    }
    for (const scenario of scenarios) {
      for (const name of ORDER.filter((n) => scenario.servers.includes(n))) {
        const server = servers.get(name)!;
        const plan = await scenario.plan?.(server, servers, options.connections);
        const load = { url: server.baseUrl + scenario.path, ...options, cpuMs: server.cpuMs, plan };
        if (options.warmup > 0) await measure({ ...load, duration: options.warmup, warmup: 0 });
        const onPostgres = name !== 'app-pglite';
        const before = onPostgres ? await transactions(database.url) : 0;
        const fromUs = monotonicUs();
        const m = await measure({ ...load, warmup: 0 });
        const toUs = monotonicUs();
        // Less the one transaction of the reading itself.
        const counted = onPostgres ? (await transactions(database.url)) - before - 1 : null;
        windows.push({
          scenario: scenario.name,
          server: name,
          fromUs,
          toUs,
          requests: m.requests,
          statementsPerRequest: counted === null ? null : counted / m.requests,
        });
        log(`${scenario.name} on ${name}: ${m.reqPerSec.toFixed(0)} req/s, p99 ${m.latencyMs.p99} ms`);
      }
    }
  } finally {
    await stopAll();
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  report(windows, servers, profileDir, options.output);
}

function report(windows: Window[], servers: Map<ServerName, Server>, dir: string, output: string) {
  const files = fs.readdirSync(dir);
  const results = windows.map((w) => {
    // One file per thread of the process (the main thread, and e.g. the logger's worker).
    const own = files
      .filter((f) => f.includes(`.${servers.get(w.server)?.pid}.`))
      .map((f) => path.join(dir, f));
    if (!own.length) throw new Error(`no CPU profile of ${w.server} in ${dir}`);
    const threads = own.map((file) => breakdown(file, w.fromUs, w.toUs));
    const parts: Record<string, number> = {};
    for (const thread of threads)
      for (const [part, ms] of Object.entries(thread.parts)) parts[part] = (parts[part] ?? 0) + ms;
    return { ...w, files: own, busyMs: threads.reduce((sum, t) => sum + t.busyMs, 0), parts };
  });
  for (const scenario of new Set(results.map((r) => r.scenario))) {
    const columns = results.filter((r) => r.scenario === scenario);
    console.log(`\n${scenario}: CPU µs per request (share of the server's busy time)`);
    console.log(['part'.padEnd(44), ...columns.map((c) => c.server.padStart(20))].join(''));
    const cell = (c: Breakdown & { requests: number }, ms: number) =>
      `${((ms * 1000) / c.requests).toFixed(1)} (${((100 * ms) / c.busyMs).toFixed(0)} %)`.padStart(20);
    for (const part of PART_NAMES) {
      if (!columns.some((c) => c.parts[part])) continue;
      console.log([part.padEnd(44), ...columns.map((c) => cell(c, c.parts[part] ?? 0))].join(''));
    }
    console.log(['total busy'.padEnd(44), ...columns.map((c) => cell(c, c.busyMs))].join(''));
    console.log(['requests'.padEnd(44), ...columns.map((c) => String(c.requests).padStart(20))].join(''));
    const statements = (c: Window) =>
      c.statementsPerRequest === null ? '-' : c.statementsPerRequest.toFixed(2);
    console.log(
      [
        'PostgreSQL transactions per request'.padEnd(44),
        ...columns.map((c) => statements(c).padStart(20)),
      ].join(''),
    );
  }
  const json = path.join(path.dirname(output), 'profile.json');
  fs.writeFileSync(json, JSON.stringify(results, null, 2));
  console.log(`\nProfiles in ${dir}; figures in ${json}`);
}

process.on('exit', killAllNow);
main().catch(async (error: unknown) => {
  log(`profile failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await stopAll();
  process.exitCode = 1;
});
