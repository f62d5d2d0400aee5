import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions } from '#server/db/schema/index.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { signInAs, testClient, type TestClient } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let rows: Array<{
  id: string;
  slug: string;
  isPremium: boolean;
  category: string | null;
  chapters: unknown[];
}>;
let visitor: TestClient;
let subscriber: TestClient;

const play = async (id: string, who: TestClient = visitor) =>
  readJson(await who.api.sessions[':id'].play.$post({ param: { id } }));

beforeAll(async () => {
  t = await createTestApp();
  rows = await t.db
    .select({
      id: sessions.id,
      slug: sessions.slug,
      isPremium: sessions.isPremium,
      category: sessions.category,
      chapters: sessions.chapters,
    })
    .from(sessions);
  visitor = testClient(t);
  subscriber = (
    await signInAs(
      t,
      defined(
        DEMO_USERS.find((u) => u.subscribed),
        'a subscribed demo user',
      ),
    )
  ).client;
});
afterAll(() => t.close());

describe('captions, chapters and covers', () => {
  it('hands out captions with the play grant, signed like the media, as WebVTT', async () => {
    const free = defined(
      rows.find((r) => !r.isPremium),
      'a free session',
    );
    const grant = await play(free.id);
    expect(grant.captionsUrl).toMatch(new RegExp(`^/media/sessions/${free.slug}\\.vtt\\?exp=\\d+&sig=`));
    const res = await t.app.request(defined(grant.captionsUrl, 'the captions URL'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await res.text()).toMatch(/^WEBVTT\n\n1\n00:00:0\d\.\d{3} --> /);
  });

  it('keeps the transcript of a premium session behind the grant', async () => {
    const premium = defined(
      rows.find((r) => r.isPremium),
      'a premium session',
    );
    const unsigned = await t.app.request(`/media/sessions/${premium.slug}.vtt`);
    expect(unsigned.status).toBe(403);
    const grant = await play(premium.id, subscriber);
    expect((await t.app.request(defined(grant.captionsUrl, 'the captions URL'))).status).toBe(200);
  });

  it('gives podcasts their chapters in the grant', async () => {
    const podcast = defined(
      rows.find((r) => r.category === 'podcast' && r.chapters.length > 0),
      'a podcast with [chapter] lines',
    );
    const grant = await play(podcast.id, subscriber);
    const chapters = defined(grant.chapters, 'the chapters in the grant');
    expect(chapters.length).toBe(podcast.chapters.length);
    const starts = chapters.map((c) => c.startSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const chapter of chapters) expect(chapter.title.length).toBeGreaterThan(0);
  });

  it('shows covers on cards and paths with their size, served publicly', async () => {
    const list = await readJson(await visitor.api.sessions.$get({ query: { limit: '5' } }));
    for (const card of list.items) {
      expect(card.artwork?.images.map((i) => [i.width, i.height])).toContainEqual([256, 256]);
    }
    const images = defined(defined(list.items[0], 'the first card').artwork, 'its cover').images;
    const image = defined(
      images.find((i) => i.type === 'image/webp' && i.width === 96),
      'the 96-pixel WebP cover',
    );
    const res = await t.app.request(image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('public');
    const paths = await readJson(await visitor.api.paths.$get());
    for (const p of paths.items) expect(p.artwork?.images.length).toBe(6);
  });
});
