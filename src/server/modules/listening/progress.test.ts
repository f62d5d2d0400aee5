import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { favorites, sessions, userSessionHistory, userSessionRatings } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import {
  createSession,
  profileStats,
  putProgress,
  saveProgress,
  startedListening,
} from '#server/testing/listening-progress.ts';
import type { ProgressUpdate } from '#shared/schemas/listening.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const [adminDemo, subscriberDemo, freeDemo] = DEMO_USERS;
let user: SignedIn;
let subscriber: SignedIn;
let freeAudio: { id: string; duration: number; contentUrl: string | null };
const MISSING = '00000000-0000-4000-8000-000000000000';

const visitor = () => testClient(t);
const play = (id: string, who: TestClient = visitor()) =>
  who.api.sessions[':id'].play.$post({ param: { id } });
const getMe = (id: string, who: TestClient = visitor()) => who.api.sessions[':id'].me.$get({ param: { id } });
/** A save by someone who started playing an hour ago (unless they already have a credit clock). */
const progress = async (id: string, body: ProgressUpdate, who = user) => {
  if (!(await historyRows(id)).some((row) => row.userId === who.id)) await startedListening(t, who.id, id);
  return readJson(await saveProgress(who.client, id, body));
};

async function historyRows(sessionId: string) {
  return t.db.select().from(userSessionHistory).where(eq(userSessionHistory.sessionId, sessionId));
}
async function participants(sessionId: string) {
  const [row] = await t.db
    .select({ n: sessions.totalParticipants })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return defined(row, `session ${sessionId}`).n;
}

beforeAll(async () => {
  t = await createTestApp();
  user = await signInAs(t, freeDemo);
  subscriber = await signInAs(t, subscriberDemo);
  const rows = await t.db
    .select({
      id: sessions.id,
      isPremium: sessions.isPremium,
      duration: sessions.duration,
      contentUrl: sessions.contentUrl,
    })
    .from(sessions);
  freeAudio = defined(
    rows.find((r) => !r.isPremium && r.contentUrl && r.duration > 0),
    'a free session with audio',
  );
});
afterAll(() => t.close());

describe('history on play', () => {
  it('creates one row for a signed-in user and counts them as a participant once', async () => {
    const before = await participants(freeAudio.id);
    expect((await play(freeAudio.id, user.client)).status).toBe(200);
    expect((await play(freeAudio.id, user.client)).status).toBe(200);
    const rows = (await historyRows(freeAudio.id)).filter((r) => r.userId === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ durationListened: 0, position: 0, completed: false });
    expect(await participants(freeAudio.id)).toBe(before + 1);

    expect((await play(freeAudio.id, subscriber.client)).status).toBe(200);
    expect(await participants(freeAudio.id)).toBe(before + 2);
  });

  it('stores nothing for visitors', async () => {
    const before = await participants(freeAudio.id);
    const rowsBefore = (await historyRows(freeAudio.id)).length;
    expect((await play(freeAudio.id)).status).toBe(200);
    expect(await participants(freeAudio.id)).toBe(before);
    expect(await historyRows(freeAudio.id)).toHaveLength(rowsBefore);
  });

  it('resumes at the saved position', async () => {
    await startedListening(t, user.id, freeAudio.id, 60);
    await progress(freeAudio.id, { position: 12.7, listened: 12.7 });
    const grant = await (await play(freeAudio.id, user.client)).json();
    expect(grant).toMatchObject({ resumeAt: 12, completed: false, durationListened: 12 });
  });

  /** A session of its own that can be played: its length is the test's, its audio borrowed. */
  const playableSession = async (duration: number) => {
    const id = await createSession(t, { duration });
    await t.db.update(sessions).set({ contentUrl: freeAudio.contentUrl }).where(eq(sessions.id, id));
    return id;
  };

  it('keeps a position at the end, but starts there from the beginning', async () => {
    const id = await playableSession(180);
    // Scrubbed to the end after 20 s heard: the position reached is kept for the pages to show.
    await progress(id, { position: 180, listened: 20 });
    expect(await readJson(await getMe(id, user.client))).toMatchObject({
      position: 180,
      durationListened: 20,
    });
    expect(await readJson(await play(id, user.client))).toMatchObject({ resumeAt: 0, completed: false });
    await progress(id, { position: 174, listened: 20 });
    expect(await readJson(await play(id, user.client))).toMatchObject({ resumeAt: 174 });
  });

  it('starts a completed session from the beginning (Listen Again), wherever it stopped', async () => {
    const id = await playableSession(173);
    await progress(id, { position: 155, listened: 150 });
    expect(await readJson(await getMe(id, user.client))).toMatchObject({ completed: true, position: 155 });
    expect(await readJson(await play(id, user.client))).toMatchObject({ resumeAt: 0, completed: true });
  });
});

