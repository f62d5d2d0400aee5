import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { startTcpProxy, type TcpProxy } from '#server/testing/tcp-proxy.ts';
import { promptly } from '#server/testing/promptly.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

// Redis is optional: this runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers).
const redisUrl = process.env.TEST_REDIS_URL;

const demo = DEMO_USERS[2];

describe.skipIf(!redisUrl)('auth limits in a Redis that refuses or goes silent', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(defined(redisUrl, 'TEST_REDIS_URL'));
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    t = await createTestApp({ env: { REDIS_URL: `redis://${proxy.host}:${proxy.port}` } });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const readiness = async () => {
    const res = await promptly(t.app.request('/readyz'));
    const body: unknown = await res.json();
    return { status: res.status, body };
  };
  const reachable = { status: 200, body: { status: 'ready', redis: 'reachable' } };
  const unreachable = { status: 200, body: { status: 'ready', redis: 'unreachable' } };

  /**
   * Wrong passwords from one client: 401 up to the limit per client (3 in tests), then 429. Each round
   * signs in as an account of its own, so that the limit per account never answers first.
   */
  async function signInsUntilLimited() {
    const client = testClient(t);
    const email = `someone-${randomUUID()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await promptly(client.signIn(email, 'not-the-password-1'))).status);
    }
    return statuses;
  }

  /** A reset asked for the demo account: answered as usual, promptly. */
  async function resetStatus() {
    const res = await promptly(
      testClient(t).post('/api/auth/request-password-reset', { email: demo.email, redirectTo: '/auth' }),
    );
    return res.status;
  }

  it('limits sign-ins while Redis answers, and /readyz says it is reachable', async () => {
    await vi.waitFor(async () => expect(await readiness()).toEqual(reachable), { timeout: 10_000 });
    expect(await signInsUntilLimited()).toEqual([401, 401, 401, 429]);
  });

  it('refused: counts them in the database instead, answering promptly, never 500', async () => {
    await proxy.refuse();
    expect(await signInsUntilLimited()).toEqual([401, 401, 401, 429]);
    expect(await resetStatus()).toBe(200);
    expect(await readiness()).toEqual(unreachable);
  });

  it('back: Redis again, once the client has reconnected', async () => {
    await proxy.forward();
    await vi.waitFor(async () => expect(await readiness()).toEqual(reachable), { timeout: 10_000 });
    expect(await signInsUntilLimited()).toEqual([401, 401, 401, 429]);
  });

  it('silent (connections accepted, never answered): the database again, promptly, never a hang', async () => {
    proxy.silence();
    expect(await signInsUntilLimited()).toEqual([401, 401, 401, 429]);
    expect(await resetStatus()).toBe(200);
    expect(await readiness()).toEqual(unreachable);
  });

  it('answering again after the silence: Redis again', async () => {
    await proxy.forward();
    await vi.waitFor(async () => expect(await readiness()).toEqual(reachable), { timeout: 10_000 });
    expect(await signInsUntilLimited()).toEqual([401, 401, 401, 429]);
  });
});
