import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { catalogVersions, coachingPaths, pathSessions, sessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, signInAs, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createPath(sessionIds: string[], title = `cache-${randomUUID()}`) {
  const [path] = await t.db
    .insert(coachingPaths)
    .values({ slug: title, title })
    .returning({ id: coachingPaths.id });
  const pathId = defined(path, 'the new path').id;
  if (sessionIds.length) {
    await t.db
      .insert(pathSessions)
      .values(sessionIds.map((sessionId, position) => ({ pathId, sessionId, position })));
  }
  return pathId;
}

const progressOf = async (who: SignedIn) => readJson(await who.client.api.me.progress.$get());
const pathsOf = async (who: SignedIn) => (await readJson(await who.client.api.paths.$get())).items;
const favorite = async (who: SignedIn, pathId: string) =>
  expect((await who.client.api.paths[':id'].favorite.$put({ param: { id: pathId } })).status).toBe(200);
const version = async () => {
  const [row] = await t.db.select().from(catalogVersions).where(eq(catalogVersions.name, 'paths'));
  return defined(row, "the paths' catalogue version").version;
};

async function complete(who: SignedIn, sessionId: string, duration: number) {
  await startedListening(t, who.id, sessionId);
  const res = await saveProgress(who.client, sessionId, { position: duration, listened: duration });
  expect(res.status).toBe(200);
}

describe('the paths on GET /api/me/progress, from the process’s cache of their structure', () => {
  it('answer what the path list answers (pathsWithProgress in SQL), path by path', async () => {
    const kim = await signedUpUser(t, { label: 'path-cache' });
    const [a, b, c, d] = [
      await createSession(t, { duration: 61 }),
      await createSession(t, { duration: 89 }),
      await createSession(t, { duration: 600 }),
      await createSession(t, { duration: 30 }),
    ];
    const paths = [
      await createPath([a, b, c]), // one of three done, the next is b
      await createPath([a, d]), // all done
      await createPath([c, b]), // heard only (c), nothing completed
      await createPath([]), // no sessions
      await createPath([d, c]), // d inactive below: one step left
    ];
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, d));
    await complete(kim, a, 61);
    await t.db.update(sessions).set({ isActive: true }).where(eq(sessions.id, d));
    await complete(kim, d, 30);
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, d));
    await startedListening(t, kim.id, c);
    expect((await saveProgress(kim.client, c, { position: 120, listened: 120 })).status).toBe(200);
    for (const id of paths) await favorite(kim, id);

    const fromSql = (await pathsOf(kim)).filter((p) => paths.includes(p.id));
    const summary = await progressOf(kim);
    expect(fromSql).toHaveLength(paths.length);
    expect(summary.savedPaths.filter((p) => paths.includes(p.id))).toEqual(fromSql);
    const journeys = summary.journeys.filter((j) => paths.includes(j.path.id));
    expect(journeys.map((j) => [j.path.id, j.next?.id])).toEqual([
      [paths[0], b], // one of three (the inactive d no longer counts in paths[1], now all done)
      [paths[2], c],
      [paths[4], c],
    ]);
    expect(journeys.map((j) => j.path)).toEqual(journeys.map((j) => fromSql.find((p) => p.id === j.path.id)));
    // The cards' paths come from the cache too: as the session's page shows them.
    const page = await readJson(await kim.client.api.sessions[':id'].$get({ param: { id: a } }));
    expect(page.paths).toHaveLength(2);
    expect(summary.recent.find((s) => s.id === a)?.paths).toEqual(page.paths);
  });

  it('shows an admin edit of a path in the next answer, and a change made by anyone else too', async () => {
    const admin = await signInAs(t, DEMO_USERS[0]);
    const kim = await signedUpUser(t, { label: 'path-edit' });
    const [a, b, c] = [
      await createSession(t, { duration: 60 }),
      await createSession(t, { duration: 120 }),
      await createSession(t, { duration: 180 }),
    ];
    const created = await admin.client.api.admin.paths.$post({
      json: { title: 'Before the edit', sessionIds: [a, b] },
    });
    const pathId = (await readJson(created, 201)).id;
    await favorite(kim, pathId);
    await complete(kim, a, 60);
    const saved = async () => (await progressOf(kim)).savedPaths.find((p) => p.id === pathId);
    expect(await saved()).toMatchObject({
      title: 'Before the edit',
      sessionCount: 2,
      totalMinutes: 3,
      progress: { completedSessionIds: [a], nextSessionId: b },
    });

    // Through the admin module.
    const before = await version();
    const edited = await admin.client.api.admin.paths[':id'].$patch({
      param: { id: pathId },
      json: { title: 'After the edit', sessionIds: [c, a] },
    });
    expect(edited.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    expect((await progressOf(kim)).recent.find((s) => s.id === a)?.paths).toEqual([
      { id: pathId, title: 'After the edit' },
    ]);
    expect(await saved()).toMatchObject({
      title: 'After the edit',
      sessionCount: 2,
      totalMinutes: 4,
      progress: { completedSessionIds: [a], nextSessionId: c },
    });

    // Around the app (another instance, a script): only the version in the database tells.
    await t.db.update(sessions).set({ duration: 600 }).where(eq(sessions.id, c));
    expect(await saved()).toMatchObject({ totalMinutes: 11 });
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, c));
    expect(await saved()).toMatchObject({ sessionCount: 1, progress: { nextSessionId: null } });
    await t.db
      .update(coachingPaths)
      .set({ description: 'Edited in SQL' })
      .where(eq(coachingPaths.id, pathId));
    expect(await saved()).toMatchObject({ description: 'Edited in SQL' });
    await t.db.delete(pathSessions).where(eq(pathSessions.sessionId, a));
    expect(await saved()).toMatchObject({ sessionCount: 0, progress: { completedSessionIds: [] } });
  });

  it('is not outdated by what every play and rating changes on a session', async () => {
    const id = await createSession(t, { duration: 60 });
    await createPath([id]);
    const before = await version();
    await t.db
      .update(sessions)
      .set({ totalParticipants: sql`${sessions.totalParticipants} + 1`, rating: 4.5, ratingCount: 2 })
      .where(eq(sessions.id, id));
    await t.db.update(sessions).set({ duration: 60, isActive: true }).where(eq(sessions.id, id));
    expect(await version()).toBe(before);
  });
});
