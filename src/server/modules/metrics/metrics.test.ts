import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { signedUpUser, signInAs } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { sessionDetailSchema } from '#shared/schemas/catalog.ts';

const TOKEN = 'metrics-token-for-the-scraper';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

/** GET /metrics from a socket address, with optional headers. */
const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.request('/metrics', { headers }, { incoming: { socket: { remoteAddress } } });

/** The value of one sample line, e.g. `founder_flow_events_total{event="play"}`. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is there for this machine and for the token, and not found for anyone else', async () => {
    const local = await scrape('127.0.0.1');
    expect(local.status).toBe(200);
    expect(local.headers.get('content-type')).toContain('text/plain');
    expect((await scrape('::1')).status).toBe(200);
    expect((await scrape('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);

    expect((await scrape('203.0.113.9')).status).toBe(404);
    expect((await scrape('203.0.113.9', { authorization: 'Bearer not-the-token-at-all-x' })).status).toBe(
      404,
    );
    // A proxy on this machine forwards strangers from a loopback socket: they are not local.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
  });

  it('counts requests by route pattern and status, with latency, process figures and business events', async () => {
    const before = await (await scrape('127.0.0.1')).text();
    const user = await signedUpUser(t, { label: 'metrics' });
    const detail = await t.app.request('/api/sessions/three-small-good-things');
    expect(detail.status).toBe(200);
    const { id } = sessionDetailSchema.parse(await detail.json());
    expect((await user.client.post(`/api/sessions/${id}/play`, {})).status).toBe(200);
    const demo = await signInAs(t, DEMO_USERS[2]);
    expect((await demo.client.get('/api/me/profile')).status).toBe(200);
    expect((await demo.client.post('/api/billing/checkout', {})).status).toBe(200);

    const text = await (await scrape('127.0.0.1')).text();
    // The pattern, never the id or slug: one series per route however many sessions there are.
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/sessions/:id",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('three-small-good-things');
    expect(text).not.toContain(id);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/sessions/:id",status="200"}',
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    for (const event of ['sign_up', 'play', 'checkout'])
      expect(sample(text, `founder_flow_events_total{event="${event}"}`)).toBe(
        sample(before, `founder_flow_events_total{event="${event}"}`) + 1,
      );
  });
});
