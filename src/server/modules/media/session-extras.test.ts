import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '#server/db/demo-users.ts';
import { sessions } from '#server/db/schema/index.ts';
import { signInAs } from '#server/testing/auth-client.ts';
import { createTestApp } from '#server/testing/test-app.ts';

type Grant = {
  url: string;
  captionsUrl: string | null;
  chapters: Array<{ startSeconds: number; title: string }>;
  artwork: { images: Array<{ url: string; width: number; height: number; type: string }> } | null;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let rows: Array<{
  id: string;
  slug: string;
  isPremium: boolean;
  category: string | null;
  chapters: unknown[];
}>;
let subscriber: string;

const play = async (id: string, cookie?: string) => {
  const res = await t.app.request(`/api/sessions/${id}/play`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Grant;
};

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
  subscriber = (
    await signInAs(
      t,
      DEMO_USERS.find((u) => u.subscribed)!,
    )
  ).cookie;
});
afterAll(() => t.close());

describe('captions, chapters and covers', () => {
  it('hands out captions with the play grant, signed like the media, as WebVTT', async () => {
    const free = rows.find((r) => !r.isPremium)!;
    const grant = await play(free.id);
    expect(grant.captionsUrl).toMatch(new RegExp(`^/media/sessions/${free.slug}\\.vtt\\?exp=\\d+&sig=`));
    const res = await t.app.request(grant.captionsUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await res.text()).toMatch(/^WEBVTT\n\n1\n00:00:0\d\.\d{3} --> /);
  });

  it('keeps the transcript of a premium session behind the grant', async () => {
    const premium = rows.find((r) => r.isPremium)!;
    const unsigned = await t.app.request(`/media/sessions/${premium.slug}.vtt`);
    expect(unsigned.status).toBe(403);
    const grant = await play(premium.id, subscriber);
    expect((await t.app.request(grant.captionsUrl!)).status).toBe(200);
  });

  it('gives podcasts their chapters in the grant', async () => {
    const podcast = rows.find((r) => r.category === 'podcast' && r.chapters.length > 0);
    expect(podcast, 'a podcast with [chapter] lines').toBeDefined();
    const grant = await play(podcast!.id, subscriber);
    expect(grant.chapters.length).toBe(podcast!.chapters.length);
    const starts = grant.chapters.map((c) => c.startSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const chapter of grant.chapters) expect(chapter.title.length).toBeGreaterThan(0);
  });

  it('shows covers on cards and paths with their size, served publicly', async () => {
    const list = (await (await t.app.request('/api/sessions?limit=5')).json()) as {
      items: Array<{ artwork: Grant['artwork'] }>;
    };
    for (const card of list.items) {
      expect(card.artwork?.images.map((i) => [i.width, i.height])).toContainEqual([256, 256]);
    }
    const image = list.items[0]!.artwork!.images.find((i) => i.type === 'image/webp' && i.width === 96)!;
    const res = await t.app.request(image.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('public');
    const paths = (await (await t.app.request('/api/paths')).json()) as {
      items: Array<{ artwork: Grant['artwork'] }>;
    };
    for (const p of paths.items) expect(p.artwork?.images.length).toBe(6);
  });
});
