import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import { createSession, putProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { Celebration } from '#shared/schemas/progress.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/celebration', () => {
  it('tells the story from what is stored: counts, this month, badges, the completed path, the favourite advisor', async () => {
    const kai = await signedUpUser(t, { label: 'reel', name: 'Kai Reel' });
    const [advisor] = await t.db.select({ id: coaches.id, name: coaches.name }).from(coaches).limit(1);
    const id = await createSession(t, { duration: 120 });
    await t.db.update(sessions).set({ coachId: advisor!.id }).where(eq(sessions.id, id));
    const [path] = await t.db
      .insert(coachingPaths)
      .values({ slug: `reel-${randomUUID()}`, title: 'A Path of One' })
      .returning({ id: coachingPaths.id });
    await t.db.insert(pathSessions).values({ pathId: path!.id, sessionId: id, position: 0 });

    const before = (await (await kai.client.get('/api/me/celebration')).json()) as Celebration;
    expect(before).toMatchObject({ name: 'Kai Reel', sessionsCompleted: 0, favouriteAdvisor: null });
    expect(before.pathsCompleted).toEqual([]);

    await startedListening(t, kai.id, id);
    expect((await putProgress(t, id, { position: 120, listened: 120 }, kai.cookie)).status).toBe(200);
    expect((await kai.client.post('/api/journal/entries', { text: 'A good week.' })).status).toBe(201);

    const res = await kai.client.get('/api/me/celebration');
    expect(res.status).toBe(200);
    const reel = (await res.json()) as Celebration;
    expect(reel).toMatchObject({
      sessionsCompleted: 1,
      minutes: 2,
      journalDays: 1,
      favouriteAdvisor: { name: advisor!.name, completed: 1 },
      pathsCompleted: [{ id: path!.id, title: 'A Path of One' }],
      thisMonth: { activeDays: 1, journalEntries: 1 },
    });
    expect(reel.month).toMatch(/^\d{4}-\d{2}$/);
    expect(reel.thisMonth.badges.map((b) => b.id)).toEqual(
      expect.arrayContaining(['first-session', 'first-reflection', 'first-path']),
    );
    expect(reel.badgesEarned).toBe(reel.thisMonth.badges.length);
    expect(reel.streak.current).toBe(1);
  });

  it('is for signed-in users only', async () => {
    expect((await testClient(t).get('/api/me/celebration')).status).toBe(401);
  });
});
