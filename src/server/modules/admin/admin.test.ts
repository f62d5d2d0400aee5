import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/api.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { adminSessionFields } from '#server/testing/admin-session-fields.ts';
import { auditLog, authSessions, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, signInAs, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type {
  AdminPath,
  AdminSession,
  AdminSessionPage,
  AdminSessionRemoved,
  AdminStats,
  AdminUserDetail,
  AuditEntry,
} from '#shared/schemas/admin.ts';
import { FEATURED_MAX, SESSION_MEDIA_MAX_BYTES } from '#shared/schemas/admin.ts';
import type { PathDetail, SessionList } from '#shared/schemas/catalog.ts';

const RECORDING = new Uint8Array(fs.readFileSync('src/server/testing/fixtures/recording-3s.weba'));
const OGG = new Uint8Array(fs.readFileSync('src/server/testing/fixtures/recording-620s.ogg'));

/** A WebM whose Info says it lasts `seconds`: a few hundred bytes that claim four hours. */
function webmClaiming(seconds: number): Uint8Array<ArrayBuffer> {
  const size = (n: number) => {
    const b = Buffer.alloc(8);
    b[0] = 0x01;
    b.writeUIntBE(n, 2, 6);
    return b;
  };
  const el = (id: number[], body: Buffer) => Buffer.concat([Buffer.from(id), size(body.length), body]);
  const byte = (n: number) => Buffer.from([n]);
  const f64 = (n: number) => {
    const b = Buffer.alloc(8);
    b.writeDoubleBE(n);
    return b;
  };
  const ebml = el(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      el([0x42, 0x86], byte(1)),
      el([0x42, 0xf7], byte(1)),
      el([0x42, 0xf2], byte(4)),
      el([0x42, 0xf3], byte(8)),
      el([0x42, 0x82], Buffer.from('webm')),
      el([0x42, 0x87], byte(4)),
      el([0x42, 0x85], byte(2)),
    ]),
  );
  const info = el(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      el([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      el([0x44, 0x89], f64(seconds * 1000)),
    ]),
  );
  const audio = el([0xe1], Buffer.concat([el([0xb5], f64(48000)), el([0x9f], byte(1))]));
  const track = el(
    [0xae],
    Buffer.concat([el([0xd7], byte(1)), el([0x83], byte(2)), el([0x86], Buffer.from('A_OPUS')), audio]),
  );
  const file = Buffer.concat([
    ebml,
    el([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, el([0x16, 0x54, 0xae, 0x6b], track)])),
  ]);
  return new Uint8Array(file);
}

let t: TestApp;
let admin: SignedIn;
let subscriber: SignedIn;
let free: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, subscriber, free] = await Promise.all([
    signInAs(t, DEMO_USERS[0]),
    signInAs(t, DEMO_USERS[1]),
    signInAs(t, DEMO_USERS[2]),
  ]);
});
afterAll(() => t.close());

const send = (who: SignedIn, method: string, path: string, body?: unknown) =>
  who.client.request(path, { method, json: body });
const upload = (who: SignedIn, id: string, bytes: Uint8Array<ArrayBuffer>, type = 'audio/webm') =>
  who.client.request(`/api/admin/sessions/${id}/media`, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': type },
  });
const newSession = (who: SignedIn, overrides: Record<string, unknown> = {}) =>
  send(
    who,
    'POST',
    '/api/admin/sessions',
    adminSessionFields('Hiring your first engineer', 'What to look for, and what to skip.', overrides),
  );
const auditFor = async (targetId: string) =>
  (await readJson<{ items: AuditEntry[] }>(await admin.client.get(`/api/admin/audit?targetId=${targetId}`)))
    .items;

