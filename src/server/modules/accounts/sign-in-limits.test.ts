import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { createAuthServices } from '#server/bootstrap.ts';
import { authRateLimits } from '#server/db/schema/index.ts';
import { newClientIp, signedUpUser, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

const PROXY = '10.99.0.1';

/** A client behind our one proxy: it sends X-Forwarded-For entries of its choosing, the proxy appends its address. */
function behindProxy(t: TestApp, realIp: string) {
  const viaProxy = testClient(t, PROXY);
  return (email: string, password: string, claimed = newClientIp()) =>
    viaProxy.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
      headers: { 'x-forwarded-for': `${claimed}, ${realIp}` },
    });
}

async function expectLimited(res: Response, maxWait: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  expect(await res.json()).toMatchObject({ message: expect.stringMatching(/too many requests/i) });
}

/** Ten wrong passwords for one address, each from a client of its own (no per-client limit is reached). */
async function failTenTimes(t: TestApp, email: string) {
  for (let i = 0; i < 10; i++) {
    expect((await testClient(t).signIn(email, `wrong-password-${i}`)).status).toBe(401);
  }
}

// One app for the file; its proxy setting changes nothing for clients that send no X-Forwarded-For.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

describe('the per-client sign-in limit behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('counts the address our proxy saw, however the client rotates the entries it sends itself', async () => {
    const { email, password } = await signedUpUser(t, { label: 'proxied', signIn: false });
    const attacker = behindProxy(t, '198.51.100.7');
    for (let i = 0; i < 3; i++) expect((await attacker(email, password)).status).toBe(200);
    await expectLimited(await attacker(email, password), 10);
    // Another client behind the same proxy is counted on its own.
    expect((await behindProxy(t, '198.51.100.8')(email, password)).status).toBe(200);
  });
});

describe('failed password sign-ins per account', () => {
  afterEach(() => vi.useRealTimers());

  const counterOf = async (email: string) => {
    const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
    const [row] = await t.db
      .select()
      .from(authRateLimits)
      .where(eq(authRateLimits.key, `sign-in-failures:${hash}`));
    return row;
  };

  it('after ten failures, answers 429 for that address for a minute on every instance, whoever tries', async () => {
    const owner = await signedUpUser(t, { label: 'targeted', signIn: false });
    const bystander = await signedUpUser(t, { label: 'bystander', signIn: false });
    await failTenTimes(t, owner.email.toUpperCase());

    // The owner, from an address never seen, with the right password, on another instance: slowed too.
    const other = createApp({ ...t.deps, ...createAuthServices(t.deps.env, t.deps.logger, t.db) });
    const owners: TestClient = testClient({ ...t, app: other });
    await expectLimited(await owners.signIn(owner.email, owner.password), 60);
    expect(owners.hasSession()).toBe(false);
    expect((await testClient(t).signIn(bystander.email, bystander.password)).status).toBe(200);

    // A minute later a wrong password is checked again, and slows the account for another minute.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await testClient(t).signIn(owner.email, 'wrong-again')).status).toBe(401);
    await expectLimited(await testClient(t).signIn(owner.email, owner.password), 60);

    // After a pause of 15 minutes the failures are forgotten; the right password clears the count.
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect((await testClient(t).signIn(owner.email, 'wrong-after-a-pause')).status).toBe(401);
    expect((await counterOf(owner.email))?.count).toBe(1);
    expect((await testClient(t).signIn(owner.email, owner.password)).status).toBe(200);
    expect(await counterOf(owner.email)).toBeUndefined();
  });

  it('keys its counter by a hash of the lowercased address, never the address itself', async () => {
    const email = `Mixed-Case-${newClientIp()}@Example.com`;
    expect((await testClient(t).signIn(email, 'no-such-account')).status).toBe(401);
    expect((await counterOf(email))?.count).toBe(1);
    const rows = await t.db.select().from(authRateLimits);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com/i);
  });
});

// Redis is optional: the suite runs when TEST_REDIS_URL is set (.ci/run sets it when Redis answers).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('failed password sign-ins per account, counted in Redis (REDIS_URL)', () => {
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

  it('slows an account on every instance that shares the Redis', async () => {
    // Both test apps have databases of their own: the same address exists in each.
    const email = `redis-lock-${newClientIp()}@example.com`;
    for (const app of [first, second]) {
      expect(
        (await testClient(app).signUp({ name: 'Redis', email, password: 'quiet-harbour-51' })).status,
      ).toBe(200);
    }
    await failTenTimes(first, email);
    await expectLimited(await testClient(second).signIn(email, 'quiet-harbour-51'), 60);
    expect((await testClient(second).signIn(`other-${email}`, 'whatever-password')).status).toBe(401);
  });
});
