import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { createAuthServices } from '#server/bootstrap.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { newClientIp, testClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const demo = DEMO_USERS[2];

async function expectLimited(res: Response, maxWait: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  expect(await res.json()).toMatchObject({ message: expect.stringMatching(/too many requests/i) });
}

describe('auth rate limits (database storage, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows 3 sign-ins per 10 s per client, then answers 429 with Retry-After; other clients are unaffected', async () => {
    const client = testClient(t);
    expect((await client.signIn(demo.email, 'wrong-password-1')).status).toBe(401);
    expect((await client.signIn(demo.email, 'wrong-password-2')).status).toBe(401);
    expect((await client.signIn(demo.email, demo.password)).status).toBe(200);
    await expectLimited(await client.signIn(demo.email, demo.password), 10);
    expect((await testClient(t).signIn(demo.email, demo.password)).status).toBe(200);
  });

  it('never limits reading the session: a busy tab is not shown as signed out', async () => {
    const client = testClient(t);
    expect((await client.signIn(demo.email, demo.password)).status).toBe(200);
    for (let i = 0; i < 120; i++) {
      const res = await client.get('/api/auth/get-session');
      expect(res.status, `read ${i + 1}`).toBe(200);
    }
    expect((await client.session())?.user.email).toBe(demo.email);
  });

  it('limits sign-up to 3 per 10 s per client', async () => {
    const client = testClient(t);
    for (let i = 0; i < 3; i++) {
      const res = await client.signUp({
        name: 'Burst',
        email: `burst-${i}-${client.ip}@example.com`,
        password: 'quiet-harbour-51',
      });
      expect(res.status).toBe(200);
    }
    await expectLimited(
      await client.signUp({
        name: 'Burst',
        email: `burst-x-${client.ip}@example.com`,
        password: 'quiet-harbour-51',
      }),
      10,
    );
  });

  it('allows 3 reset and 3 verification mails per 60 s per client', async () => {
    const client = testClient(t);
    for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email']) {
      for (let i = 0; i < 3; i++) expect((await client.post(path, { email: demo.email })).status).toBe(200);
      const limited = await client.post(path, { email: demo.email });
      await expectLimited(limited, 60);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(10);
    }
  });

  it('counts in the database, so another instance on the same database sees the same counter', async () => {
    const other = createApp({ ...t.deps, ...createAuthServices(t.deps.env, t.deps.logger, t.db) });
    const ip = newClientIp();
    const a = testClient(t, ip);
    const b = testClient({ ...t, app: other }, ip);
    expect((await a.signIn(demo.email, demo.password)).status).toBe(200);
    expect((await a.signIn(demo.email, demo.password)).status).toBe(200);
    expect((await b.signIn(demo.email, demo.password)).status).toBe(200);
    await expectLimited(await b.signIn(demo.email, demo.password), 10);
  });

  it('reads its maxima from the environment', async () => {
    const relaxed = await createTestApp({ env: { AUTH_RATE_LIMIT_SIGN_IN: '5' } });
    try {
      const client = testClient(relaxed);
      for (let i = 0; i < 5; i++) expect((await client.signIn(demo.email, demo.password)).status).toBe(200);
      await expectLimited(await client.signIn(demo.email, demo.password), 10);
    } finally {
      await relaxed.close();
    }
  });
});

// Redis is optional: the suite runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('auth rate limits in Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: defined(redisUrl, 'TEST_REDIS_URL') } });
    second = await createTestApp({ env: { REDIS_URL: defined(redisUrl, 'TEST_REDIS_URL') } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('shares one counter between instances that share nothing but Redis', async () => {
    const ip = newClientIp();
    const a = testClient(first, ip);
    const b = testClient(second, ip);
    expect((await a.signIn(demo.email, demo.password)).status).toBe(200);
    expect((await b.signIn(demo.email, demo.password)).status).toBe(200);
    expect((await a.signIn(demo.email, demo.password)).status).toBe(200);
    await expectLimited(await b.signIn(demo.email, demo.password), 10);
    expect((await testClient(first).signIn(demo.email, demo.password)).status).toBe(200);
  });

  it('limits reset mail per 60 s there too', async () => {
    const client = testClient(first);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/request-password-reset', { email: demo.email })).status).toBe(200);
    }
    await expectLimited(await client.post('/api/auth/request-password-reset', { email: demo.email }), 60);
  });
});
