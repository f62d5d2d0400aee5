import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachingPaths, pathSessions, profiles, userBadges } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { createSession, saveProgress, startedListening } from '#server/testing/listening-progress.ts';
import { signedUpUser, testClient, type SignedIn } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { BADGES } from '#shared/badges.ts';
import { defined } from '#shared/testing/defined.ts';
import { awardBadges } from './badges.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = async (who: SignedIn, duration = 60, category: 'impulse' | 'podcast' = 'impulse') => {
  const id = await createSession(t, { duration, category });
  await startedListening(t, who.id, id);
  return readJson(await saveProgress(who.client, id, { position: duration, listened: duration }));
};
/** The badges a new entry earned: the answer to a saved entry always lists them. */
const writeEntry = async (who: SignedIn, json: { text: string; writtenAt?: string }) =>
  defined((await readJson(await who.client.api.journal.entries.$post({ json }), 201)).newBadges, 'newBadges');
const held = async (userId: string) =>
  (await t.db.select().from(userBadges).where(eq(userBadges.userId, userId))).map((b) => b.badgeId).sort();

describe('badges', () => {
  it('are awarded when the qualifying event is stored, and reported in that answer only', async () => {
    const ada = await signedUpUser(t, { label: 'badges' });
    const first = await complete(ada);
    expect(first.justCompleted).toBe(true);
    expect(first.newBadges?.map((b) => b.id)).toContain('first-session');
    const second = await complete(ada);
    expect(second.newBadges?.map((b) => b.id) ?? []).not.toContain('first-session');
    expect(second.newBadges?.map((b) => b.id) ?? []).not.toContain('first-podcast');
    // The podcast count is kept on the profile by the completion itself.
    expect((await complete(ada, 60, 'podcast')).newBadges?.map((b) => b.id)).toContain('first-podcast');

    const entryBadges = await writeEntry(ada, { text: 'First time writing here.' });
    expect(entryBadges.map((b) => b.id)).toEqual(['first-reflection']);
    expect(await held(ada.id)).toEqual(expect.arrayContaining(['first-reflection', 'first-session']));
  });

  it('come from journal entries too: a third day in a row (written offline), then the tenth entry', async () => {
    const lin = await signedUpUser(t, { label: 'journal-badges' });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const save = async (writtenAt: string) =>
      (await writeEntry(lin, { text: 'A line.', writtenAt })).map((b) => b.id);
    expect(await save(daysAgo(2))).toEqual(['first-reflection']);
    expect(await save(daysAgo(1))).toEqual([]);
    expect(await save(daysAgo(0))).toEqual(['streak-3']);
    const more = [];
    for (let i = 0; i < 7; i++) more.push(await save(daysAgo(0)));
    expect(more.flat()).toEqual(['journal-10']);
    expect(more.at(-1)).toEqual(['journal-10']);
  });

  it('are never awarded twice, however many events race', async () => {
    const grace = await signedUpUser(t, { label: 'race' });
    await t.db
      .update(profiles)
      .set({ totalSessionsCompleted: 10, totalMinutes: 61 })
      .where(eq(profiles.id, grace.id));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => awardBadges(t.db, grace.id, { kind: 'rating', at: new Date() })),
    );
    const awarded = results
      .flat()
      .map((b) => b.id)
      .sort();
    expect(awarded).toEqual(['first-session', 'minutes-60', 'sessions-10']);
    expect(await held(grace.id)).toEqual(['first-session', 'minutes-60', 'sessions-10']);
  });

  it('judge the time of day in the user’s own zone', async () => {
    const owl = await signedUpUser(t, { label: 'owl' });
    await t.db.update(profiles).set({ timeZone: 'Asia/Tokyo' }).where(eq(profiles.id, owl.id));
    // 14:30 UTC is 23:30 in Tokyo: a night owl there, not at home in UTC.
    const late = await awardBadges(t.db, owl.id, {
      kind: 'completion',
      at: new Date('2026-03-01T14:30:00Z'),
    });
    expect(late.map((b) => b.id)).toContain('night-owl');
    expect(late.map((b) => b.id)).not.toContain('early-bird');
    const rows = await t.db
      .select()
      .from(userBadges)
      .where(and(eq(userBadges.userId, owl.id), eq(userBadges.badgeId, 'night-owl')));
    expect(defined(rows[0], 'the night-owl badge row').earnedAt.toISOString()).toBe(
      '2026-03-01T14:30:00.000Z',
    );
  });

  it('give each coaching path a badge of its own, earned with the path’s last session, once', async () => {
    const [inserted] = await t.db
      .insert(coachingPaths)
      .values({ slug: `two-steps-${Date.now()}`, title: 'Two Steps' })
      .returning({ id: coachingPaths.id, slug: coachingPaths.slug });
    const path = defined(inserted, 'the new path');
    const first = await createSession(t, { duration: 60 });
    const last = await createSession(t, { duration: 60 });
    await t.db
      .insert(pathSessions)
      .values([first, last].map((sessionId, position) => ({ pathId: path.id, sessionId, position })));
    const walker = await signedUpUser(t, { label: 'path-badge' });
    const finish = async (id: string) => {
      await startedListening(t, walker.id, id);
      const res = await saveProgress(walker.client, id, { position: 60, listened: 60 });
      return (await readJson(res)).newBadges ?? [];
    };
    expect((await finish(first)).map((b) => b.id)).not.toContain(`path-${path.slug}`);
    const earned = await finish(last);
    expect(earned).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: `path-${path.slug}`, name: 'Two Steps', icon: 'route' }),
        expect.objectContaining({ id: 'first-path' }),
      ]),
    );
    const summary = await readJson(await walker.client.api.me.progress.$get());
    expect(summary.badges.filter((b) => b.id === `path-${path.slug}`)).toHaveLength(1);
    // Heard again, the path earns nothing more.
    expect(await finish(last)).toEqual([]);
  });

  it('are listed for everyone, with when the caller earned each', async () => {
    const visitor = await readJson(await testClient(t).api.badges.$get());
    // The fixed badges first, then one for each coaching path of the seeded catalogue.
    const paths = await t.db.select({ slug: coachingPaths.slug }).from(coachingPaths);
    expect(visitor.items.slice(0, BADGES.length).map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    expect(
      visitor.items
        .slice(BADGES.length)
        .map((b) => b.id)
        .sort(),
    ).toEqual(paths.map((p) => `path-${p.slug}`).sort());
    expect(visitor.items.every((b) => b.earnedAt === null)).toBe(true);
    expect(BADGES.length).toBeGreaterThanOrEqual(15);

    const lin = await signedUpUser(t, { label: 'listed' });
    await complete(lin);
    const mine = await readJson(await lin.client.api.badges.$get());
    const badge = (id: string) =>
      defined(
        mine.items.find((b) => b.id === id),
        `the ${id} badge`,
      );
    expect(badge('first-session').earnedAt).not.toBeNull();
    expect(badge('sessions-100').earnedAt).toBeNull();
  });

  it('show on the progress summary with the streak and the next badges to earn', async () => {
    const sam = await signedUpUser(t, { label: 'summary' });
    await complete(sam, 120);
    await t.db
      .update(profiles)
      .set({ preferences: { hideStreaks: true } })
      .where(eq(profiles.id, sam.id));
    const summary = await readJson(await sam.client.api.me.progress.$get());
    expect(summary).toMatchObject({
      totalSessionsCompleted: 1,
      totalMinutes: 2,
      journalDays: 0,
      streak: { current: 1, countedToday: true, hidden: true },
    });
    expect(summary.badges.map((b) => b.id)).toContain('first-session');
    expect(summary.nextBadges).toHaveLength(3);
    expect(summary.nextBadges.every((b) => b.current < b.target)).toBe(true);
    expect((await testClient(t).api.me.progress.$get()).status).toBe(401);
  });
});
