import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogVersions, coaches, profiles, sessions } from '#server/db/schema/index.ts';
import { createSession, putProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { ProgressSummary } from '#shared/schemas/progress.ts';
import { ANSWER_TTL_MS } from './progress-answer-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const progressOf = async (who: SignedIn) => {
  const res = await who.client.get('/api/me/progress');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as ProgressSummary;
};
const ok = async (res: Response | Promise<Response>, status = 200) => expect((await res).status).toBe(status);
const progressVersion = async (userId: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!.progressVersion;
const cardsVersion = async () =>
  (await t.db.select().from(catalogVersions).where(eq(catalogVersions.name, 'cards')))[0]!.version;

async function complete(who: SignedIn, sessionId: string, duration: number) {
  await startedListening(t, who.id, sessionId);
  await ok(putProgress(t, sessionId, { position: duration, listened: duration }, who.cookie));
}

/** A write made with the triggers switched off, as no writer of the app can: only the cache would hide it. */
async function writeUnseen(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('GET /api/me/progress from the process’s cache of answers (decision 035)', () => {
  it('serves the stored answer while its key holds, and a fresh one once a write moves it', async () => {
    const ada = await signedUpUser(t, { label: 'answer-cache' });
    const first = await progressOf(ada);
    await writeUnseen(sql`update profiles set total_minutes = 4242 where id = ${ada.id}`);
    // The key did not move, so the stored answer is served: the cache is in use.
    expect((await progressOf(ada)).totalMinutes).toBe(first.totalMinutes);

    const session = await createSession(t, { duration: 60 });
    await ok(ada.client.request(`/api/sessions/${session}/favorite`, { method: 'PUT' }));
    const after = await progressOf(ada);
    expect(after.favorites.map((c) => c.id)).toContain(session);
    expect(after.totalMinutes).toBe(4242);
  });

  it('shows each of the user’s writes in the next answer', async () => {
    const kim = await signedUpUser(t, { label: 'answer-writes' });
    const [a, b] = [await createSession(t, { duration: 90 }), await createSession(t, { duration: 120 })];
    await progressOf(kim);

    await startedListening(t, kim.id, a);
    await ok(putProgress(t, a, { position: 30, listened: 30 }, kim.cookie));
    expect((await progressOf(kim)).recent.map((c) => [c.id, c.position])).toEqual([[a, 30]]);

    await complete(kim, b, 120);
    const completed = await progressOf(kim);
    expect(completed.totalSessionsCompleted).toBe(1);
    expect(completed.streak.current).toBe(1);
    expect(completed.badges.map((x) => x.id)).toContain('first-session');

    await ok(kim.client.request(`/api/sessions/${b}/rating`, { method: 'PUT', json: { rating: 5 } }));
    expect((await progressOf(kim)).recent.find((c) => c.id === b)?.rating).toBe(5);

    await ok(
      kim.client.post('/api/journal/entries', { id: randomUUID(), text: 'A calm day.', mood: 4 }),
      201,
    );
    expect((await progressOf(kim)).journalDays).toBe(1);

    await ok(kim.client.request('/api/me/preferences', { method: 'PATCH', json: { hideStreaks: true } }));
    expect((await progressOf(kim)).streak.hidden).toBe(true);

    await ok(kim.client.request(`/api/sessions/${b}/favorite`, { method: 'PUT' }));
    expect((await progressOf(kim)).favorites.map((c) => c.id)).toEqual([b]);
    await ok(kim.client.request(`/api/sessions/${b}/favorite`, { method: 'DELETE' }));
    expect((await progressOf(kim)).favorites).toEqual([]);
  });

  it('shows catalogue edits made by any writer, but lets other listeners’ counters age only up to its time to live', async () => {
    const lee = await signedUpUser(t, { label: 'answer-catalogue' });
    const [coach] = await t.db
      .insert(coaches)
      .values({ slug: `coach-${randomUUID()}`, name: 'Old Name', title: 'Advisor', bio: 'Bio.' })
      .returning({ id: coaches.id });
    const session = await createSession(t, { duration: 60 });
    await t.db.update(sessions).set({ coachId: coach!.id }).where(eq(sessions.id, session));
    await ok(lee.client.request(`/api/sessions/${session}/favorite`, { method: 'PUT' }));
    const card = async () => (await progressOf(lee)).favorites.find((c) => c.id === session);
    expect(await card()).toMatchObject({ title: expect.any(String), coachName: 'Old Name' });

    await t.db.execute(sql`update sessions set title = 'Renamed by SQL' where id = ${session}`);
    expect((await card())?.title).toBe('Renamed by SQL');
    await t.db.execute(sql`update coaches set name = 'New Name' where id = ${coach!.id}`);
    expect((await card())?.coachName).toBe('New Name');

    const before = await cardsVersion();
    await t.db.execute(
      sql`update sessions set total_participants = total_participants + 7 where id = ${session}`,
    );
    expect(await cardsVersion()).toBe(before);
    const aged = (await card())!.totalParticipants;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + ANSWER_TTL_MS + 1);
    expect((await card())!.totalParticipants).toBe(aged + 7);

    await t.db.execute(sql`update sessions set is_active = false where id = ${session}`);
    expect(await card()).toBeUndefined();
  });

  it('moves the version of the users whose rows a statement touched, once each, and no one else’s', async () => {
    const [ana, ben, cy] = [
      await signedUpUser(t, { label: 'answer-a' }),
      await signedUpUser(t, { label: 'answer-b' }),
      await signedUpUser(t, { label: 'answer-c' }),
    ];
    const sessionIds = [await createSession(t, { duration: 60 }), await createSession(t, { duration: 60 })];
    for (const who of [ana, ben]) {
      for (const id of sessionIds) await complete(who, id, 60);
      await ok(who.client.request(`/api/sessions/${sessionIds[0]}/favorite`, { method: 'PUT' }));
      await ok(who.client.post('/api/journal/entries', { id: randomUUID(), text: 'Noted.', mood: 3 }), 201);
    }
    const ids = [ana.id, ben.id];
    for (const table of [
      'user_session_history',
      'favorites',
      'user_badges',
      'activity_days',
      'journal_entries',
    ]) {
      const before = await Promise.all([...ids, cy.id].map(progressVersion));
      await t.db.execute(
        sql`update ${sql.identifier(table)} set user_id = user_id where user_id in (${ana.id}, ${ben.id})`,
      );
      const after = await Promise.all([...ids, cy.id].map(progressVersion));
      expect(after, table).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
    }
    const before = await progressVersion(ana.id);
    await t.db.execute(sql`delete from favorites where user_id = ${ana.id}`);
    expect(await progressVersion(ana.id)).toBe(before + 1);
    // Storing the streak's fold only caches what the active days say: it does not move the version.
    await t.db.execute(sql`update profiles set streak_fold = null where id = ${ana.id}`);
    expect(await progressVersion(ana.id)).toBe(before + 1);
  });
});
