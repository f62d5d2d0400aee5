import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { OutageResult } from './outage.ts';
import type { PlayLatency } from './play-latency.ts';
import type { Scenario } from './scenarios.ts';
import type { ServerName } from './servers.ts';

export type ServerResult = {
  server: ServerName;
  describe: string;
  /** The median round by req/s (the only round unless --rounds). */
  measurement: Measurement;
  rounds: Measurement[];
  /** The server's answer equals the ceiling's (parsed JSON); null when the scenario has no ceiling. */
  sameBodyAsCeiling: boolean | null;
  /** Rows in the server's own sessions table, for servers that bring their own database. */
  catalogue: number | null;
};

export type ScaleVerdict = { ratio: number; maxRatio: number; pass: boolean };
export type ThroughputVerdict = {
  reqPerSec: number;
  reqPerSecPass: boolean;
  p99Ms: number;
  p99Pass: boolean;
};

export type Verdict = {
  share: number;
  minShare: number;
  sharePass: boolean;
  p99Ms: number;
  maxP99Ms: number;
  p99Pass: boolean;
  pass: boolean;
  /** The ceiling's CPU per request over the server's: the share by efficiency (not a target). */
  cpuShare: number | null;
};

export type ScenarioResult = {
  scenario: Scenario;
  /** Rows in the sessions table when it was measured (PostgreSQL); PGlite holds the same seed. */
  sessions: number | null;
  results: ServerResult[];
  verdict: Verdict | null;
  scaleVerdict: ScaleVerdict | null;
  throughputVerdict: ThroughputVerdict | null;
};

export function throughputVerdictFor(scenario: Scenario, results: ServerResult[]): ThroughputVerdict | null {
  const target = scenario.throughput;
  const m = target && results.find((r) => r.server === target.server)?.measurement;
  if (!target || !m) return null;
  const clean = m.errors === 0 && m.non2xx === 0;
  return {
    reqPerSec: m.reqPerSec,
    reqPerSecPass: clean && m.reqPerSec >= target.minReqPerSec,
    p99Ms: m.latencyMs.p99,
    p99Pass: clean && m.latencyMs.p99 < target.maxP99Ms,
  };
}

export function scaleVerdictFor(scenario: Scenario, results: ServerResult[]): ScaleVerdict | null {
  const scale = scenario.scale;
  if (!scale) return null;
  const small = results.find((r) => r.server === scale.small)?.measurement;
  const large = results.find((r) => r.server === scale.large)?.measurement;
  if (!small || !large) return null;
  const ratio = large.latencyMs.p50 / Math.max(small.latencyMs.p50, 1);
  const clean = [small, large].every((m) => m.errors === 0 && m.non2xx === 0);
  return { ratio, maxRatio: scale.maxP50Ratio, pass: ratio <= scale.maxP50Ratio && clean };
}

export function machineNote(): string {
  const cpus = os.cpus();
  return (
    `Load generator (autocannon, in the bench process) and the server under test share ` +
    `${cpus.length} core${cpus.length === 1 ? '' : 's'} (${cpus[0]?.model.trim() ?? 'unknown CPU'}) ` +
    `and PostgreSQL runs on the same machine: absolute figures are this machine's; compare the ratios.`
  );
}

export function verdictFor(scenario: Scenario, results: ServerResult[]): Verdict | null {
  const target = scenario.target;
  if (!target) return null;
  const server = results.find((r) => r.server === target.server)?.measurement;
  const ceiling = results.find((r) => r.server === target.ceiling)?.measurement;
  if (!server || !ceiling) return null;
  const share = ceiling.reqPerSec > 0 ? server.reqPerSec / ceiling.reqPerSec : 0;
  const clean = server.errors === 0 && server.non2xx === 0;
  const sharePass = share >= target.minShare && clean;
  const p99Pass = server.latencyMs.p99 < target.maxP99Ms && clean;
  return {
    share,
    minShare: target.minShare,
    sharePass,
    p99Ms: server.latencyMs.p99,
    maxP99Ms: target.maxP99Ms,
    p99Pass,
    pass: sharePass && p99Pass,
    cpuShare:
      server.serverCpuMsPerRequest && ceiling.serverCpuMsPerRequest
        ? ceiling.serverCpuMsPerRequest / server.serverCpuMsPerRequest
        : null,
  };
}

/** Outside work above this many cores during a run is worth a warning. */
const NOISY_CORES = 0.25;

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => pad(cell, widths[i]!, i > 0)).join('  ')).join('\n');
}

