import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { userSessionHistory } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signInAs, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import {
  createSession,
  profileStats,
  saveProgress,
  startedListening,
} from '#server/testing/listening-progress.ts';
import type { ProgressUpdate } from '#shared/schemas/listening.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  user = await signInAs(t, DEMO_USERS[2]);
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
        await startedListening(t, user.id, id);
        const before = await profileStats(t, user.id);
        const send = async (body: ProgressUpdate) => readJson(await saveProgress(user.client, id, body));
        const answers = [];
        if (parallel) answers.push(...(await Promise.all(sent.map(send))));
        else for (const body of sent) answers.push(await send(body));

        const expected = Math.min(Math.max(...sent.map((u) => u.listened)), duration);
        const completed = expected * 5 >= duration * 4;
        const [row] = await t.db
          .select()
          .from(userSessionHistory)
          .where(eq(userSessionHistory.sessionId, id));
        expect(row).toMatchObject({ durationListened: expected, completed });
        if (!parallel) {
          const last = defined(sent.at(-1), 'the last update');
          expect(defined(row, 'the history row').position).toBe(Math.min(last.position, duration));
        }
        expect(answers.filter((a) => a.justCompleted)).toHaveLength(completed ? 1 : 0);
        expect(answers.filter((a) => a.journalPrompt !== undefined)).toHaveLength(completed ? 1 : 0);
        expect(await profileStats(t, user.id)).toEqual(
          completed
            ? { completed: before.completed + 1, minutes: before.minutes + Math.round(duration / 60) }
            : before,
        );
      }),
      { numRuns: 30 },
    );
  });
});
