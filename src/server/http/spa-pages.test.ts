import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitchShareLinks, sessions } from '#server/db/schema/index.ts';
import { parseVtt } from './spa-pages-moment.ts';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { sharedDeck } from '#server/testing/shared-deck.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { APP_PAGES, APP_ROUTES, type PageLookup } from '#shared/app-routes.ts';
import { defined } from '#shared/testing/defined.ts';

// The project's own index.html (its site-wide title, description and cards) as the built page, and
// a stand-in for the landing's document for visitors with the same head (landing-document.test.ts
// holds the real one to it).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-spa-pages-'));
const shell = fs.readFileSync('index.html', 'utf8');
fs.writeFileSync(path.join(dist, 'index.html'), shell);
fs.writeFileSync(path.join(dist, 'landing.html'), shell.replace('<body>', '<body><main>Landing</main>'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST_DIR: dist, APP_URL: 'https://founderflow.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The content of every <meta> with that name or property, and the <title>s. */
function cards(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)]
      .filter(([, k]) => k === key)
      .map(([, , v]) => v);
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map(([, v]) => v);
  return { meta, titles };
}

const api = () => testClient(t).api;

async function firstOf(kind: 'sessions' | 'paths' | 'coaches') {
  const { items } =
    kind === 'sessions'
      ? await readJson(await api().sessions.$get({ query: { limit: '1' } }))
      : kind === 'paths'
        ? await readJson(await api().paths.$get())
        : await readJson(await api().coaches.$get({ query: {} }));
  return defined(items[0], `the first of /api/${kind}`).id;
}

async function firstSlug(list: 'library' | 'news') {
  const { items } =
    list === 'library'
      ? await readJson(await api().library.resources.$get({ query: { limit: '1' } }))
      : await readJson(await api().news.$get({ query: { limit: '1' } }));
  return defined(items[0], `the first of the ${list} list`).slug;
}

/** A real id for every lookup (a new kind of lookup fails typecheck here until it has one). */
const realId: Record<Exclude<PageLookup, 'private'>, () => Promise<string>> = {
  session: () => firstOf('sessions'),
  path: () => firstOf('paths'),
  advisor: () => firstOf('coaches'),
  library: () => firstSlug('library'),
  news: () => firstSlug('news'),
  deck: async () => (await sharedDeck(t)).token,
};

const NOINDEX = '<meta name="robots" content="noindex" />';

