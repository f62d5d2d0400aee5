import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { coaches, coachingPaths, favorites, sessions, userSessionHistory } from '#server/db/schema/index.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import type { SessionCard } from '#shared/schemas/catalog.ts';
import { defined } from '#shared/testing/defined.ts';

type SessionQuery = NonNullable<Parameters<TestClient['api']['sessions']['$get']>[0]>['query'];
let t: Awaited<ReturnType<typeof createTestApp>>;
let user: TestClient;
let userId: string;

const visitor = () => testClient(t);
const sessionPage = async (query: SessionQuery, who = visitor()) =>
  readJson(await who.api.sessions.$get({ query }));
const ids = (list: { items: { id: string }[] }) => list.items.map((i) => i.id).sort();
/** Every page of a query, following the cursors: the catalogue is larger than one page. */
const all = async (query: SessionQuery, who = visitor()) => {
  const items: SessionCard[] = [];
  let cursor: string | null = null;
  do {
    const page = await sessionPage({ limit: '50', ...query, ...(cursor ? { cursor } : {}) }, who);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { items, nextCursor: null };
};
const advisors = async (q?: string) =>
  readJson(await visitor().api.coaches.$get({ query: q === undefined ? {} : { q } }));
const dbIds = async (where: ReturnType<typeof and>) =>
  (
    await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.isActive, true), where))
  )
    .map((r) => r.id)
    .sort();

beforeAll(async () => {
  t = await createTestApp();
  ({ client: user, id: userId } = await signInAs(t, DEMO_USERS[2]));
});
afterAll(() => t.close());

