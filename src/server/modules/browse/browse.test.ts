import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import {
  coaches,
  favoritePaths,
  favorites,
  profiles,
  sessions,
  userSessionHistory,
} from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let user: TestClient;
let userId: string;
const visitor = () => testClient(t);

const dailyPick = async (date?: string, who = visitor()) =>
  readJson(await who.api['daily-pick'].$get({ query: date === undefined ? {} : { date } }));
const recommendations = async (who = visitor()) => readJson(await who.api.recommendations.$get());
const pathList = async (who = visitor()) => readJson(await who.api.paths.$get());
const pathDetail = async (id: string, who = visitor()) =>
  readJson(await who.api.paths[':id'].$get({ param: { id } }));
const favorite = (id: string, on: boolean, who = user) =>
  who.api.paths[':id'].favorite[on ? '$put' : '$delete']({ param: { id } });

const complete = (sessionIds: string[]) =>
  t.db
    .insert(userSessionHistory)
    .values(sessionIds.map((sessionId) => ({ userId, sessionId, durationListened: 999, completed: true })));

beforeAll(async () => {
  t = await createTestApp();
  ({ client: user, id: userId } = await signInAs(t, DEMO_USERS[1]));
});
afterEach(async () => {
  await t.db.delete(userSessionHistory).where(eq(userSessionHistory.userId, userId));
  await t.db.delete(favorites).where(eq(favorites.userId, userId));
  await t.db.delete(favoritePaths).where(eq(favoritePaths.userId, userId));
  await t.db.update(profiles).set({ goals: [] }).where(eq(profiles.id, userId));
});
afterAll(() => t.close());

