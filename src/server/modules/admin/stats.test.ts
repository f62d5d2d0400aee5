import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { adminDailyStats, journalEntries, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, signInAs, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { DAY_MS, RECOUNT_MS, SETTLE_MS } from './daily-rollups.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, DEMO_USERS[0]);
});
afterAll(() => t.close());

const stats = async () => readJson(await admin.client.api.admin.stats.$get());
const figuresOf = async (day: string) =>
  defined(
    (await stats()).days.find((d) => d.day === day),
    `the figures of ${day}`,
  );

describe('dashboard rollups', () => {
  it('counts closed days once into the rollups, recounts a provisional day hourly, then leaves it', async () => {
    const listener = await signedUpUser(t, { label: 'rollup-listener' });
    const sessionIds = (await t.db.select({ id: sessions.id }).from(sessions).limit(3)).map((s) => s.id);
    const sessionAt = (i: number) => defined(sessionIds[i], `seeded session ${i + 1}`);
    const startOfToday = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime();
    const yesterday = new Date(startOfToday - DAY_MS + 5 * 60_000);
    const day = yesterday.toISOString().slice(0, 10);
    const played = (sessionId: string, completed: boolean) =>
      t.db.insert(userSessionHistory).values({
        userId: listener.id,
        sessionId,
        completed,
        createdAt: yesterday,
        updatedAt: yesterday,
      });

    await t.db.delete(adminDailyStats);
    const before = await figuresOf(day);
    await played(sessionAt(0), true);
    await t.db.insert(journalEntries).values({ userId: listener.id, text: 'Late', createdAt: yesterday });

    // Counted a moment ago: the new rows wait for the next count.
    expect((await stats()).days.find((d) => d.day === day)).toEqual(before);
    const [row] = await t.db.select().from(adminDailyStats).where(eq(adminDailyStats.day, day));
    expect(row).toMatchObject({ plays: before.plays, completions: before.completions });

    // An hour later the provisional day is counted again.
    const hourAgo = new Date(Date.now() - RECOUNT_MS - 1000);
    await t.db.update(adminDailyStats).set({ computedAt: hourAgo });
    const recounted = await figuresOf(day);
    expect(recounted).toEqual({
      day,
      plays: before.plays + 1,
      completions: before.completions + 1,
      journalEntries: before.journalEntries + 1,
    });

    // A day counted two days after it ended is settled: later rows for it are not counted.
    const settledAt = new Date(startOfToday + SETTLE_MS);
    await t.db.update(adminDailyStats).set({ computedAt: settledAt }).where(eq(adminDailyStats.day, day));
    await played(sessionAt(1), false);
    expect((await stats()).days.find((d) => d.day === day)).toEqual(recounted);

    // Today is always counted live.
    await t.db.insert(userSessionHistory).values({ userId: listener.id, sessionId: sessionAt(2) });
    const today = defined((await stats()).days.at(-1), 'today’s figures');
    const [live] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userSessionHistory)
      .where(sql`${userSessionHistory.createdAt} >= ${new Date(startOfToday)}`);
    expect(today.plays).toBe(defined(live, 'the live count').n);
    expect((await stats()).completionRate).toBeLessThanOrEqual(1);
  });
});
