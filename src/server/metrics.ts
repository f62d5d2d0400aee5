import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Database } from '#server/db/client.ts';

/** What the business counts: accounts made, sessions played and completed, checkouts opened. */
export type BusinessEvent = 'sign_up' | 'play' | 'completion' | 'checkout';

const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

type PoolCounts = Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>> & {
  options?: { max?: number };
};

/**
 * One app's Prometheus registry (a registry per app, so the many apps of a test run never share
 * counters): requests by route and status, their latency, the database pool, the process's own
 * figures (event-loop lag, memory, CPU) and the business counters.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client also counts handles, requests and resources as gauges named `…_total`, a suffix
  // Prometheus keeps for counters (promtool refuses them). Each has a by-type gauge without the
  // suffix (`nodejs_active_handles` and so on) whose sum is the same figure.
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the answer, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const events = new Counter({
    name: 'founder_flow_events_total',
    help: 'Business events: sign_up, play, completion, checkout',
    labelNames: ['event'],
    registers: [registry],
  });
  return {
    registry,
    count: (event: BusinessEvent) => events.inc({ event }),
    /** Times every request; the route is the matched pattern, so ids never become label values. */
    middleware: () => requestMetrics(latency, requests),
    /** Pool gauges for PostgreSQL (node-postgres); PGlite is one in-process connection and has none. */
    watchPool(db: Database) {
      // Drizzle's type hides the driver; node-postgres's pool carries these counts, PGlite's client none.
      const pool = (db as unknown as { $client?: PoolCounts }).$client;
      if (typeof pool?.totalCount !== 'number') return;
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount ?? 0);
          this.set({ state: 'idle' }, pool.idleCount ?? 0);
          this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
        },
      });
      new Gauge({
        name: 'db_pool_max_connections',
        help: 'The most connections the database pool opens',
        registers: [registry],
        collect() {
          this.set(pool.options?.max ?? 10);
        },
      });
    },
    /** 1 while the instance would answer /readyz with 200, else 0: checked at each scrape. */
    watchReadiness(isReady: () => Promise<boolean>) {
      // The latest app built on these dependencies is the one asked (tests build more than one).
      registry.removeSingleMetric('app_ready');
      new Gauge({
        name: 'app_ready',
        help: '1 while the instance is ready for traffic (what /readyz answers), else 0',
        registers: [registry],
        async collect() {
          this.set((await isReady()) ? 1 : 0);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request and counts it by method, route pattern and status. The labelled series of each
 * are looked up once: prom-client hashes the labels on every observation otherwise, a visible share
 * of a small request's CPU (scripts/bench/profile.ts).
 */
function requestMetrics(
  latency: Histogram<'method' | 'route' | 'status'>,
  requests: Counter<'method' | 'route' | 'status'>,
): MiddlewareHandler<AppEnv> {
  const series = new Map<string, { took: Histogram.Internal<string>; answered: Counter.Internal }>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      found = { took: latency.labels(labels), answered: requests.labels(labels) };
      series.set(key, found);
    }
    return found;
  };
  return async function measure(c, next) {
    const started = performance.now();
    await next();
    // After `next`, the route index is the handler that answered: its pattern, e.g. /api/sessions/:id.
    const { took, answered } = seriesOf(c.req.method, routePath(c), c.res.status);
    took.observe((performance.now() - started) / 1000);
    answered.inc();
  };
}
