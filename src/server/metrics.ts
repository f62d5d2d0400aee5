import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '#server/http/app-env.ts';
import type { Database } from '#server/db/client.ts';

/** What the business counts: accounts made, sessions played and completed, checkouts opened. */
export type BusinessEvent = 'sign_up' | 'play' | 'completion' | 'checkout';

/**
 * One app's Prometheus registry (a registry per app, so the many apps of a test run never share
 * counters): requests by route and status, their latency, the database pool, the process's own
 * figures (event-loop lag, memory, CPU) and the business counters.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
    middleware: (): MiddlewareHandler<AppEnv> =>
      async function measure(c, next) {
        const stop = latency.startTimer();
        await next();
        // After `next`, the route index is the handler that answered: its pattern, e.g. /api/sessions/:id.
        const labels = { method: c.req.method, route: routePath(c), status: String(c.res.status) };
        stop(labels);
        requests.inc(labels);
      },
    /** Pool gauges for PostgreSQL (node-postgres); PGlite is one in-process connection and has none. */
    watchPool(db: Database) {
      const pool = (
        db as unknown as { $client?: Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>> }
      ).$client;
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
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
