import { Hono } from 'hono';
import { and, eq, lte } from 'drizzle-orm';
import type { AppEnv } from '#server/http/app-env.ts';
import { coaches, coachingPaths, libraryResources, newsPosts, sessions } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';

/** Pages anyone may read and a search engine should know; sign-in, profile and checkout pages are not. */
const PUBLIC_PAGES = [
  '/',
  '/sessions',
  '/advisors',
  '/sales',
  '/manifest',
  '/wheel-of-life',
  '/library',
  '/news',
  '/contact',
  '/terms',
  '/privacy',
];

const XML_ENTITIES: Partial<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);

/** The public pages, the whole catalogue (every active session, path and advisor), the library and the news. */
async function sitemap({ db, env }: AppDeps): Promise<string> {
  const [sessionRows, pathRows, advisorRows, resourceRows, postRows] = await Promise.all([
    db.select({ id: sessions.id }).from(sessions).where(eq(sessions.isActive, true)),
    db.select({ id: coachingPaths.id }).from(coachingPaths),
    db.select({ id: coaches.id }).from(coaches),
    db
      .select({ slug: libraryResources.slug })
      .from(libraryResources)
      .where(eq(libraryResources.isPublished, true)),
    db
      .select({ slug: newsPosts.slug })
      .from(newsPosts)
      .where(and(eq(newsPosts.isPublished, true), lte(newsPosts.publishedAt, new Date()))),
  ]);
  const paths = [
    ...PUBLIC_PAGES,
    ...sessionRows.map((r) => `/sessions/${r.id}`),
    ...pathRows.map((r) => `/paths/${r.id}`),
    ...advisorRows.map((r) => `/advisors/${r.id}`),
    ...resourceRows.map((r) => `/library/${r.slug}`),
    ...postRows.map((r) => `/news/${r.slug}`),
  ];
  const urls = paths.map((p) => `  <url><loc>${escapeXml(new URL(p, env.appUrl).toString())}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /robots.txt and /sitemap.xml, which name the app's public address (APP_URL) and so are made here. */
export function siteFileRoutes() {
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) =>
      c.text(
        [
          // Only Disallow lines, and no `Allow: /`: a parser that takes the first matching rule
          // (Python's robotparser, older crawlers) would read that as allowing everything, while
          // RFC 9309's longest match reads it as these lines say. Anything not listed is allowed.
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /profile',
          'Disallow: /journal',
          `Sitemap: ${new URL('/sitemap.xml', c.var.deps.env.appUrl).toString()}`,
          '',
        ].join('\n'),
        200,
        { 'Cache-Control': 'public, max-age=3600' },
      ),
    )
    .get('/sitemap.xml', async (c) =>
      c.body(await sitemap(c.var.deps), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    );
}
