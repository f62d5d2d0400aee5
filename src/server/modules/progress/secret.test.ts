import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBadges } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { SECRET_SESSION_SLUG } from './secret.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/secret', () => {
  it('shows what unlocks the room and hands out nothing of the bonus before the badge is earned', async () => {
    const newcomer = await signedUpUser(t, { label: 'secret-locked' });
    const room = await readJson(await newcomer.client.api.me.secret.$get());
    expect(room).toMatchObject({
      unlocked: false,
      badge: { id: 'streak-7', name: 'Full Week' },
      progress: { current: 0, target: 7 },
      note: null,
      session: null,
    });
    expect(JSON.stringify(room)).not.toContain('/media/');
  });

  it('opens with the seven-day badge: the team note and the bonus session, signed to play', async () => {
    const regular = await signedUpUser(t, { label: 'secret-open' });
    await t.db.insert(userBadges).values({ userId: regular.id, badgeId: 'streak-7' });
    const room = await readJson(await regular.client.api.me.secret.$get());
    expect(room.unlocked).toBe(true);
    expect(room.unlockedAt).toEqual(expect.any(String));
    expect(room.note).toContain('seven days in a row');
    expect(room.session).toMatchObject({
      title: 'The Room Behind the Streak',
      advisorName: expect.any(String),
    });
    const session = defined(room.session, 'the bonus session');
    expect(session.durationSeconds).toBeGreaterThan(120);
    const media = await testClient(t).get(session.mediaUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toMatch(/^audio\//);
  });

  it('keeps the bonus out of the catalogue: not listed, searched, or opened by its address', async () => {
    const visitor = testClient(t);
    expect((await visitor.api.sessions[':id'].$get({ param: { id: SECRET_SESSION_SLUG } })).status).toBe(404);
    const search = await readJson(await visitor.api.sessions.$get({ query: { q: 'room behind streak' } }));
    expect(search.items.map((s) => s.title)).not.toContain('The Room Behind the Streak');
  });

  it('is for signed-in users only', async () => {
    expect((await testClient(t).api.me.secret.$get()).status).toBe(401);
  });
});
