import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '#server/deps.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/db-errors.ts';

/** A readiness check waits this long for `select 1`, well under a load balancer's probe timeout. */
export const READINESS_DB_TIMEOUT_MS = 1_500;

const NO_STORE = { 'Cache-Control': 'no-store' };

async function databaseAnswers(db: AppDeps['db']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What /readyz decides: ready, or why not (starting, draining, the database silent). */
export async function readiness(deps: AppDeps): Promise<{ ready: true } | { ready: false; status: string }> {
  const state = deps.lifecycle?.state ?? 'ready';
  if (state !== 'ready') return { ready: false, status: state };
  if (!(await databaseAnswers(deps.db))) return { ready: false, status: 'database_unavailable' };
  return { ready: true };
}

/**
 * Probes for orchestrators and load balancers, outside the API and its access log. /livez: the
 * process runs (restart it only when this fails). /readyz: send it traffic; 503 while starting, while
 * draining after SIGTERM, or while the database does not answer, so traffic moves elsewhere first.
 * With REDIS_URL it also says whether Redis answers (`redis: "reachable" | "unreachable"`), without
 * turning unready: the auth limits fall back to the database, and every instance shares the one Redis,
 * so taking them all out of rotation would turn a degraded service into none.
 */
export function probeRoutes(deps: AppDeps) {
  return new Hono()
    .get('/livez', (c) => c.json({ status: 'alive' }, 200, NO_STORE))
    .get('/readyz', async (c) => {
      const [ready, redis] = await Promise.all([readiness(deps), deps.redis?.reachable()]);
      if (!ready.ready) {
        const headers = { ...NO_STORE, 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
        return c.json({ status: ready.status }, 503, headers);
      }
      const redisState = redis === undefined ? {} : { redis: redis ? 'reachable' : 'unreachable' };
      return c.json({ status: 'ready', ...redisState }, 200, NO_STORE);
    });
}
