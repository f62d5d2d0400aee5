import { createHmac } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { createAuthServices } from '#server/bootstrap.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { isConnectionLost, isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { createLifecycle } from '#server/lifecycle.ts';
import { withDatabase } from '#server/testing/test-database.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { portOf } from '#server/testing/free-port.ts';
import { defined } from '#shared/testing/defined.ts';

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A TCP server on loopback: `silent` accepts and never says a word, `hangUp` accepts and closes at once. */
async function fakeDatabase(behaviour: 'silent' | 'hangUp') {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    if (behaviour === 'hangUp') socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  return {
    port,
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = portOf(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The answer, or a failure once `budgetMs` has passed: without connect and statement timeouts these
 * requests were still open after 20 s. The budget is far above the 2 s the pool waits, so a busy
 * machine does not fail the test; a hang does.
 */
async function answerWithin(budgetMs: number, answer: Response | Promise<Response>): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${budgetMs} ms`)), budgetMs);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a PostgreSQL database that cannot be reached', () => {
  const cases = [
    ['silent (accepts, never answers)', async () => fakeDatabase('silent')],
    ['hanging up on every connection', async () => fakeDatabase('hangUp')],
    ['refusing connections (closed port)', async () => ({ port: await closedPort(), close: async () => {} })],
  ] as const;

  for (const [name, start] of cases) {
    describe(name, () => {
      let database: Awaited<ReturnType<(typeof cases)[number][1]>>;
      let handle: DatabaseHandle;
      let app: ReturnType<typeof createApp>;
      beforeAll(async () => {
        database = await start();
        handle = await openDatabase({
          kind: 'postgres',
          url: `postgres://app@127.0.0.1:${database.port}/app`,
        });
        app = createApp({
          ...t.deps,
          ...createAuthServices(t.deps.env, t.deps.logger, handle.db),
          db: handle.db,
          dbKind: 'postgres',
        });
      });
      afterAll(async () => {
        await handle.close();
        await database.close();
      });

      it('answers catalogue requests 503 service_unavailable with Retry-After, in seconds', async () => {
        const res = await answerWithin(10_000, app.request('/api/sessions'));
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toEqual({
          error: {
            code: 'service_unavailable',
            message: 'Founder Flow is briefly unavailable. Please try again in a moment.',
          },
        });
      });

      it('answers Better Auth requests 503 too: a sign-in and a session lookup', async () => {
        const signIn = await answerWithin(
          10_000,
          app.request('/api/auth/sign-in/email', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: t.deps.env.appUrl },
            body: JSON.stringify({ email: 'someone@example.com', password: 'a-long-password-1' }),
          }),
        );
        expect(signIn.status).toBe(503);
        expect(await signIn.json()).toMatchObject({ error: { code: 'service_unavailable' } });
        // A cookie signed with the app's secret, so that Better Auth really looks the session up.
        const token = 'a'.repeat(32);
        const signature = createHmac('sha256', t.deps.env.authSecret).update(token).digest('base64');
        const { authCookies } = await t.deps.auth.$context;
        const cookie = `${authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
        const session = await answerWithin(
          10_000,
          app.request('/api/auth/get-session', { headers: { cookie } }),
        );
        expect(session.status).toBe(503);
      });

      it('reports itself unready and unhealthy, and still alive', async () => {
        expect((await answerWithin(10_000, app.request('/readyz'))).status).toBe(503);
        expect((await answerWithin(10_000, app.request('/api/health'))).status).toBe(503);
        expect((await app.request('/livez')).status).toBe(200);
      });
    });
  }
});

// A real PostgreSQL going away and coming back, as in a restart or failover: the database cuts every
// connection (57P01) and refuses new ones for a while (55000), then accepts them again.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'a PostgreSQL database that goes away and comes back',
  () => {
    // Read when the tests run: the block is skipped, and the variable unset, on PGlite.
    const baseUrl = () => defined(process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL');
    const name = `founder_flow_outage_${process.pid}_${Date.now()}`;
    const admin = (sql: string, params: unknown[] = []) =>
      withAdmin(baseUrl(), (client) => client.query(sql, params));
    let handle: DatabaseHandle;
    let app: ReturnType<typeof createApp>;
    beforeAll(async () => {
      await admin(`create database ${name} template ${inject('pgTemplateDb')}`);
      handle = await openDatabase({ kind: 'postgres', url: withDatabase(baseUrl(), name), poolSize: 3 });
      app = createApp({
        ...t.deps,
        ...createAuthServices(t.deps.env, t.deps.logger, handle.db),
        db: handle.db,
        dbKind: 'postgres',
      });
    });
    afterAll(async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    it('answers 503 while connections are cut and refused, and 200 again once it is back', async () => {
      expect((await app.request('/api/sessions')).status).toBe(200);
      await admin(`alter database ${name} with allow_connections false`);
      await admin('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      for (const route of ['/api/sessions', '/api/sessions?q=focus', '/readyz']) {
        const res = await answerWithin(10_000, app.request(route));
        expect(res.status, route).toBe(503);
      }
      await admin(`alter database ${name} with allow_connections true`);
      await vi.waitFor(async () => expect((await app.request('/api/sessions')).status).toBe(200), {
        timeout: 10_000,
      });
    });
  },
);

describe('after a connection fails because the database is away', () => {
  const queryStatus = (handle: DatabaseHandle) =>
    handle.db.execute('select 1').then(
      () => 'answered',
      (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `other: ${String(error)}`),
    );

  /** `queries` queries on a pool with that cool-off, against a database that hangs up: the connections it got. */
  async function connectionsFor(connectCoolOffMs: number, queries: number): Promise<number> {
    const database = await fakeDatabase('hangUp');
    const handle = await openDatabase({
      kind: 'postgres',
      url: `postgres://app@127.0.0.1:${database.port}/app`,
      connectCoolOffMs,
    });
    try {
      for (let i = 0; i < queries; i++) expect(await queryStatus(handle)).toBe('unavailable');
      return database.accepted();
    } finally {
      await handle.close();
      await database.close();
    }
  }

  it('new connections are not tried during the cool-off: they fail at once as unavailable', async () => {
    expect(await connectionsFor(60_000, 5)).toBe(1);
  });

  it('and are tried again once it is over', async () => {
    expect(await connectionsFor(0, 3)).toBe(3);
  });
});

