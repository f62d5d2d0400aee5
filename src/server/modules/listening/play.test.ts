import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import { signInAs } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let free: { id: string; contentUrl: string | null };
let untouched: { id: string };
let premium: { id: string };
const cookies: Record<string, string> = {};

const play = (id: string, cookie?: string) =>
  t.app.request(`/api/sessions/${id}/play`, { method: 'POST', headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .select({
      id: sessions.id,
      isPremium: sessions.isPremium,
      contentUrl: sessions.contentUrl,
      type: sessions.type,
    })
    .from(sessions);
  free = rows.find((r) => !r.isPremium && r.type === 'audio')!;
  untouched = rows.filter((r) => !r.isPremium && r.type === 'audio')[1]!;
  premium = rows.find((r) => r.isPremium)!;
  for (const demo of DEMO_USERS) cookies[demo.email] = (await signInAs(t, demo)).cookie;
});
afterAll(() => t.close());

describe('playback grants', () => {
  it('entitlement: free sessions for all; premium only for subscribers and admins', async () => {
    const [admin, subscriber, freeUser] = DEMO_USERS.map((u) => cookies[u.email]);
    expect((await play(free.id)).status).toBe(200);
    expect((await play(free.id, freeUser)).status).toBe(200);
    for (const cookie of [undefined, freeUser]) {
      const res = await play(premium.id, cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: 'premium_required', message: 'This session requires a subscription to access.' },
      });
    }
    expect((await play(premium.id, subscriber)).status).toBe(200);
    expect((await play(premium.id, admin)).status).toBe(200);
  });

  it('answers 404 for a missing session, 422 for a malformed id, 409 without audio', async () => {
    expect((await play('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await play('not-a-uuid')).status).toBe(422);
    await t.db.update(sessions).set({ contentUrl: null }).where(eq(sessions.id, free.id));
    try {
      const res = await play(free.id);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('no_audio');
    } finally {
      await t.db.update(sessions).set({ contentUrl: free.contentUrl }).where(eq(sessions.id, free.id));
    }
  });
});

describe('the grant looked up ahead of Listen (GET)', () => {
  const lookUp = (id: string, cookie?: string) =>
    t.app.request(`/api/sessions/${id}/play`, { headers: cookie ? { cookie } : {} });

  it('answers what POST answers, under the same entitlement, and leaves no trace', async () => {
    const [, subscriber, freeUser] = DEMO_USERS.map((u) => cookies[u.email]);
    const participants = async () =>
      (
        await t.db
          .select({ n: sessions.totalParticipants })
          .from(sessions)
          .where(eq(sessions.id, untouched.id))
      )[0]!.n;
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie: freeUser! } });
    const freeUserId = (await session.json()) as { user: { id: string } };
    const history = () =>
      t.db
        .select()
        .from(userSessionHistory)
        .where(
          and(
            eq(userSessionHistory.userId, freeUserId.user.id),
            eq(userSessionHistory.sessionId, untouched.id),
          ),
        );
    const before = await participants();

    const ahead = await lookUp(untouched.id, freeUser);
    expect(ahead.status).toBe(200);
    const grant = (await ahead.json()) as { url: string; resumeAt: number; completed: boolean };
    expect(grant.url).toMatch(/^\/media\/sessions\/.+\?exp=\d+&sig=/);
    expect(grant).toMatchObject({ resumeAt: 0, completed: false });
    expect(await history()).toEqual([]);
    expect(await participants()).toBe(before);

    expect((await play(untouched.id, freeUser)).status).toBe(200);
    expect(await history()).toHaveLength(1);
    expect(await participants()).toBe(before + 1);

    for (const cookie of [undefined, freeUser]) {
      const refused = await lookUp(premium.id, cookie);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('premium_required');
    }
    expect((await lookUp(premium.id, subscriber)).status).toBe(200);
    expect((await lookUp('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('signed media', () => {
  it('streams the whole file and byte ranges with the right type', async () => {
    const grant = (await (await play(free.id)).json()) as { url: string; expiresAt: string };
    expect(new Date(grant.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    const whole = await t.app.request(grant.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/webm');
    const size = Number(whole.headers.get('content-length'));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);

    const part = await t.app.request(grant.url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const beyond = await t.app.request(grant.url, { headers: { range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);

    // A unit the server does not know, or several ranges, are ignored: the whole file, 200.
    for (const range of ['items=0-10', 'bytes=0-1,5-6']) {
      const ignored = await t.app.request(grant.url, { headers: { range } });
      expect(ignored.status, range).toBe(200);
      expect(ignored.headers.get('content-range'), range).toBeNull();
      expect((await ignored.arrayBuffer()).byteLength, range).toBe(size);
    }
  });

  it('refuses tampered, expired and unsigned links', async () => {
    const key = free.contentUrl!;
    const { url } = signMediaUrl(t.deps.env.authSecret, key);
    const tampered = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    const expired = signMediaUrl(t.deps.env.authSecret, key, Date.now() - 16 * 60 * 1000).url;
    for (const bad of [tampered, expired, `/media/${key}`, url.replace(key, 'sessions/other.weba')]) {
      expect((await t.app.request(bad)).status, bad).toBe(403);
    }
    expect((await t.app.request('/media/avatars/../../etc/passwd')).status).toBe(404);
  });
});
