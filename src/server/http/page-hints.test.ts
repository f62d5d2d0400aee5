import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { testClient } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { defined } from '#shared/testing/defined.ts';
import { createPageHints, ROUTE_MODULES, type BuildManifest } from './page-hints.ts';
import { withAbsoluteCardUrls } from './static-files.ts';

/** The hrefs of the tags, by kind. */
function hrefs(links: readonly string[] | string) {
  const html = typeof links === 'string' ? links : links.join('\n');
  const of = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map(([, href]) => defined(href, 'an href').replaceAll('&#38;', '&'));
  return {
    modules: of(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
    data: of(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials"/g),
  };
}

describe('page hints from a build manifest', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_api-1.js'] },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_api-1.js': { file: 'assets/api-1.js', imports: ['_react-1.js'] },
    '_query-1.js': { file: 'assets/query-1.js', imports: ['_react-1.js'] },
    '_list-1.js': { file: 'assets/list-1.js', imports: ['_query-1.js', 'index.html'] },
    'src/client/features/library/routes.ts': {
      file: 'assets/routes-library.js',
      imports: ['index.html', '_api-1.js', '_list-1.js'],
    },
    'src/client/features/library/resource-route.ts': {
      file: 'assets/resource-route.js',
      imports: ['index.html', '_list-1.js'],
    },
    'src/client/features/news/routes.ts': { file: 'assets/routes-news.js', imports: ['_list-1.js'] },
  };
  const hints = createPageHints(manifest);
  const none = new URLSearchParams();

  it('names the route’s chunk and what it imports, not what the entry already loads', () => {
    expect(hrefs(hints('/library', none))).toEqual({
      modules: ['/assets/routes-library.js', '/assets/list-1.js', '/assets/query-1.js'],
      data: ['/api/library/resources?limit=12'],
    });
    expect(hrefs(hints('/news/', none))).toEqual({
      modules: ['/assets/routes-news.js', '/assets/list-1.js', '/assets/query-1.js'],
      data: ['/api/news?limit=5'],
    });
    // A page of one resource or post: its chunk, and no list to preload.
    expect(hrefs(hints('/library/the-fundraising-timeline', none))).toEqual({
      modules: ['/assets/resource-route.js', '/assets/list-1.js', '/assets/query-1.js'],
      data: [],
    });
  });

  it('preloads the library’s first request with the address’s filters, as the page sends them', () => {
    const data = (search: string) => hrefs(hints('/library', new URLSearchParams(search))).data;
    expect(data('kind=template&topic=fundraising')).toEqual([
      '/api/library/resources?kind=template&topic=fundraising&limit=12',
    ]);
    expect(data('q=%20cash%20flow%20&kind=nonsense&topic=sales')).toEqual([
      '/api/library/resources?q=cash+flow&topic=sales&limit=12',
    ]);
    // Escaped in the attribute, so a search cannot close the tag.
    expect(hints('/library', new URLSearchParams('q="><script>'))[0]).toBe(
      '<link rel="preload" href="/api/library/resources?q=%22%3E%3Cscript%3E&#38;limit=12" as="fetch" crossorigin="use-credentials" />',
    );
    // A visitor's bookmarks page makes no request: nothing to preload.
    expect(data('saved=1')).toEqual([]);
  });

  it('gives nothing for a path that is no page, a page without a chunk of its own, or no manifest', () => {
    expect(hints('/no-such-page', none)).toEqual([]);
    expect(hints('/library/a/b', none)).toEqual([]);
    expect(hints('/', none)).toEqual([]);
    expect(hints('/journal', none)).toEqual([]);
    expect(createPageHints(null)('/library', none)).toEqual([
      '<link rel="preload" href="/api/library/resources?limit=12" as="fetch" crossorigin="use-credentials" />',
    ]);
  });

  it('names, for each page, the modules its lazy route imports in the client router', () => {
    const router = fs.readFileSync('src/client/app/router.tsx', 'utf8');
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      for (const module of modules) {
        const specifier = module.replace(/^src\/client\//, '#client/');
        expect(router, `${route}: ${module}`).toContain(`import('${specifier}')`);
      }
    }
  });
});

describe('the pages of a real build', () => {
  // The project's own client, built with its Vite config into a folder of this test.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-page-hints-'));
  let t: TestApp;
  beforeAll(async () => {
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    t = await createTestApp({ env: { CLIENT_DIST_DIR: dist } });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  // The build's own file: Vite writes it in this shape.
  const manifest = (): BuildManifest =>
    JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const chunkOf = (routeModule: string) =>
    defined(manifest()[routeModule], `${routeModule} in the manifest`).file;

  it('hint /library and /news at their own chunks, files the server serves, and their first request', async () => {
    for (const [page, routeModule, data] of [
      ['/library', 'src/client/features/library/routes.ts', '/api/library/resources?limit=12'],
      ['/news', 'src/client/features/news/routes.ts', '/api/news?limit=5'],
    ] as const) {
      const res = await t.app.request(page);
      expect(res.status, page).toBe(200);
      const html = await res.text();
      const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      // The page's tags come after index.html's own (the entry's modulepreloads, the auth session's
      // preload), and none repeats one of those: what the entry loads is not hinted twice.
      const { modules, data: preloads } = hrefs(html);
      const own = hrefs(built);
      const added = modules.slice(own.modules.length);
      expect(modules.slice(0, own.modules.length), page).toEqual(own.modules);
      expect(new Set(modules).size, page).toBe(modules.length);
      expect(added, page).toContain(`/${chunkOf(routeModule)}`);
      expect(built, page).not.toContain(`/${chunkOf(routeModule)}`);
      for (const href of added) {
        expect(fs.existsSync(path.join(dist, href)), href).toBe(true);
        expect((await t.app.request(href)).status, href).toBe(200);
      }
      expect(preloads).toEqual([...own.data, data]);
      expect((await t.app.request(data)).status, data).toBe(200);
    }
  });

  it('preload /news’s first cover, the very image the list shows first', async () => {
    const html = await (await t.app.request('/news')).text();
    const list = await readJson(await testClient(t).api.news.$get({ query: { limit: '5' } }));
    const cover = defined(defined(list.items[0], 'the first news item').cover, 'its cover').url;
    expect(html).toContain(`<link rel="preload" href="${cover}" as="image" fetchpriority="high" />`);
    expect((await t.app.request(cover)).status).toBe(200);
    expect(await (await t.app.request('/library')).text()).not.toContain('as="image"');
  });

  it('give an unknown path, the landing page and the built files themselves none; the manifest is not served', async () => {
    for (const page of ['/', '/no-such-page', '/news/no-such-post']) {
      const html = await (await t.app.request(page)).text();
      const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      expect(html, page).toBe(withAbsoluteCardUrls(built, t.deps.env.appUrl));
    }
    expect((await t.app.request('/.vite/manifest.json')).status).toBe(404);
  });
});
