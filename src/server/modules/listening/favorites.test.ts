import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { favorites, sessions } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let sessionIds: string[];
let userId: string;
let user: TestClient;
const MISSING = '00000000-0000-4000-8000-000000000000';
const sessionAt = (i: number) => defined(sessionIds[i], `active session ${i + 1}`);

const favorite = (method: 'PUT' | 'DELETE', id: string, signedIn = true) =>
  (signedIn ? user : testClient(t)).api.sessions[':id'].favorite[method === 'PUT' ? '$put' : '$delete']({
    param: { id },
  });

const stored = (sessionId: string) =>
  t.db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.sessionId, sessionId)));

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.isActive, true));
  sessionIds = rows.map((r) => r.id);
  ({ client: user, id: userId } = await signInAs(t, DEMO_USERS[2]));
});
afterAll(() => t.close());

describe('PUT and DELETE /api/sessions/:id/favorite', () => {
  it('needs a signed-in user and stores nothing otherwise', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await favorite(method, sessionAt(0), false)).status).toBe(401);
    }
    expect(
      await t.db
        .select()
        .from(favorites)
        .where(eq(favorites.sessionId, sessionAt(0))),
    ).toEqual([]);
  });

  it('adds idempotently and removes idempotently', async () => {
    const sessionId = sessionAt(1);
    for (let i = 0; i < 2; i++) {
      expect(await readJson(await favorite('PUT', sessionId))).toEqual({ favorite: true });
      expect(await stored(sessionId)).toHaveLength(1);
    }
    for (let i = 0; i < 2; i++) {
      expect(await readJson(await favorite('DELETE', sessionId))).toEqual({ favorite: false });
      expect(await stored(sessionId)).toHaveLength(0);
    }
  });

  it('answers 404 for unknown sessions, 422 for malformed ids, and adds no withdrawn session', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      await expectError(await favorite(method, MISSING), 'session_not_found', 404);
      expect((await favorite(method, 'not-a-uuid')).status).toBe(422);
    }

    const sessionId = sessionAt(2);
    await favorite('PUT', sessionId);
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, sessionId));
    try {
      expect((await favorite('PUT', sessionId)).status).toBe(404);
      const removed = await favorite('DELETE', sessionId);
      expect(await removed.json()).toEqual({ favorite: false });
      expect(await stored(sessionId)).toHaveLength(0);
    } finally {
      await t.db.update(sessions).set({ isActive: true }).where(eq(sessions.id, sessionId));
    }
  });
});
