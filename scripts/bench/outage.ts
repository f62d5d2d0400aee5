import autocannon from 'autocannon';
import { withClient } from './postgres-db.ts';
import type { LoadPlan } from './progress-load.ts';

/**
 * The mixed scenario while the database goes away in the middle. The bench cannot restart
 * the machine's PostgreSQL (other work uses it), so it does to the bench's own database what a
 * restart does to the app: every connection is cut (pg_terminate_backend, as a shutdown's 57P01) and
 * new ones are refused (ALLOW_CONNECTIONS false) for `outage` seconds, then it comes back.
 * Before, during and after are measured separately: during, answers must be quick 503s; after, clean.
 */
export const OUTAGE = { name: 'outage', before: 10, outage: 5, after: 15 } as const;

export type Phase = {
  name: 'before' | 'during' | 'after';
  seconds: number;
  requests: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  timeouts: number;
  latencyMs: { p50: number; p99: number; max: number };
};

export type OutageResult = {
  phases: Phase[];
  /** From the database accepting connections again to the app's /readyz answering 200. */
  recoveryMs: number;
  /** During: only 2xx and 503, no request without an answer, p99 under a second. After: only 2xx. */
  duringPass: boolean;
  afterPass: boolean;
};

/** The slowest a 503 may be and still count as "quick" (the pool waits 2 s for a connection at most). */
const QUICK_MS = 2_500;

async function phase(
  name: Phase['name'],
  url: string,
  seconds: number,
  connections: number,
  plan: LoadPlan,
): Promise<Phase> {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: (request) => ({ ...request, ...plan.next() }) }],
  });
  return {
    name,
    seconds,
    requests: r.requests.total,
    statuses: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
    ),
    errors: r.errors,
    timeouts: r.timeouts,
    latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
  };
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Cuts every connection to the database and refuses new ones until the returned function is called. */
async function takeDown(adminUrl: string, database: string): Promise<() => Promise<void>> {
  const quoted = `"${database.replaceAll('"', '""')}"`;
  await withClient(adminUrl, async (client) => {
    await client.query(`alter database ${quoted} with allow_connections false`);
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
  });
  return () =>
    withClient(adminUrl, async (client) => {
      await client.query(`alter database ${quoted} with allow_connections true`);
    });
}

/** Polls /readyz until the app answers 200 (it may wait out its connect cool-off); the time it took. */
async function untilReady(baseUrl: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(`${baseUrl}/readyz`).catch(() => null);
    if (res?.status === 200) return Math.round(performance.now() - started);
    if (performance.now() - started > 30_000) throw new Error('the app was not ready 30 s after the outage');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureOutage(
  baseUrl: string,
  databaseUrl: string,
  adminUrl: string,
  connections: number,
  plan: LoadPlan,
): Promise<OutageResult> {
  const url = `${baseUrl}/api/sessions`;
  const before = await phase('before', url, OUTAGE.before, connections, plan);
  const bringBack = await takeDown(adminUrl, databaseName(databaseUrl));
  let during: Phase;
  try {
    during = await phase('during', url, OUTAGE.outage, connections, plan);
  } finally {
    await bringBack();
  }
  const recoveryMs = await untilReady(baseUrl);
  const after = await phase('after', url, OUTAGE.after, connections, plan);
  const only = (p: Phase, allowed: (code: number) => boolean) =>
    Object.keys(p.statuses).every((code) => allowed(Number(code)));
  const ok = (code: number) => code >= 200 && code < 300;
  return {
    phases: [before, during, after],
    recoveryMs,
    duringPass:
      during.errors === 0 &&
      during.timeouts === 0 &&
      during.latencyMs.p99 < QUICK_MS &&
      only(during, (code) => ok(code) || code === 503),
    afterPass: after.errors === 0 && after.timeouts === 0 && only(after, ok),
  };
}

export function formatOutage(
  { phases, recoveryMs, duringPass, afterPass }: OutageResult,
  connections: number,
): string {
  const rows = phases.map(
    (p) =>
      `  ${p.name.padEnd(6)} ${String(p.seconds).padStart(3)} s  ${String(p.requests).padStart(7)} requests  ` +
      `p50 ${p.latencyMs.p50} ms  p99 ${p.latencyMs.p99} ms  max ${p.latencyMs.max} ms  ` +
      `errors ${p.errors}  timeouts ${p.timeouts}  statuses ${JSON.stringify(p.statuses)}`,
  );
  return [
    `Mixed load through a database outage (${OUTAGE.outage} s: connections cut and refused), ${connections} connections on app-postgres`,
    ...rows,
    `ready again ${recoveryMs} ms after the database accepted connections (the "after" phase starts then)`,
    `during: only quick 503s besides successes, no request unanswered (p99 < ${QUICK_MS} ms) ${duringPass ? 'PASS' : 'MISS'}`,
    `after: 0 errors, only 2xx ${afterPass ? 'PASS' : 'MISS'}`,
  ].join('\n');
}
