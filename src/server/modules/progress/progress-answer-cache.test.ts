import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogVersions, coaches, profiles, sessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { ANSWER_TTL_MS } from './progress-answer-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const progressOf = async (who: SignedIn) => {
  const res = await who.client.api.me.progress.$get();
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return readJson(res);
};
const ok = async (res: { status: number } | Promise<{ status: number }>, status = 200) =>
  expect((await res).status).toBe(status);
const progressVersion = async (userId: string) => {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
  return defined(row, `the profile of ${userId}`).progressVersion;
};
const cardsVersion = async () => {
  const [row] = await t.db.select().from(catalogVersions).where(eq(catalogVersions.name, 'cards'));
  return defined(row, "the cards' catalogue version").version;
};
const setFavorite = (who: SignedIn, id: string, on = true) =>
  who.client.api.sessions[':id'].favorite[on ? '$put' : '$delete']({ param: { id } });
const writeEntry = (who: SignedIn, text: string, mood: number) =>
  who.client.api.journal.entries.$post({ json: { id: randomUUID(), text, mood } });

async function complete(who: SignedIn, sessionId: string, duration: number) {
  await startedListening(t, who.id, sessionId);
  await ok(saveProgress(who.client, sessionId, { position: duration, listened: duration }));
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
    await ok(setFavorite(ada, session));
    const after = await progressOf(ada);
    expect(after.favorites.map((c) => c.id)).toContain(session);
    expect(after.totalMinutes).toBe(4242);
  });

  it('shows each of the user’s writes in the next answer', async () => {
    const kim = await signedUpUser(t, { label: 'answer-writes' });
    const [a, b] = [await createSession(t, { duration: 90 }), await createSession(t, { duration: 120 })];
    await progressOf(kim);

    await startedListening(t, kim.id, a);
    await ok(saveProgress(kim.client, a, { position: 30, listened: 30 }));
    expect((await progressOf(kim)).recent.map((c) => [c.id, c.position])).toEqual([[a, 30]]);

    await complete(kim, b, 120);
    const completed = await progressOf(kim);
    expect(completed.totalSessionsCompleted).toBe(1);
    expect(completed.streak.current).toBe(1);
    expect(completed.badges.map((x) => x.id)).toContain('first-session');

    await ok(kim.client.api.sessions[':id'].rating.$put({ param: { id: b }, json: { rating: 5 } }));
    expect((await progressOf(kim)).recent.find((c) => c.id === b)?.rating).toBe(5);

    await ok(writeEntry(kim, 'A calm day.', 4), 201);
    expect((await progressOf(kim)).journalDays).toBe(1);

    await ok(kim.client.api.me.preferences.$patch({ json: { hideStreaks: true } }));
    expect((await progressOf(kim)).streak.hidden).toBe(true);

    await ok(setFavorite(kim, b));
    expect((await progressOf(kim)).favorites.map((c) => c.id)).toEqual([b]);
    await ok(setFavorite(kim, b, false));
    expect((await progressOf(kim)).favorites).toEqual([]);
  });

  it('shows catalogue edits made by any writer, but lets other listeners’ counters age only up to its time to live', async () => {
    const lee = await signedUpUser(t, { label: 'answer-catalogue' });
    const [inserted] = await t.db
      .insert(coaches)
      .values({ slug: `coach-${randomUUID()}`, name: 'Old Name', title: 'Advisor', bio: 'Bio.' })
      .returning({ id: coaches.id });
    const coach = defined(inserted, 'the new coach');
    const session = await createSession(t, { duration: 60 });
    await t.db.update(sessions).set({ coachId: coach.id }).where(eq(sessions.id, session));
    await ok(setFavorite(lee, session));
    const card = async () => (await progressOf(lee)).favorites.find((c) => c.id === session);
    expect(await card()).toMatchObject({ title: expect.any(String), coachName: 'Old Name' });

    await t.db.execute(sql`update sessions set title = 'Renamed by SQL' where id = ${session}`);
    expect((await card())?.title).toBe('Renamed by SQL');
    await t.db.execute(sql`update coaches set name = 'New Name' where id = ${coach.id}`);
    expect((await card())?.coachName).toBe('New Name');

    const before = await cardsVersion();
    await t.db.execute(
      sql`update sessions set total_participants = total_participants + 7 where id = ${session}`,
    );
    expect(await cardsVersion()).toBe(before);
    const aged = defined(await card(), 'the favourite card').totalParticipants;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + ANSWER_TTL_MS + 1);
    expect((await card())?.totalParticipants).toBe(aged + 7);

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
      await ok(setFavorite(who, defined(sessionIds[0], 'the first session')));
      await ok(writeEntry(who, 'Noted.', 3), 201);
    }
    const ids = [ana.id, ben.id];
    for (const table of [
      'user_session_history',
      'favorites',
      'user_badges',
      'activity_days',
      'journal_entries',
    ]) {
      const [anaBefore, benBefore, cyBefore] = await Promise.all([...ids, cy.id].map(progressVersion));
      await t.db.execute(
        sql`update ${sql.identifier(table)} set user_id = user_id where user_id in (${ana.id}, ${ben.id})`,
      );
      const after = await Promise.all([...ids, cy.id].map(progressVersion));
      expect(after, table).toEqual([
        defined(anaBefore, "ana's version") + 1,
        defined(benBefore, "ben's version") + 1,
        cyBefore,
      ]);
    }
    const before = await progressVersion(ana.id);
    await t.db.execute(sql`delete from favorites where user_id = ${ana.id}`);
    expect(await progressVersion(ana.id)).toBe(before + 1);
    // Storing the streak's fold only caches what the active days say: it does not move the version.
    await t.db.execute(sql`update profiles set streak_fold = null where id = ${ana.id}`);
    expect(await progressVersion(ana.id)).toBe(before + 1);
  });
});
