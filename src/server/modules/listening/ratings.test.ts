import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions, userSessionHistory, userSessionRatings } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import {
  signedUpUser,
  signInAs,
  testClient,
  type SignedIn,
  type TestClient,
} from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let sessionIds: string[];
const demo: SignedIn[] = [];
const MISSING = '00000000-0000-4000-8000-000000000000';
const sessionAt = (i: number) => defined(sessionIds[i], `active session ${i + 1}`);
const firstDemo = () => defined(demo[0], 'the first demo user');

/**
 * Each new account comes from its own address, as real people would (signedUpUser picks a fresh
 * one), so sign-up and sign-in limits stay on.
 */
const signUp = (n: number) => signedUpUser(t, { label: `rater-${n}`, name: `Rater ${n}` });

/** Completion belongs to the progress API; here it is set on the history row directly. */
async function complete(userId: string, sessionId: string, completed = true) {
  await t.db
    .insert(userSessionHistory)
    .values({ userId, sessionId, completed })
    .onConflictDoUpdate({
      target: [userSessionHistory.userId, userSessionHistory.sessionId],
      set: { completed },
    });
}

const rate = (sessionId: string, rating: number, who: TestClient = testClient(t)) =>
  who.api.sessions[':id'].rating.$put({ param: { id: sessionId }, json: { rating } });
/** A body the typed client would not send: what the server makes of it is the point. */
const rateWithBody = (sessionId: string, body: unknown, who: TestClient) =>
  who.request(`/api/sessions/${sessionId}/rating`, { method: 'PUT', json: body });

async function sessionTotals(sessionId: string) {
  const [row] = await t.db
    .select({ average: sessions.rating, count: sessions.ratingCount })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.isActive, true));
  sessionIds = rows.map((r) => r.id);
  expect(sessionIds.length).toBeGreaterThanOrEqual(6);
  for (const user of DEMO_USERS) demo.push(await signInAs(t, user));
});
afterAll(() => t.close());

describe('PUT /api/sessions/:id/rating', () => {
  it('asks visitors to sign in', async () => {
    expect(await readJson(await rate(sessionAt(0), 4), 401)).toEqual({
      error: { code: 'unauthorized', message: 'Please sign in to rate sessions' },
    });
  });

  it('refuses a rating before the session is completed', async () => {
    const user = firstDemo();
    const sessionId = sessionAt(0);
    const expected = {
      error: {
        code: 'complete_session_first',
        message: 'You need to complete listening to this session before rating it',
      },
    };
    expect(await readJson(await rate(sessionId, 4, user.client), 403)).toEqual(expected);

    await complete(user.id, sessionId, false);
    expect(await readJson(await rate(sessionId, 4, user.client), 403)).toEqual(expected);
    expect(
      await t.db.select().from(userSessionRatings).where(eq(userSessionRatings.sessionId, sessionId)),
    ).toEqual([]);
  });

  it('inserts, then updates the same rating: the count stays, the average follows', async () => {
    const user = firstDemo();
    const sessionId = sessionAt(1);
    await complete(user.id, sessionId);

    const first = await rate(sessionId, 4, user.client);
    expect(await readJson(first)).toMatchObject({ rating: 4, average: 4, count: 1 });

    const second = await rate(sessionId, 2, user.client);
    expect(await second.json()).toMatchObject({ rating: 2, average: 2, count: 1 });
    expect(await sessionTotals(sessionId)).toEqual({ average: 2, count: 1 });
    const stored = await t.db
      .select({ rating: userSessionRatings.rating })
      .from(userSessionRatings)
      .where(and(eq(userSessionRatings.sessionId, sessionId), eq(userSessionRatings.userId, user.id)));
    expect(stored).toEqual([{ rating: 2 }]);
  });

  it('averages several users, rounded to 2 decimals', async () => {
    const sessionId = sessionAt(2);
    for (const user of demo) await complete(user.id, sessionId);
    const [ada, ben, cleo] = demo.map((d) => d.client);
    if (!ada || !ben || !cleo) throw new Error(`3 demo users expected, got ${demo.length}`);

    expect(await (await rate(sessionId, 5, ada)).json()).toMatchObject({
      rating: 5,
      average: 5,
      count: 1,
    });
    expect(await (await rate(sessionId, 4, ben)).json()).toMatchObject({
      rating: 4,
      average: 4.5,
      count: 2,
    });
    expect(await (await rate(sessionId, 5, cleo)).json()).toMatchObject({
      rating: 5,
      average: 4.67,
      count: 3,
    });
    expect(await sessionTotals(sessionId)).toEqual({ average: 4.67, count: 3 });
  });

  it('answers 422 for ratings outside 1–5, fractions, strings and extra fields', async () => {
    const user = firstDemo();
    const sessionId = sessionAt(1);
    await complete(user.id, sessionId);
    const bad: unknown[] = [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: '3' },
      { rating: 3, role: 'admin' },
      {},
    ];
    for (const body of bad) {
      const res = await rateWithBody(sessionId, body, user.client);
      expect(res.status, JSON.stringify(body)).toBe(422);
      await expectError(res, 'validation_failed');
    }
    expect((await rate('not-a-uuid', 3, user.client)).status).toBe(422);
  });

  it('answers 404 for unknown and inactive sessions', async () => {
    const user = firstDemo();
    await expectError(await rate(MISSING, 3, user.client), 'session_not_found', 404);

    const sessionId = sessionAt(3);
    await complete(user.id, sessionId);
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, sessionId));
    try {
      expect((await rate(sessionId, 3, user.client)).status).toBe(404);
    } finally {
      await t.db.update(sessions).set({ isActive: true }).where(eq(sessions.id, sessionId));
    }
  });

  it('keeps the exact average and count when 10 users rate at the same time', async () => {
    const sessionId = sessionAt(4);
    // Set up side by side: twenty password hashes one after another are most of this test's time.
    const raters = await Promise.all(Array.from({ length: 10 }, (_, n) => signUp(n)));
    for (const rater of raters) await complete(rater.id, sessionId);
    const stars = [5, 4, 4, 3, 5, 2, 5, 4, 1, 4];

    const answers = await Promise.all(
      raters.map(async (r, i) => rate(sessionId, defined(stars[i], `star ${i}`), r.client)),
    );
    expect(answers.map((a) => a.status)).toEqual(raters.map(() => 200));
    const bodies = [];
    for (const answer of answers) bodies.push(await readJson(answer));
    // Raters of one session take turns, so each saw a different number of ratings before its own.
    expect(bodies.map((b) => b.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    expect(await sessionTotals(sessionId)).toEqual({ average: 3.7, count: 10 });
    const stored = await t.db
      .select({ userId: userSessionRatings.userId })
      .from(userSessionRatings)
      .where(
        and(
          eq(userSessionRatings.sessionId, sessionId),
          inArray(
            userSessionRatings.userId,
            raters.map((r) => r.id),
          ),
        ),
      );
    expect(stored).toHaveLength(10);
  });
});