describe(`Today's impulse on ${process.env.TEST_DB_KIND}`, () => {
  it('is one short free session, the same for everyone on the same day', async () => {
    const day = '2026-11-22';
    const visitor = await dailyPick(day);
    expect(visitor.date).toBe(day);
    const session = defined(visitor.session, "the day's session");
    expect(session.durationMinutes).toBeLessThanOrEqual(5);
    expect(session.isPremium).toBe(false);
    expect(await dailyPick(day)).toEqual(visitor);
    expect(await dailyPick(day, user)).toEqual(visitor);

    const week = await Promise.all(Array.from({ length: 7 }, (_, i) => dailyPick(`2026-12-0${i + 1}`)));
    expect(new Set(week.map((p) => defined(p.session, `the session of ${p.date}`).id)).size).toBeGreaterThan(
      1,
    );
    const today = await dailyPick();
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('skips the sessions the user completed, and only for that user', async () => {
    const day = '2026-11-23';
    const first = defined((await dailyPick(day)).session, "a visitor's session");
    await complete([first.id]);
    const mine = defined((await dailyPick(day, user)).session, "the user's session");
    expect(mine.id).not.toBe(first.id);
    expect((await dailyPick(day)).session?.id).toBe(first.id);

    const candidates = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        sql`${sessions.isActive} and not ${sessions.isPremium} and ${sessions.duration} between 1 and 300`,
      );
    await complete(candidates.map((c) => c.id).filter((id) => id !== first.id));
    expect((await dailyPick(day, user)).session).toBeNull();
  });

  it('refuses a date that is not a calendar day', async () => {
    for (const date of ['tomorrow', '2026-02-30', '2026-1-1']) {
      const body = await readJson(await visitor().api['daily-pick'].$get({ query: { date } }), 422);
      expect(body.error.issues?.map((i) => i.field)).toContain('date');
    }
  });
});

describe(`recommendations on ${process.env.TEST_DB_KIND}`, () => {
  it('shows visitors the most popular sessions', async () => {
    const top = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .orderBy(sql`${sessions.totalParticipants} desc`, sessions.id)
      .limit(3);
    await Promise.all(
      top.map((s, i) =>
        t.db
          .update(sessions)
          .set({ totalParticipants: 10_000 - i })
          .where(eq(sessions.id, s.id)),
      ),
    );
    const { sections } = await recommendations();
    expect(sections).toHaveLength(1);
    const popular = defined(sections[0], 'the one section');
    expect(popular.kind).toBe('popular');
    expect(popular.items.slice(0, 3).map((i) => i.id)).toEqual(top.map((s) => s.id));
    const counts = popular.items.map((i) => i.totalParticipants);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('ranks by onboarding goals and never repeats a completed session', async () => {
    await t.db
      .update(profiles)
      .set({ goals: ['Better sleep'] })
      .where(eq(profiles.id, userId));
    const sleepy = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(sql`${sessions.searchVector} @@ to_tsquery('english', 'sleep')`);
    expect(sleepy.length).toBeGreaterThan(1);
    const done = defined(sleepy[0], 'a sleep session');
    await complete([done.id]);
    const { sections } = await recommendations(user);
    const forYou = defined(
      sections.find((s) => s.kind === 'for_you'),
      "the 'for you' section",
    );
    expect(forYou.title).toBe('Recommended for you');
    const firstForYou = defined(forYou.items[0], "the first 'for you' session");
    expect(firstForYou.id).not.toBe(done.id);
    expect(sleepy.map((s) => s.id)).toContain(firstForYou.id);
    for (const section of sections) expect(section.items.map((i) => i.id)).not.toContain(done.id);
  });

  it('puts the next session of a path in progress first', async () => {
    const { items } = await pathList();
    const paths = await Promise.all(items.map((p) => pathDetail(p.id)));
    // A first session that belongs to this path only, so exactly one path is in progress.
    const path = defined(
      paths.find((p) => p.sessions[0]?.paths.length === 1),
      'a path whose first session is its own',
    );
    await complete([defined(path.sessions[0], "the path's first session").id]);
    const { sections } = await recommendations(user);
    expect(sections[0]?.items[0]?.id).toBe(defined(path.sessions[1], "the path's second session").id);
  });

  it('follows favourites and saved paths', async () => {
    const [coach] = await t.db
      .select({ id: coaches.id })
      .from(coaches)
      .where(eq(coaches.slug, 'maya-okafor'));
    const hers = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.coachId, defined(coach, "Maya Okafor's coach row").id));
    await t.db.insert(favorites).values({ userId, sessionId: defined(hers[0], 'her first session').id });
    const { sections } = await recommendations(user);
    const top = defined(sections[0], 'the first section')
      .items.slice(0, hers.length)
      .map((i) => i.id);
    expect(top.filter((id) => hers.some((h) => h.id === id)).length).toBeGreaterThan(0);

    const { items } = await pathList();
    const saved = await pathDetail(defined(items.at(-1), 'the last path').id);
    await readJson(await favorite(saved.id, true));
    const after = await recommendations(user);
    const ids = defined(after.sections[0], 'the first section').items.map((i) => i.id);
    expect(saved.sessions.some((s) => ids.includes(s.id))).toBe(true);
  });

  it("adds 'Because you listened to …' from the latest session, without repeats", async () => {
    const { items } = await pathList();
    const path = await pathDetail(defined(items[0], 'the first path').id);
    const heard = defined(path.sessions[0], "the path's first session");
    await t.db.insert(userSessionHistory).values({ userId, sessionId: heard.id, durationListened: 40 });
    const { sections } = await recommendations(user);
    const because = defined(
      sections.find((s) => s.kind === 'because_you_listened'),
      "the 'because you listened' section",
    );
    expect(because.title).toBe(`Because you listened to ${heard.title}`);
    expect(because.basedOn).toEqual({ id: heard.id, title: heard.title });
    expect(because.items.map((i) => i.id)).not.toContain(heard.id);
    const forYou = new Set(
      defined(
        sections.find((s) => s.kind === 'for_you'),
        "the 'for you' section",
      ).items.map((i) => i.id),
    );
    expect(because.items.every((i) => !forYou.has(i.id))).toBe(true);
  });
});

describe(`favourite paths on ${process.env.TEST_DB_KIND}`, () => {
  it('saves and removes a path idempotently, for signed-in users only', async () => {
    const { items } = await pathList();
    const pathId = defined(items[0], 'the first path').id;
    const refused = await readJson(await favorite(pathId, true, visitor()), 401);
    expect(refused.error.message).toBe('Sign in to save coaching paths.');

    for (let i = 0; i < 2; i++) {
      expect(await readJson(await favorite(pathId, true))).toEqual({
        favorite: true,
      });
    }
    const stored = await t.db
      .select()
      .from(favoritePaths)
      .where(and(eq(favoritePaths.userId, userId), eq(favoritePaths.pathId, pathId)));
    expect(stored).toHaveLength(1);
    const mine = await pathList(user);
    expect(mine.items.filter((p) => p.favorite).map((p) => p.id)).toEqual([pathId]);
    expect((await pathDetail(pathId, user)).favorite).toBe(true);

    for (let i = 0; i < 2; i++) {
      expect(await readJson(await favorite(pathId, false))).toEqual({
        favorite: false,
      });
    }
    expect(
      await t.db
        .select()
        .from(favoritePaths)
        .where(inArray(favoritePaths.pathId, [pathId])),
    ).toEqual([]);
    await readJson(await favorite('00000000-0000-4000-8000-000000000000', true), 404);
    await readJson(await favorite('not-a-uuid', true), 422);
  });
});
