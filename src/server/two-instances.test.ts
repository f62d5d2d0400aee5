import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { ACCOUNT_SIGN_IN_LIMIT } from '#server/auth/rate-limits.ts';
import { newClientIp } from '#server/testing/auth-client.ts';
import { startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';
import { STRIPE_TEST_ENV, startStripeDouble } from '#server/testing/stripe-double.ts';
import { TEST_AUTH_SECRET, withDatabase } from '#server/testing/test-database.ts';
import { checkoutStartSchema } from '#shared/schemas/billing.ts';
import { defined } from '#shared/testing/defined.ts';

// Scale-out rule: the process holds nothing another instance needs. Two real server processes share one
// PostgreSQL database and one Redis, as they would behind a load balancer. It needs both services,
// so it runs in the PostgreSQL project when Redis answers too (.ci/run sets both when they do).
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = process.env.TEST_DB_KIND === 'postgres' && Boolean(databaseUrl) && Boolean(redisUrl);

/** The address the load balancer would serve the app on; both instances are configured with it. */
const PUBLIC_URL = 'http://127.0.0.1:3999';
const free = DEMO_USERS[2];
const DAY = 86_400;

describe.skipIf(!runs)('two app processes on one PostgreSQL and one Redis', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'founder-flow-two-instances-'));
  const database = `founder_flow_two_instances_${process.pid}_${Date.now()}`;
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${inject('pgTemplateDb')}`);
    await admin.end();
    // The template's demo users were hashed at the test suites' cost (decision 036); these servers
    // run in development, which checks passwords with Better Auth's own hashing.
    const copyUrl = withDatabase(defined(databaseUrl, 'TEST_DATABASE_URL'), database);
    const copy = new pg.Client({ connectionString: copyUrl });
    await copy.connect();
    await copy.query(
      'update auth_accounts set password = $1 where user_id = (select id from users where email = $2)',
      [await hashPassword(free.password), free.email],
    );
    await copy.end();
    stripe = await startStripeDouble();
    const settings = (name: string) => ({
      NODE_ENV: 'development',
      DATABASE_URL: copyUrl,
      REDIS_URL: defined(redisUrl, 'TEST_REDIS_URL'),
      APP_URL: PUBLIC_URL,
      BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
      TRUST_PROXY: '1',
      DATA_DIR: path.join(root, name),
      CLIENT_DIST_DIR: path.join(root, 'no-client'),
      SEED_DEMO_USERS: 'false',
      ...STRIPE_TEST_ENV,
      STRIPE_API_BASE: stripe.apiBase,
    });
    // One after the other: the first start applies any pending migration, the second finds none.
    a = await startServerProcess(settings('a'));
    b = await startServerProcess(settings('b'));
  }, 240_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all([a?.exited(), b?.exited()]);
    await stripe?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A browser-like request: our Origin, a client address behind one proxy, an optional cookie. */
  const call = (
    server: ServerProcess,
    route: string,
    { body, cookie, ip = newClientIp() }: { body?: unknown; cookie?: string; ip?: string } = {},
  ) =>
    fetch(`${server.base}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const signIn = (server: ServerProcess, email: string, password: string, ip?: string) =>
    call(server, '/api/auth/sign-in/email', { body: { email, password }, ...(ip ? { ip } : {}) });

  async function signedInCookie(server: ServerProcess): Promise<string> {
    const res = await signIn(server, free.email, free.password);
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  it('a session signed in on one is signed in on the other, and signing out on the other ends it on both', async () => {
    const cookie = await signedInCookie(a);
    const profile = await call(b, '/api/me/profile', { cookie });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ email: free.email });

    expect((await call(b, '/api/auth/sign-out', { body: {}, cookie })).status).toBe(200);
    expect((await call(a, '/api/me/profile', { cookie })).status).toBe(401);
  });

  it('one per-client sign-in limit across both (3 per 10 s)', async () => {
    const ip = newClientIp();
    const wrong = (server: ServerProcess) => signIn(server, free.email, 'not-the-password', ip);
    expect((await wrong(a)).status).toBe(401);
    expect((await wrong(b)).status).toBe(401);
    expect((await wrong(a)).status).toBe(401);
    // Each instance has seen two or fewer; only a shared counter refuses the fourth.
    expect((await wrong(b)).status).toBe(429);
  });

  it('one per-account failure count across both, whichever addresses the attempts come from', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    for (let attempt = 0; attempt < ACCOUNT_SIGN_IN_LIMIT.failures; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      expect((await signIn(server, email, 'guess-number-' + attempt)).status).toBe(401);
    }
    expect((await signIn(a, email, 'one-more-guess')).status).toBe(429);
    expect((await signIn(b, email, 'one-more-guess')).status).toBe(429);
  });

  it("a Stripe webhook applied on one is the other's answer at once", async () => {
    const cookie = await signedInCookie(a);
    const before = await call(b, '/api/billing/subscription', { cookie });
    expect(await before.json()).toMatchObject({ subscribed: false });

    const checkout = await call(a, '/api/billing/checkout', { body: {}, cookie });
    expect(checkout.status).toBe(200);
    const { url } = checkoutStartSchema.parse(await checkout.json());
    const checkoutId = defined(url.split('/').at(-1), 'the checkout id');
    const sub = stripe.completeCheckout(checkoutId, {
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: Math.floor(Date.now() / 1000) + 30 * DAY,
    });
    const payload = JSON.stringify({
      id: `evt_two_instances_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-03-31.basil',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: checkoutId, object: 'checkout.session', customer: sub.customer, subscription: sub.id },
      },
    });
    const signature = new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    });
    const delivered = await fetch(`${a.base}/api/billing/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(delivered.status).toBe(200);

    const after = await call(b, '/api/billing/subscription', { cookie });
    expect(await after.json()).toMatchObject({ subscribed: true, status: 'active' });
  });
});
