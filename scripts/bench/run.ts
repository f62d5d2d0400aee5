/**
 * `npm run bench`: starts each server as a child process on 127.0.0.1, loads it with autocannon,
 * prints the figures side by side with the issue's targets and writes them to .tmp/bench/latest.json.
 * Servers: the app on a fresh PostgreSQL database, the app on a fresh PGlite folder, and a raw
 * node:http + pg server running the same SQL (the ceiling). See docs/benchmarks.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ADMIN_STATS, formatAdminStats, measureAdminStats, type AdminStatsResult } from './admin-stats.ts';
import { makeRunDir } from './leftovers.ts';
import { formatOutage, measureOutage, OUTAGE, type OutageResult } from './outage.ts';
import { measure, type Measurement } from './load.ts';
import { parseOptions, USAGE, type BenchOptions } from './options.ts';
import { formatPitch, measurePitch, PITCH, type PitchResult } from './pitch.ts';
import {
  ensureClientBuild,
  formatPlayLatency,
  measurePlayLatency,
  PLAY_FAST_3G,
  PLAY_LATENCY,
  type PlayLatency,
} from './play-latency.ts';
import { formatPlayCold, measurePlayCold, PLAY_COLD, type PlayColdCase } from './play-cold.ts';
import type { LoadPlan } from './progress-load.ts';
import { countSessions, createBenchDatabase } from './postgres-db.ts';
import { killAllNow, stopAll, type Server } from './processes.ts';
import {
  formatScenario,
  machineNote,
  scaleVerdictFor,
  throughputVerdictFor,
  verdictFor,
  writeJson,
  type ScenarioResult,
  type ServerResult,
} from './report.ts';
import { mixedPlan, selectScenarios, type Scenario } from './scenarios.ts';
import { SERVERS, type RunContext, type ServerName } from './servers.ts';

/** app-postgres first: its first start migrates and seeds the database the raw server then reads. */
const START_ORDER: ServerName[] = [
  'app-postgres',
  'raw-postgres',
  'app-pglite',
  'browse-1k',
  'browse-100k',
  'journal-1k',
  'journal-100k',
];

const log = (line: string) => process.stderr.write(`${line}\n`);

const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await stopAll();
    for (const step of cleanups.reverse()) await step().catch((e: unknown) => log(`cleanup: ${String(e)}`));
  })();
  return cleaning;
}

let aborting = false;
async function abort(reason: string, code: number): Promise<void> {
  if (aborting) return;
  aborting = true;
  log(`\nbench stopped: ${reason}`);
  setTimeout(() => process.exit(code), 20_000).unref();
  await cleanUp();
  process.exit(code);
}

/** UUIDs differ between databases: compare answers with ids (and the id inside the cursor) masked. */
function comparable(body: unknown): unknown {
  const masked = JSON.parse(
    JSON.stringify(body).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>'),
  ) as { nextCursor?: unknown };
  if (typeof masked.nextCursor === 'string') {
    const [sort, value] = JSON.parse(Buffer.from(masked.nextCursor, 'base64url').toString()) as [
      string,
      unknown,
    ];
    masked.nextCursor = [sort, value, '<id>'];
  }
  return masked;
}

/** One request before measuring: the server must answer it well, or the figures mean nothing. */
async function probe(baseUrl: string, scenario: Scenario, plan: LoadPlan | undefined): Promise<unknown> {
  const request = plan?.next();
  const url = baseUrl + (request?.path ?? scenario.path);
  const response = await fetch(url, { ...request, signal: AbortSignal.timeout(10_000) });
  if (!response.ok)
    throw new Error(
      `${request?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`,
    );
  return comparable(await response.json());
}

function timeBudgetMs(scenarios: Scenario[], servers: ServerName[], options: BenchOptions): number {
  const perRun = (s: Scenario) => (options.warmup + (s.duration ?? options.duration) + 15) * 1000;
  const runMs = scenarios.reduce((ms, s) => ms + s.servers.length * perRun(s), 0) * options.rounds;
  // Generating 100,000 sessions (with their search documents) takes a minute or two of its own.
  const generating = servers.includes('browse-100k') ? 300_000 : 0;
  const outageMs = options.only.length === 0 || options.only.includes(OUTAGE.name) ? 120_000 : 0;
  return servers.length * (120_000 + 15_000) + generating + runMs + outageMs + 60_000;
}