describe(`catalogue search and filters on ${process.env.TEST_DB_KIND}`, () => {
  it('filters by length: ≤ 5, 5–15 and over 15 minutes', async () => {
    const [first] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.isActive, true))
      .limit(1);
    const long = defined(first, 'an active session');
    await t.db
      .update(sessions)
      .set({ duration: 20 * 60 })
      .where(eq(sessions.id, long.id));
    expect(ids(await all({ length: 'short' }))).toEqual(await dbIds(sql`${sessions.duration} <= 300`));
    expect(ids(await all({ length: 'medium' }))).toEqual(
      await dbIds(sql`${sessions.duration} > 300 and ${sessions.duration} <= 900`),
    );
    expect(ids(await all({ length: 'long' }))).toEqual([long.id]);
    const short = await all({ length: 'short' });
    expect(short.items.length).toBeGreaterThan(10);
    expect(short.items.every((i) => i.durationMinutes <= 5)).toBe(true);
  });

  it('combines category, type, premium, length, advisor and search', async () => {
    const combos: [SessionQuery, ReturnType<typeof sql>][] = [
      [
        { category: 'impulse', premium: 'false', length: 'short' },
        sql`${sessions.category} = 'impulse' and not ${sessions.isPremium} and ${sessions.duration} <= 300`,
      ],
      [
        { category: 'podcast', length: 'medium' },
        sql`${sessions.category} = 'podcast' and ${sessions.duration} > 300 and ${sessions.duration} <= 900`,
      ],
      [{ type: 'video', premium: 'true' }, sql`${sessions.type} = 'video' and ${sessions.isPremium}`],
      [
        { category: 'impulse', type: 'audio', premium: 'true', sort: 'shortest' },
        sql`${sessions.category} = 'impulse' and ${sessions.type} = 'audio' and ${sessions.isPremium}`,
      ],
    ];
    for (const [query, where] of combos) {
      const expected = await dbIds(where);
      expect(ids(await all(query)), JSON.stringify(query)).toEqual(expected);
    }
    const [coach] = await t.db
      .select({ id: coaches.id })
      .from(coaches)
      .where(eq(coaches.slug, 'maya-okafor'));
    const mayaShort = await all({
      coachId: defined(coach, "Maya Okafor's row").id,
      length: 'short',
      q: 'help',
    });
    expect(mayaShort.items.map((i) => i.title)).toContain('Asking for Help');
    expect(mayaShort.items.every((i) => i.coachName === 'Maya Okafor' && i.durationMinutes <= 5)).toBe(true);
  });

  it('searches title, description, advisor and path names with every word as a prefix', async () => {
    const byTitle = await all({ q: 'asking for hel' });
    expect(byTitle.items.map((i) => i.title)).toContain('Asking for Help');

    const byCoach = await all({ q: 'okafor' });
    expect(byCoach.items.length).toBeGreaterThan(0);
    expect(byCoach.items.every((i) => i.coachName === 'Maya Okafor')).toBe(true);

    const [path] = await t.db
      .select()
      .from(coachingPaths)
      .where(eq(coachingPaths.slug, 'calm-under-pressure'));
    const inPath = await sessionPage({
      pathId: defined(path, 'the calm-under-pressure path').id,
      limit: '50',
    });
    const byPath = await all({ q: 'calm under pressure' });
    expect(ids(byPath)).toEqual(expect.arrayContaining(ids(inPath)));

    // Stemmed: "pitches" and "pitching" find "pitch"; and the description counts too.
    const pitch = ids(await all({ q: 'pitching' }));
    expect(pitch.length).toBeGreaterThan(0);
    expect(ids(await all({ q: 'pitches' }))).toEqual(pitch);

    // Nothing searchable, or only stop words: an empty list, never everything and never an error.
    expect((await all({ q: '%%%_' })).items).toEqual([]);
    expect((await all({ q: 'the' })).items).toEqual([]);
    expect((await all({ q: 'zzzzqqq' })).items).toEqual([]);
  });

  it('keeps the search current when an advisor or a path is renamed', async () => {
    const [maya] = await t.db.select().from(coaches).where(eq(coaches.slug, 'maya-okafor'));
    const coach = defined(maya, "Maya Okafor's row");
    await t.db.update(coaches).set({ name: 'Maya Quillfeather' }).where(eq(coaches.id, coach.id));
    try {
      expect(ids(await all({ q: 'quillfeather' }))).toEqual(ids(await all({ coachId: coach.id })));
      // Only sessions that name her in their own text still match the old name.
      const old = await all({ q: 'okafor' });
      expect(old.items.every((i) => /okafor/i.test(i.title + i.description))).toBe(true);
    } finally {
      await t.db.update(coaches).set({ name: coach.name }).where(eq(coaches.id, coach.id));
    }

    const [firstPath] = await t.db.select().from(coachingPaths).limit(1);
    const path = defined(firstPath, 'a coaching path');
    await t.db
      .update(coachingPaths)
      .set({ title: 'Zebrafinch Journey' })
      .where(eq(coachingPaths.id, path.id));
    try {
      expect(ids(await all({ q: 'zebrafinch' }))).toEqual(ids(await all({ pathId: path.id })));
    } finally {
      await t.db.update(coachingPaths).set({ title: path.title }).where(eq(coachingPaths.id, path.id));
    }
  });

  it('filters by the signed-in user’s progress and favourites', async () => {
    const rows = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.isActive, true))
      .limit(4);
    const [done, half, opened, liked] = rows.map((r) => r.id);
    if (!done || !half || !opened || !liked)
      throw new Error(`4 active sessions expected, got ${rows.length}`);
    await t.db.insert(userSessionHistory).values([
      { userId, sessionId: done, durationListened: 200, completed: true },
      { userId, sessionId: half, durationListened: 30, completed: false },
      // Opened but nothing heard yet still counts as not started (the play button says Listen).
      { userId, sessionId: opened, durationListened: 0, completed: false },
    ]);
    await t.db.insert(favorites).values({ userId, sessionId: liked });

    expect(ids(await all({ progress: 'completed' }, user))).toEqual([done]);
    expect(ids(await all({ progress: 'in_progress' }, user))).toEqual([half]);
    const notStarted = ids(await all({ progress: 'not_started' }, user));
    expect(notStarted).toContain(opened);
    expect(notStarted).not.toContain(done);
    expect(notStarted).not.toContain(half);
    expect(notStarted.length).toBe((await dbIds(undefined)).length - 2);
    expect(ids(await all({ favorites: 'true' }, user))).toEqual([liked]);
    expect(ids(await all({ favorites: 'true', progress: 'completed' }, user))).toEqual([]);

    for (const query of [{ progress: 'completed' }, { favorites: 'true' }] as const) {
      await expectError(await visitor().api.sessions.$get({ query }), 'unauthorized', 401);
    }
    await t.db.delete(userSessionHistory).where(eq(userSessionHistory.userId, userId));
    await t.db.delete(favorites).where(eq(favorites.userId, userId));
  });

  it('keeps cursors stable while sessions are added between pages', async () => {
    const before = await dbIds(undefined);
    const [firstRow] = await t.db.select().from(sessions).limit(1);
    const template = defined(firstRow, 'a session to copy');
    let added = 0;
    for (const sort of ['newest', 'popular', 'top_rated', 'shortest'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await sessionPage({ sort, limit: '5', ...(cursor ? { cursor } : {}) });
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
        // New sessions land before, inside and after the pages still to come.
        for (const offset of [-1, 0, 1]) {
          added++;
          await t.db.insert(sessions).values({
            slug: `added-${sort}-${added}`,
            title: `Added ${added}`,
            description: 'Inserted while a client pages through the list',
            duration: template.duration + offset * 60 * (added % 5),
            totalParticipants: (added * 37) % 500,
            rating: (added % 5) + 0.5,
            createdAt: new Date(Date.now() + offset * 86_400_000 * (added % 40)),
          });
        }
      } while (cursor);
      expect(new Set(seen).size, `${sort}: no duplicates`).toBe(seen.length);
      expect(seen, `${sort}: every earlier session once`).toEqual(expect.arrayContaining(before));
      const order = seen.filter((id) => before.includes(id));
      expect(order.length).toBe(before.length);
    }
    await t.db.delete(sessions).where(sql`${sessions.slug} like 'added-%'`);
  });

  it('answers 422 naming the field for bad filters and cursors', async () => {
    const page = await sessionPage({ sort: 'newest', limit: '2' });
    const popular = await sessionPage({ sort: 'popular', limit: '2' });
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = defined(page.items[0], 'the newest session').id;
    const cases: [string, string][] = [
      ['/api/sessions?length=tiny', 'length'],
      ['/api/sessions?progress=done', 'progress'],
      ['/api/sessions?favorites=false', 'favorites'],
      ['/api/sessions?pathId=nope', 'pathId'],
      ['/api/sessions?q=' + 'x'.repeat(201), 'q'],
      [`/api/sessions?sort=popular&cursor=${page.nextCursor}`, 'cursor'],
      [`/api/sessions?sort=newest&cursor=${popular.nextCursor}`, 'cursor'],
      [`/api/sessions?sort=popular&cursor=${forged(['popular', 'lots', id])}`, 'cursor'],
      [`/api/sessions?sort=newest&cursor=${forged(['newest', "2026-01-01'; drop table x", id])}`, 'cursor'],
      [`/api/sessions?cursor=${forged(['newest', '2026-01-01T00:00:00.000000Z', 'x'])}`, 'cursor'],
      ['/api/coaches?q=' + 'x'.repeat(101), 'q'],
      ['/api/coaches?name=maya', '(root)'],
    ];
    // Raw addresses: the point is what the server makes of values the typed client would not send.
    for (const [url, field] of cases) {
      const body = await expectError(await visitor().get(url), 'validation_failed', 422);
      expect(
        body.error.issues?.map((i) => i.field),
        url,
      ).toContain(field);
    }
  });

  it('searches advisors by name, title and expertise', async () => {
    const every = await advisors();
    expect(every.items).toHaveLength(25);
    const byName = await advisors('okaf');
    expect(byName.items.map((c) => c.name)).toEqual(['Maya Okafor']);
    const bySkill = await advisors('sleep');
    expect(bySkill.items.length).toBeGreaterThan(0);
    expect(
      bySkill.items.every(
        (c) => /sleep/i.test(c.name + c.title) || c.expertise.some((e) => /sleep/i.test(e)),
      ),
    ).toBe(true);
    expect(bySkill.items.map((c) => c.name)).toContain('Tomas Reyes-Lindqvist');
    expect((await advisors('%')).items).toEqual([]);
  });

  it('shows path progress and the next unfinished session to the signed-in user only', async () => {
    const paths = await readJson(await visitor().api.paths.$get());
    expect(paths.items.every((p) => p.progress === null && p.favorite === false)).toBe(true);

    const path = defined(paths.items[0], 'the first path');
    const pathDetail = async (who: TestClient) =>
      readJson(await who.api.paths[':id'].$get({ param: { id: path.id } }));
    const detail = await pathDetail(visitor());
    const [first, second, third] = detail.sessions.map((s) => s.id);
    if (!first || !second || !third)
      throw new Error(`the path has ${detail.sessions.length} sessions, not 3+`);
    await t.db.insert(userSessionHistory).values([
      { userId, sessionId: first, durationListened: 500, completed: true },
      { userId, sessionId: third, durationListened: 500, completed: true },
    ]);
    const mine = await pathDetail(user);
    expect(mine.progress).toEqual({
      completedCount: 2,
      completedSessionIds: [first, third],
      started: true,
      nextSessionId: second,
    });
    const list = await readJson(await user.api.paths.$get());
    expect(list.items.find((p) => p.id === path.id)?.progress?.completedCount).toBe(2);
    const others = list.items.filter((p) => p.id !== path.id);
    expect(others.every((p) => p.progress !== null && p.progress.nextSessionId !== null)).toBe(true);
    await t.db
      .delete(userSessionHistory)
      .where(
        and(eq(userSessionHistory.userId, userId), inArray(userSessionHistory.sessionId, [first, third])),
      );
  });
});
