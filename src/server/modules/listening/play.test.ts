import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let free: { id: string; contentUrl: string | null };
let untouched: { id: string };
let premium: { id: string };
let admin: SignedIn;
let subscriber: SignedIn;
let freeUser: SignedIn;

const visitor = () => testClient(t);
const play = (id: string, who: TestClient = visitor()) =>
  who.api.sessions[':id'].play.$post({ param: { id } });

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
  const freeAudio = rows.filter((r) => !r.isPremium && r.type === 'audio');
  free = defined(freeAudio[0], 'a free audio session');
  untouched = defined(freeAudio[1], 'a second free audio session');
  premium = defined(
    rows.find((r) => r.isPremium),
    'a premium session',
  );
  const [adminDemo, subscriberDemo, freeDemo] = DEMO_USERS;
  admin = await signInAs(t, adminDemo);
  subscriber = await signInAs(t, subscriberDemo);
  freeUser = await signInAs(t, freeDemo);
});
afterAll(() => t.close());

describe('playback grants', () => {
  it('entitlement: free sessions for all; premium only for subscribers and admins', async () => {
    expect((await play(free.id)).status).toBe(200);
    expect((await play(free.id, freeUser.client)).status).toBe(200);
    for (const who of [visitor(), freeUser.client]) {
      expect(await readJson(await play(premium.id, who), 403)).toEqual({
        error: { code: 'premium_required', message: 'This session requires a subscription to access.' },
      });
    }
    expect((await play(premium.id, subscriber.client)).status).toBe(200);
    expect((await play(premium.id, admin.client)).status).toBe(200);
  });

  it('answers 404 for a missing session, 422 for a malformed id, 409 without audio', async () => {
    expect((await play('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await play('not-a-uuid')).status).toBe(422);
    await t.db.update(sessions).set({ contentUrl: null }).where(eq(sessions.id, free.id));
    try {
      await expectError(await play(free.id), 'no_audio', 409);
    } finally {
      await t.db.update(sessions).set({ contentUrl: free.contentUrl }).where(eq(sessions.id, free.id));
    }
  });
});

describe('the grant looked up ahead of Listen (GET)', () => {
  const lookUp = (id: string, who: TestClient = visitor()) =>
    who.api.sessions[':id'].play.$get({ param: { id } });

  it('answers what POST answers, under the same entitlement, and leaves no trace', async () => {
    const participants = async () => {
      const [row] = await t.db
        .select({ n: sessions.totalParticipants })
        .from(sessions)
        .where(eq(sessions.id, untouched.id));
      return defined(row, 'the untouched session').n;
    };
    const history = () =>
      t.db
        .select()
        .from(userSessionHistory)
        .where(
          and(eq(userSessionHistory.userId, freeUser.id), eq(userSessionHistory.sessionId, untouched.id)),
        );
    const before = await participants();

    const grant = await readJson(await lookUp(untouched.id, freeUser.client));
    expect(grant.url).toMatch(/^\/media\/sessions\/.+\?exp=\d+&sig=/);
    expect(grant).toMatchObject({ resumeAt: 0, completed: false });
    expect(await history()).toEqual([]);
    expect(await participants()).toBe(before);

    expect((await play(untouched.id, freeUser.client)).status).toBe(200);
    expect(await history()).toHaveLength(1);
    expect(await participants()).toBe(before + 1);

    for (const who of [visitor(), freeUser.client]) {
      await expectError(await lookUp(premium.id, who), 'premium_required', 403);
    }
    expect((await lookUp(premium.id, subscriber.client)).status).toBe(200);
    expect((await lookUp('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('signed media', () => {
  it('streams the whole file and byte ranges with the right type', async () => {
    const grant = await readJson(await play(free.id));
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
    const key = defined(free.contentUrl, "the free session's media key");
    const { url } = signMediaUrl(t.deps.env.authSecret, key);
    const tampered = url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    const expired = signMediaUrl(t.deps.env.authSecret, key, Date.now() - 16 * 60 * 1000).url;
    for (const bad of [tampered, expired, `/media/${key}`, url.replace(key, 'sessions/other.weba')]) {
      expect((await t.app.request(bad)).status, bad).toBe(403);
    }
    expect((await t.app.request('/media/avatars/../../etc/passwd')).status).toBe(404);
  });
});
