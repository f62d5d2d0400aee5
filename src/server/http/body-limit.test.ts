import http from 'node:http';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { DEFAULT_BODY_LIMIT } from './body-limit.ts';
import { serveApp } from './early-answers.ts';
import { portOf } from '#server/testing/free-port.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHUNK = new Uint8Array(16 * 1024).fill(0x20);

/** A body of `total` bytes with no Content-Length, produced only as it is read; `pulled()` counts them. */
function streamedBody(total: number) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += CHUNK.length;
      controller.enqueue(CHUNK);
    },
  });
  return { body, pulled: () => sent };
}

const tooLarge = { error: { code: 'payload_too_large', message: 'The request is too large.' } };

/** A streamed body needs `duplex`, which Node's fetch takes and the DOM's RequestInit type lacks. */
type StreamedInit = RequestInit & { duplex: 'half' };

describe('request bodies are limited', () => {
  it.each([
    ['Better Auth sign-in', 'POST', '/api/auth/sign-in/email'],
    ['an API route', 'PATCH', '/api/me/profile'],
    ['the local checkout page', 'POST', '/billing/local/checkout/x'],
    ['a path with no route', 'POST', '/nowhere'],
  ])('%s: a streamed body over the limit is cut off with 413', async (_, method, path) => {
    const { body, pulled } = streamedBody(8 * 1024 * 1024);
    const init: StreamedInit = {
      method,
      body,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    };
    const res = await testClient(t).request(path, init);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    // The rest was never read: the limit and what the stream buffers ahead, not 8 MiB.
    expect(pulled()).toBeLessThan(4 * DEFAULT_BODY_LIMIT);
  });

  it('a Content-Length over the limit is refused before the body is read', async () => {
    const { body, pulled } = streamedBody(8 * 1024 * 1024);
    const init: StreamedInit = {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) },
      duplex: 'half',
    };
    const res = await testClient(t).request('/api/auth/sign-in/email', init);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(CHUNK.length);
  });

  it('a body within the limit is read as usual', async () => {
    const res = await testClient(t).post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'x'.repeat(DEFAULT_BODY_LIMIT - 100),
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('a route with a larger limit of its own takes a larger body', async () => {
    const res = await testClient(t).request('/api/billing/webhooks/stripe', {
      method: 'POST',
      body: JSON.stringify({ padding: 'x'.repeat(2 * DEFAULT_BODY_LIMIT) }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(res.status).not.toBe(413);
  });
});

describe('on the Node server', () => {
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    server = serveApp({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    port = portOf(server);
  });
  afterAll(async () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers 413 to a chunked upload while it is still being sent', async () => {
    const cap = 32 * 1024 * 1024;
    let written = 0;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    const answered = new Promise<{ status: number; writtenBefore: number; body: string }>(
      (resolve, reject) => {
        req.once('response', (res) => {
          const writtenBefore = written;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => (body += text));
          res.once('end', () => resolve({ status: res.statusCode ?? 0, writtenBefore, body }));
          res.once('error', reject);
        });
        req.once('error', reject);
      },
    );
    let done = false;
    void answered.finally(() => (done = true)).catch(() => undefined);
    // Send until the server answers (or, without a limit, until the cap, then end the request).
    while (!done && written < cap) {
      written += CHUNK.length;
      if (!req.write(CHUNK)) {
        await new Promise<void>((resolve) => {
          const settle = () => resolve();
          req.once('drain', settle);
          void answered.finally(settle).catch(() => undefined);
        });
      }
    }
    if (!done) req.end();
    const { status, writtenBefore, body } = await answered;
    req.destroy();
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual(tooLarge);
    expect(writtenBefore).toBeLessThan(cap);
  });
});
