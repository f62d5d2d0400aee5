import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { profiles, users } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { toProfile } from './profile.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: TestClient;
const demo = DEMO_USERS[2];

beforeAll(async () => {
  t = await createTestApp();
  client = testClient(t);
  expect((await client.signIn(demo.email, demo.password)).status).toBe(200);
});
afterAll(() => t.close());

const patch = (body: unknown, c = client) => c.request('/api/me/profile', { method: 'PATCH', json: body });

describe('GET and PATCH /api/me/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await testClient(t).get('/api/me/profile')).status).toBe(401);
    expect((await patch({ name: 'X' }, testClient(t))).status).toBe(401);
  });

  it("answers the profile's fields with the derived username and full name", async () => {
    const res = await client.get('/api/me/profile');
    expect(res.status).toBe(200);
    const profile = await res.json();
    expect(profile).toMatchObject({
      name: demo.name,
      email: demo.email,
      avatarUrl: '',
      totalSessionsCompleted: 0,
      totalMinutes: 0,
      streakDays: 0,
      onboardingCompleted: true,
      goals: [],
      preferences: {},
      username: demo.name,
      fullName: demo.name,
    });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'avatarUrl',
        'totalSessionsCompleted',
        'totalMinutes',
        'streakDays',
        'timeZone',
        'onboardingCompleted',
        'goals',
        'preferences',
        'createdAt',
        'updatedAt',
        'username',
        'fullName',
      ].sort(),
    );
  });

  it('derives the username from the e-mail address when there is no name', () => {
    const now = new Date();
    const row = {
      id: 'u1',
      name: '',
      email: 'solo@example.com',
      avatarUrl: '',
      role: 'user' as const,
      totalSessionsCompleted: 0,
      totalMinutes: 0,
      podcastsCompleted: 0,
      activityVersion: 0,
      streakFold: null,
      progressVersion: 0,
      timeZone: null,
      onboardingCompleted: false,
      goals: [],
      preferences: {},
      createdAt: now,
      updatedAt: now,
    };
    expect(toProfile(row, 0)).toMatchObject({ username: 'solo@example.com', fullName: '', avatarUrl: '' });
  });

  it('changes what the user may change and keeps the account name in step', async () => {
    const res = await patch({
      name: 'Fran Founder',
      avatarUrl: 'https://images.example/fran.png',
      goals: ['Calmer mornings'],
      preferences: { reminders: true },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Fran Founder',
      username: 'Fran Founder',
      fullName: 'Fran Founder',
      avatarUrl: 'https://images.example/fran.png',
      goals: ['Calmer mornings'],
      preferences: { reminders: true },
    });
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.email, demo.email));
    expect(defined(user, 'the demo user').name).toBe('Fran Founder');
  });

  it('refuses unknown and protected fields (strict input) and changes nothing', async () => {
    const before = await t.db.select().from(profiles).where(eq(profiles.email, demo.email));
    for (const body of [
      { role: 'admin' },
      { email: 'new@example.com' },
      { totalMinutes: 999 },
      { name: 'Ok', subscription_tier: 'premium' },
    ]) {
      const res = await patch(body);
      await expectError(res, 'validation_failed', 422);
    }
    for (const body of [{ name: '' }, { avatarUrl: 'javascript:alert(1)' }, { goals: 'not a list' }]) {
      expect((await patch(body)).status).toBe(422);
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.email, demo.email))).toEqual(before);
  });
});

describe('GET and PATCH /api/me/preferences', () => {
  const patchPreferences = (body: unknown, c = client) =>
    c.request('/api/me/preferences', { method: 'PATCH', json: body });

  it('answers every setting with its default, and keeps the ones not sent when one changes', async () => {
    expect((await testClient(t).get('/api/me/preferences')).status).toBe(401);
    const first = await (await client.get('/api/me/preferences')).json();
    expect(first).toMatchObject({
      hideStreaks: false,
      keepPlaying: false,
      reminder: { enabled: false, localTime: '08:00' },
      emailOptIn: false,
      defaultSpeed: 1,
    });
    expect((await patchPreferences({ hideStreaks: true })).status).toBe(200);
    expect(await (await patchPreferences({ defaultSpeed: 1.25 })).json()).toMatchObject({
      defaultSpeed: 1.25,
    });
    const res = await patchPreferences({
      reminder: { enabled: true, localTime: '07:15' },
      timeZone: 'Europe/Berlin',
    });
    expect(await res.json()).toMatchObject({
      hideStreaks: true,
      reminder: { enabled: true, localTime: '07:15' },
      timeZone: 'Europe/Berlin',
    });
    // The progress summary honours the choice.
    const progress = await readJson(await client.api.me.progress.$get());
    expect(progress.streak.hidden).toBe(true);
  });

  it('refuses what is not a setting, a time that is not HH:MM and an unknown zone', async () => {
    for (const body of [
      { role: 'admin' },
      { reminder: { enabled: true, localTime: '25:00' } },
      { reminder: { enabled: true } },
      { timeZone: 'Mars/Olympus_Mons' },
      { hideStreaks: 'yes' },
      { defaultSpeed: 3 },
    ]) {
      expect((await patchPreferences(body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});
