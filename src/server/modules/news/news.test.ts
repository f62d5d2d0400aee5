import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import type { NewsCard } from '#shared/schemas/news.ts';
import { defined } from '#shared/testing/defined.ts';

// The project's own index.html as the built page, so the pages' cards can be read.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-news-pages-'));
fs.copyFileSync('index.html', path.join(dist, 'index.html'));
const APP_URL = 'https://founderflow.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST_DIR: dist, APP_URL } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const api = () => testClient(t).api;
const newsPage = async (cursor: string) =>
  readJson(await api().news.$get({ query: { limit: '2', ...(cursor ? { cursor } : {}) } }));

describe('GET /api/news', () => {
  it('pages through the posts newest first, each once', async () => {
    const seen: NewsCard[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await newsPage(cursor);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(new Set(seen.map((p) => p.slug)).size).toBe(seen.length);
    const dates = seen.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const cover = defined(defined(seen[0], 'the newest post').cover, 'its cover');
    expect(cover).toMatchObject({ width: 1200, height: 630, alt: expect.any(String) });
    expect((await t.app.request(cover.url)).headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    ['a bad cursor', '?cursor=%00'],
    ['a forged cursor', `?cursor=${Buffer.from('[1,2]').toString('base64url')}`],
    ['a huge cursor', `?cursor=${'z'.repeat(4000)}`],
    ['a limit of 0', '?limit=0'],
    ['an unknown parameter', '?q=x'],
  ])('refuses %s with 422', async (_label, query) => {
    expect((await t.app.request(`/api/news${query}`)).status).toBe(422);
  });
});

describe('GET /api/news/:slug', () => {
  it('answers the post with its Markdown as sanitised HTML', async () => {
    const post = await readJson(await api().news[':slug'].$get({ param: { slug: 'founder-flow-is-live' } }));
    expect(post).toMatchObject({ title: 'Founder Flow Is Live', author: expect.any(String) });
    expect(post.bodyHtml).toContain('<h2>What is inside</h2>');
    expect(post.bodyHtml).not.toMatch(/<script|<iframe|on\w+=/i);
  });

  it('answers 404 for an unknown post and 4xx for hostile slugs, never 500', async () => {
    expect((await t.app.request('/api/news/no-such-post')).status).toBe(404);
    for (const slug of ['a%00b', 'q'.repeat(4000), 'Has%20Space']) {
      expect((await t.app.request(`/api/news/${slug}`)).status, slug.slice(0, 20)).toBe(422);
    }
  });
});

describe('/news/feed.xml', () => {
  it('is a well-formed Atom feed of the posts with absolute links and full text', async () => {
    const res = await t.app.request('/news/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    type Text = string | { '#text': string };
    type Entry = { id: string; title: Text; updated: string; content: Text; link: unknown };
    const { feed } = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(
      xml,
    ) as { feed: { '@_xmlns': string; id: string; title: Text; updated: string; entry: Entry[] } };
    const text = (value: Text) => (typeof value === 'string' ? value : value['#text']);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    // RFC 4287: a feed has an id, a title and updated; so has each entry.
    expect(feed.id).toBe(`${APP_URL}/news`);
    expect(text(feed.title)).toBe('Founder Flow news');
    expect(Date.parse(feed.updated)).not.toBeNaN();
    expect(feed.entry.length).toBeGreaterThanOrEqual(6);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(new RegExp(`^${APP_URL}/news/[a-z0-9-]+$`));
      expect(text(entry.title)).toBeTruthy();
      expect(Date.parse(entry.updated)).not.toBeNaN();
      expect(text(entry.content)).toContain('<p>');
    }
  });
});

describe('pages, cards and the sitemap', () => {
  const metaOf = (html: string, key: string) =>
    [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)].find(
      ([, k]) => k === key,
    )?.[2];

  it('give a resource and a post their own title and cards, and 404 for unknown ones', async () => {
    const resource = await t.app.request('/library/how-to-read-a-term-sheet');
    expect(resource.status).toBe(200);
    const resourceHtml = await resource.text();
    expect(resourceHtml).toContain(
      '<title>How to Read a Term Sheet Without a Law Degree · Founder Flow</title>',
    );
    expect(metaOf(resourceHtml, 'og:type')).toBe('article');
    expect(metaOf(resourceHtml, 'twitter:description')).toMatch(/^The handful of clauses/);

    const post = await t.app.request('/news/introducing-the-library');
    expect(post.status).toBe(200);
    const postHtml = await post.text();
    expect(metaOf(postHtml, 'og:title')).toBe('Introducing the Library · Founder Flow');
    expect(metaOf(postHtml, 'og:image')).toBe(
      `${APP_URL}/media/images/news/introducing-the-library-h170.webp`,
    );

    for (const missing of ['/library/no-such-thing', '/news/no-such-post', '/library/a%00b', '/news/x/y']) {
      expect((await t.app.request(missing)).status, missing).toBe(404);
    }
  });

  it('list every resource and post in the sitemap', async () => {
    const xml = await (await t.app.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${APP_URL}/library/financial-model-template</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/news/founder-flow-is-live</loc>`);
    expect(xml.match(/\/library\/[a-z0-9-]+</g)?.length).toBeGreaterThanOrEqual(40);
  });
});
