import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/api.ts';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { adminSessionFields } from '#server/testing/admin-session-fields.ts';
import { auditLog, authSessions, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { expectError, readJson, readParsed } from '#server/testing/api-answers.ts';
import { signedUpUser, signInAs, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  adminSessionCreateSchema,
  adminSessionSchema,
  FEATURED_MAX,
  SESSION_MEDIA_MAX_BYTES,
  type AdminSessionCreate,
  type AdminSessionPatch,
} from '#shared/schemas/admin.ts';
import { defined } from '#shared/testing/defined.ts';

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

/** For bodies the typed client would not send, and for every admin route by its path. */
const send = (who: SignedIn, method: string, path: string, body?: unknown) =>
  who.client.request(path, { method, json: body });
const adminApi = (who: SignedIn = admin) => who.client.api.admin;
const patchSession = (id: string, json: AdminSessionPatch) =>
  adminApi().sessions[':id'].$patch({ param: { id }, json });
const patchUser = (who: SignedIn, id: string, json: { banned?: boolean; role?: 'user' | 'admin' }) =>
  adminApi(who).users[':id'].$patch({ param: { id }, json });
const setFeatured = (sessionIds: string[]) => adminApi().featured.$put({ json: { sessionIds } });
const upload = (who: SignedIn, id: string, bytes: Uint8Array<ArrayBuffer>, type = 'audio/webm') =>
  who.client.request(`/api/admin/sessions/${id}/media`, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': type },
  });
/** The shared fields, typed by the create schema (they are valid, so parsing changes nothing). */
const newSession = (who: SignedIn, overrides: Partial<AdminSessionCreate> = {}) =>
  adminApi(who).sessions.$post({
    json: adminSessionCreateSchema.parse(
      adminSessionFields('Hiring your first engineer', 'What to look for, and what to skip.', overrides),
    ),
  });
const auditFor = async (targetId: string) =>
  (await readJson(await adminApi().audit.$get({ query: { targetId } }))).items;
const landingSessions = () => testClient(t).api.sessions.$get({ query: { featured: 'true', limit: '4' } });
const mediaKeyOf = async (id: string, what: string) => {
  const [row] = await t.db.select({ key: sessions.contentUrl }).from(sessions).where(eq(sessions.id, id));
  return defined(row?.key, what);
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

describe('access', () => {
  // Every admin route of the OpenAPI document, so that a route added later is covered too.
  const document = createApi().getOpenAPI31Document(OPENAPI_INFO);
  const adminOperations = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith('/admin'))
    .flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => {
        const op = item[method];
        if (!op) return [];
        return {
          method: method.toUpperCase(),
          path: `/api${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`,
          access: op['x-access'],
        };
      }),
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

    const reauth = (password: string) => adminApi(stale).reauth.$post({ json: { password } });
    await expectError(await reauth('not-the-password'), 'reauth_failed');
    await readJson(await reauth(DEMO_USERS[0].password));
    await readJson(await newSession(stale, { title: 'Confirmed write' }), 201);
    // Signing in again resets the admin's own sessions for the tests below.
    admin = await signInAs(t, DEMO_USERS[0]);
  });
});