describe('GET /api/me/history', () => {
  const history = (who: TestClient = visitor()) => who.api.me.history.$get();

  it("lists only the caller's sessions, most recently touched first", async () => {
    const other = await createSession(t, { duration: 300 });
    await progress(other, { position: 30, listened: 30 });
    await startedListening(t, user.id, freeAudio.id, 60);
    await progress(freeAudio.id, { position: 20, listened: 20 });

    const { items } = await readJson(await history(user.client));
    expect(items.slice(0, 2).map((item) => item.sessionId)).toEqual([freeAudio.id, other]);
    expect(items[0]).toMatchObject({ position: 20, completed: false });

    const theirs = await readJson(await history(subscriber.client));
    expect(theirs.items.map((item) => item.sessionId)).not.toContain(other);
  });

  it('is refused to visitors', async () => {
    expect((await history()).status).toBe(401);
  });
});

describe('PUT /api/sessions/:id/progress', () => {
  it('keeps the largest total, capped at the duration, and the latest position clamped', async () => {
    const id = await createSession(t, { duration: 600 });
    expect(await progress(id, { position: 30, listened: 30 })).toEqual({
      durationListened: 30,
      completed: false,
      justCompleted: false,
    });
    expect((await progress(id, { position: 10, listened: 20 })).durationListened).toBe(30);
    let [row] = await historyRows(id);
    expect(row).toMatchObject({ durationListened: 30, position: 10 });

    expect((await progress(id, { position: 9999, listened: 9999 })).durationListened).toBe(600);
    [row] = await historyRows(id);
    expect(row).toMatchObject({ durationListened: 600, position: 600, completed: true });
  });

  it('refuses progress before any play, and records nothing', async () => {
    const id = await createSession(t, { duration: 300 });
    const res = await saveProgress(user.client, id, { position: 300, listened: 300 });
    expect(await readJson(res, 409)).toEqual({
      error: { code: 'play_not_started', message: 'Start playing this session before saving progress.' },
    });
    expect(await historyRows(id)).toHaveLength(0);
    expect(await participants(id)).toBe(0);
  });

  it('credits no more than the fastest speed could have played since the play, however it is asked', async () => {
    const id = await createSession(t, { duration: 600, journalPrompt: 'Reflect' });
    await startedListening(t, user.id, id, 20);
    // 20 s at 1.25× is 25 s, plus 10 s of slack; a few more if the machine is slow between the lines.
    const first = await progress(id, { position: 600, listened: 600 });
    expect(first.durationListened).toBeGreaterThanOrEqual(35);
    expect(first.durationListened).toBeLessThan(45);
    expect(first.completed).toBe(false);
    // Asking again at once, ten times over, adds only the seconds that have really passed.
    const again = await Promise.all(
      Array.from({ length: 10 }, () => progress(id, { position: 600, listened: 600 })),
    );
    const most = Math.max(...again.map((a) => a.durationListened));
    expect(most).toBeLessThan(first.durationListened + 10);
  });

  it('counts a whole offline stretch once it arrives, since that time has passed on the server too', async () => {
    const id = await createSession(t, { duration: 600 });
    await startedListening(t, user.id, id, 30);
    expect((await progress(id, { position: 10, listened: 10 })).durationListened).toBe(10);
    // Two minutes later (the clock moved back by the time the first credit took), offline meanwhile.
    await startedListening(t, user.id, id, 150);
    expect((await progress(id, { position: 130, listened: 130 })).durationListened).toBe(130);
  });

  it('completes at exactly 80 %, reports it once with the journal prompt, and never undoes it', async () => {
    const id = await createSession(t, { duration: 100, journalPrompt: 'What will you change?' });
    expect((await progress(id, { position: 79, listened: 79 })).completed).toBe(false);
    // The completing answer also carries the streak and any badges it earned.
    expect(await progress(id, { position: 80, listened: 80 })).toMatchObject({
      durationListened: 80,
      completed: true,
      justCompleted: true,
      journalPrompt: 'What will you change?',
      newBadges: expect.any(Array),
      streak: expect.objectContaining({ current: expect.any(Number), countedToday: true }),
    });
    expect(await progress(id, { position: 81, listened: 81 })).toEqual({
      durationListened: 81,
      completed: true,
      justCompleted: false,
    });
    expect(await progress(id, { position: 0, listened: 0 })).toEqual({
      durationListened: 81,
      completed: true,
      justCompleted: false,
    });
  });

  it('leaves journalPrompt out when the session has none', async () => {
    const id = await createSession(t, { duration: 10, journalPrompt: null });
    const answer = await progress(id, { position: 8, listened: 8 });
    expect(answer).toMatchObject({ durationListened: 8, completed: true, justCompleted: true });
    expect(answer).not.toHaveProperty('journalPrompt');
  });

  it('adds the completion to the profile once: one session, round(duration / 60) minutes', async () => {
    const id = await createSession(t, { duration: 150 });
    const before = await profileStats(t, user.id);
    await progress(id, { position: 120, listened: 120 });
    await progress(id, { position: 150, listened: 150 });
    expect(await profileStats(t, user.id)).toEqual({
      completed: before.completed + 1,
      minutes: before.minutes + 3,
    });
  });

  it('reports completion once under 10 parallel identical updates', async () => {
    const id = await createSession(t, { duration: 200, journalPrompt: 'Reflect' });
    await play(freeAudio.id, user.client);
    const before = await profileStats(t, user.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => progress(id, { position: 190, listened: 190 })),
    );
    expect(answers.filter((a) => a.justCompleted)).toHaveLength(1);
    expect(answers.filter((a) => a.journalPrompt === 'Reflect')).toHaveLength(1);
    expect(answers.every((a) => a.completed && a.durationListened === 190)).toBe(true);
    expect(await profileStats(t, user.id)).toEqual({
      completed: before.completed + 1,
      minutes: before.minutes + 3,
    });
    expect(await historyRows(id)).toHaveLength(1);
  });

  it('allows premium progress only to entitled users', async () => {
    const id = await createSession(t, { duration: 100, isPremium: true });
    const res = await saveProgress(user.client, id, { position: 1, listened: 1 });
    expect(await readJson(res, 403)).toEqual({
      error: { code: 'premium_required', message: 'This session requires a subscription to access.' },
    });
    expect(await historyRows(id)).toHaveLength(0);
    expect((await progress(id, { position: 1, listened: 1 }, subscriber)).durationListened).toBe(1);
    const admin = await signInAs(t, adminDemo);
    expect((await progress(id, { position: 2, listened: 2 }, admin)).durationListened).toBe(2);
  });

  it('answers 401 signed out, 404 for an unknown or inactive session', async () => {
    const once = { position: 1, listened: 1 };
    await expectError(await saveProgress(visitor(), freeAudio.id, once), 'unauthorized', 401);
    await expectError(await saveProgress(user.client, MISSING, once), 'session_not_found', 404);

    const id = await createSession(t, { duration: 100 });
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, id));
    expect((await saveProgress(user.client, id, once)).status).toBe(404);
  });

  it.each([
    [{ position: -1, listened: 1 }, 'position'],
    [{ position: 1, listened: -0.5 }, 'listened'],
    [{ position: 1 }, 'listened'],
    [{ position: '1', listened: 1 }, 'position'],
    [{ position: 1, listened: 1, completed: true }, '(root)'],
  ])('answers 422 naming the field for %j', async (body, field) => {
    const res = await putProgress(t, freeAudio.id, body, user.cookie);
    const json = await expectError(res, 'validation_failed', 422);
    expect(json.error.issues?.map((i) => i.field)).toContain(field);
  });

  it('answers 422 for a malformed id', async () => {
    expect((await saveProgress(user.client, 'not-a-uuid', { position: 1, listened: 1 })).status).toBe(422);
  });

  it('answers 400 in the error contract for a body that is not JSON', async () => {
    const id = await createSession(t, { duration: 100 });
    const res = await putProgress(t, id, '{"position": 1,', user.cookie);
    await expectError(res, 'bad_request', 400);
  });
});

