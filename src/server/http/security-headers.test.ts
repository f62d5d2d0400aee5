import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdHeader } from './access-log.ts';
import { securityHeaderList, securityHeaders } from './security-headers.ts';
import { portOf } from '#server/testing/free-port.ts';

/** The same middleware on a real Node server (headers on the outgoing response) and in app.request. */
function appWith(isProduction: boolean) {
  return new Hono<{ Variables: { requestId: string } }>()
    .use(requestIdHeader(), securityHeaders(isProduction))
    .get('/json', (c) => c.json({ requestId: c.get('requestId') }))
    .get('/page', (c) => c.html('<p>hi</p>', 201));
}

let server: ServerType;
let base: string;
beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: appWith(true).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${portOf(server)}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('security headers and the request id', () => {
  it('are on every answer of the Node server, next to the answer’s own headers', async () => {
    for (const [path, type, status] of [
      ['/json', 'application/json', 200],
      ['/page', 'text/html; charset=UTF-8', 201],
      ['/missing', 'text/plain; charset=UTF-8', 404],
    ] as const) {
      const res = await fetch(base + path);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe(type);
      for (const [name, value] of securityHeaderList(true)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps a plain request id from the caller and replaces any other', async () => {
    const kept = await fetch(`${base}/json`, { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    expect(await kept.json()).toEqual({ requestId: 'abc-123' });
    const replaced = await fetch(`${base}/json`, { headers: { 'x-request-id': 'no spaces <here>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are set on the answer itself outside Node, HSTS only in production', async () => {
    const dev = await appWith(false).request('/json');
    for (const [name, value] of securityHeaderList(false)) expect(dev.headers.get(name), name).toBe(value);
    expect(dev.headers.get('strict-transport-security')).toBeNull();
    expect(dev.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const prod = await appWith(true).request('/json');
    expect(prod.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});
