import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBadges } from '#server/db/schema/index.ts';
import { signedUpUser, testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { SecretRoom } from '#shared/schemas/progress.ts';
import { SECRET_SESSION_SLUG } from './secret.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me/secret', () => {
  it('shows what unlocks the room and hands out nothing of the bonus before the badge is earned', async () => {
    const newcomer = await signedUpUser(t, { label: 'secret-locked' });
    const res = await newcomer.client.get('/api/me/secret');
    expect(res.status).toBe(200);
    const room = (await res.json()) as SecretRoom;
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
    const room = (await (await regular.client.get('/api/me/secret')).json()) as SecretRoom;
    expect(room.unlocked).toBe(true);
    expect(room.unlockedAt).toEqual(expect.any(String));
    expect(room.note).toContain('seven days in a row');
    expect(room.session).toMatchObject({
      title: 'The Room Behind the Streak',
      advisorName: expect.any(String),
    });
    expect(room.session!.durationSeconds).toBeGreaterThan(120);
    const media = await testClient(t).get(room.session!.mediaUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toMatch(/^audio\//);
  });

  it('keeps the bonus out of the catalogue: not listed, searched, or opened by its address', async () => {
    const visitor = testClient(t);
    expect((await visitor.get(`/api/sessions/${SECRET_SESSION_SLUG}`)).status).toBe(404);
    const search = (await (await visitor.get('/api/sessions?q=room%20behind%20streak')).json()) as {
      items: { slug?: string; title: string }[];
    };
    expect(search.items.map((s) => s.title)).not.toContain('The Room Behind the Streak');
  });

  it('is for signed-in users only', async () => {
    expect((await testClient(t).get('/api/me/secret')).status).toBe(401);
  });
});