describe('GET /api/sessions/:id/me', () => {
  it("gives the caller's history, rating and favourite", async () => {
    const id = await createSession(t, { duration: 100 });
    expect(await (await getMe(id, user.client)).json()).toEqual({
      completed: false,
      durationListened: 0,
      position: 0,
      rating: null,
      favorite: false,
    });

    await progress(id, { position: 85, listened: 90 });
    await t.db.insert(userSessionRatings).values({ userId: user.id, sessionId: id, rating: 4 });
    await t.db.insert(favorites).values({ userId: user.id, sessionId: id });
    expect(await (await getMe(id, user.client)).json()).toEqual({
      completed: true,
      durationListened: 90,
      position: 85,
      rating: 4,
      favorite: true,
    });
    // Another user's state is their own.
    expect(await (await getMe(id, subscriber.client)).json()).toMatchObject({
      completed: false,
      rating: null,
    });
    await t.db.delete(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.sessionId, id)));
    expect(await (await getMe(id, user.client)).json()).toMatchObject({ favorite: false });
  });

  it('answers 401 signed out, 404 unknown, 422 malformed', async () => {
    expect((await getMe(freeAudio.id)).status).toBe(401);
    expect((await getMe(MISSING, user.client)).status).toBe(404);
    expect((await getMe('nope', user.client)).status).toBe(422);
  });
});
