import autocannon from 'autocannon';
import { cpuUse, snapshot, type CpuUse } from './cpu.ts';
import type { LoadPlan } from './progress-load.ts';

export type Measurement = {
  /** Mean requests per second over the measured window (autocannon's requests.average). */
  reqPerSec: number;
  latencyMs: { mean: number; p50: number; p97_5: number; p99: number; max: number };
  requests: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  bytesPerSec: number;
  /**
   * CPU time of the server process (all threads) per answered request, and the cores it kept busy
   * on average: steadier than req/s when something else competes for the cores. Null off Linux.
   */
  serverCpuMsPerRequest: number | null;
  /** Cores kept busy during the measured run, by whom. Null off Linux. */
  cores: CpuUse | null;
};

type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  /** The server's CPU time so far, in ms (see processes.ts). */
  cpuMs: () => number | null;
  /** Write scenarios: each request comes from the plan instead of a GET of `url`. */
  plan?: LoadPlan;
};

function fire(
  url: string,
  connections: number,
  duration: number,
  plan?: LoadPlan,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration,
    // A request that has not answered after 10 s counts as an error instead of stalling the run.
    timeout: 10,
    ...(plan ? { requests: [{ setupRequest: (request) => ({ ...request, ...plan.next() }) }] } : {}),
  });
}

/** A thrown-away warm-up run (JIT, connection pool, database caches), then the measured run. */
export async function measure({
  url,
  connections,
  duration,
  warmup,
  cpuMs,
  plan,
}: LoadOptions): Promise<Measurement> {
  if (warmup > 0) await fire(url, connections, warmup, plan);
  const before = snapshot(cpuMs);
  const started = performance.now();
  const r = await fire(url, connections, duration, plan);
  const wallMs = performance.now() - started;
  const cores = cpuUse(before, snapshot(cpuMs), wallMs);
  return {
    reqPerSec: r.requests.average,
    latencyMs: {
      mean: r.latency.average,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    bytesPerSec: r.throughput.average,
    serverCpuMsPerRequest: cores && r.requests.total ? (cores.server * wallMs) / r.requests.total : null,
    cores,
  };
}
