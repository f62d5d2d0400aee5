import fs from 'node:fs';
import http from 'node:http';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { entryCreatedSchema } from '#shared/schemas/journal.ts';
import { defined } from '#shared/testing/defined.ts';
import { DEFAULT_BODY_LIMIT } from './body-limit.ts';
import { DRAINED_BODY_MAX_BYTES, serveApp } from './early-answers.ts';
import { portOf } from '#server/testing/free-port.ts';

let t: TestApp;
let server: ServerType;
let base: string;
let ada: SignedIn;
let bob: SignedIn;
let adasEntry: string;

/** `fetch` on a loopback port of its own, served as the app is; its base URL. */
async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const listener = await new Promise<ServerType>((resolve) => {
    const s = serveApp({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return { listener, base: `http://127.0.0.1:${portOf(listener)}` };
}

async function stop(listener: ServerType) {
  if ('closeAllConnections' in listener) listener.closeAllConnections();
  await new Promise((resolve) => listener.close(resolve));
}

beforeAll(async () => {
  t = await createTestApp();
  ({ listener: server, base } = await listen(t.app.fetch));
  [ada, bob] = await Promise.all([signedUpUser(t, { label: 'ada' }), signedUpUser(t, { label: 'bob' })]);
  const created = await ada.client.api.journal.entries.$post({ json: { text: 'Mine alone' } });
  adasEntry = (await readJson(created, 201)).id;
});
afterAll(async () => {
  await stop(server);
  await t.close();
});

const KB = 1024;
const MB = 1024 * KB;
const audioPath = () => `/api/journal/entries/${adasEntry}/audio`;
const entryPath = () => `/api/journal/entries/${adasEntry}`;

/** An upload as the browser sends it, through Node's fetch (undici) and its pool of connections. */
const upload = (path: string, bytes: number, cookie: string, method = 'POST', type = 'audio/webm') =>
  fetch(`${base}${path}`, {
    method,
    body: new Uint8Array(bytes),
    headers: { cookie, origin: t.deps.env.appUrl, 'content-type': type },
  });

type Answer = { status: number; connection?: string; body: string; reusedSocket: boolean };

/** One request through `agent`, whose single keep-alive socket shows whether a connection was reused. */
function send(
  agent: http.Agent,
  method: string,
  url: string,
  cookie: string,
  body?: Buffer,
  type = 'application/json',
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, {
      agent,
      method,
      headers: { cookie, origin: t.deps.env.appUrl, 'content-type': type },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: text,
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.end(body);
  });
}

describe('bodies the app reads', () => {
  it('are read whole as before: a JSON entry and a recording, on one kept connection', async () => {
    const created = await fetch(`${base}/api/journal/entries`, {
      method: 'POST',
      body: JSON.stringify({ text: 'Served through Node' }),
      headers: { cookie: bob.cookie, origin: t.deps.env.appUrl, 'content-type': 'application/json' },
    });
    expect(created.status).toBe(201);
    const { id } = entryCreatedSchema.parse(await created.json());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const recording = fs.readFileSync('src/server/testing/fixtures/recording-3s.weba');
      const path = `${base}/api/journal/entries/${id}/audio`;
      const kept = await send(agent, 'POST', path, bob.cookie, recording, 'audio/webm');
      expect(kept.status, kept.body).toBe(200);
      const again = await send(agent, 'POST', path, bob.cookie, recording, 'audio/webm');
      expect(again).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });
});

describe('small declared bodies, read whole before the app sees the request', () => {
  /** A JSON write sent in pieces, as a slow client would, with its length declared up front. */
  function sendInPieces(path: string, cookie: string, body: Buffer) {
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${base}${path}`, {
        method: 'POST',
        headers: {
          cookie,
          origin: t.deps.env.appUrl,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      });
      req.once('error', reject);
      req.once('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text, reusedSocket: false }));
      });
      const half = body.length >> 1;
      req.write(body.subarray(0, half));
      setTimeout(() => req.end(body.subarray(half)), 50);
    });
  }

  it('reach the route whole, in UTF-8, even when they arrive in pieces', async () => {
    const text = 'Écrit en morceaux — 書いた ✓';
    const sent = await sendInPieces(
      '/api/journal/entries',
      bob.cookie,
      Buffer.from(JSON.stringify({ text })),
    );
    expect(sent.status, sent.body).toBe(201);
    const { id } = entryCreatedSchema.parse(JSON.parse(sent.body));
    const read = await fetch(`${base}/api/journal/entries/${id}`, { headers: { cookie: bob.cookie } });
    expect(((await read.json()) as { text: string }).text).toBe(text);
  });

  it('answer 400 to a body that is not JSON, and 422 to JSON of the wrong shape', async () => {
    const broken = await sendInPieces('/api/journal/entries', bob.cookie, Buffer.from('{"text": "no end'));
    expect(broken.status, broken.body).toBe(400);
    const wrong = await sendInPieces('/api/journal/entries', bob.cookie, Buffer.from('{"text": 42}'));
    expect(wrong.status, wrong.body).toBe(422);
  });
});

describe('answers sent before the body was read', () => {
  it("reach fetch: 600 KB sent to another user's entry read as 404 (and a 413, a 415), again and again on the pool's connections", async () => {
    for (let round = 0; round < 3; round++) {
      const notYours = await upload(audioPath(), 600 * KB, bob.cookie);
      await expectError(notYours, 'entry_not_found', 404);
      const tooLarge = await upload(entryPath(), 600 * KB, bob.cookie, 'PATCH', 'application/json');
      await expectError(tooLarge, 'payload_too_large', 413);
      const notJson = await upload(entryPath(), 60 * KB, ada.cookie, 'PATCH', 'text/plain');
      expect(notJson.status).toBe(415);
    }
  });

  it('reach fetch: recordings sent with a session that has ended, or none, are read as 401', async () => {
    const lapsed = await signedUpUser(t, { label: 'lapsed' });
    expect((await lapsed.client.request('/api/auth/sign-out', { method: 'POST' })).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (const [cookie, bytes] of [
        [lapsed.cookie, 20 * MB],
        ['', 600 * KB],
      ] as const) {
        const res = await upload(audioPath(), bytes, cookie);
        await expectError(res, 'unauthorized', 401);
      }
    }
  });

  it('a 413 whose body is drained keeps the connection, and the next request on it is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(
        agent,
        'PATCH',
        base + entryPath(),
        ada.cookie,
        Buffer.alloc(4 * DEFAULT_BODY_LIMIT),
      );
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('keep-alive');
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'payload_too_large' } });
      const next = await send(agent, 'GET', base + entryPath(), ada.cookie);
      expect(next.reusedSocket).toBe(true);
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ id: adasEntry });
    } finally {
      agent.destroy();
    }
  });

  it('a 413 to a body too long to drain says Connection: close, and the next request is answered on a new one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = Buffer.alloc(DRAINED_BODY_MAX_BYTES + MB);
      const refused = await send(agent, 'PATCH', base + entryPath(), ada.cookie, huge);
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      const next = await send(agent, 'GET', base + entryPath(), ada.cookie);
      expect(next.reusedSocket).toBe(false);
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('a route that stops reading a body part way and answers', () => {
  it('is answered, and the connection carries the next request', async () => {
    const app = new Hono();
    app.post('/stops-reading', async (c) => {
      const reader = defined(c.req.raw.body, 'the request body').getReader();
      await reader.read();
      await reader.cancel();
      return c.json({ error: { code: 'payload_too_large' } }, 413);
    });
    app.get('/next', (c) => c.text('answered'));
    const { listener, base: url } = await listen(app.fetch);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const stopped = await send(agent, 'POST', `${url}/stops-reading`, '', Buffer.alloc(600 * KB));
      expect(stopped.status).toBe(413);
      const next = await send(agent, 'GET', `${url}/next`, '');
      expect(next).toMatchObject({ status: 200, body: 'answered', reusedSocket: true });
    } finally {
      agent.destroy();
      await stop(listener);
    }
  });
});
