import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { APP_ROUTES } from '#shared/app-routes.ts';

// The project's own index.html (its site-wide title, description and cards) as the built page.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-spa-pages-'));
fs.copyFileSync('index.html', path.join(dist, 'index.html'));

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

async function firstOf(kind: 'sessions' | 'paths' | 'coaches') {
  const res = await t.app.request(`/api/${kind}${kind === 'sessions' ? '?limit=1' : ''}`);
  const body = (await res.json()) as { items?: { id: string }[] } | { id: string }[];
  const items = Array.isArray(body) ? body : body.items!;
  return items[0]!.id;
}

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

  it('give a session page its own title, description and Open Graph and Twitter cards with its cover', async () => {
    const id = await firstOf('sessions');
    const detail = (await (await t.app.request(`/api/sessions/${id}`)).json()) as {
      title: string;
      description: string;
    };
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
    expect(meta('og:description')[0]!.length).toBeGreaterThan(0);
  });

  it('give path and advisor pages their cards too', async () => {
    const pathPage = cards(await (await t.app.request(`/paths/${await firstOf('paths')}`)).text());
    expect(pathPage.meta('og:type')).toEqual(['website']);
    expect(pathPage.titles[0]).toMatch(/ · Founder Flow$/);
    const advisorPage = cards(await (await t.app.request(`/advisors/${await firstOf('coaches')}`)).text());
    expect(advisorPage.meta('og:type')).toEqual(['profile']);
    expect(advisorPage.meta('description')[0]!.length).toBeGreaterThan(0);
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

  it('list the public pages and every active session, path and advisor, each a page that answers 200', async () => {
    const res = await t.app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    const sessionsListed = locs.filter((loc) => loc.includes('/sessions/')).length;
    const { items } = (await (await t.app.request('/api/sessions?limit=50')).json()) as { items: unknown[] };
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