describe('/livez and /readyz', () => {
  it('answer alive and ready with a database that answers, outside the SPA and the API', async () => {
    const live = await t.app.request('/livez');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'alive' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answer 503 from /readyz while starting and draining, while /livez stays 200', async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ ...t.deps, lifecycle });
    for (const state of ['starting', 'draining'] as const) {
      lifecycle.state = state;
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: state });
      expect((await app.request('/livez')).status).toBe(200);
    }
    lifecycle.state = 'ready';
    expect((await app.request('/readyz')).status).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it('knows lost, refused and shutting-down databases, also when wrapped as a cause', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('08006'),
      withCode('08P01'),
      withCode('57P01'),
      withCode('57P03'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('57P02') }),
      Object.assign(new Error('database "app" is not currently accepting connections'), { code: '55000' }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves everything else to the other handlers', () => {
    for (const error of [
      withCode('23505'),
      withCode('22P02'),
      withCode('42P01'),
      withCode('55000'),
      new Error('boom'),
      'ECONNREFUSED',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('isConnectionLost', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it('knows a connection ended under a query, also when wrapped as a cause', () => {
    for (const error of [
      withCode('57P01'),
      withCode('08006'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Failed query: select 1', { cause: withCode('57P02') }),
    ]) {
      expect(isConnectionLost(error), String(error)).toBe(true);
    }
  });

  it('not a database that refuses, is slow or cannot be reached: asking again would not help', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P03'),
      withCode('57014'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      withCode('23505'),
    ]) {
      expect(isConnectionLost(error), String(error)).toBe(false);
    }
  });
});