export function formatScenario(
  { scenario, sessions, results, verdict, scaleVerdict, throughputVerdict }: ScenarioResult,
  options: BenchOptions,
): string {
  const header = [
    'server',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'max ms',
    'errors',
    'non-2xx',
    'CPU ms/req',
    'same JSON',
    'sessions',
  ];
  const rows = results.map(({ server, measurement: m, sameBodyAsCeiling, catalogue }) => [
    server,
    m.reqPerSec.toFixed(0),
    String(m.latencyMs.p50),
    String(m.latencyMs.p97_5),
    String(m.latencyMs.p99),
    String(m.latencyMs.max),
    String(m.errors),
    String(m.non2xx),
    m.serverCpuMsPerRequest === null ? '-' : m.serverCpuMsPerRequest.toFixed(3),
    sameBodyAsCeiling === null ? '-' : sameBodyAsCeiling ? 'yes' : 'NO',
    String(catalogue ?? sessions ?? '-'),
  ]);
  const lines = [
    `${scenario.title} — ${scenario.method ?? 'GET'} ${scenario.path}`,
    `${options.connections} connections, ${options.warmup} s warm-up, ${scenario.duration ?? options.duration} s measured` +
      (options.rounds > 1 ? `, median of ${options.rounds} interleaved rounds` : '') +
      (sessions === null ? '' : `; catalogue of ${sessions} sessions`),
    '',
    table([header, ...rows]),
  ];
  lines.push(
    '',
    'CPU ms/req: CPU time of the server process per answered request (all its threads; PostgreSQL not included).',
    '"same JSON": the answer equals the ceiling\'s, ids masked (each database has its own).',
  );
  const noisiest = Math.max(...results.flatMap((r) => r.rounds.map((m) => m.cores?.other ?? 0)));
  if (noisiest > NOISY_CORES) {
    lines.push(
      `Warning: other processes kept ${noisiest.toFixed(2)} cores busy during a measured run: the req/s and ` +
        'latency figures are disturbed; the CPU ms/req column is steadier. Re-run on a quiet machine or with --rounds=3.',
    );
  }
  if (scaleVerdict && scenario.scale) {
    const { small, large } = scenario.scale;
    lines.push(
      '',
      `p50 ${large} / p50 ${small}: ${scaleVerdict.ratio.toFixed(2)}× (target ≤ ${scaleVerdict.maxRatio}×) ` +
        (scaleVerdict.pass ? 'PASS' : 'MISS'),
    );
  }
  if (throughputVerdict && scenario.throughput) {
    const t = scenario.throughput;
    const v = throughputVerdict;
    lines.push(
      '',
      t.minReqPerSec > 0
        ? `${t.server}: ${v.reqPerSec.toFixed(0)} req/s (target ≥ ${t.minReqPerSec}) ${v.reqPerSecPass ? 'PASS' : 'MISS'}`
        : `${t.server}: errors and non-2xx (target 0) ${v.reqPerSecPass ? 'PASS' : 'MISS'}`,
      `${t.server} p99: ${v.p99Ms} ms (target < ${t.maxP99Ms} ms) ${v.p99Pass ? 'PASS' : 'MISS'}`,
    );
  }
  if (verdict && scenario.target) {
    const t = scenario.target;
    lines.push(
      '',
      `${t.server} / ${t.ceiling}: ${(verdict.share * 100).toFixed(1)} % of the ceiling's req/s ` +
        `(target ≥ ${t.minShare * 100} %) ${verdict.sharePass ? 'PASS' : 'MISS'}`,
      `${t.server} p99: ${verdict.p99Ms} ms (target < ${t.maxP99Ms} ms) ${verdict.p99Pass ? 'PASS' : 'MISS'}`,
    );
    if (verdict.cpuShare !== null) {
      lines.push(
        `(by CPU per request, steadier on a busy machine: ${t.server} needs ${(1 / verdict.cpuShare).toFixed(2)}× ` +
          `the ceiling's CPU, i.e. ${(verdict.cpuShare * 100).toFixed(1)} % of its efficiency; informative, not a target)`,
      );
    }
  }
  return lines.join('\n');
}

export function writeJson(
  file: string,
  options: BenchOptions,
  scenarios: ScenarioResult[],
  startedAt: Date,
  playLatency: PlayLatency | null,
  outage: OutageResult | null,
) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const cpus = os.cpus();
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version, note: machineNote() },
    options: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      rounds: options.rounds,
      logLevel: options.logLevel,
    },
    scenarios: scenarios.map(({ scenario, sessions, results, verdict, scaleVerdict, throughputVerdict }) => ({
      name: scenario.name,
      method: scenario.method ?? 'GET',
      title: scenario.title,
      path: scenario.path,
      sessions,
      target: scenario.target ?? null,
      verdict,
      scale: scenario.scale ?? null,
      scaleVerdict,
      throughput: scenario.throughput ?? null,
      throughputVerdict,
      results: results.map(({ server, describe, measurement, rounds, sameBodyAsCeiling, catalogue }) => ({
        server,
        describe,
        ...measurement,
        sameBodyAsCeiling,
        catalogue,
        rounds,
      })),
    })),
    playLatency,
    outage,
  };
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
}
