import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, profiles } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { dateOfDay, dayNumber } from './streak.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Kiritimati is UTC+14: most of the time its date is a day ahead of UTC's, so a streak counted in
// UTC would be visibly wrong.
const ZONE = 'Pacific/Kiritimati';

async function todayIn(zone: string): Promise<string> {
  const [row] = await t.db
    .select({ date: sql<string>`(now() at time zone ${zone})::date::text` })
    .from(sql`(select 1) as one`);
  return defined(row, `today in ${zone}`).date;
}

async function daysOf(userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(eq(activityDays.userId, userId));
  return rows.map((r) => r.day).sort();
}

async function complete({ client, id: userId }: SignedIn) {
  const id = await createSession(t, { duration: 100 });
  await startedListening(t, userId, id);
  const res = await saveProgress(client, id, { position: 100, listened: 100 });
  expect(await readJson(res)).toMatchObject({ justCompleted: true });
}
const profileOf = async ({ client }: SignedIn) => (await client.api.me.profile.$get()).json();

describe('the day streak on the profile', () => {
  it('counts a completion on the date of the time zone the browser reported, once a day', async () => {
    const user = await signedUpUser(t, { label: 'streak' });
    const zoneSet = await user.client.api.me.profile.$patch({ json: { timeZone: ZONE } });
    expect(await readJson(zoneSet)).toMatchObject({ timeZone: ZONE, streakDays: 0 });

    await complete(user);
    await complete(user);
    expect(await daysOf(user.id)).toEqual([await todayIn(ZONE)]);
    expect(await profileOf(user)).toMatchObject({ streakDays: 1 });
  });

  it('adds up consecutive days, and a week earns a freeze that covers a missed day', async () => {
    const user = await signedUpUser(t, { label: 'streak-week' });
    const today = dayNumber(await todayIn('UTC'));
    // Seven days in a row ending three days ago, then nothing the day before yesterday (the freeze),
    // yesterday active, and today's completion.
    const earlier = [9, 8, 7, 6, 5, 4, 3, 1].map((ago) => ({ userId: user.id, day: dateOfDay(today - ago) }));
    await t.db.insert(activityDays).values(earlier);
    await complete(user);
    expect(await profileOf(user)).toMatchObject({
      streakDays: 9,
      timeZone: null,
    });
  });

  it('answers from the fold kept on the profile, folded again when a completion or an entry adds a day', async () => {
    const user = await signedUpUser(t, { label: 'streak-fold' });
    const { client, id } = user;
    const streak = async () => (await readJson(await client.api.me.progress.$get())).streak.current;
    await complete(user);
    expect(await streak()).toBe(1);
    const [kept] = await t.db
      .select({ version: profiles.activityVersion, fold: profiles.streakFold })
      .from(profiles)
      .where(eq(profiles.id, id));
    expect(kept).toMatchObject({ version: 1, fold: { version: 1, current: 1 } });

    // A day written behind the app's back is not seen: reads never walk the days again...
    const today = dayNumber(new Date().toISOString().slice(0, 10));
    await t.db.insert(activityDays).values({ userId: id, day: dateOfDay(today - 2) });
    expect(await streak()).toBe(1);
    // ...but an entry written yesterday moves the version with its day, and the fold is made anew,
    // the day before yesterday included.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const entry = await client.api.journal.entries.$post({
      json: { text: 'Late note', writtenAt: yesterday },
    });
    expect(entry.status).toBe(201);
    expect(await streak()).toBe(3);
  });

  it('refuses a time zone that is not one, in the error contract', async () => {
    const { client } = await signedUpUser(t, { label: 'streak-zone' });
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', '', 'x'.repeat(100), 'Europe/Berlin\u0000']) {
      const res = await client.api.me.profile.$patch({ json: { timeZone } });
      expect(res.status, JSON.stringify(timeZone)).toBe(422);
      expect(await res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});
