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
    expect(visitor.session).not.toBeNull();
    expect(visitor.session!.durationMinutes).toBeLessThanOrEqual(5);
    expect(visitor.session!.isPremium).toBe(false);
    expect(await dailyPick(day)).toEqual(visitor);
    expect(await dailyPick(day, user)).toEqual(visitor);

    const week = await Promise.all(Array.from({ length: 7 }, (_, i) => dailyPick(`2026-12-0${i + 1}`)));
    expect(new Set(week.map((p) => p.session!.id)).size).toBeGreaterThan(1);
    const today = await dailyPick();
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('skips the sessions the user completed, and only for that user', async () => {
    const day = '2026-11-23';
    const first = (await dailyPick(day)).session!;
    await complete([first.id]);
    const mine = (await dailyPick(day, user)).session!;
    expect(mine.id).not.toBe(first.id);
    expect((await dailyPick(day)).session!.id).toBe(first.id);

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
    expect(sections[0]!.kind).toBe('popular');
    expect(sections[0]!.items.slice(0, 3).map((i) => i.id)).toEqual(top.map((s) => s.id));
    const counts = sections[0]!.items.map((i) => i.totalParticipants);
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
    const [done] = sleepy;
    await complete([done!.id]);
    const { sections } = await recommendations(user);
    const forYou = sections.find((s) => s.kind === 'for_you')!;
    expect(forYou.title).toBe('Recommended for you');
    expect(forYou.items[0]!.id).not.toBe(done!.id);
    expect(sleepy.map((s) => s.id)).toContain(forYou.items[0]!.id);
    for (const section of sections) expect(section.items.map((i) => i.id)).not.toContain(done!.id);
  });

  it('puts the next session of a path in progress first', async () => {
    const { items } = await pathList();
    const paths = await Promise.all(items.map((p) => pathDetail(p.id)));
    // A first session that belongs to this path only, so exactly one path is in progress.
    const path = paths.find((p) => p.sessions[0]!.paths.length === 1)!;
    await complete([path.sessions[0]!.id]);
    const { sections } = await recommendations(user);
    expect(sections[0]!.items[0]!.id).toBe(path.sessions[1]!.id);
  });

  it('follows favourites and saved paths', async () => {
    const [coach] = await t.db
      .select({ id: coaches.id })
      .from(coaches)
      .where(eq(coaches.slug, 'maya-okafor'));
    const hers = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.coachId, coach!.id));
    await t.db.insert(favorites).values({ userId, sessionId: hers[0]!.id });
    const { sections } = await recommendations(user);
    const top = sections[0]!.items.slice(0, hers.length).map((i) => i.id);
    expect(top.filter((id) => hers.some((h) => h.id === id)).length).toBeGreaterThan(0);

    const { items } = await pathList();
    const saved = await pathDetail(items.at(-1)!.id);
    await readJson(await favorite(saved.id, true));
    const after = await recommendations(user);
    const ids = after.sections[0]!.items.map((i) => i.id);
    expect(saved.sessions.some((s) => ids.includes(s.id))).toBe(true);
  });

  it("adds 'Because you listened to …' from the latest session, without repeats", async () => {
    const { items } = await pathList();
    const path = await pathDetail(items[0]!.id);
    const heard = path.sessions[0]!;
    await t.db.insert(userSessionHistory).values({ userId, sessionId: heard.id, durationListened: 40 });
    const { sections } = await recommendations(user);
    const because = sections.find((s) => s.kind === 'because_you_listened')!;
    expect(because.title).toBe(`Because you listened to ${heard.title}`);
    expect(because.basedOn).toEqual({ id: heard.id, title: heard.title });
    expect(because.items.map((i) => i.id)).not.toContain(heard.id);
    const forYou = new Set(sections.find((s) => s.kind === 'for_you')!.items.map((i) => i.id));
    expect(because.items.every((i) => !forYou.has(i.id))).toBe(true);
  });
});

describe(`favourite paths on ${process.env.TEST_DB_KIND}`, () => {
  it('saves and removes a path idempotently, for signed-in users only', async () => {
    const { items } = await pathList();
    const pathId = items[0]!.id;
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
