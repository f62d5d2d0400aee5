import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { coaches, coachingPaths, sessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { FEATURED_TTL_MS } from './featured-answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const featured = async (limit = '4') => {
  const res = await testClient(t).api.sessions.$get({ query: { featured: 'true', limit } });
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return readJson(res);
};
const first = async () => defined((await featured()).items[0], 'a featured session');

/** A write made with the triggers switched off, as no writer of the app can: only the cache would hide it. */
async function writeUnseen(statement: ReturnType<typeof sql>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe(`the featured list from the process’s cache on ${process.env.TEST_DB_KIND}`, () => {
  it('serves the stored answer while the catalogue’s versions hold', async () => {
    const card = await first();
    await writeUnseen(sql`update sessions set title = 'Unseen title' where id = ${card.id}`);
    // Nothing moved the key, so the stored answer is served: the cache is in use.
    expect((await first()).title).toBe(card.title);
    // Another page size is an answer of its own, read fresh.
    expect(defined((await featured('5')).items[0], 'a card').title).toBe('Unseen title');
    await t.db.update(sessions).set({ title: card.title }).where(eq(sessions.id, card.id));
    expect((await first()).title).toBe(card.title);
  });

  it('shows every change to what a card shows at once, whoever writes it', async () => {
    const card = await first();
    await t.db.execute(sql`update sessions set title = 'Renamed by SQL' where id = ${card.id}`);
    expect((await first()).title).toBe('Renamed by SQL');

    const [coach] = await t.db
      .select({ id: coaches.id, name: coaches.name })
      .from(coaches)
      .innerJoin(sessions, eq(sessions.coachId, coaches.id))
      .where(eq(sessions.id, card.id));
    const advisor = defined(coach, 'the card’s advisor');
    await t.db.execute(sql`update coaches set name = 'Advisor Renamed' where id = ${advisor.id}`);
    expect((await first()).coachName).toBe('Advisor Renamed');
    await t.db.update(coaches).set({ name: advisor.name }).where(eq(coaches.id, advisor.id));

    const path = defined(card.paths[0], 'a path of the card');
    await t.db.execute(sql`update coaching_paths set title = 'Path Renamed' where id = ${path.id}`);
    expect((await first()).paths.map((p) => p.title)).toContain('Path Renamed');
    await t.db.update(coachingPaths).set({ title: path.title }).where(eq(coachingPaths.id, path.id));

    await t.db.execute(sql`update sessions set is_active = false where id = ${card.id}`);
    expect((await featured()).items.map((c) => c.id)).not.toContain(card.id);
    await t.db.update(sessions).set({ isActive: true, title: card.title }).where(eq(sessions.id, card.id));
  });

  it('shows a session added by plain SQL at once', async () => {
    await featured();
    const slug = `featured-${randomUUID()}`;
    await t.db
      .execute(sql`insert into sessions (slug, title, description, duration, featured, featured_position)
      values (${slug}, 'Added by SQL', 'A new featured session', 300, true, -1)`);
    try {
      expect((await first()).title).toBe('Added by SQL');
    } finally {
      await t.db.delete(sessions).where(eq(sessions.slug, slug));
    }
    expect((await first()).title).not.toBe('Added by SQL');
  });

  it('lets the listeners’ counters age for at most its time to live', async () => {
    const card = await first();
    await t.db.execute(
      sql`update sessions set total_participants = total_participants + 7 where id = ${card.id}`,
    );
    expect((await first()).totalParticipants).toBe(card.totalParticipants);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + FEATURED_TTL_MS + 1);
    expect((await first()).totalParticipants).toBe(card.totalParticipants + 7);
  });
});
