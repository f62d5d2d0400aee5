import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, profiles, userSessionHistory } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CALENDAR_DAYS } from '#shared/schemas/progress.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the listening calendar on GET /api/me/progress', () => {
  it('has the last twelve weeks in the user’s zone, today last, with the sessions finished each day', async () => {
    const kim = await signedUpUser(t, { label: 'calendar' });
    const before = await readJson(await kim.client.api.me.progress.$get());
    expect(before.calendar).toHaveLength(CALENDAR_DAYS);
    expect(before.calendar.every((d) => !d.active && d.sessions === 0)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.calendar.at(-1)?.date).toBe(today);
    // Consecutive days, oldest first.
    const first = Date.parse(`${defined(before.calendar[0], 'the oldest day').date}T00:00:00Z`);
    expect(before.calendar.map((d) => d.date)).toEqual(
      Array.from({ length: CALENDAR_DAYS }, (_, i) =>
        new Date(first + i * 86_400_000).toISOString().slice(0, 10),
      ),
    );

    const versions: number[] = [];
    for (const duration of [60, 90]) {
      const id = await createSession(t, { duration });
      await startedListening(t, kim.id, id);
      expect((await saveProgress(kim.client, id, { position: duration, listened: duration })).status).toBe(
        200,
      );
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, kim.id));
      versions.push(defined(profile, "kim's profile").activityVersion);
    }
    // The second completion adds to the day's count; the day was already active, so the streak's
    // version (which makes reads fold the days again) stays.
    expect(versions[1]).toBe(versions[0]);
    const after = await readJson(await kim.client.api.me.progress.$get());
    expect(after.calendar.at(-1)).toEqual({ date: today, active: true, sessions: 2 });
    expect(after.calendar.slice(0, -1).every((d) => d.sessions === 0)).toBe(true);
  });

  it('starts each recorded day’s count from the history (migration 0018)', async () => {
    const kim = await signedUpUser(t, { label: 'calendar-backfill' });
    await t.db.update(profiles).set({ timeZone: 'America/New_York' }).where(eq(profiles.id, kim.id));
    const rows: [string, boolean][] = [
      ['2026-03-10T03:00:00Z', true], // 9 March in New York
      ['2026-03-10T12:00:00Z', true],
      ['2026-03-10T13:00:00Z', false], // heard, not completed
      ['2026-03-10T14:00:00Z', true],
      ['2026-03-12T14:00:00Z', true], // a day without a row (none is made)
    ];
    for (const [at, completed] of rows) {
      const sessionId = await createSession(t, { duration: 60 });
      await t.db.insert(userSessionHistory).values({
        userId: kim.id,
        sessionId,
        completed,
        updatedAt: new Date(at),
      });
    }
    const days = ['2026-03-09', '2026-03-10', '2026-03-11']; // the 11th: a journal entry only
    await t.db.insert(activityDays).values(days.map((day) => ({ userId: kim.id, day })));

    const migration = fs.readFileSync(
      new URL('../../db/migrations/0018_path_cache_and_calendar_counts.sql', import.meta.url),
      'utf8',
    );
    const backfill = defined(
      migration.split('--> statement-breakpoint').at(-1),
      "the migration's last statement",
    );
    expect(backfill).toMatch(/UPDATE "activity_days"/);
    await t.db.execute(sql.raw(backfill));

    const counted = await t.db
      .select({ day: activityDays.day, n: activityDays.sessionsCompleted })
      .from(activityDays)
      .where(eq(activityDays.userId, kim.id))
      .orderBy(activityDays.day);
    expect(counted).toEqual([
      { day: '2026-03-09', n: 1 },
      { day: '2026-03-10', n: 2 },
      { day: '2026-03-11', n: 0 },
    ]);
  });
});