const median = (runs: Measurement[]) =>
  [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[(runs.length - 1) >> 1]!;

function describeRun(m: Measurement): string {
  const c = m.cores;
  const cpu = c
    ? `; server CPU ${m.serverCpuMsPerRequest?.toFixed(3)} ms/req; cores: server ${c.server.toFixed(2)}, ` +
      `PostgreSQL ${c.postgres.toFixed(2)}, autocannon ${c.loadGenerator.toFixed(2)}, other ${c.other.toFixed(2)}`
    : '';
  return (
    `${m.reqPerSec.toFixed(0)} req/s, p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms, ` +
    `errors ${m.errors}, non-2xx ${m.non2xx}${cpu}`
  );
}

/**
 * Measures one scenario on its servers, `rounds` times, alternating the order of the servers in each
 * round so that a burst of outside load does not always hit the same one.
 */
async function runScenario(scenario: Scenario, servers: Map<ServerName, Server>, options: BenchOptions) {
  const names = START_ORDER.filter((n) => scenario.servers.includes(n));
  const bodies = new Map<ServerName, unknown>();
  const plans = new Map<ServerName, LoadPlan>();
  for (const name of names) {
    const server = servers.get(name)!;
    const plan = await scenario.plan?.(server, servers, options.connections);
    if (plan) plans.set(name, plan);
    bodies.set(name, await probe(server.baseUrl, scenario, plan));
  }
  const runs = new Map<ServerName, Measurement[]>(names.map((n) => [n, []]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const name of round % 2 ? names : [...names].reverse()) {
      const server = servers.get(name)!;
      const label = `${scenario.name} on ${name}${options.rounds > 1 ? ` (round ${round}/${options.rounds})` : ''}`;
      log(
        `${label}: ${options.warmup} s warm-up + ${scenario.duration ?? options.duration} s × ${options.connections} connections`,
      );
      const m = await measure({
        url: server.baseUrl + scenario.path,
        ...options,
        duration: scenario.duration ?? options.duration,
        cpuMs: server.cpuMs,
        plan: plans.get(name),
      });
      log(`  ${describeRun(m)}`);
      runs.get(name)!.push(m);
    }
  }
  const ceiling = scenario.target ? bodies.get(scenario.target.ceiling) : undefined;
  const results: ServerResult[] = [];
  for (const name of names) {
    const own = servers.get(name)!.databaseUrl;
    results.push({
      server: name,
      describe: SERVERS[name].describe,
      measurement: median(runs.get(name)!),
      rounds: runs.get(name)!,
      sameBodyAsCeiling: ceiling === undefined ? null : isDeepStrictEqual(bodies.get(name), ceiling),
      catalogue: own ? await countSessions(own) : null,
    });
  }
  return results;
}

async function main() {
  const parsed = parseOptions(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const options = parsed;
  const scenarios = selectScenarios(options.only, [
    PLAY_LATENCY.name,
    PLAY_FAST_3G.name,
    PLAY_COLD.name,
    OUTAGE.name,
    ADMIN_STATS.name,
    PITCH.name,
  ]);
  const wants = (name: string) => options.only.length === 0 || options.only.includes(name);
  const wantsPlay = wants(PLAY_LATENCY.name);
  const wantsFast3g = wants(PLAY_FAST_3G.name);
  const wantsPlayCold = wants(PLAY_COLD.name);
  const wantsOutage = wants(OUTAGE.name);
  const wantsAdminStats = wants(ADMIN_STATS.name);
  const wantsPitch = wants(PITCH.name);
  const needed = START_ORDER.filter(
    (name) =>
      scenarios.some((s) => s.servers.includes(name)) ||
      ((wantsPlay || wantsFast3g || wantsPlayCold || wantsOutage) && name === 'app-postgres'),
  );
  if (wantsPlay || wantsFast3g || wantsPlayCold) ensureClientBuild();
  if (needed.includes('raw-postgres') && !needed.includes('app-postgres')) {
    throw new Error('raw-postgres reads the database app-postgres seeds: list both in the scenario');
  }
  const budget =
    timeBudgetMs(scenarios, needed, options) +
    (wantsAdminStats ? ADMIN_STATS.budgetMs : 0) +
    (wantsPlayCold ? PLAY_COLD.budgetMs : 0);
  setTimeout(() => void abort(`time budget of ${Math.round(budget / 1000)} s exceeded`, 1), budget).unref();

  const startedAt = new Date();
  log(machineNote());
  const tmp = makeRunDir();
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
  const database = needed.some((n) => n.endsWith('-postgres'))
    ? await createBenchDatabase(options.postgresUrl)
    : null;
  if (database) cleanups.push(database.drop);
  const ctx: RunContext = {
    postgresUrl: database?.url ?? '',
    dataDir: (server) => path.join(tmp, server),
    logLevel: options.logLevel,
    adminUrl: options.postgresUrl,
    addCleanup: (step) => cleanups.push(step),
  };

  // All servers stay up for the whole run (an idle one costs nothing) so that rounds can alternate.
  const servers = new Map<ServerName, Server>();
  for (const name of needed) {
    log(`starting ${name}: ${SERVERS[name].describe}`);
    servers.set(name, await SERVERS[name].start(ctx));
  }
  const report: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const results = await runScenario(scenario, servers, options);
    const sessions = database ? await countSessions(database.url) : null;
    report.push({
      scenario,
      sessions,
      results,
      verdict: verdictFor(scenario, results),
      scaleVerdict: scaleVerdictFor(scenario, results),
      throughputVerdict: throughputVerdictFor(scenario, results),
    });
  }
  let playLatency: PlayLatency | null = null;
  if (wantsPlay) {
    log(`play: click Listen → 'playing' in Chromium, ${PLAY_LATENCY.samples} samples on app-postgres`);
    playLatency = await measurePlayLatency(servers.get('app-postgres')!);
  }
  let playFast3g: PlayLatency | null = null;
  if (wantsFast3g) {
    log(`play-3g: click Listen → 'playing' on Fast 3G (CDP emulation), ${PLAY_FAST_3G.samples} samples`);
    playFast3g = await measurePlayLatency(servers.get('app-postgres')!, {
      network: 'fast-3g',
      ...PLAY_FAST_3G,
    });
  }
  let playCold: PlayColdCase[] | null = null;
  if (wantsPlayCold) {
    log(
      `play-latency: tap Listen on a cold session page, Fast 3G (eager, settled) and localhost, ${PLAY_COLD.samples} each`,
    );
    playCold = await measurePlayCold(servers.get('app-postgres')!);
  }
  let outage: OutageResult | null = null;
  if (wantsOutage) {
    // Last: it takes the bench's database away for a while.
    const app = servers.get('app-postgres')!;
    log(
      `outage: mixed load ${OUTAGE.before} s, then ${OUTAGE.outage} s with the database cut off, then ${OUTAGE.after} s`,
    );
    const plan = await mixedPlan(app, servers, options.connections);
    outage = await measureOutage(
      app.baseUrl,
      app.databaseUrl!,
      options.postgresUrl,
      options.connections,
      plan,
    );
  }
  let adminStats: AdminStatsResult | null = null;
  if (wantsAdminStats) {
    log('admin-stats: the dashboard on 100,000 users and 5 million history rows (own database)');
    adminStats = await measureAdminStats(ctx);
    fs.mkdirSync(path.dirname(options.output), { recursive: true });
    fs.writeFileSync(
      path.join(path.dirname(options.output), 'admin-stats.json'),
      JSON.stringify({ startedAt, ...adminStats }, null, 2),
    );
  }
  let pitch: PitchResult | null = null;
  if (wantsPitch) {
    log(`pitch: offline generation and PPTX export of a ${PITCH.slides}-slide deck, in process`);
    pitch = await measurePitch();
  }
  await stopAll();

  console.log('');
  for (const result of report) console.log(formatScenario(result, options) + '\n');
  if (playLatency) console.log(formatPlayLatency(playLatency) + '\n');
  if (playFast3g) console.log(formatPlayLatency(playFast3g) + '\n');
  if (playCold) console.log(formatPlayCold(playCold) + '\n');
  if (outage) console.log(formatOutage(outage, options.connections) + '\n');
  if (adminStats) console.log(formatAdminStats(adminStats) + '\n');
  if (pitch) console.log(formatPitch(pitch) + '\n');
  console.log(machineNote());
  writeJson(options.output, options, report, startedAt, playLatency, outage);
  console.log(`Results written to ${options.output}`);
}

process.on('SIGINT', () => void abort('interrupted', 130));
process.on('SIGTERM', () => void abort('terminated', 143));
process.on('exit', killAllNow);

main().then(
  () => cleanUp(),
  async (error: unknown) => {
    // An interrupted run fails on its way out (its servers were stopped under it): nothing to add.
    if (aborting) return;
    log(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exitCode = 1;
  },
);
