import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { STRIPE_TEST_ENV } from '#server/testing/stripe-double.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { coaches, coachingPaths, pathSessions, sessions, users } from './schema/index.ts';
import { seedCatalog, seedDemoUsers } from './seed.ts';
import { DEMO_USERS } from './demo-users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const only = (rows: { n: number }[]) => defined(rows[0], 'the count row').n;
const counts = async () => ({
  coaches: only(await t.db.select({ n: count() }).from(coaches)),
  sessions: only(await t.db.select({ n: count() }).from(sessions)),
  paths: only(await t.db.select({ n: count() }).from(coachingPaths)),
  links: only(await t.db.select({ n: count() }).from(pathSessions)),
  users: only(await t.db.select({ n: count() }).from(users)),
});

describe('seed', () => {
  it('loaded the whole catalogue with durations read from the media', async () => {
    const loaded = await counts();
    expect(loaded).toMatchObject({ coaches: 25, users: DEMO_USERS.length });
    expect(loaded.paths).toBeGreaterThanOrEqual(12);
    const rows = await t.db
      .select({ duration: sessions.duration, category: sessions.category, media: sessions.contentUrl })
      .from(sessions);
    expect(rows.length).toBeGreaterThanOrEqual(100);
    // A script whose audio is not generated yet seeds with no media and no duration.
    for (const row of rows.filter((r) => r.media)) {
      if (row.category === 'impulse') expect(row.duration).toBeGreaterThanOrEqual(120);
      if (row.category === 'podcast') expect(row.duration).toBeGreaterThanOrEqual(600);
    }
  });

  it('is idempotent: a second run changes no counts', async () => {
    const before = await counts();
    const { deps } = t;
    await seedCatalog({
      db: deps.db,
      media: deps.media,
      contentDir: deps.env.contentDir,
      logger: deps.logger,
    });
    await seedDemoUsers(deps.db, deps.auth, deps.logger);
    expect(await counts()).toEqual(before);
  });

  it('never creates demo users in production', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:25',
      ...STRIPE_TEST_ENV,
    };
    expect(loadEnv(production).seedDemoUsers).toBe(false);
    expect(() => loadEnv({ ...production, SEED_DEMO_USERS: 'true' })).toThrow(/SEED_DEMO_USERS/);
    expect(loadEnv({ NODE_ENV: 'development', BETTER_AUTH_SECRET: 'x'.repeat(32) }).seedDemoUsers).toBe(true);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('lets a demo user sign in with the README credentials', async () => {
    const demo = DEMO_USERS[2];
    const res = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.deps.env.appUrl },
      body: JSON.stringify({ email: demo.email, password: demo.password }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await t.app.request('/api/auth/get-session', {
      headers: { cookie: defined(cookie.split(';')[0], 'the session cookie') },
    });
    expect(await session.json()).toMatchObject({ user: { email: demo.email } });
  });
});
