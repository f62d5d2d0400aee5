import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { userSessionHistory, users } from '#server/db/schema/index.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import {
  createSession,
  profileStats,
  putProgress,
  signIn,
  startedListening,
  type ProgressBody,
} from '#server/testing/listening-progress.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';
let userId = '';

beforeAll(async () => {
  t = await createTestApp();
  const demo = DEMO_USERS[2];
  cookie = await signIn(t, demo.email, demo.password);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
  userId = row!.id;
});
afterAll(() => t.close());

const update = fc.record({
  position: fc.integer({ min: 0, max: 400 }),
  listened: fc.integer({ min: 0, max: 400 }),
});

/**
 * Any history of reports — each sent, then every one replayed in another order, either one at a time
 * or all at once — ends in the same state: the largest total (capped), completed iff ≥ 80 %, and the
 * completion reported and counted exactly once.
 */
const scenario = fc
  .record({
    duration: fc.integer({ min: 1, max: 300 }),
    updates: fc.array(update, { minLength: 1, maxLength: 6 }),
    parallel: fc.boolean(),
  })
  .chain((s) =>
    fc
      .shuffledSubarray(s.updates, { minLength: s.updates.length, maxLength: s.updates.length })
      .map((replay) => ({ ...s, sent: [...s.updates, ...replay] })),
  );

describe('progress under replayed and reordered updates', () => {
  it('ends with the largest total, completes at 80 % and reports it once', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ duration, sent, parallel }) => {
        const id = await createSession(t, { duration, journalPrompt: 'Reflect' });
        // Played an hour ago: every total here is plausible, so only the replay rules decide.
        await startedListening(t, userId, id);
        const before = await profileStats(t, userId);
        const send = async (body: { position: number; listened: number }) => {
          const res = await putProgress(t, id, body, cookie);
          expect(res.status).toBe(200);
          return (await res.json()) as ProgressBody;
        };
        const answers: ProgressBody[] = [];
        if (parallel) answers.push(...(await Promise.all(sent.map(send))));
        else for (const body of sent) answers.push(await send(body));

        const expected = Math.min(Math.max(...sent.map((u) => u.listened)), duration);
        const completed = expected * 5 >= duration * 4;
        const [row] = await t.db
          .select()
          .from(userSessionHistory)
          .where(eq(userSessionHistory.sessionId, id));
        expect(row).toMatchObject({ durationListened: expected, completed });
        if (!parallel) expect(row!.position).toBe(Math.min(sent.at(-1)!.position, duration));
        expect(answers.filter((a) => a.justCompleted)).toHaveLength(completed ? 1 : 0);
        expect(answers.filter((a) => a.journalPrompt !== undefined)).toHaveLength(completed ? 1 : 0);
        expect(await profileStats(t, userId)).toEqual(
          completed
            ? { completed: before.completed + 1, minutes: before.minutes + Math.round(duration / 60) }
            : before,
        );
      }),
      { numRuns: 30 },
    );
  });
});