describe('pages of the SPA', () => {
  it('answer 200 for every page of the app, and 404 (with the app) for anything else', async () => {
    for (const route of APP_ROUTES.filter((r) => !r.includes(':'))) {
      expect((await t.app.request(route)).status, route).toBe(200);
    }
    for (const missing of ['/no-such-page', '/sessions/a/b', '/profile/x', '/%E0%A4%A']) {
      const res = await t.app.request(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('answer 404 for a session, path or advisor that does not exist, however odd the id', async () => {
    for (const missing of [
      '/sessions/no-such-session',
      '/sessions/00000000-0000-4000-8000-000000000000',
      '/paths/no-such-path',
      '/advisors/no-such-advisor',
      '/sessions/a%00b',
      `/sessions/${'x'.repeat(3000)}`,
    ]) {
      expect((await t.app.request(missing)).status, missing.slice(0, 40)).toBe(404);
    }
  });

  it('answer every page with an :id by its lookup: 200 for a real id, 404 for an unknown one; a private page 200 for any id, noindex and without cards', async () => {
    let asked = 0;
    for (const { path: route, lookup } of APP_PAGES) {
      if (lookup === 'none') continue;
      asked += 1;
      const at = (id: string) => route.replace(':id', encodeURIComponent(id));
      if (lookup === 'private') {
        for (const id of [randomUUID(), 'any-id']) {
          const res = await t.app.request(at(id));
          expect(res.status, at(id)).toBe(200);
          const html = await res.text();
          expect(html, at(id)).toContain(NOINDEX);
          expect(cards(html).meta('og:title'), at(id)).toEqual([]);
          expect(cards(html).meta('twitter:card'), at(id)).toEqual([]);
        }
        continue;
      }
      const real = at(await realId[lookup]());
      const res = await t.app.request(real);
      expect(res.status, real).toBe(200);
      expect(cards(await res.text()).meta('og:url'), real).toEqual([`https://founderflow.example${real}`]);
      for (const unknown of ['no-such-thing', randomUUID(), 'A'.repeat(32)]) {
        expect((await t.app.request(at(unknown))).status, at(unknown)).toBe(404);
      }
    }
    expect(asked).toBe(APP_ROUTES.filter((route) => route.endsWith('/:id')).length);
  });

  it('give a shared deck its title, the company’s one-liner and a wide title card, kept out of indexes; 404 once revoked or expired', async () => {
    const { token, revoke, deck } = await sharedDeck(t);
    // The title slide: the company's name, and its one-liner under it.
    const cover = defined(
      deck.slides.find((slide) => slide.layout === 'title'),
      'the title slide',
    );
    expect(cover.subtitle).toMatch(/^Bookkeeping that closes the month/);
    const res = await t.app.request(`/d/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const { meta, titles } = cards(html);
    expect(titles).toEqual([cover.title]);
    expect(meta('og:title')).toEqual([cover.title]);
    expect(meta('og:description')).toEqual([cover.subtitle]);
    expect(meta('og:image')).toEqual([`https://founderflow.example/d/${token}/card.png`]);
    expect([meta('og:image:type'), meta('og:image:width'), meta('og:image:height')]).toEqual([
      ['image/png'],
      ['1200'],
      ['630'],
    ]);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(html).toContain(NOINDEX);
    await revoke();
    expect((await t.app.request(`/d/${token}`)).status).toBe(404);

    const expiring = await sharedDeck(t);
    expect((await t.app.request(`/d/${expiring.token}`)).status).toBe(200);
    await t.db
      .update(pitchShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pitchShareLinks.deckId, expiring.deck.id));
    expect((await t.app.request(`/d/${expiring.token}`)).status).toBe(404);
  });

  it('give advisors and library resources a raster card image with its true type', async () => {
    const advisorId = await firstOf('coaches');
    const advisor = cards(await (await t.app.request(`/advisors/${advisorId}`)).text());
    expect(advisor.meta('og:image')).toEqual([`https://founderflow.example/advisors/${advisorId}/card.png`]);
    expect(advisor.meta('og:image:type')).toEqual(['image/png']);
    expect(advisor.meta('twitter:card')).toEqual(['summary']);
    const slug = await firstSlug('library');
    const resource = cards(await (await t.app.request(`/library/${slug}`)).text());
    expect(resource.meta('og:image')).toEqual([`https://founderflow.example/library/${slug}/card.png`]);
    expect(resource.meta('og:image:type')).toEqual(['image/png']);
    expect(resource.meta('twitter:card')).toEqual(['summary_large_image']);
  });

  it('give `/` (the landing for visitors and the shell for members) the site’s cards with an absolute wide image, and every page the feed', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=x']) {
      const res = await t.app.request('/', cookie ? { headers: { cookie } } : {});
      const html = await res.text();
      expect(html.includes('<main>Landing</main>'), cookie ?? 'visitor').toBe(!cookie);
      const { meta } = cards(html);
      expect(meta('og:title')).toEqual(['Founder Flow']);
      expect(meta('og:description')).toHaveLength(1);
      expect(meta('og:image')).toEqual(['https://founderflow.example/card.png']);
      expect(meta('twitter:image')).toEqual(['https://founderflow.example/card.png']);
      expect(meta('twitter:card')).toEqual(['summary_large_image']);
    }
    const feed = '<link rel="alternate" type="application/atom+xml" href="/news/feed.xml"';
    for (const page of ['/', '/sessions', `/sessions/${await firstOf('sessions')}`, '/pitch/x']) {
      expect(await (await t.app.request(page)).text(), page).toContain(feed);
    }
    const res = await t.app.request('/news/feed.xml');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  });

  it('give a session page its own title, description and Open Graph and Twitter cards with its cover', async () => {
    const id = await firstOf('sessions');
    const detail = await readJson(await api().sessions[':id'].$get({ param: { id } }));
    const res = await t.app.request(`/sessions/${id}`);
    expect(res.status).toBe(200);
    const { meta, titles } = cards(await res.text());
    expect(titles).toEqual([`${detail.title} · Founder Flow`]);
    expect(meta('description')).toHaveLength(1);
    expect(meta('og:title')).toEqual([`${detail.title} · Founder Flow`]);
    expect(meta('og:type')).toEqual(['article']);
    expect(meta('og:url')).toEqual([`https://founderflow.example/sessions/${id}`]);
    expect(meta('og:image')[0]).toMatch(
      /^https:\/\/founderflow\.example\/media\/artwork\/sessions\/.+-512\.webp$/,
    );
    expect(meta('twitter:card')).toEqual(['summary']);
    // Text from the catalogue is escaped into attributes, never markup.
    expect(meta('og:description')[0]?.length).toBeGreaterThan(0);
  });

  it('give path and advisor pages their cards too', async () => {
    const pathPage = cards(await (await t.app.request(`/paths/${await firstOf('paths')}`)).text());
    expect(pathPage.meta('og:type')).toEqual(['website']);
    expect(pathPage.titles[0]).toMatch(/ · Founder Flow$/);
    const advisorPage = cards(await (await t.app.request(`/advisors/${await firstOf('coaches')}`)).text());
    expect(advisorPage.meta('og:type')).toEqual(['profile']);
    expect(advisorPage.meta('description')[0]?.length).toBeGreaterThan(0);
  });

  it("keep the site's own title and cards on pages that are not about one thing", async () => {
    const { titles, meta } = cards(await (await t.app.request('/sessions')).text());
    expect(titles).toEqual(['Founder Flow · Audio coaching for startup founders']);
    expect(meta('og:title')).toEqual(['Founder Flow']);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('point crawlers at the sitemap at the public address, and keep them out of the API and private pages', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Sitemap: https://founderflow.example/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /profile');
  });

  it('read the same to a first-match parser (Python’s robotparser) and to RFC 9309’s longest match', async () => {
    const text = await (await t.app.request('/robots.txt')).text();
    const expected: Record<string, boolean> = {
      '/': true,
      '/sessions': true,
      '/d/abc': true,
      '/news/feed.xml': true,
      '/journal': false,
      '/journal/2026': false,
      '/api/sessions': false,
      '/admin/users': false,
      '/profile': false,
    };
    const paths = Object.keys(expected);
    const python = execFileSync(
      'python3',
      [
        '-c',
        'import json, sys, urllib.robotparser as r\n' +
          'p = r.RobotFileParser(); p.parse(sys.argv[1].splitlines())\n' +
          'print(json.dumps({u: p.can_fetch("AnyBot", "https://founderflow.example" + u) for u in json.loads(sys.argv[2])}))',
        text,
        JSON.stringify(paths),
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(python)).toEqual(expected);
    // RFC 9309: the longest matching rule decides, Allow on a tie; no rule, allowed.
    const rules = [...text.matchAll(/^(Allow|Disallow):\s*(\S*)/gim)].map(([, kind, rule]) => ({
      allow: defined(kind, 'the rule kind').toLowerCase() === 'allow',
      rule: defined(rule, 'the rule path'),
    }));
    const longestMatch = (url: string) =>
      rules
        .filter(({ rule }) => rule && url.startsWith(rule))
        .sort((a, b) => b.rule.length - a.rule.length || Number(b.allow) - Number(a.allow))[0]?.allow ?? true;
    expect(Object.fromEntries(paths.map((url) => [url, longestMatch(url)]))).toEqual(expected);
  });

  it('list the public pages and every active session, path and advisor, each a page that answers 200', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => defined(loc, 'a <loc>'));
    const sessionsListed = locs.filter((loc) => loc.includes('/sessions/')).length;
    const { items } = await readJson(await api().sessions.$get({ query: { limit: '50' } }));
    expect(sessionsListed).toBeGreaterThanOrEqual(items.length);
    expect(locs).toContain('https://founderflow.example/terms');
    expect(locs.some((loc) => loc.includes('/paths/'))).toBe(true);
    expect(locs.some((loc) => loc.includes('/advisors/'))).toBe(true);
    for (const loc of locs.slice(0, 25)) {
      const { pathname } = new URL(loc);
      expect((await t.app.request(pathname)).status, pathname).toBe(200);
    }
  });
});

/** A session with captions, free or premium, and the lines of its transcript. */
async function sessionWithCaptions(isPremium: boolean) {
  const [row] = await t.db
    .select({
      id: sessions.id,
      slug: sessions.slug,
      description: sessions.description,
      duration: sessions.duration,
      captionsKey: sessions.captionsKey,
    })
    .from(sessions)
    .where(eq(sessions.isPremium, isPremium))
    .orderBy(sessions.slug);
  const session = defined(row, `a ${isPremium ? 'premium' : 'free'} session`);
  const key = defined(session.captionsKey, 'its captions');
  const cues = parseVtt(await new Response(t.deps.media.read(key)).text());
  return { ...session, cues };
}

describe('a shared moment of a session (?t=)', () => {
  it('unfurls a free session at a moment with the line spoken then, in the Open Graph and Twitter cards', async () => {
    const session = await sessionWithCaptions(false);
    const line = defined(session.cues[4], 'a fifth line');
    // As 'Share this moment' writes it: the line's start, rounded down.
    const at = Math.floor(line.start);
    for (const id of [session.id, session.slug]) {
      const res = await t.app.request(`/sessions/${id}?t=${at}`);
      expect(res.status).toBe(200);
      const { meta } = cards(await res.text());
      const quote = `“${line.text.replace(/\s*\n\s*/g, ' ')}”`;
      expect(meta('og:description')).toEqual([quote]);
      expect(meta('twitter:description')).toEqual([quote]);
      expect(meta('description')).toEqual([quote]);
      expect(meta('og:url')).toEqual([`https://founderflow.example/sessions/${id}?t=${at}`]);
      expect(meta('og:image')).toHaveLength(1);
      expect(meta('twitter:image')).toEqual(meta('og:image'));
    }
  });

  it('keeps a premium session’s transcript out of its cards, and ignores a t that is no moment', async () => {
    const premium = await sessionWithCaptions(true);
    const line = defined(premium.cues[2], 'a third line');
    const html = await (await t.app.request(`/sessions/${premium.id}?t=${Math.ceil(line.start)}`)).text();
    for (const cue of premium.cues) expect(html).not.toContain(cue.text.slice(0, 40));
    expect(cards(html).meta('og:url')).toEqual([`https://founderflow.example/sessions/${premium.id}`]);

    const free = await sessionWithCaptions(false);
    const plain = cards(await (await t.app.request(`/sessions/${free.id}`)).text());
    for (const t_ of ['-5', 'abc', String(free.duration + 10), '', '1e400']) {
      const res = await t.app.request(`/sessions/${free.id}?t=${encodeURIComponent(t_)}`);
      expect(res.status, t_).toBe(200);
      const { meta } = cards(await res.text());
      expect(meta('og:description'), t_).toEqual(plain.meta('og:description'));
      expect(meta('og:url'), t_).toEqual(plain.meta('og:url'));
    }
  });
});
