import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { profiles, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { startSessionHistory } from '#server/modules/listening/index.ts';
import type { TestClient } from '#server/testing/auth-client.ts';
import type { createTestApp } from '#server/testing/test-app.ts';
import type { ProgressUpdate } from '#shared/schemas/listening.ts';
import { defined } from '#shared/testing/defined.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A session of its own for one test, so counters and history start from nothing. */
export async function createSession(
  t: TestApp,
  fields: {
    duration: number;
    journalPrompt?: string | null;
    isPremium?: boolean;
    category?: 'impulse' | 'podcast';
  },
): Promise<string> {
  const slug = `progress-${randomUUID()}`;
  const [row] = await t.db
    .insert(sessions)
    .values({ slug, title: slug, description: 'A test session', contentUrl: null, ...fields })
    .returning({ id: sessions.id });
  return defined(row, 'the new session').id;
}

/** A progress save as the player sends it, through the typed API. */
export const saveProgress = (who: TestClient, id: string, body: ProgressUpdate) =>
  who.api.sessions[':id'].progress.$put({ param: { id }, json: body });

/** A raw save with the caller's cookie: for bodies the typed client would not send (not JSON, wrong fields). */
export function putProgress(t: TestApp, id: string, body: unknown, cookie?: string) {
  return t.app.request(`/api/sessions/${id}/progress`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function profileStats(t: TestApp, userId: string) {
  const [row] = await t.db
    .select({ completed: profiles.totalSessionsCompleted, minutes: profiles.totalMinutes })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return defined(row, `the profile of ${userId}`);
}

/**
 * As if the user had pressed play `secondsAgo` seconds ago: the history row a play grant makes,
 * with its credit clock that far back, so saves may credit what could have been heard since.
 */
export async function startedListening(t: TestApp, userId: string, sessionId: string, secondsAgo = 3600) {
  await startSessionHistory(t.db, userId, sessionId);
  await t.db
    .update(userSessionHistory)
    .set({ listenedCheckedAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(and(eq(userSessionHistory.userId, userId), eq(userSessionHistory.sessionId, sessionId)));
}
