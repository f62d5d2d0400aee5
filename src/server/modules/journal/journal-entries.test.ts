import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityDays, journalEntries, profiles, sessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser, testClient, type SignedIn, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: TestApp;
let ada: SignedIn;
let grace: SignedIn;
let session: { id: string; slug: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  [ada, grace] = await Promise.all([signedUpUser(t, { label: 'ada' }), signedUpUser(t, { label: 'grace' })]);
  const [first] = await t.db
    .select({ id: sessions.id, slug: sessions.slug, title: sessions.title })
    .from(sessions)
    .limit(1);
  session = defined(first, 'a seeded session');
});
afterAll(() => t.close());

type EntryCreate = Parameters<TestClient['api']['journal']['entries']['$post']>[0]['json'];
type EntryQuery = Parameters<TestClient['api']['journal']['entries']['$get']>[0]['query'];
const create = (who: SignedIn, json: EntryCreate) => who.client.api.journal.entries.$post({ json });
/** For bodies the typed client would not send: hostile or malformed ones. */
const createRaw = (who: SignedIn, body: unknown) => who.client.post('/api/journal/entries', body);
const entryOf = (who: SignedIn) => who.client.api.journal.entries[':id'];
const rowsOf = async (userId: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  return defined(row, 'a count').n;
};