describe('access', () => {
  // Every admin route of the OpenAPI document, so that a route added later is covered too.
  const document = createApi().getOpenAPI31Document(OPENAPI_INFO);
  const adminOperations = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith('/admin'))
    .flatMap(([path, item]) =>
      Object.entries(item as Record<string, { 'x-access'?: string }>).map(([method, op]) => ({
        method: method.toUpperCase(),
        path: `/api${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`,
        access: op['x-access'],
      })),
    );

  it('answers 401 to visitors and 403 to free users and subscribers, on every admin route', async () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(40);
    const visitor = testClient(t);
    for (const op of adminOperations) {
      const label = `${op.method} ${op.path}`;
      expect(op.access, label).toBe('admin');
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
      expect((await visitor.request(op.path, { method: op.method, json: body })).status, label).toBe(401);
      for (const who of [free, subscriber]) {
        const res = await send(who, op.method, op.path, body);
        expect(res.status, `${label} as ${who.email}`).toBe(403);
        await expectError(res, 'forbidden');
      }
    }
  });

  it('asks for the password again when the sign-in is not fresh, then allows writes for a while', async () => {
    const stale = await signInAs(t, DEMO_USERS[0]);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.db.update(authSessions).set({ createdAt: hourAgo }).where(eq(authSessions.userId, stale.id));
    const refused = await newSession(stale);
    await expectError(refused, 'reauth_required', 403);
    // Reading needs no confirmation.
    expect((await stale.client.get('/api/admin/stats')).status).toBe(200);

    const wrong = await send(stale, 'POST', '/api/admin/reauth', { password: 'not-the-password' });
    await expectError(wrong, 'reauth_failed');
    await readJson(await send(stale, 'POST', '/api/admin/reauth', { password: DEMO_USERS[0].password }));
    await readJson(await newSession(stale, { title: 'Confirmed write' }), 201);
    // Signing in again resets the admin's own sessions for the tests below.
    admin = await signInAs(t, DEMO_USERS[0]);
  });
});