describe('sessions', () => {
  it('creates, finds, edits every field and audits each write with before and after', async () => {
    const advisors = (await readJson(await testClient(t).api.coaches.$get({ query: {} }))).items;
    const advisor = defined(advisors[0], 'an advisor');
    const paths = (await readJson(await adminApi().paths.$get())).items;
    const path = defined(paths[0], 'a path');
    const created = await readJson(await newSession(admin, { title: 'Pricing, Plainly' }), 201);
    expect(created).toMatchObject({ slug: 'pricing-plainly', isActive: true, media: null, pathIds: [] });

    const found = await readJson(
      await adminApi().sessions.$get({ query: { q: 'pricing,', sort: 'title', active: 'true' } }),
    );
    expect(found.items.map((s) => s.id)).toEqual([created.id]);
    expect(found.total).toBe(1);

    const edit: AdminSessionPatch = {
      title: 'Pricing, plainly',
      slug: 'pricing-plainly-v2',
      description: 'Charge more than feels comfortable.',
      journalPrompt: 'What would you charge if nobody said no?',
      category: 'podcast',
      type: 'video',
      coachId: advisor.id,
      pathIds: [path.id],
      isPremium: true,
      featured: true,
      isActive: true,
    };
    const edited = await readJson(await patchSession(created.id, edit));
    expect(edited).toMatchObject({ ...edit, featuredPosition: expect.any(Number) });

    const taken = await newSession(admin, { slug: 'pricing-plainly-v2' });
    await expectError(taken, 'slug_taken');
    const strict = await send(admin, 'PATCH', `/api/admin/sessions/${created.id}`, { rating: 5 });
    expect(strict.status).toBe(422);

    const entries = await auditFor(created.id);
    expect(entries.map((e) => e.action)).toEqual(['session.update', 'session.create']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: DEMO_USERS[0].email,
      ipAddress: admin.client.ip,
      before: { title: 'Pricing, Plainly', isPremium: false, type: 'audio' },
      after: { title: 'Pricing, plainly', isPremium: true, type: 'video', pathIds: [path.id] },
    });
    // Append-only, even for the database's own user.
    await expect(t.db.update(auditLog).set({ action: 'x' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
  });

  it('deletes a session nobody heard, and deactivates one with listening history', async () => {
    const unheard = await readJson(await newSession(admin, { title: 'Unheard' }), 201);
    const heard = await readJson(await newSession(admin, { title: 'Heard' }), 201);
    const remove = (id: string) => adminApi().sessions[':id'].$delete({ param: { id } });
    await t.db
      .insert(userSessionHistory)
      .values({ userId: free.id, sessionId: heard.id, durationListened: 30 });

    const gone = await readJson(await remove(unheard.id));
    expect(gone).toEqual({ outcome: 'deleted', session: null });
    expect((await admin.client.get(`/api/admin/sessions/${unheard.id}`)).status).toBe(404);
    const kept = await readJson(await remove(heard.id));
    expect(kept.outcome).toBe('deactivated');
    expect(kept.session?.isActive).toBe(false);
    expect((await t.app.request(`/api/sessions/${heard.id}`)).status).toBe(404);
    expect((await auditFor(unheard.id)).map((e) => e.action)).toEqual(['session.delete', 'session.create']);
    expect((await auditFor(heard.id))[0]).toMatchObject({ action: 'session.deactivate' });
  });
});

describe('session media', () => {
  it('keeps a file by its bytes with its duration read from it, and removes the one it replaces', async () => {
    const session = await readJson(await newSession(admin, { title: 'Voice memo' }), 201);
    // The header says MP3; the bytes are WebM, and the bytes decide.
    const saved = await readParsed(
      await upload(admin, session.id, RECORDING, 'audio/mpeg'),
      adminSessionSchema,
    );
    expect(saved.media?.mimeType).toBe('audio/webm');
    expect(saved.durationSeconds).toBe(3);
    const preview = await t.app.request(defined(saved.media, 'the saved media').previewUrl);
    expect(preview.status).toBe(200);
    expect(Buffer.from(await preview.arrayBuffer()).equals(RECORDING)).toBe(true);

    const before = await mediaKeyOf(session.id, 'the first media key');
    const replaced = await readParsed(await upload(admin, session.id, RECORDING), adminSessionSchema);
    const after = await mediaKeyOf(session.id, 'the replacing media key');
    expect(after).not.toBe(before);
    expect(await t.deps.media.stat(before)).toBeNull();
    expect(await t.deps.media.stat(after)).not.toBeNull();
    expect(replaced.durationSeconds).toBe(3);
    expect((await auditFor(session.id))[0]).toMatchObject({
      action: 'session.media',
      before: { mediaKey: before },
      after: { mediaKey: after, durationSeconds: 3 },
    });
  });

  it('refuses a renamed page (415), one too long (422), one too large (413), audio for a video session (415)', async () => {
    const session = await readJson(await newSession(admin, { title: 'Refusals' }), 201);
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
    // Node needs `duplex` to send a stream; the DOM's RequestInit does not know it.
    const streaming: RequestInit & { duplex: 'half' } = {
      method: 'PUT',
      body: chunks,
      headers: { 'content-type': 'audio/webm' },
      duplex: 'half',
    };
    const streamed = await admin.client.request(`/api/admin/sessions/${session.id}/media`, streaming);
    await expectError(streamed, 'unsupported_session_media');

    await readJson(await patchSession(session.id, { type: 'video' }));
    const audioForVideo = await upload(admin, session.id, OGG, 'audio/ogg');
    await expectError(audioForVideo, 'media_type_mismatch');
    const untouched = await readJson(await adminApi().sessions[':id'].$get({ param: { id: session.id } }));
    expect(untouched.media).toBeNull();
  });
});

describe('featured sessions and paths', () => {
  it('features sessions in the chosen order, and the landing’s list follows it', async () => {
    const page = await readJson(await adminApi().sessions.$get({ query: { active: 'true', limit: '4' } }));
    const chosen = page.items.map((s) => s.id).reverse();
    const saved = await readJson(await setFeatured(chosen));
    expect(saved.items.map((s) => s.featuredPosition)).toEqual([0, 1, 2, 3]);
    const landing = await readJson(await landingSessions());
    expect(landing.items.map((s) => s.id)).toEqual(chosen);

    const firstChosen = defined(chosen[0], 'the first session chosen');
    const swapped = [defined(chosen[1], 'the second session chosen'), firstChosen];
    await readJson(await setFeatured(swapped));
    const after = await readJson(await landingSessions());
    expect(after.items.map((s) => s.id)).toEqual(swapped);

    const unknown = await setFeatured(['00000000-0000-4000-8000-000000000000']);
    await expectError(unknown, 'unknown_sessions');
    const tooMany = await setFeatured(Array.from({ length: FEATURED_MAX + 1 }, () => firstChosen));
    expect(tooMany.status).toBe(422);
    expect((await auditFor('landing'))[0]).toMatchObject({
      before: { sessionIds: chosen },
      after: { sessionIds: swapped },
    });
  });

  it('creates a path and reorders its sessions', async () => {
    const page = await readJson(await adminApi().sessions.$get({ query: { active: 'true', limit: '3' } }));
    const ids = page.items.map((s) => s.id);
    const path = await readJson(
      await adminApi().paths.$post({ json: { title: 'First Hires', sessionIds: ids } }),
      201,
    );
    expect(path.sessions.map((s) => s.id)).toEqual(ids);
    const reordered = [defined(ids[2], 'the third session'), defined(ids[0], 'the first session')];
    const saved = await readJson(
      await adminApi().paths[':id'].$patch({
        param: { id: path.id },
        json: { sessionIds: reordered, title: 'First hires' },
      }),
    );
    expect(saved.sessions.map((s) => s.id)).toEqual(reordered);
    const shown = await readJson(await testClient(t).api.paths[':id'].$get({ param: { id: path.id } }));
    expect(shown.sessions.map((s) => s.id)).toEqual(reordered);
    expect((await auditFor(path.id)).map((e) => e.action)).toEqual(['path.update', 'path.create']);
  });
});

describe('people', () => {
  it('finds people by name or address and shows one without their journal', async () => {
    const found = await readJson(await adminApi().users.$get({ query: { q: 'fran' } }));
    expect(found.items.map((u) => u.id)).toContain(free.id);
    const detail = await readJson(await adminApi().users[':id'].$get({ param: { id: subscriber.id } }));
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
    const banned = await readJson(await patchUser(admin, user.id, { banned: true }));
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

    await readJson(await patchUser(admin, user.id, { banned: false }));
    expect((await again.signIn(user.email, user.password)).status).toBe(200);
    expect((await auditFor(user.id)).map((e) => e.action)).toEqual(['user.unban', 'user.ban']);
  });

  it('keeps the last admin, and no admin bans themselves', async () => {
    const self = await patchUser(admin, admin.id, { banned: true });
    await expectError(self, 'cannot_ban_self');
    const last = await patchUser(admin, admin.id, { role: 'user' });
    await expectError(last, 'last_admin', 409);

    const helper = await signedUpUser(t, { label: 'second-admin' });
    await readJson(await patchUser(admin, helper.id, { role: 'admin' }));
    expect((await helper.client.get('/api/admin/stats')).status).toBe(200);
    // With a second admin, either may step down; then the one left is the last again.
    await readJson(await patchUser(helper, helper.id, { role: 'user' }));
    expect((await helper.client.get('/api/admin/stats')).status).toBe(403);
    await expectError(await patchUser(admin, admin.id, { role: 'user' }), 'last_admin');
    expect((await auditFor(helper.id)).map((e) => [e.action, e.after])).toEqual([
      ['user.role', { role: 'user' }],
      ['user.role', { role: 'admin' }],
    ]);
  });

  it('lists subscriptions and the dashboard figures', async () => {
    const subs = await readJson(await adminApi().subscriptions.$get({ query: { status: 'active' } }));
    expect(subs.items.find((s) => s.userId === subscriber.id)?.entitled).toBe(true);

    const [played] = await t.db.select({ id: sessions.id }).from(sessions).limit(1);
    await t.db.insert(userSessionHistory).values({
      userId: subscriber.id,
      sessionId: defined(played, 'a session').id,
      completed: true,
      durationListened: 100,
    });
    const stats = await readJson(await adminApi().stats.$get());
    expect(stats.users.total).toBeGreaterThanOrEqual(DEMO_USERS.length);
    expect(stats.subscribers).toBeGreaterThanOrEqual(2);
    expect(stats.mrrCents % 1499).toBe(0);
    expect(stats.days).toHaveLength(30);
    const today = defined(stats.days.at(-1), 'today’s figures');
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.plays).toBeGreaterThanOrEqual(1);
    expect(today.completions).toBeGreaterThanOrEqual(1);
    expect(stats.completionRate).toBeGreaterThan(0);
    expect(stats.topByPlays.length).toBeGreaterThan(0);
  });
});