describe('journal entries', () => {
  it('are for signed-in users only', async () => {
    const visitor = testClient(t);
    for (const [method, path] of [
      ['GET', '/api/journal/entries'],
      ['POST', '/api/journal/entries'],
      ['GET', '/api/journal/prompt/today'],
      ['GET', '/api/journal/insights'],
      ['GET', '/api/journal/export'],
      ['GET', '/api/journal/owl'],
      ['GET', '/api/journal/memory'],
    ] as const) {
      const res = await visitor.request(path, {
        method,
        ...(method === 'POST' ? { json: { text: 'x' } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates an entry linked to its session, and the same id again is the same entry', async () => {
    const id = randomUUID();
    const body = {
      id,
      text: 'Pitched the seed round to two investors today.\nOne said yes.',
      mood: 4,
      tags: ['Fundraising', 'fundraising', ' pitch '],
      sessionId: session.id,
      prompt: 'What did today teach you?',
    };
    const created = await readJson(await create(ada, body), 201);
    expect(created).toMatchObject({
      id,
      mood: 4,
      tags: ['fundraising', 'pitch'],
      sessionId: session.id,
      sessionTitle: session.title,
      prompt: 'What did today teach you?',
      aiOptOut: false,
      transcriptStatus: 'none',
      audio: null,
    });
    const again = await readJson(await create(ada, { ...body, text: 'a retried copy' }), 200);
    // The first save earned the first-reflection badge; the retry is the same entry and earns nothing.
    const { newBadges, ...entry } = created;
    expect(newBadges?.map((b) => b.id)).toContain('first-reflection');
    expect(again).toEqual(entry);
    expect(await rowsOf(ada.id)).toBe(1);
    // Another user cannot claim the id, nor learn what it holds.
    const taken = await create(grace, { ...body, text: 'mine?' });
    expect(taken.status).toBe(409);
    expect(await taken.text()).not.toContain('investors');
    // Saving counts as activity for the streak on the user's local day.
    const days = await t.db.select().from(activityDays).where(eq(activityDays.userId, ada.id));
    expect(days).toHaveLength(1);
  });

  it('links by slug, keeps an entry whose session is unknown, and refuses bad input without losing anything', async () => {
    const bySlug = await readJson(await create(grace, { text: 'slug', sessionId: session.slug }), 201);
    expect(bySlug.sessionId).toBe(session.id);
    const stale = await readJson(
      await create(grace, { text: 'stale link', sessionId: 'no-such-session' }),
      201,
    );
    expect(stale.sessionId).toBeNull();
    for (const bad of [
      { text: 'nul \u0000 byte' },
      { text: 'x', mood: 6 },
      { text: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { text: 'x', id: 'not-a-uuid' },
      { text: 'x', role: 'admin' },
      { text: 'x'.repeat(20_001) },
    ]) {
      const res = await createRaw(grace, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(422);
    }
    const huge = await create(grace, { text: 'x'.repeat(70_000) });
    expect(huge.status).toBe(413);
    // Line breaks and tabs are writing, not control characters.
    expect((await create(grace, { text: 'line one\n\tline two\r\n' })).status).toBe(201);
  });

  it('keeps each entry to its author: another user gets 404 for read, edit, delete and the Owl', async () => {
    const mine = await readJson(await create(ada, { text: 'private plans' }), 201);
    for (const [method, path, body] of [
      ['GET', `/api/journal/entries/${mine.id}`, undefined],
      ['PATCH', `/api/journal/entries/${mine.id}`, { text: 'overwritten' }],
      ['DELETE', `/api/journal/entries/${mine.id}`, undefined],
      ['GET', `/api/journal/entries/${mine.id}/owl`, undefined],
      ['POST', `/api/journal/entries/${mine.id}/owl`, { message: '' }],
      ['POST', `/api/journal/entries/${mine.id}/transcribe`, undefined],
    ] as const) {
      const res = await grace.client.request(path, { method, ...(body ? { json: body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const still = await readJson(await entryOf(ada).$get({ param: { id: mine.id } }));
    expect(still.text).toBe('private plans');
  });

  it('edits and deletes', async () => {
    const entry = await readJson(await create(ada, { text: 'draft' }), 201);
    const patched = await readJson(
      await entryOf(ada).$patch({
        param: { id: entry.id },
        json: { text: 'final', mood: 2, tags: ['hiring'], aiOptOut: true, transcript: 'spoken words' },
      }),
    );
    expect(patched).toMatchObject({
      text: 'final',
      mood: 2,
      tags: ['hiring'],
      aiOptOut: true,
      transcript: 'spoken words',
      transcriptStatus: 'done',
    });
    expect((await entryOf(ada).$delete({ param: { id: entry.id } })).status).toBe(200);
    expect((await entryOf(ada).$get({ param: { id: entry.id } })).status).toBe(404);
  });

  it('keeps the moment of a saved transcript line with its session, and only with one', async () => {
    const quote = '“Rest is part of the work.”';
    const saved = await readJson(
      await create(grace, { text: quote, sessionId: session.slug, momentSeconds: 754.2 }),
      201,
    );
    expect(saved).toMatchObject({ text: quote, sessionId: session.id, momentSeconds: 754.2 });
    const read = await readJson(await entryOf(grace).$get({ param: { id: saved.id } }));
    expect(read.momentSeconds).toBeCloseTo(754.2, 3);
    const listed = await readJson(
      await grace.client.api.journal.entries.$get({ query: { sessionId: session.id } }),
    );
    expect(listed.items.find((item) => item.id === saved.id)?.momentSeconds).toBeCloseTo(754.2, 3);
    // Without a session (none sent, or a stale one) a moment points nowhere, so it is not kept.
    for (const sessionId of [undefined, 'no-such-session']) {
      const loose = await readJson(
        await create(grace, { text: 'loose', momentSeconds: 12, ...(sessionId ? { sessionId } : {}) }),
        201,
      );
      expect(loose.momentSeconds).toBeNull();
    }
    const plain = await readJson(await create(grace, { text: 'no moment', sessionId: session.id }), 201);
    expect(plain.momentSeconds).toBeNull();
    for (const momentSeconds of [-1, 86_401, '12', true]) {
      const res = await createRaw(grace, { text: 'x', sessionId: session.id, momentSeconds });
      expect(res.status, String(momentSeconds)).toBe(422);
    }
  });
});

describe('finding entries', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signedUpUser(t, { label: 'finder' });
    await t.db.update(profiles).set({ timeZone: 'America/New_York' }).where(eq(profiles.id, user.id));
    const entries = [
      { text: 'Hiring our first engineer', mood: 4, tags: ['hiring'], writtenAt: '2026-03-01T15:00:00Z' },
      { text: 'Runway worries', mood: 2, tags: ['money'], writtenAt: '2026-03-02T03:30:00Z' }, // 1 March in New York
      { text: 'Customer call went well', mood: 5, tags: ['customers'], writtenAt: '2026-03-05T12:00:00Z' },
      { text: 'Quiet day', mood: 3, tags: [], writtenAt: '2026-03-09T12:00:00Z', sessionId: session.id },
    ];
    for (const e of entries) await readJson(await create(user, e), 201);
    const voice = await readJson(await create(user, { text: '', writtenAt: '2026-03-10T12:00:00Z' }), 201);
    await t.db
      .update(journalEntries)
      .set({ transcript: 'We are raising from angel investors' })
      .where(eq(journalEntries.id, voice.id));
  });

  const list = async (query: EntryQuery, who = user) =>
    readJson(await who.client.api.journal.entries.$get({ query }));

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    const first = await list({ limit: '2' });
    expect(first.items.map((e) => e.text)).toEqual(['', 'Quiet day']);
    const second = await list({ limit: '2', cursor: String(first.nextCursor) });
    expect(second.items.map((e) => e.text)).toEqual(['Customer call went well', 'Runway worries']);
    const third = await list({ limit: '2', cursor: String(second.nextCursor) });
    expect(third.items.map((e) => e.text)).toEqual(['Hiring our first engineer']);
    expect(third.nextCursor).toBeNull();
    expect((await user.client.get('/api/journal/entries?cursor=forged')).status).toBe(422);
  });

  it('searches text and transcripts, and filters by mood, tag, session and local dates', async () => {
    expect((await list({ q: 'hire' })).items.map((e) => e.text)).toEqual(['Hiring our first engineer']);
    expect((await list({ q: 'investor' })).items).toHaveLength(1); // found in the transcript
    expect((await list({ mood: '2' })).items.map((e) => e.text)).toEqual(['Runway worries']);
    expect((await list({ tag: 'customers' })).items.map((e) => e.text)).toEqual(['Customer call went well']);
    expect((await list({ sessionId: session.id })).items.map((e) => e.text)).toEqual(['Quiet day']);
    // 03:30 UTC on 2 March is still 1 March in New York.
    expect((await list({ from: '2026-03-01', to: '2026-03-01' })).items.map((e) => e.text)).toEqual([
      'Runway worries',
      'Hiring our first engineer',
    ]);
    expect((await user.client.get('/api/journal/entries?q=%00')).status).toBe(422);
    expect((await user.client.get('/api/journal/entries?from=March')).status).toBe(422);
    // Another user's search finds none of it.
    expect((await list({ q: 'runway' }, grace)).items).toEqual([]);
  });

  it('shows the days of a month with entries, in the user’s zone', async () => {
    const calendar = await readJson(
      await user.client.api.journal.calendar.$get({ query: { month: '2026-03' } }),
    );
    expect(calendar.days).toEqual([
      { date: '2026-03-01', count: 2, averageMood: 3 },
      { date: '2026-03-05', count: 1, averageMood: 5 },
      { date: '2026-03-09', count: 1, averageMood: 3 },
      { date: '2026-03-10', count: 1, averageMood: null },
    ]);
    expect((await user.client.get('/api/journal/calendar?month=2026-13')).status).toBe(422);
  });

  it('computes insights on the server: mood by day, weeks, themes and the sessions that moved the mood', async () => {
    const insightsUser = await signedUpUser(t, { label: 'insights' });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await readJson(
      await create(insightsUser, {
        text: 'Investors passed on our seed round again',
        mood: 1,
        writtenAt: day(3),
      }),
      201,
    );
    await readJson(
      await create(insightsUser, {
        text: 'Fundraising pitch practice with investors',
        mood: 3,
        writtenAt: day(2),
      }),
      201,
    );
    await readJson(
      await create(insightsUser, {
        text: 'Calm after the session',
        mood: 5,
        sessionId: session.id,
        writtenAt: day(1),
      }),
      201,
    );
    await readJson(
      await create(insightsUser, {
        text: 'Investors and fundraising, kept private',
        aiOptOut: true,
        writtenAt: day(1),
      }),
      201,
    );
    const insights = await readJson(
      await insightsUser.client.api.journal.insights.$get({ query: { range: '30d' } }),
    );
    expect(insights.entryCount).toBe(4);
    expect(insights.averageMood).toBe(3);
    expect(insights.moodByDay.map((d) => d.mood)).toEqual([1, 3, 5]);
    expect(insights.entriesByWeek.reduce((sum, w) => sum + w.count, 0)).toBe(4);
    // The kept-away entry feeds no theme: fundraising is counted twice, not three times.
    expect(insights.themes.find((theme) => theme.id === 'fundraising')).toMatchObject({
      count: 2,
      label: expect.any(String),
    });
    expect(insights.sessionMoods).toEqual([
      { sessionId: session.id, sessionTitle: session.title, entries: 1, averageMood: 5, difference: 2 },
    ]);
    expect((await insightsUser.client.get('/api/journal/insights?range=2y')).status).toBe(422);
  });
});

describe('today’s prompt and settings', () => {
  it('gives one question a day, the same on every ask, with why it was chosen', async () => {
    const first = await readJson(await ada.client.api.journal.prompt.today.$get());
    const again = await readJson(await ada.client.api.journal.prompt.today.$get());
    expect(again).toEqual(first);
    expect(first.text).toMatch(/\?$/);
    expect(first.reason.length).toBeGreaterThan(0);
    expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('turns AI off and on', async () => {
    const settingsOf = (who: SignedIn) => who.client.api.journal.settings;
    expect(await readJson(await settingsOf(ada).$get())).toEqual({ aiEnabled: true });
    const off = await settingsOf(ada).$put({ json: { aiEnabled: false } });
    expect(await readJson(off)).toEqual({ aiEnabled: false });
    expect(await readJson(await settingsOf(ada).$get())).toEqual({ aiEnabled: false });
    expect(await (await settingsOf(grace).$get()).json()).toEqual({ aiEnabled: true });
    await settingsOf(ada).$put({ json: { aiEnabled: true } });
  });

  it('deletes all of a user’s entries and only theirs', async () => {
    const user = await signedUpUser(t, { label: 'leaver' });
    await readJson(await create(user, { text: 'one' }), 201);
    await readJson(await create(user, { text: 'two' }), 201);
    const graceBefore = await rowsOf(grace.id);
    expect(await readJson(await user.client.api.journal.entries.$delete())).toEqual({
      deleted: 2,
    });
    expect(await rowsOf(user.id)).toBe(0);
    expect(await rowsOf(grace.id)).toBe(graceBefore);
    const left = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, user.id)));
    expect(left).toEqual([]);
  });
});
