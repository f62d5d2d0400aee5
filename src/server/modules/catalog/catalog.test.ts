import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { sessions } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

type ListQuery = Parameters<TestClient['api']['sessions']['$get']>[0]['query'];
let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (path: string) => t.app.request(path);
const api = () => testClient(t).api;
const list = async (query: ListQuery) => readJson(await api().sessions.$get({ query }));
const sessionById = (id: string) => api().sessions[':id'].$get({ param: { id } });
const pathById = (id: string) => api().paths[':id'].$get({ param: { id } });
const coachById = (id: string) => api().coaches[':id'].$get({ param: { id } });
const pathList = async () => readJson(await api().paths.$get());
const coachList = async () => readJson(await api().coaches.$get({ query: {} }));
type List = Awaited<ReturnType<typeof list>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`catalogue API on ${process.env.TEST_DB_KIND}`, () => {
  it('reports health and which database answers', async () => {
    expect(await readJson(await api().health.$get())).toEqual({ ok: true, db: process.env.TEST_DB_KIND });
  });

  it('lists featured ∧ active sessions, newest first, limited', async () => {
    const { items } = await list({ featured: 'true', limit: '4' });
    expect(items).toHaveLength(4);
    const rows = await t.db.select().from(sessions).where(eq(sessions.featured, true));
    const newest = rows
      .filter((r) => r.isActive)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 4)
      .map((r) => r.id);
    expect(items.map((i) => i.id)).toEqual(newest);
    for (const card of items) {
      expect(Object.keys(card).sort()).toEqual(
        [
          'artwork',
          'category',
          'coachName',
          'description',
          'durationMinutes',
          'id',
          'isPremium',
          'paths',
          'rating',
          'ratingCount',
          'title',
          'totalParticipants',
          'type',
        ].sort(),
      );
      expect(card.durationMinutes).toBeGreaterThan(0);
      expect(card.paths.length).toBeGreaterThan(0);
    }
  });

  it('hides inactive sessions from every list and from the detail', async () => {
    const { items } = await list({ featured: 'true', limit: '4' });
    const hidden = defined(items[0], 'a featured session');
    await t.db.update(sessions).set({ isActive: false }).where(eq(sessions.id, hidden.id));
    try {
      const after = await list({ featured: 'true', limit: '4' });
      expect(after.items.map((i) => i.id)).not.toContain(hidden.id);
      await readJson(await sessionById(hidden.id), 404);
    } finally {
      await t.db.update(sessions).set({ isActive: true }).where(eq(sessions.id, hidden.id));
    }
  });

  it('walks every active session exactly once with cursors, in each sort order', async () => {
    // Active ones: the secret room's bonus is stored inactive and belongs to no list.
    const total = (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.isActive, true)))
      .length;
    for (const sort of ['newest', 'popular', 'top_rated', 'shortest'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: List = await list({ sort, limit: '7', ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(total);
      expect(seen).toHaveLength(total);
    }
  });

  it('sorts shortest first by duration', async () => {
    const { items } = await list({ sort: 'shortest', limit: '50' });
    const minutes = items.map((i) => i.durationMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it('filters by category, type, premium, coach and path, and combines them', async () => {
    const podcasts = await list({ category: 'podcast', limit: '50' });
    expect(podcasts.items.length).toBeGreaterThanOrEqual(8);
    expect(podcasts.items.every((i) => i.category === 'podcast')).toBe(true);

    const videos = await list({ type: 'video', limit: '50' });
    expect(videos.items.length).toBeGreaterThanOrEqual(2);
    expect(videos.items.every((i) => i.type === 'video')).toBe(true);

    const freeImpulses = await list({ category: 'impulse', premium: 'false', limit: '50' });
    expect(freeImpulses.items.length).toBeGreaterThan(0);
    expect(freeImpulses.items.every((i) => i.category === 'impulse' && !i.isPremium)).toBe(true);

    const { items: paths } = await pathList();
    const path = defined(paths[0], 'the first path');
    const inPath = await list({ pathId: path.id, limit: '50' });
    expect(inPath.items).toHaveLength(path.sessionCount);
    expect(inPath.items.every((i) => i.paths.some((p) => p.id === path.id))).toBe(true);

    const detail = await readJson(await sessionById(defined(inPath.items[0], 'a session of the path').id));
    const byCoach = await list({ coachId: defined(detail.coach, "the session's advisor").id, limit: '50' });
    expect(byCoach.items.map((i) => i.id)).toContain(detail.id);
    expect(byCoach.items.every((i) => i.coachName === detail.coachName)).toBe(true);
  });

  it('searches titles, descriptions and advisor names, safely', async () => {
    const { items } = await list({ q: 'pitch', limit: '50' });
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every(
        (i) => /pitch/i.test(i.title) || /pitch/i.test(i.description) || /pitch/i.test(i.coachName ?? ''),
      ),
    ).toBe(true);
    expect((await list({ q: '%%%_' })).items).toEqual([]);
  });

  it('answers 422 naming the field for bad parameters, never 500', async () => {
    const cases: [string, string][] = [
      ['/api/sessions?limit=0', 'limit'],
      ['/api/sessions?limit=abc', 'limit'],
      ['/api/sessions?category=meditation', 'category'],
      ['/api/sessions?type=podcast', 'type'],
      ['/api/sessions?featured=yes', 'featured'],
      ['/api/sessions?coachId=not-a-uuid', 'coachId'],
      ['/api/sessions?sort=random', 'sort'],
      ['/api/sessions?cursor=garbage', 'cursor'],
      ['/api/sessions?role=admin', '(root)'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(422);
      const body = await expectError(res, 'validation_failed');
      expect(
        body.error.issues?.map((i) => i.field),
        url,
      ).toContain(field);
    }
  });

  it('returns a session by id or slug without any media address', async () => {
    const [withMedia] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.isActive, true), isNotNull(sessions.contentUrl)))
      .limit(1);
    const byId = await readJson(await sessionById(defined(withMedia, 'a session with media').id));
    const bySlug = await readJson(await sessionById(byId.slug));
    expect(bySlug).toEqual(byId);
    expect(byId.hasMedia).toBe(true);
    expect(JSON.stringify(byId)).not.toMatch(/\.(opus|webm|ogg)|content_?url/i);
    const missing = await sessionById('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: 'session_not_found', message: 'The requested session could not be found.' },
    });
  });

  it('lists paths with counts and minutes, and a path with its ordered sessions', async () => {
    const { items } = await pathList();
    expect(items.length).toBeGreaterThanOrEqual(8);
    const detail = await readJson(await pathById(defined(items[0], 'the first path').slug));
    expect(detail.sessions).toHaveLength(detail.sessionCount);
    expect(detail.totalMinutes).toBeGreaterThan(0);
    await readJson(await pathById('no-such-path'), 404);
  });

  it('lists 25 advisors and shows one with bio and sessions', async () => {
    const { items } = await coachList();
    expect(items).toHaveLength(25);
    const withSessions = await Promise.all(
      items.slice(0, 5).map(async (c) => readJson(await coachById(c.id))),
    );
    const coach = defined(
      withSessions.find((c) => c.sessions.length > 0),
      'an advisor with sessions',
    );
    expect(coach.bio.length).toBeGreaterThan(50);
    expect(coach.avatarUrl).toMatch(/^\/media\/avatars\/.+\.svg$/);
    const avatar = await get(defined(coach.avatarUrl, "the advisor's avatar"));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    await readJson(await coachById('nobody'), 404);
  });

  it('counts the catalogue as its lists show it: active sessions, paths and advisors', async () => {
    const counts = await readJson(await api().catalog.counts.$get());
    const active = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.isActive, true));
    const paths = await pathList();
    const advisors = await coachList();
    expect(counts).toEqual({
      sessions: active.length,
      paths: paths.items.length,
      advisors: advisors.items.length,
    });
    expect(counts.paths).toBeGreaterThan(10);
  });

  it('answers unknown API paths with a JSON 404 in the error contract', async () => {
    await expectError(await get('/api/nope'), 'not_found', 404);
  });
});
