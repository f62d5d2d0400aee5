import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingPaths, pathSessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

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
  const pathId = defined(path, 'the new path').id;
  await t.db
    .insert(pathSessions)
    .values(sessionIds.map((sessionId, position) => ({ pathId, sessionId, position })));
  return pathId;
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

    const empty = await (await kim.client.api.me.progress.$get()).json();
    expect(empty).toMatchObject({ recent: [], favorites: [], savedPaths: [], journeys: [] });

    await startedListening(t, kim.id, first);
    expect((await saveProgress(kim.client, first, { position: 60, listened: 60 })).status).toBe(200);
    await startedListening(t, kim.id, third);
    expect((await saveProgress(kim.client, third, { position: 120, listened: 120 })).status).toBe(200);
    const api = kim.client.api;
    expect((await api.sessions[':id'].favorite.$put({ param: { id: second } })).status).toBe(200);
    expect((await api.paths[':id'].favorite.$put({ param: { id: pathId } })).status).toBe(200);

    const summary = await readJson(await api.me.progress.$get());
    expect(summary.recent.map((s) => [s.id, s.position, s.completed, s.secondsToComplete])).toEqual([
      [third, 120, false, 480 - 120],
      [first, 60, true, 0],
    ]);
    // A seek to the end: the position reached is shown, and the time still to hear is unchanged.
    expect((await saveProgress(kim.client, third, { position: 600, listened: 120 })).status).toBe(200);
    const sought = await readJson(await api.me.progress.$get());
    expect(sought.recent[0]).toMatchObject({
      id: third,
      position: 600,
      completed: false,
      secondsToComplete: 360,
    });
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