describe('sessions', () => {
  it('creates, finds, edits every field and audits each write with before and after', async () => {
    const [advisor] = ((await (await t.app.request('/api/coaches')).json()) as { items: { id: string }[] })
      .items;
    const paths = (await readJson<{ items: AdminPath[] }>(await admin.client.get('/api/admin/paths'))).items;
    const created = await readJson<AdminSession>(await newSession(admin, { title: 'Pricing, Plainly' }), 201);
    expect(created).toMatchObject({ slug: 'pricing-plainly', isActive: true, media: null, pathIds: [] });

    const found = await readJson<AdminSessionPage>(
      await admin.client.get('/api/admin/sessions?q=pricing%2C&sort=title&active=true'),
    );
    expect(found.items.map((s) => s.id)).toEqual([created.id]);
    expect(found.total).toBe(1);

    const edit = {
      title: 'Pricing, plainly',
      slug: 'pricing-plainly-v2',
      description: 'Charge more than feels comfortable.',
      journalPrompt: 'What would you charge if nobody said no?',
      category: 'podcast',
      type: 'video',
      coachId: advisor!.id,
      pathIds: [paths[0]!.id],
      isPremium: true,
      featured: true,
      isActive: true,
    };
    const edited = await readJson<AdminSession>(
      await send(admin, 'PATCH', `/api/admin/sessions/${created.id}`, edit),
    );
    expect(edited).toMatchObject({ ...edit, featuredPosition: expect.any(Number) });

    const taken = await newSession(admin, { slug: 'pricing-plainly-v2' });
    await expectError(taken, 'slug_taken');
    const strict = await send(admin, 'PATCH', `/api/admin/sessions/${created.id}`, { rating: 5 });
    expect(strict.status).toBe(422);

    const entries = await auditFor(created.id);
    expect(entries.map((e) => e.action)).toEqual(['session.update', 'session.create']);
    const update = entries[0]!;
    expect(update).toMatchObject({
      actorId: admin.id,
      actorEmail: DEMO_USERS[0].email,
      ipAddress: admin.client.ip,
      before: { title: 'Pricing, Plainly', isPremium: false, type: 'audio' },
      after: { title: 'Pricing, plainly', isPremium: true, type: 'video', pathIds: [paths[0]!.id] },
    });
    // Append-only, even for the database's own user.
    await expect(t.db.update(auditLog).set({ action: 'x' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
  });

  it('deletes a session nobody heard, and deactivates one with listening history', async () => {
    const unheard = await readJson<AdminSession>(await newSession(admin, { title: 'Unheard' }), 201);
    const heard = await readJson<AdminSession>(await newSession(admin, { title: 'Heard' }), 201);
    await t.db
      .insert(userSessionHistory)
      .values({ userId: free.id, sessionId: heard.id, durationListened: 30 });

    const gone = await readJson<AdminSessionRemoved>(
      await send(admin, 'DELETE', `/api/admin/sessions/${unheard.id}`),
    );
    expect(gone).toEqual({ outcome: 'deleted', session: null });
    expect((await admin.client.get(`/api/admin/sessions/${unheard.id}`)).status).toBe(404);
    const kept = await readJson<AdminSessionRemoved>(
      await send(admin, 'DELETE', `/api/admin/sessions/${heard.id}`),
    );
    expect(kept.outcome).toBe('deactivated');
    expect(kept.session?.isActive).toBe(false);
    expect((await t.app.request(`/api/sessions/${heard.id}`)).status).toBe(404);
    expect((await auditFor(unheard.id)).map((e) => e.action)).toEqual(['session.delete', 'session.create']);
    expect((await auditFor(heard.id))[0]!.action).toBe('session.deactivate');
  });
});

describe('session media', () => {
  it('keeps a file by its bytes with its duration read from it, and removes the one it replaces', async () => {
    const session = await readJson<AdminSession>(await newSession(admin, { title: 'Voice memo' }), 201);
    // The header says MP3; the bytes are WebM, and the bytes decide.
    const saved = await readJson<AdminSession>(await upload(admin, session.id, RECORDING, 'audio/mpeg'));
    expect(saved.media?.mimeType).toBe('audio/webm');
    expect(saved.durationSeconds).toBe(3);
    const preview = await t.app.request(saved.media!.previewUrl);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).equals(RECORDING)).toBe(true);

    const [before] = await t.db
      .select({ key: sessions.contentUrl })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    const replaced = await readJson<AdminSession>(await upload(admin, session.id, RECORDING));
    const [after] = await t.db
      .select({ key: sessions.contentUrl })
      .from(sessions)
      .where(eq(sessions.id, session.id));
    expect(after!.key).not.toBe(before!.key);
    expect(await t.deps.media.stat(before!.key!)).toBeNull();
    expect(await t.deps.media.stat(after!.key!)).not.toBeNull();
    expect(replaced.durationSeconds).toBe(3);
    expect((await auditFor(session.id))[0]).toMatchObject({
      action: 'session.media',
      before: { mediaKey: before!.key },
      after: { mediaKey: after!.key, durationSeconds: 3 },
    });
  });

  it('refuses a renamed page (415), one too long (422), one too large (413), audio for a video session (415)', async () => {
    const session = await readJson<AdminSession>(await newSession(admin, { title: 'Refusals' }), 201);
    const page = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const html = await upload(admin, session.id, page, 'audio/mpeg');
    await expectError(html, 'unsupported_session_media', 415);

    const long = await upload(admin, session.id, webmClaiming(4 * 60 * 60));
    await expectError(long, 'media_too_long', 422);

    // Over 200 MB by its declared length: refused before a byte is read.
    const declared = await admin.client.request(`/api/admin/sessions/${session.id}/media`, {
      method: 'PUT',
      body: new Uint8Array(16),
      headers: { 'content-type': 'audio/webm', 'content-length': String(SESSION_MEDIA_MAX_BYTES + 1) },
    });
    await expectError(declared, 'payload_too_large', 413);
    // Streamed without a length, a few megabytes (far over the 64 KB default) reach the type check.
    let sent = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024 * 1024;
        if (sent > 3 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await admin.client.request(`/api/admin/sessions/${session.id}/media`, {
      method: 'PUT',
      body: chunks,
      headers: { 'content-type': 'audio/webm' },
      duplex: 'half',
    } as RequestInit);
    await expectError(streamed, 'unsupported_session_media');

    await readJson(await send(admin, 'PATCH', `/api/admin/sessions/${session.id}`, { type: 'video' }));
    const audioForVideo = await upload(admin, session.id, OGG, 'audio/ogg');
    await expectError(audioForVideo, 'media_type_mismatch');
    const untouched = await readJson<AdminSession>(
      await admin.client.get(`/api/admin/sessions/${session.id}`),
    );
    expect(untouched.media).toBeNull();
  });
});

describe('featured sessions and paths', () => {
  it('features sessions in the chosen order, and the landing’s list follows it', async () => {
    const page = await readJson<AdminSessionPage>(
      await admin.client.get('/api/admin/sessions?active=true&limit=4'),
    );
    const chosen = page.items.map((s) => s.id).reverse();
    const saved = await readJson<{ items: AdminSession[] }>(
      await send(admin, 'PUT', '/api/admin/featured', { sessionIds: chosen }),
    );
    expect(saved.items.map((s) => s.featuredPosition)).toEqual([0, 1, 2, 3]);
    const landing = await readJson<SessionList>(await t.app.request('/api/sessions?featured=true&limit=4'));
    expect(landing.items.map((s) => s.id)).toEqual(chosen);

    const swapped = [chosen[1]!, chosen[0]!];
    await readJson(await send(admin, 'PUT', '/api/admin/featured', { sessionIds: swapped }));
    const after = await readJson<SessionList>(await t.app.request('/api/sessions?featured=true&limit=4'));
    expect(after.items.map((s) => s.id)).toEqual(swapped);

    const unknown = await send(admin, 'PUT', '/api/admin/featured', {
      sessionIds: ['00000000-0000-4000-8000-000000000000'],
    });
    await expectError(unknown, 'unknown_sessions');
    const tooMany = await send(admin, 'PUT', '/api/admin/featured', {
      sessionIds: Array.from({ length: FEATURED_MAX + 1 }, () => chosen[0]),
    });
    expect(tooMany.status).toBe(422);
    expect((await auditFor('landing'))[0]).toMatchObject({
      before: { sessionIds: chosen },
      after: { sessionIds: swapped },
    });
  });

  it('creates a path and reorders its sessions', async () => {
    const page = await readJson<AdminSessionPage>(
      await admin.client.get('/api/admin/sessions?active=true&limit=3'),
    );
    const ids = page.items.map((s) => s.id);
    const path = await readJson<AdminPath>(
      await send(admin, 'POST', '/api/admin/paths', { title: 'First Hires', sessionIds: ids }),
      201,
    );
    expect(path.sessions.map((s) => s.id)).toEqual(ids);
    const reordered = [ids[2]!, ids[0]!];
    const saved = await readJson<AdminPath>(
      await send(admin, 'PATCH', `/api/admin/paths/${path.id}`, {
        sessionIds: reordered,
        title: 'First hires',
      }),
    );
    expect(saved.sessions.map((s) => s.id)).toEqual(reordered);
    const shown = await readJson<PathDetail>(await t.app.request(`/api/paths/${path.id}`));
    expect(shown.sessions.map((s) => s.id)).toEqual(reordered);
    expect((await auditFor(path.id)).map((e) => e.action)).toEqual(['path.update', 'path.create']);
  });
});

describe('people', () => {
  it('finds people by name or address and shows one without their journal', async () => {
    const found = await readJson<{ items: { id: string }[] }>(
      await admin.client.get('/api/admin/users?q=fran'),
    );
    expect(found.items.map((u) => u.id)).toContain(free.id);
    const detail = await readJson<AdminUserDetail>(
      await admin.client.get(`/api/admin/users/${subscriber.id}`),
    );
    expect(detail).toMatchObject({
      email: DEMO_USERS[1].email,
      signInMethods: ['credential'],
      banned: false,
    });
    expect(detail.subscription?.entitled).toBe(true);
    expect(detail.devices.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail)).not.toMatch(/journal|entries|owl/i);
  });

  it('bans: signed out everywhere and refused at sign-in with a clear message; unbanned signs in again', async () => {
    const user = await signedUpUser(t, { label: 'banned' });
    expect((await user.client.get('/api/me/profile')).status).toBe(200);
    const banned = await readJson<AdminUserDetail>(
      await send(admin, 'PATCH', `/api/admin/users/${user.id}`, { banned: true }),
    );
    expect(banned.banned).toBe(true);
    expect(banned.devices).toEqual([]);
    expect((await user.client.get('/api/me/profile')).status).toBe(401);

    const again = testClient(t);
    const refused = await again.signIn(user.email, user.password);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'ACCOUNT_BANNED',
      message: expect.stringMatching(/suspended/),
    });
    expect(again.hasSession()).toBe(false);

    await readJson(await send(admin, 'PATCH', `/api/admin/users/${user.id}`, { banned: false }));
    expect((await again.signIn(user.email, user.password)).status).toBe(200);
    expect((await auditFor(user.id)).map((e) => e.action)).toEqual(['user.unban', 'user.ban']);
  });

  it('keeps the last admin, and no admin bans themselves', async () => {
    const self = await send(admin, 'PATCH', `/api/admin/users/${admin.id}`, { banned: true });
    await expectError(self, 'cannot_ban_self');
    const last = await send(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'user' });
    await expectError(last, 'last_admin', 409);

    const helper = await signedUpUser(t, { label: 'second-admin' });
    await readJson(await send(admin, 'PATCH', `/api/admin/users/${helper.id}`, { role: 'admin' }));
    expect((await helper.client.get('/api/admin/stats')).status).toBe(200);
    // With a second admin, either may step down; then the one left is the last again.
    await readJson(await send(helper, 'PATCH', `/api/admin/users/${helper.id}`, { role: 'user' }));
    expect((await helper.client.get('/api/admin/stats')).status).toBe(403);
    await expectError(
      await send(admin, 'PATCH', `/api/admin/users/${admin.id}`, { role: 'user' }),
      'last_admin',
    );
    expect((await auditFor(helper.id)).map((e) => [e.action, e.after])).toEqual([
      ['user.role', { role: 'user' }],
      ['user.role', { role: 'admin' }],
    ]);
  });

  it('lists subscriptions and the dashboard figures', async () => {
    const subs = await readJson<{ items: { userId: string; entitled: boolean }[] }>(
      await admin.client.get('/api/admin/subscriptions?status=active'),
    );
    expect(subs.items.find((s) => s.userId === subscriber.id)?.entitled).toBe(true);

    await t.db.insert(userSessionHistory).values({
      userId: subscriber.id,
      sessionId: (await t.db.select({ id: sessions.id }).from(sessions).limit(1))[0]!.id,
      completed: true,
      durationListened: 100,
    });
    const stats = await readJson<AdminStats>(await admin.client.get('/api/admin/stats'));
    expect(stats.users.total).toBeGreaterThanOrEqual(DEMO_USERS.length);
    expect(stats.subscribers).toBeGreaterThanOrEqual(2);
    expect(stats.mrrCents % 1499).toBe(0);
    expect(stats.days).toHaveLength(30);
    const today = stats.days.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.plays).toBeGreaterThanOrEqual(1);
    expect(today.completions).toBeGreaterThanOrEqual(1);
    expect(stats.completionRate).toBeGreaterThan(0);
    expect(stats.topByPlays.length).toBeGreaterThan(0);
  });
});
