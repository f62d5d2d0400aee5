import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  putProgress,
  startedListening,
} from '#server/modules/listening/progress.test-helpers.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { CALENDAR_DAYS, type ProgressSummary } from '#shared/schemas/progress.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the listening calendar on GET /api/me/progress', () => {
  it('has the last twelve weeks in the user’s zone, today last, with the sessions finished each day', async () => {
    const kim = await signedUpUser(t, { label: 'calendar' });
    const before = (await (await kim.client.get('/api/me/progress')).json()) as ProgressSummary;
    expect(before.calendar).toHaveLength(CALENDAR_DAYS);
    expect(before.calendar.every((d) => !d.active && d.sessions === 0)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.calendar.at(-1)!.date).toBe(today);
    // Consecutive days, oldest first.
    const first = Date.parse(`${before.calendar[0]!.date}T00:00:00Z`);
    expect(before.calendar.map((d) => d.date)).toEqual(
      Array.from({ length: CALENDAR_DAYS }, (_, i) =>
        new Date(first + i * 86_400_000).toISOString().slice(0, 10),
      ),
    );

    for (const duration of [60, 90]) {
      const id = await createSession(t, { duration });
      await startedListening(t, kim.id, id);
      expect((await putProgress(t, id, { position: duration, listened: duration }, kim.cookie)).status).toBe(
        200,
      );
    }
    const after = (await (await kim.client.get('/api/me/progress')).json()) as ProgressSummary;
    expect(after.calendar.at(-1)).toEqual({ date: today, active: true, sessions: 2 });
    expect(after.calendar.slice(0, -1).every((d) => d.sessions === 0)).toBe(true);
  });
});
