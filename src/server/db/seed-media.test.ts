import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '#server/content/load-content.ts';
import type { Content } from '#server/content/load-content.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { coachingPaths, pathSessions, sessions } from './schema/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let content: Content;
beforeAll(async () => {
  t = await createTestApp();
  content = await loadContent(t.deps.env.contentDir);
});
afterAll(() => t.close());

describe('seeded media', () => {
  it('gives every session its real duration, its captions and its cover, all in the media store', async () => {
    const rows = await t.db.select().from(sessions);
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    for (const session of content.sessions) {
      const row = defined(bySlug.get(session.slug), `the row of ${session.slug}`);
      const media = defined(session.media, `${session.slug}'s media`);
      expect(row.duration, session.slug).toBe(Math.round(media.durationSeconds));
      expect(row.captionsKey, session.slug).toBe(`sessions/${session.slug}.vtt`);
      expect(row.artworkKey, session.slug).toBe(`artwork/sessions/${session.slug}`);
      const captions = defined(row.captionsKey, `${session.slug}'s captions key`);
      expect(await t.deps.media.stat(captions), `${session.slug} captions stored`).not.toBeNull();
      expect(
        await t.deps.media.stat(`${row.artworkKey}-512.webp`),
        `${session.slug} cover stored`,
      ).not.toBeNull();
      const chapterLines = session.segments.filter((s) => s.kind === 'chapter').map((s) => s.title);
      expect(
        row.chapters.map((c) => c.title),
        session.slug,
      ).toEqual(chapterLines);
    }
  });

  it('gives every path its cover and keeps the listening order of paths.json', async () => {
    for (const p of content.paths) {
      const [path] = await t.db.select().from(coachingPaths).where(eq(coachingPaths.slug, p.slug));
      expect(path?.artworkKey, p.slug).toBe(`artwork/paths/${p.slug}`);
      const ordered = await t.db
        .select({ slug: sessions.slug })
        .from(pathSessions)
        .innerJoin(sessions, eq(sessions.id, pathSessions.sessionId))
        .where(eq(pathSessions.pathId, defined(path, `the path ${p.slug}`).id))
        .orderBy(asc(pathSessions.position));
      expect(ordered.map((r) => r.slug)).toEqual(p.sessions);
    }
  });
});
