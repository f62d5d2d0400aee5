import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coaches, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/celebration', () => {
  it('tells the story from what is stored: counts, this month, badges, the completed path, the favourite advisor', async () => {
    const kai = await signedUpUser(t, { label: 'reel', name: 'Kai Reel' });
    const [firstAdvisor] = await t.db.select({ id: coaches.id, name: coaches.name }).from(coaches).limit(1);
    const advisor = defined(firstAdvisor, 'an advisor');
    const id = await createSession(t, { duration: 120 });
    await t.db.update(sessions).set({ coachId: advisor.id }).where(eq(sessions.id, id));
    const [inserted] = await t.db
      .insert(coachingPaths)
      .values({ slug: `reel-${randomUUID()}`, title: 'A Path of One' })
      .returning({ id: coachingPaths.id });
    const path = defined(inserted, 'the new path');
    await t.db.insert(pathSessions).values({ pathId: path.id, sessionId: id, position: 0 });

    const before = await readJson(await kai.client.api.me.celebration.$get());
    expect(before).toMatchObject({ name: 'Kai Reel', sessionsCompleted: 0, favouriteAdvisor: null });
    expect(before.pathsCompleted).toEqual([]);

    await startedListening(t, kai.id, id);
    expect((await saveProgress(kai.client, id, { position: 120, listened: 120 })).status).toBe(200);
    const entry = await kai.client.api.journal.entries.$post({ json: { text: 'A good week.' } });
    expect(entry.status).toBe(201);

    const reel = await readJson(await kai.client.api.me.celebration.$get());
    expect(reel).toMatchObject({
      sessionsCompleted: 1,
      minutes: 2,
      journalDays: 1,
      favouriteAdvisor: { name: advisor.name, completed: 1 },
      pathsCompleted: [{ id: path.id, title: 'A Path of One' }],
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
    expect((await testClient(t).api.me.celebration.$get()).status).toBe(401);
  });
});
