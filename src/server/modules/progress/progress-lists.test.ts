import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingPaths, pathSessions } from '#server/db/schema/index.ts';
import { createSession, putProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ProgressSummary } from '#shared/schemas/progress.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A path of its own for the test: its sessions in the order given. */
async function createPath(sessionIds: string[]) {
  const slug = `lists-${randomUUID()}`;
  const [path] = await t.db
    .insert(coachingPaths)
    .values({ slug, title: slug })
    .returning({ id: coachingPaths.id });
  await t.db
    .insert(pathSessions)
    .values(sessionIds.map((sessionId, position) => ({ pathId: path!.id, sessionId, position })));
  return path!.id;
}

describe('the progress summary’s lists', () => {
  it('shows recent sessions where they stopped, favourites, saved paths and journeys with the next session', async () => {
    const kim = await signedUpUser(t, { label: 'lists' });
    const [first, second, third] = [
      await createSession(t, { duration: 60 }),
      await createSession(t, { duration: 60 }),
      await createSession(t, { duration: 600 }),
    ];
    const pathId = await createPath([first, second, third]);

    const empty = (await (await kim.client.get('/api/me/progress')).json()) as ProgressSummary;
    expect(empty).toMatchObject({ recent: [], favorites: [], savedPaths: [], journeys: [] });

    await startedListening(t, kim.id, first);
    expect((await putProgress(t, first, { position: 60, listened: 60 }, kim.cookie)).status).toBe(200);
    await startedListening(t, kim.id, third);
    expect((await putProgress(t, third, { position: 120, listened: 120 }, kim.cookie)).status).toBe(200);
    expect((await kim.client.request(`/api/sessions/${second}/favorite`, { method: 'PUT' })).status).toBe(
      200,
    );
    expect((await kim.client.request(`/api/paths/${pathId}/favorite`, { method: 'PUT' })).status).toBe(200);

    const res = await kim.client.get('/api/me/progress');
    expect(res.status).toBe(200);
    const summary = (await res.json()) as ProgressSummary;
    expect(summary.recent.map((s) => [s.id, s.position, s.completed])).toEqual([
      [third, 120, false],
      [first, 60, true],
    ]);
    expect(summary.favorites.map((s) => s.id)).toEqual([second]);
    expect(summary.savedPaths.map((p) => p.id)).toEqual([pathId]);
    const journey = summary.journeys.find((j) => j.path.id === pathId);
    expect(journey?.path.progress?.completedCount).toBe(1);
    expect(journey?.next?.id).toBe(second);
  });

  it('is the caller’s own only', async () => {
    const res = await t.app.request('/api/me/progress');
    expect(res.status).toBe(401);
  });
});
