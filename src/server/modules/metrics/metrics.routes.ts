import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { isLocalRequest } from '#server/http/client-ip.ts';
import type { Metrics } from '#server/metrics.ts';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * GET /metrics in Prometheus's text format, for a scraper on this machine (a loopback socket with no
 * X-Forwarded-For) or one holding METRICS_TOKEN as a bearer token. Everyone else gets the
 * ordinary not-found answer: the endpoint is not advertised.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono().get('/metrics', async (c) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
    const allowed =
      isLocalRequest(c) || (token !== undefined && bearer !== undefined && sameSecret(bearer, token));
    if (!allowed) return c.notFound();
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
